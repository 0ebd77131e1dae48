// Timing helpers for npm run bench. Commands are measured side by side, alternating, in
// one run, so that a busy machine slows both sides alike and the ratio stays meaningful.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findPackageRoot } from '../io/package-root.js';

export interface Command {
  label: string;
  argv: string[];
  cwd?: string;
  env?: Record<string, string>;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function timeOnce(command: Command): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(command.argv[0]!, command.argv.slice(1), {
    cwd: command.cwd,
    env: { ...process.env, ...command.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`${command.label} exited ${result.status}: ${result.stderr.toString().slice(0, 400)}`);
  }
  return elapsed;
}

/** Median wall times (ms) of each command, run alternately `rounds` times after a warm-up. */
export function compareCommands(commands: Command[], rounds: number): number[] {
  for (const command of commands) timeOnce(command);
  const times = commands.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    commands.forEach((command, i) => times[i]!.push(timeOnce(command)));
  }
  return times.map(median);
}

export function formatMs(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}

export const ROOT = findPackageRoot();
export const BASELINE: Command = { label: "node -e ''", argv: [process.execPath, '-e', ''] };

/** `mtg-judge ARGS...` through the installed bin, as a user runs it. */
export function mtgJudge(...args: string[]): Command {
  const bin = join(ROOT, 'bin', 'mtg-judge.cjs');
  return { label: `mtg-judge ${args.join(' ')}`, argv: [process.execPath, bin, ...args], cwd: ROOT };
}

/** Times a command against node -e '', alternately, and prints both medians and their ratio against the goal. */
export function printRatio(title: string, command: Command, goal: number, rounds: number): number {
  const [base, ours] = compareCommands([BASELINE, command], rounds);
  const ratio = ours! / base!;
  console.log(`\n${title}`);
  console.log(`  ${command.label}: ${formatMs(ours!)} median; node -e '': ${formatMs(base!)} median`);
  console.log(
    `  ratio ${ratio.toFixed(2)} (goal ≤ ${goal}: ${ratio <= goal ? 'meets' : 'misses'}), ${rounds} alternating rounds`,
  );
  return ours!;
}
