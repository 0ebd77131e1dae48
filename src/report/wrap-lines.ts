// Wraps rendered text to a terminal's width with a hanging indent, following the layout
// marks (layout-marks.ts). Widths are measured with string-width, so that colour codes
// take no room and wide characters take two columns; wrap-ansi breaks the lines and
// carries colours across them. Loaded only for a terminal (cli/terminal-output.ts).
import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';
import { HANG, NO_WRAP, WHOLE, stripLayoutMarks } from './layout-marks.js';

/** Continuation lines keep at least this many columns for text; a wider lead hangs less. */
const MIN_TEXT = 20;

/** The indent and bullet that continuation lines align after: `  · `, `  = `, `✓ `, … */
const BULLET = /^( *)((?:[·•=*→↳✓✗!-]) )?/u;

// eslint-disable-next-line no-control-regex -- colour codes start with ESC
const ESCAPE = /^\u001b\[[0-9;]*[A-Za-z]/;

export function wrapToWidth(text: string, columns: number): string {
  return text
    .split('\n')
    .map((line) => wrapLine(line, columns))
    .join('\n');
}

function wrapLine(line: string, columns: number): string {
  if (line.startsWith(WHOLE)) return stripLayoutMarks(line);
  if (line.startsWith(NO_WRAP)) return cutToWidth(stripLayoutMarks(line), columns);
  const plain = stripLayoutMarks(line);
  if (stringWidth(plain) <= columns) return plain;
  let { lead, body, hang } = splitLead(line);
  if (columns - hang < MIN_TEXT) {
    // No room for a column beside the lead: the whole line wraps, hanging two past its indent.
    const indent = /^ */.exec(plain)![0];
    hang = Math.min(indent.length + 2, Math.max(0, columns - MIN_TEXT));
    lead = indent;
    body = plain.slice(indent.length);
  }
  const lines = wrapAnsi(body, columns - hang, { hard: true, trim: true }).split('\n');
  return lines.map((text, i) => (i === 0 ? lead : ' '.repeat(hang)) + text).join('\n');
}

/** What the first line starts with, the text that wraps beside it, and where continuation lines start. */
function splitLead(line: string): { lead: string; body: string; hang: number } {
  const at = line.indexOf(HANG);
  if (at !== -1) {
    const lead = stripLayoutMarks(line.slice(0, at));
    return { lead, body: stripLayoutMarks(line.slice(at + 1)), hang: stringWidth(lead) };
  }
  const [, indent = '', bullet] = BULLET.exec(visibleText(line))!;
  const leadLength = rawOffset(line, indent.length + (bullet?.length ?? 0));
  return {
    lead: line.slice(0, leadLength),
    body: line.slice(leadLength),
    hang: indent.length + (bullet ? stringWidth(bullet) : 2),
  };
}

/** The line's text without colour codes. */
function visibleText(line: string): string {
  let text = '';
  for (let i = 0; i < line.length; i++) {
    const code = ESCAPE.exec(line.slice(i));
    if (code) i += code[0].length - 1;
    else text += line[i];
  }
  return text;
}

/** Where in the line its first `visible` characters end, colour codes among them included. */
function rawOffset(line: string, visible: number): number {
  let seen = 0;
  let i = 0;
  while (i < line.length && seen < visible) {
    const code = ESCAPE.exec(line.slice(i));
    if (code) i += code[0].length;
    else {
      i++;
      seen++;
    }
  }
  return i;
}

/** A line cut to fit, ending in "…" where something was cut. */
function cutToWidth(line: string, columns: number): string {
  if (stringWidth(line) <= columns) return line;
  const kept = wrapAnsi(line, columns - 1, { hard: true, wordWrap: false, trim: false }).split('\n')[0]!;
  return `${kept}…`;
}
