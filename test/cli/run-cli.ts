// Runs the command line in-process with a fake terminal, for exact comparisons of
// stdout, stderr and the exit code.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { main as searchMain } from '../../src/cli/search-entry.js';
import type { Io } from '../../src/cli/io.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Piped, as a script runs it; `io` makes it a terminal of some size, or changes the folder. */
export async function runCli(argv: string[], env: Record<string, string> = {}, io: Partial<Io> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const fake: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    stdinIsTTY: false,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    env: { LANG: 'en_US.UTF-8', ...env },
    cwd: process.cwd(),
    ...io,
  };
  // As bin/mtg-judge.cjs does: a search has a program of its own.
  const code = await (argv[0] === 'search' ? searchMain : main)(argv, fake);
  return { code, stdout, stderr };
}

/** A terminal of this size on stdout and stderr. */
export function terminal(columns: number, rows: number): Partial<Io> {
  return { stdoutIsTTY: true, stderrIsTTY: true, columns, rows, stderrColumns: columns };
}

/** A scenario file with this text, table.yaml in a new temporary folder. */
export function scenarioFile(text: string | Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-scenario-'));
  const file = join(dir, 'table.yaml');
  writeFileSync(file, text);
  return file;
}

/** A terminal for `ask` (every stream a TTY, no colour) in this folder; `stdout()` is what it printed. */
export function askTerminal(env: Record<string, string>, cwd: string): { io: Io; stdout: () => string } {
  let stdout = '';
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: () => undefined,
    stdinIsTTY: true,
    stdoutIsTTY: true,
    stderrIsTTY: true,
    env: { NO_COLOR: '1', ...env },
    cwd,
  };
  return { io, stdout: () => stdout };
}
