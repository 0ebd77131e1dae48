// Timing helpers for npm run bench. Commands are measured side by side, alternating, in
// one run, so that a busy machine slows both sides alike and the ratio stays meaningful.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** A preload that reports the process's CPU time (user and system, all threads) at exit. */
const CPU_PRELOAD = join(mkdtempSync(join(tmpdir(), 'mtg-judge-bench-')), 'cpu.cjs');
writeFileSync(
  CPU_PRELOAD,
  "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\nCPU ' + (u.user + u.system) / 1000 + '\\n'); });\n",
);

/** One run: its wall time, and with `cpu` its CPU time instead (read by the preload). */
function timeOnce(command: Command, cpu = false): number {
  const argv = cpu ? [command.argv[0]!, '--require', CPU_PRELOAD, ...command.argv.slice(1)] : command.argv;
  const start = process.hrtime.bigint();
  const result = spawnSync(argv[0]!, argv.slice(1), {
    cwd: command.cwd,
    env: { ...process.env, ...command.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`${command.label} exited ${result.status}: ${result.stderr.toString().slice(0, 400)}`);
  }
  return cpu ? Number(/\nCPU ([\d.]+)\n/.exec(result.stderr.toString())?.[1] ?? NaN) : elapsed;
}

/**
 * Median wall times (ms) of each command, run alternately `rounds` times after a warm-up,
 * and median CPU times of as many more runs. On a busy machine a process waits for a core
 * at random and its wall time swings; its CPU time does not.
 */
export function compareCommands(commands: Command[], rounds: number): { wall: number[]; cpu: number[] } {
  for (const command of commands) timeOnce(command);
  const wall = commands.map(() => [] as number[]);
  const cpu = commands.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    commands.forEach((command, i) => wall[i]!.push(timeOnce(command)));
    commands.forEach((command, i) => cpu[i]!.push(timeOnce(command, true)));
  }
  return { wall: wall.map(median), cpu: cpu.map(median) };
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

/**
 * Times a command against a baseline (node -e ''), alternately, and prints both medians and
 * their ratios against the goal.
 */
export function printRatio(title: string, command: Command, goal: number, rounds: number, baseline = BASELINE): number {
  const { wall, cpu } = compareCommands([baseline, command], rounds);
  const ratio = wall[1]! / wall[0]!;
  const cpuRatio = cpu[1]! / cpu[0]!;
  const verdict = (r: number) => (r <= goal ? 'meets' : 'misses');
  console.log(`\n${title}`);
  console.log(`  ${command.label}: ${formatMs(wall[1]!)} median; ${baseline.label}: ${formatMs(wall[0]!)} median`);
  console.log(`  ratio ${ratio.toFixed(2)} (goal ≤ ${goal}: ${verdict(ratio)}), ${rounds} alternating rounds`);
  console.log(
    `  CPU time ${formatMs(cpu[1]!)} against ${formatMs(cpu[0]!)}: ratio ${cpuRatio.toFixed(2)} (${verdict(cpuRatio)})`,
  );
  return wall[1]!;
}
