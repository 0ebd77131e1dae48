// Runs the command line in-process with a fake terminal, for exact comparisons of
// stdout, stderr and the exit code.
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(argv: string[], env: Record<string, string> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    stdinIsTTY: false,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    env: { LANG: 'en_US.UTF-8', ...env },
    cwd: process.cwd(),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}
