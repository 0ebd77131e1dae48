// What a command may touch of the outside world, passed in so that tests can run
// main(argv, io) in-process and compare stdout, stderr and the exit code.
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** The terminal's width and height, when stdout is a terminal. */
  columns?: number;
  rows?: number;
  /** The terminal's width, when stderr is a terminal. */
  stderrColumns?: number;
  env: Record<string, string | undefined>;
  cwd: string;
}

export function processIo(): Io {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    // A getter: process.stdin is made on first use, which loads Node's stream code and
    // costs a lookup several milliseconds; only `ask` needs it.
    get stdinIsTTY() {
      return Boolean(process.stdin.isTTY);
    },
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
    rows: process.stdout.isTTY ? process.stdout.rows : undefined,
    stderrColumns: process.stderr.isTTY ? process.stderr.columns : undefined,
    env: process.env,
    cwd: process.cwd(),
  };
}

/** Exit codes of the contract (the README, "The command-line contract"). */
export const EXIT = { ok: 0, notFound: 1, failed: 1, usage: 2, interrupted: 130 } as const;
