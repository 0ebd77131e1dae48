// The one formatter for every diagnostic, in the form of the TypeScript compiler:
//   scenarios/gm.yaml:14:9 error scenario/unknown-player: "Bianka" is not seated at this table.
//     14 |     player: Bianka
//        |             ^^^^^^
//     = did you mean "Bianca"?
import type { Diagnostic } from '../core/diagnostic.js';
import type { Style } from './style.js';
import { NO_WRAP } from './layout-marks.js';
import { escapeControls } from './terminal-text.js';

export function renderLocation(d: Diagnostic): string {
  if (!d.file) return '';
  if (!d.start) return d.file;
  return `${d.file}:${d.start.line}:${d.start.column}`;
}

/** Renders one diagnostic; with the source text, also the faulty line and a caret under the fault. */
export function renderDiagnostic(d: Diagnostic, style: Style, source?: string): string {
  const location = renderLocation(d);
  const severity = d.severity === 'error' ? style.red.bold('error') : style.yellow.bold('warning');
  const head = `${location ? style.bold(escapeControls(location)) + ' ' : ''}${severity} ${style.dim(d.code)}: ${escapeControls(d.message)}`;
  const lines = [head];
  if (source !== undefined && d.start) lines.push(...renderExcerpt(d, source, style));
  for (const note of d.notes ?? []) lines.push(`  ${style.cyan('=')} ${escapeControls(note)}`);
  return lines.join('\n');
}

function renderExcerpt(d: Diagnostic, source: string, style: Style): string[] {
  const start = d.start!;
  const sourceLine = linesOf(source)[start.line - 1];
  if (sourceLine === undefined || !isPrintable(sourceLine)) return [];
  const width = String(start.line).length;
  const gutter = ' '.repeat(width);
  const caretLength =
    d.end && d.end.line === start.line
      ? Math.max(1, d.end.column - start.column)
      : Math.max(1, tokenLength(sourceLine, start.column));
  const pad = sourceLine.slice(0, start.column - 1).replace(/[^\t]/g, ' ');
  // Kept whole on a terminal (cut at its width, never wrapped), so the caret stays under the fault.
  return [
    `${NO_WRAP}  ${style.dim(`${start.line} |`)} ${escapeControls(sourceLine)}`,
    `${NO_WRAP}  ${style.dim(`${gutter} |`)} ${pad}${style.red('^'.repeat(caretLength))}`,
  ];
}

/** The lines of the source last rendered from: a file's diagnostics come one after another. */
let split: { source: string; lines: string[] } | undefined;

function linesOf(source: string): string[] {
  if (split?.source !== source) split = { source, lines: source.split(/\r\n|\r|\n/) };
  return split.lines;
}

/** Length of the token starting at a 1-based column: up to the next space or punctuation. */
function tokenLength(line: string, column: number): number {
  const rest = line.slice(column - 1);
  const match = /^[^\s,:\]}]+/.exec(rest);
  return match ? match[0].length : 1;
}

function isPrintable(line: string): boolean {
  // A binary file's "line" would garble the terminal; show no excerpt then. A line of text in
  // another encoding is shown, its bytes that are not UTF-8 as U+FFFD, the caret under one.
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return !/[\u0000-\u0008\u000e-\u001f]/.test(line) && line.length <= 500;
}

export function renderDiagnostics(
  list: readonly Diagnostic[],
  style: Style,
  sources: Record<string, string> = {},
): string {
  return list.map((d) => renderDiagnostic(d, style, d.file ? sources[d.file] : undefined)).join('\n');
}
