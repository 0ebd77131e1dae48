// What a command may touch of the outside world, passed in so that tests can run
// main(argv, io) in-process and compare stdout, stderr and the exit code.
import { fstatSync, statSync, writeSync } from 'node:fs';

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
  // Piped or redirected to a file or /dev/null, stdout and stderr are written with writeSync:
  // making process.stdout or process.stderr, a stream, costs a command about 1.5 ms each it
  // does not need there. A terminal, or a device such as /dev/full, gets the stream.
  const direct = !mayBeTerminal(1);
  const directErr = !mayBeTerminal(2);
  return {
    stdout: direct ? (text) => writeDirect(1, text) : (text) => void stdoutStream().write(text),
    stderr: directErr ? (text) => writeDirect(2, text) : (text) => void process.stderr.write(text),
    // A getter: process.stdin is made on first use, which loads Node's stream code and
    // costs a lookup several milliseconds; only `ask` needs it.
    get stdinIsTTY() {
      return Boolean(process.stdin.isTTY);
    },
    stdoutIsTTY: !direct && Boolean(stdoutStream().isTTY),
    stderrIsTTY: !directErr && Boolean(process.stderr.isTTY),
    columns: !direct && process.stdout.isTTY ? process.stdout.columns : undefined,
    rows: !direct && process.stdout.isTTY ? process.stdout.rows : undefined,
    stderrColumns: !directErr && process.stderr.isTTY ? process.stderr.columns : undefined,
    env: process.env,
    cwd: process.cwd(),
  };
}

/** Only a character device can be a terminal; a pipe, a socket, a file or /dev/null cannot. */
function mayBeTerminal(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    return stat.isCharacterDevice() && stat.rdev !== statSync('/dev/null').rdev;
  } catch {
    return true;
  }
}

let stream: NodeJS.WriteStream | undefined;

/** process.stdout, with the handler for its write errors (writeFailed) the first time. */
function stdoutStream(): NodeJS.WriteStream {
  if (!stream) {
    stream = process.stdout;
    stream.on('error', writeFailed);
  }
  return stream;
}

/** The whole text, written at once, waiting where a non-blocking pipe is full for a moment. */
function writeDirect(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length;) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return writeFailed(error as NodeJS.ErrnoException);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

/**
 * A reader that stops early (`mtg-judge rule 807 | head -1`, EPIPE) is not an error. Any
 * other failure to write (a full disk, ENOSPC; a lost terminal, EIO) is one line and exit 2.
 */
function writeFailed(error: NodeJS.ErrnoException): never {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  const reason = String(error.message)
    .replace(/^[A-Z]+: /, '')
    .replace(/, write$/, '');
  process.stderr.write(`mtg-judge: cannot write the output: ${reason}${error.code ? ` (${error.code})` : ''}\n`);
  process.exit(2);
}

/** Exit codes of the contract (the README, "The command-line contract"). */
export const EXIT = { ok: 0, notFound: 1, failed: 1, usage: 2, interrupted: 130 } as const;
