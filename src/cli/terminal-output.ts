// Output for a terminal: wrapped to its width, and paged when taller than the screen.
// Bundled apart and loaded only when stdout or stderr is a terminal (output.ts). The
// wrapping code (string-width sets up Unicode segmentation when it loads) is loaded only
// when some line may not fit.
import type { Io } from './io.js';
import { stripLayoutMarks, surelyFits } from '../report/layout-marks.js';
import { pageText, pagerCommand } from './pager.js';

/** A terminal that does not say its width is taken to be this wide. */
const DEFAULT_COLUMNS = 80;

type Wrap = (text: string, columns: number | undefined) => string;

/** Wraps text to a terminal's width, the wrapping code loaded first. */
export async function loadWrapper(): Promise<Wrap> {
  const { wrapToWidth } = await import('../report/wrap-lines.js');
  return (text, columns) => wrapToWidth(text, width(columns));
}

async function wrapForTerminal(text: string, columns: number | undefined): Promise<string> {
  if (surelyFits(text, width(columns))) return stripLayoutMarks(text);
  return (await loadWrapper())(text, columns);
}

function width(columns: number | undefined): number {
  return columns && columns > 0 ? columns : DEFAULT_COLUMNS;
}

export async function showOnTerminal(
  io: Io,
  text: { stdout: string; stderr: string },
  options: { pager: boolean; wrap: boolean },
): Promise<void> {
  if (text.stdout) {
    const wrapped = io.stdoutIsTTY && options.wrap;
    const shown = wrapped ? await wrapForTerminal(text.stdout, io.columns) : stripLayoutMarks(text.stdout);
    const pager = options.pager && io.stdoutIsTTY ? pagerCommand(io.env) : undefined;
    const tall = io.rows !== undefined && lineCount(shown) > io.rows;
    if (!(pager && tall && (await pageText(shown, pager, io.env)))) io.stdout(shown);
  }
  // Problems come last, so that they are seen after the pager closes.
  if (text.stderr)
    io.stderr(io.stderrIsTTY ? await wrapForTerminal(text.stderr, io.stderrColumns) : stripLayoutMarks(text.stderr));
}

function lineCount(text: string): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return text.endsWith('\n') ? lines : lines + 1;
}
