// A scenario file's text as lines, for the YAML error messages that need to look around a
// fault: how a line is indented, which lines above it a line could be lined up with, where
// a bracket is closed.
import type { Position } from '../core/diagnostic.js';

export interface SourceLines {
  text: string;
  /** 0-based index of the line holding `offset`. */
  lineOf(offset: number): number;
  /** The line's text without its line break. */
  line(index: number): string;
  /** Offset of the line's first character. */
  start(index: number): number;
  /** How many spaces the line begins with. */
  indent(index: number): number;
  position(offset: number): Position;
}

export function sourceLines(text: string): SourceLines {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  }
  const lineOf = (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const line = (index: number) =>
    text.slice(starts[index] ?? text.length, starts[index + 1] ?? text.length).replace(/\r?\n$|\r$/, '');
  return {
    text,
    lineOf,
    line,
    start: (index) => starts[index] ?? text.length,
    indent: (index) => /^ */.exec(line(index))![0].length,
    position: (offset) => {
      const index = lineOf(offset);
      return { line: index + 1, column: offset - starts[index]! + 1 };
    },
  };
}

/** A line with nothing for YAML in it: blank, or only a comment. */
export function isBlank(line: string): boolean {
  return /^\s*(#.*)?$/.test(line);
}

/** The line's content without a trailing comment or spaces (a "#" after a space starts a comment). */
export function withoutComment(line: string): string {
  return line.replace(/\s+#.*$/, '').trimEnd();
}

export interface Alignment {
  /** 0-based column. */
  column: number;
  /** 0-based line. */
  line: number;
  /** What starts there: a key, or a list item "- Ann". */
  what: string;
}

/** How many lines above a wrongly indented line are searched for what it should line up with. */
const LOOK_BACK = 200;

/**
 * The columns the lines above `index` start things at, nearest line first: each line's
 * indentation, and the column after each "- " of a list item. A line that is wrongly
 * indented was meant to line up with one of these.
 */
export function alignmentsAbove(source: SourceLines, index: number): Alignment[] {
  const found: Alignment[] = [];
  let floor = Infinity;
  // A file with thousands of such lines must not take a walk to its top for each.
  const top = Math.max(0, index - LOOK_BACK);
  for (let i = index - 1; i >= top && floor > 0; i--) {
    const text = source.line(i);
    if (isBlank(text)) continue;
    const indent = source.indent(i);
    // Only what encloses the line, or is beside it: a deeper line above a shallower one is neither.
    if (indent >= floor) continue;
    floor = indent;
    let column = indent;
    for (let rest = text.slice(indent); ;) {
      if (!found.some((a) => a.column === column)) found.push({ column, line: i, what: leadingWord(rest) });
      const dash = /^-( +)/.exec(rest);
      if (!dash) break;
      column += dash[0].length;
      rest = rest.slice(dash[0].length);
    }
  }
  return found;
}

/** What a line's text begins with, to name it in a message: "expect", "- Ann", "- {name". */
export function leadingWord(text: string): string {
  return /^(- +)?[[{]?[^:\s,[\]{}#"']+/.exec(text)?.[0] ?? text.slice(0, 1);
}

/** Text from the file in quotes that do not clash with it. */
export function quoted(text: string): string {
  return text.includes('"') ? `'${text}'` : `"${text}"`;
}

/** The alignment nearest `column` other than itself; a tie goes to the deeper one, the commoner slip. */
export function nearestAlignment(alignments: readonly Alignment[], column: number): Alignment | undefined {
  let best: Alignment | undefined;
  for (const a of alignments) {
    if (a.column === column) continue;
    const distance = Math.abs(a.column - column);
    const bestDistance = best ? Math.abs(best.column - column) : Infinity;
    if (distance < bestDistance || (distance === bestDistance && a.column > best!.column)) best = a;
  }
  return best;
}

export function spaces(count: number): string {
  return `${count} ${count === 1 ? 'space' : 'spaces'}`;
}

/**
 * Where the bracket at `start` is closed, skipping quoted text and comments, or undefined
 * when it never is (or a bracket of the other kind closes first).
 */
export function matchingClose(text: string, start: number): number | undefined {
  const open: string[] = [];
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (char === '#' && /\s/.test(text[i - 1] ?? ' '))
      i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if ((char === '"' || char === "'") && /[[{,:\s]/.test(text[i - 1] ?? ' ')) i = quoteEnd(text, i);
    else if (char === '[' || char === '{') open.push(char === '[' ? ']' : '}');
    else if (char === ']' || char === '}') {
      if (open.pop() !== char) return undefined;
      if (open.length === 0) return i;
    }
  }
  return undefined;
}

/** The offset of the quote that ends the quoted text beginning at `start`. */
function quoteEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') i++;
    else if (text[i] === quote && quote === "'" && text[i + 1] === "'") i++;
    else if (text[i] === quote) return i;
  }
  return text.length;
}
