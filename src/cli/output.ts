// The one output layer every command writes through. Piped, a command's text goes out as
// it is written, without layout marks: unwrapped and unpaged, so that grep, scripts and
// files see whole lines. On a terminal it is held until the command ends, then wrapped to
// the width with a hanging indent and paged when taller than the screen
// (terminal-output.ts, loaded only then, so a piped lookup never loads it).
import type { Io } from './io.js';
import { stripLayoutMarks } from '../report/layout-marks.js';

export interface Output {
  /** What the command writes to. */
  io: Io;
  /** Shows what a terminal was held back; `pager: false` for --no-pager, `wrap: false` for output kept as written. */
  finish(options: { pager: boolean; wrap: boolean }): Promise<void>;
  /** For an interactive command: from now on each write is wrapped and shown at once. */
  stream(): Promise<Io>;
}

export function createOutput(io: Io): Output {
  const held = { stdout: [] as string[], stderr: [] as string[] };
  const writer = (stream: 'stdout' | 'stderr', isTTY: boolean) =>
    isTTY ? (text: string) => void held[stream].push(text) : (text: string) => io[stream](stripLayoutMarks(text));
  // Not a spread of io: that would read every getter now, and io.stdinIsTTY makes Node set
  // up process.stdin, which costs a search or lookup about 1.5 ms it never needs.
  const output = withWriters(io, writer('stdout', io.stdoutIsTTY), writer('stderr', io.stderrIsTTY));
  return {
    io: output,
    finish: async ({ pager, wrap }) => {
      if (held.stdout.length === 0 && held.stderr.length === 0) return;
      const { showOnTerminal } = await import('./terminal-output.js');
      await showOnTerminal(io, { stdout: held.stdout.join(''), stderr: held.stderr.join('') }, { pager, wrap });
      held.stdout = [];
      held.stderr = [];
    },
    stream: async () => {
      if (!io.stdoutIsTTY && !io.stderrIsTTY) return output;
      const wrapForTerminal = await (await import('./terminal-output.js')).loadWrapper();
      return withWriters(
        io,
        (text) => (io.stdoutIsTTY ? io.stdout(wrapForTerminal(text, io.columns)) : output.stdout(text)),
        (text) => (io.stderrIsTTY ? io.stderr(wrapForTerminal(text, io.stderrColumns)) : output.stderr(text)),
      );
    },
  };
}

/** `io` with other writers; its other fields, getters included, are read only when used. */
function withWriters(io: Io, stdout: Io['stdout'], stderr: Io['stderr']): Io {
  return Object.assign(Object.create(io) as Io, { stdout, stderr });
}
