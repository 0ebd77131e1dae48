// The YAML syntax errors at one character or token: a tab that indents, a value's first
// character, an escape, a comma, a bracket, a "#". Each rule matches the yaml package's
// error code or message and says, in plain words, what is wrong and what to write.
import type { YAMLError } from 'yaml';
import { quoted, withoutComment, type SourceLines } from './source-lines.js';
import type { Fault } from './yaml-structure-faults.js';

/** Where the error is: its offset, its character, and its line. */
interface Place {
  offset: number;
  char: string;
  line: string;
  /** 0-based. */
  column: number;
  indent: number;
}

interface Rule {
  /** The error code, or a pattern of the message where one code covers several faults. */
  when: YAMLError['code'] | RegExp;
  fault: (at: Place) => Fault;
}

/** A fault at the error's offset; a length of 0 underlines the token that starts there. */
function here(at: Place, message: string, note: string, length = 1): Fault {
  return { start: at.offset, ...(length > 0 && { end: at.offset + length }), message, notes: [note] };
}

const RULES: Rule[] = [
  {
    when: 'TAB_AS_INDENT',
    fault: (at) =>
      here(at, 'This line is indented with a tab, and YAML indents with spaces only.', 'replace the tab with spaces'),
  },
  {
    when: 'BAD_SCALAR_START',
    fault: (at) => {
      const value = withoutComment(at.line.slice(at.column));
      const inQuotes = value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
      const before = at.line.slice(at.indent, at.column);
      return here(
        at,
        `A value cannot begin with "${at.char}" unless it is in quotes.`,
        `put it in quotes: ${before}${inQuotes}`,
      );
    },
  },
  {
    when: 'BAD_DQ_ESCAPE',
    fault: (at) =>
      here(
        at,
        `"${at.line.slice(at.column, at.column + 2)}" is not an escape that text in double quotes may hold.`,
        'write \\\\ for a backslash, or put the text in single quotes instead',
        2,
      ),
  },
  {
    when: /^Unexpected block-seq-ind on same line with key/,
    fault: (at) => {
      const key = /([^\s-][^:]*):\s*$/.exec(at.line.slice(0, at.column))?.[1] ?? 'the key';
      const item = withoutComment(at.line.slice(at.column + 1)).trim();
      return here(
        at,
        'A list item cannot begin on the same line as its key.',
        `put "- ${item}" on a line of its own below "${key}:", indented, or write ${key}: [${item}]`,
      );
    },
  },
  {
    when: /^Block scalar header includes extra characters/,
    fault: (at) => {
      const header = /[|>]\S*$/.exec(at.line.slice(0, at.column + 1).trimEnd())?.[0] ?? at.char;
      return {
        start: at.offset - header.length + 1,
        end: at.offset + withoutComment(at.line.slice(at.column)).length,
        message: `A block of text begins with "|" or ">" alone, not "${withoutComment(header + at.line.slice(at.column + 1))}".`,
        notes: ['write "|" alone, and the text on the lines below it, indented; or put the value in quotes'],
      };
    },
  },
  {
    when: /^Unexpected (,|empty item) in flow/,
    fault: (at) =>
      here(at, 'There is no item before this ",".', 'remove the extra ",", or write the missing item before it'),
  },
  {
    when: /^Unexpected flow-(seq|map)-end token/,
    fault: (at) =>
      here(
        at,
        `This "${at.char}" closes nothing.`,
        `remove it, or add the "${at.char === ']' ? '[' : '{'}" it should close`,
      ),
  },
  {
    when: /^Missing , (or : )?between flow (sequence|map) items$/,
    fault: (at) => here(at, 'A "," is missing before this item.', 'separate the items with ", "', 0),
  },
  {
    when: /^Missing space after : in flow map$/,
    fault: (at) =>
      here(at, 'A ":" in { } needs a space after it.', 'write a space after the colon, as in {name: Alex}', 0),
  },
  {
    // The message names the parser's token ("scalar", "flow-map-start"); the text is plainer.
    when: /^Unexpected \S+ (at node end|token)/,
    fault: (at) =>
      here(
        at,
        `YAML cannot read ${quoted(withoutComment(at.line.slice(at.column, at.column + 30)).trim() || at.char)} here.`,
        'look for a bracket, quote or ": " that is missing or too many just before it',
        0,
      ),
  },
  {
    when: /^Comments must be separated/,
    fault: (at) =>
      here(
        at,
        'A "#" that begins a comment needs a space before it.',
        'write a space before "#", or put the value in quotes if the "#" belongs to it',
      ),
  },
];

export function tokenFault(error: YAMLError, source: SourceLines): Fault | undefined {
  const rule = RULES.find(({ when }) => (typeof when === 'string' ? when === error.code : when.test(error.message)));
  if (!rule) return undefined;
  const [offset] = error.pos;
  const index = source.lineOf(offset);
  const column = offset - source.start(index);
  return rule.fault({
    offset,
    char: source.text[offset] ?? '',
    line: source.line(index),
    column,
    indent: source.indent(index),
  });
}
