// What a command may touch of the outside world, passed in so that tests can run
// main(argv, io) in-process and compare stdout, stderr and the exit code.
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** Terminal width, when stdout is a terminal. */
  columns?: number;
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
    env: process.env,
    cwd: process.cwd(),
  };
}

/** Bad input or usage: the message is shown as it is, and the exit code is 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly notes: string[] = [],
  ) {
    super(message);
  }
}

/**
 * Known by its name, not by instanceof: each command is bundled apart from the program
 * (src/build/bundle.ts), so a command's UsageError is another copy of the class.
 */
export function isUsageError(error: unknown): error is UsageError {
  return error instanceof Error && error.name === 'UsageError' && Array.isArray((error as UsageError).notes);
}

/** Exit codes of the contract (the README, "The command-line contract"). */
export const EXIT = { ok: 0, notFound: 1, failed: 1, usage: 2 } as const;
