// The YAML syntax errors that are about a file's structure: a list or mapping in brackets
// that is never closed, a line indented to match nothing above it, a key without its ": ".
// The yaml package reports these where its parser gave up, often a line later; each is
// told here where the fault is, in plain words, with what to write instead.
import { isCollection, isScalar, visit, type Document, type YAMLError } from 'yaml';
import {
  alignmentsAbove,
  isBlank,
  leadingWord,
  matchingClose,
  nearestAlignment,
  quoted,
  spaces,
  withoutComment,
  type SourceLines,
} from './source-lines.js';

export interface Fault {
  /** Offsets in the text; without an end, the token at the start is underlined. */
  start: number;
  end?: number;
  message: string;
  notes: [string, ...string[]];
}

interface Opened {
  /** Offset of the "[" or "{". */
  start: number;
  open: string;
  close: string;
  what: 'list' | 'mapping';
  /** Whether it stands inside other brackets. */
  nested: boolean;
}

/** "Flow sequence (in block collection) must … end with a ]": the "[" that is never closed. */
export function unclosedBrackets(error: YAMLError, source: SourceLines, doc: Document): Fault | undefined {
  const [offset] = error.pos;
  let opened: Opened | undefined;
  visit(doc, {
    Node(_, node, path) {
      if (isCollection(node) && node.flow && node.range?.[1] === offset && !opened) {
        const open = source.text[node.range[0]]!;
        const nested = path.some((above) => isCollection(above) && above.flow);
        opened =
          open === '{'
            ? { start: node.range[0], open, close: '}', what: 'mapping', nested }
            : { start: node.range[0], open, close: ']', what: 'list', nested };
      }
    },
  });
  if (!opened) return undefined;
  return (
    underIndented(opened, offset, source) ?? wrongClose(opened, offset, source) ?? neverClosed(opened, offset, source)
  );
}

/** The closing bracket is there, on a line indented too little to be part of the list. */
function underIndented({ start, open, what }: Opened, offset: number, source: SourceLines): Fault | undefined {
  const openLine = source.lineOf(start);
  const atLine = source.lineOf(offset);
  const closed = matchingClose(source.text, start);
  if (closed === undefined || atLine <= openLine || source.lineOf(closed) !== atLine) return undefined;
  return {
    start: source.start(atLine) + source.indent(atLine),
    message: `This line goes on with the ${what} that "${open}" begins on line ${openLine + 1}, but is not indented more than that line.`,
    notes: [`${indentBy(source.indent(openLine) + 1, 'at least ')}, or put the whole ${what} on one line`],
  };
}

/** "[Alex, Bianca}": closed with the other kind of bracket. */
function wrongClose(
  { start, open, close, what, nested }: Opened,
  offset: number,
  source: SourceLines,
): Fault | undefined {
  const wrong = /^\s*([\]}])/.exec(source.text.slice(offset));
  // Within brackets, the other bracket may be the outer one's: then this one is only unclosed.
  if (!wrong || wrong[1] === close || nested) return undefined;
  return {
    start,
    end: start + 1,
    message: `The ${what} that "${open}" begins here is closed with "${wrong[1]}", which closes a ${what === 'list' ? 'mapping' : 'list'}.`,
    notes: [`write "${close}" for the "${wrong[1]}" on line ${source.lineOf(offset + wrong[0].length - 1) + 1}`],
  };
}

/** The closing bracket goes where the last item ends: on the opening line, shown with it. */
function neverClosed({ start, open, close, what }: Opened, offset: number, source: SourceLines): Fault {
  const end = start + withoutComment(source.text.slice(start, offset)).length;
  const openLine = source.lineOf(start);
  const endLine = source.lineOf(end - 1);
  const lastItem = /[^\s,[{]+$/.exec(source.text.slice(start, end))?.[0];
  const lineStart = source.start(openLine);
  const line = source.line(openLine);
  const fixed = `${line.slice(source.indent(openLine), end - lineStart)}${close}${withoutComment(line.slice(end - lineStart))}`;
  return {
    start,
    end: start + 1,
    message: `The ${what} that "${open}" begins here is never closed.`,
    notes: [
      endLine === openLine
        ? `close it with "${close}": ${fixed}`
        : `close it with "${close}"${lastItem ? ` after "${lastItem}" on line ${endLine + 1}` : ''}`,
    ],
  };
}

/** 'Missing closing "quote': the quote that opens the text. */
export function unclosedQuote(error: YAMLError, source: SourceLines, doc: Document): Fault | undefined {
  let start: number | undefined;
  visit(doc, {
    Scalar(_, node) {
      if (isScalar(node) && /^QUOTE_/.test(node.type ?? '') && node.range?.[1] === error.pos[0])
        start ??= node.range[0];
    },
  });
  if (start === undefined) return undefined;
  const quote = source.text[start]!;
  const line = source.lineOf(start);
  const opening = withoutComment(source.line(line)).trimStart();
  const fixed = opening.split(quote).length === 2 ? `: ${opening}${quote}` : '';
  return {
    start,
    end: start + 1,
    message: `The ${quote === '"' ? 'double' : 'single'}-quoted text that begins here is never closed, so it runs on to the end of the file.`,
    notes: [`end it with ${quote} on the same line${fixed}`],
  };
}

/**
 * A line indented to line up with nothing above it ("Sequence item without - indicator",
 * "All mapping items must start at the same column"): the column it was meant to have.
 */
export function badIndent(error: YAMLError, source: SourceLines): Fault {
  const index = source.lineOf(error.pos[0]);
  const indent = source.indent(index);
  const start = source.start(index) + indent;
  const what = leadingWord(source.line(index).slice(indent));
  const target = nearestAlignment(alignmentsAbove(source, index), indent);
  const notes: [string] = [
    target
      ? `${indentBy(target.column)}, as ${quoted(target.what)} is on line ${target.line + 1}`
      : 'indent it as the lines it belongs with are indented',
  ];
  return {
    start,
    end: start + what.length,
    message: `${quoted(what)} is indented by ${spaces(indent)}, which lines it up with nothing above it.`,
    notes,
  };
}

/**
 * "Implicit keys need to be on a single line", "Nested mappings are not allowed in compact
 * mappings": a ": " where YAML did not expect a key. Either the next line is indented more
 * than the key above it and so read as more of its value, or a key lacks its colon or the
 * space after it, or a value holds ": " and needs quotes.
 */
export function misreadKey(error: YAMLError, source: SourceLines): Fault | undefined {
  const [offset] = error.pos;
  const index = source.lineOf(offset);
  const line = source.line(index);
  const before = line.slice(0, offset - source.start(index));
  const rest = line.slice(before.length);
  // Inside brackets the line is not read key by key; the parser's own message is all there is.
  if (/[[{]/.test(before) || /^[[{]/.test(rest)) return undefined;
  const valuePosition = /:\s+$/.test(before);
  const colon = /:(\s|$)/.exec(rest);
  if (valuePosition && !colon) return continuedValue(source, index, before);
  if (valuePosition && colon) return valueWithColon(offset, rest, before);
  if (/^\s*(- +)*$/.test(before)) return keyWithoutColon(offset, rest);
  return undefined;
}

/** "format: 1" and below it " seats: …": the second line is indented, so it goes on with the value. */
function continuedValue(source: SourceLines, index: number, before: string): Fault | undefined {
  let next = index + 1;
  while (next < source.lineOf(source.text.length) && isBlank(source.line(next))) next++;
  const indent = source.indent(next);
  const key = /([^\s-][^:]*):\s+$/.exec(before);
  if (!key) return undefined;
  const keyColumn = key.index;
  const start = source.start(next) + indent;
  const what = leadingWord(source.line(next).slice(indent));
  return {
    start,
    end: start + what.length,
    message: `${quoted(what)} is indented more than "${key[1]}" above it, so YAML reads it as more of the value of "${key[1]}".`,
    notes: [`${indentBy(keyColumn)}, as "${key[1]}" is on line ${index + 1}`],
  };
}

/** "name: Game: the sequel" or "- ask: lost expect: []": a value with ": " in it. */
function valueWithColon(offset: number, rest: string, before: string): Fault {
  const value = withoutComment(rest);
  const key = /([^\s-][^:]*):\s+$/.exec(before)?.[1] ?? '';
  const quoted = value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
  const notes: [string, ...string[]] = [`put the value in quotes if the ": " belongs to it: ${key}: ${quoted}`];
  // A lower-case word before the colon looks like a key of its own ("lost expect: []"); "Melee:" does not.
  const inner = /\s([a-z][A-Za-z]*):(\s|$)/.exec(value);
  if (inner) notes.push(`or, if "${inner[1]}" is another key, put it on a line of its own`);
  return {
    start: offset,
    end: offset + value.length,
    message: `The value of "${key}" holds ": ", which YAML reads as the start of another key.`,
    notes,
  };
}

/** "questions" on a line of its own, or "seats:[Ann]": a key without ":" or without the space after it. */
function keyWithoutColon(offset: number, rest: string): Fault {
  const content = withoutComment(rest);
  const tight = /^([^:\s]+):(\S.*)$/.exec(content);
  if (tight) {
    const colon = offset + tight[1]!.length;
    return {
      start: colon,
      end: colon + 1,
      message: `"${tight[1]}" has no space after its ":", so YAML does not read it as a key.`,
      notes: [`write a space after the colon: ${tight[1]}: ${tight[2]}`],
    };
  }
  const word = leadingWord(content);
  if (word.length < content.length)
    return {
      start: offset,
      end: offset + content.length,
      message: 'This line is neither a key with its ": " nor a list item with its "- ".',
      notes: ['make it a comment with "#", write it as "key: value", or join it to the line above'],
    };
  return {
    start: offset,
    end: offset + word.length,
    message: `${quoted(word)} has no ":" after it, so YAML does not read it as a key.`,
    notes: [`write "${word}:" if it is a key, or remove the line`],
  };
}

/** "indent it by 4 spaces", or for none, "start it at the beginning of the line". */
function indentBy(column: number, atLeast = ''): string {
  return column === 0 ? 'start it at the beginning of the line' : `indent it by ${atLeast}${spaces(column)}`;
}
