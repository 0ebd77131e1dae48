// The build a figure is compared with when an issue asks for "no slower than before": the
// commit before that work began, built once into a cache folder beside this checkout's
// node_modules, so that both builds run side by side in one bench run. BENCH_BASELINE
// names another commit; a checkout without git history gets no baseline figures, and the
// bench says why.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, ROOT, type Command } from './measure.js';

/** The last commit before the card-words, Commander and imported-edition rulings work. */
const DEFAULT_BASELINE = '17764c2af86165f9bd0da828a60352013507e74b';

export interface Baseline {
  /** The commit, abbreviated, for the figures' labels. */
  commit: string;
  /** The folder of the built baseline: bin/, dist/ and rules-data/ as in a checkout. */
  root: string;
}

function run(command: string, args: string[], cwd: string): { ok: boolean; out: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

let cached: Baseline | string | undefined;

/** The built baseline, or why there is none. Builds it on first use (about a minute). */
export function baseline(): Baseline | string {
  if (cached !== undefined) return cached;
  const ref = process.env.BENCH_BASELINE ?? DEFAULT_BASELINE;
  const resolved = run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], ROOT);
  if (!resolved.ok) return (cached = `no baseline: commit ${ref} is not in this checkout's git history`);
  const commit = resolved.out.slice(0, 12);
  const dir = join(tmpdir(), `mtg-judge-bench-baseline-${commit}`);
  const stamp = join(dir, '.built');
  if (existsSync(stamp)) return (cached = { commit, root: dir });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 512 * 1024 * 1024 });
  if (archive.status !== 0) return (cached = `no baseline: git archive ${commit} failed`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) return (cached = `no baseline: could not unpack ${commit}`);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const tsc = run(
    process.execPath,
    [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'],
    dir,
  );
  const bundle = tsc.ok ? run(process.execPath, [join('dist', 'build', 'bundle.js')], dir) : tsc;
  if (!bundle.ok) return (cached = `no baseline: building ${commit} failed: ${bundle.out.split('\n')[0]}`);
  writeFileSync(stamp, `${commit}\n`);
  return (cached = { commit, root: dir });
}

/** The baseline's build of the command, as a user of that commit runs it. */
export function baselineCommand(base: Baseline, label: string, ...args: string[]): Command {
  return {
    label: `${label} (before, ${base.commit})`,
    argv: [process.execPath, join(base.root, 'bin', 'mtg-judge.cjs'), ...args],
  };
}

/** A module of the baseline's build, e.g. `dist/bench/grand-melee-bench.js`, for in-process figures. */
export async function importBaseline<T>(base: Baseline, path: string): Promise<T> {
  return (await import(pathToFileURL(join(base.root, path)).href)) as T;
}

/**
 * Medians (ms) of `now` and `before`, each warmed up once, then run `rounds` times in turn,
 * the order swapped every round, so that neither side always runs on the other's garbage;
 * and the ratio now / before.
 */
export function alternate(
  rounds: number,
  now: () => number,
  before: () => number,
): { now: number; before: number; ratio: number } {
  now();
  before();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      a.push(now());
      b.push(before());
    } else {
      b.push(before());
      a.push(now());
    }
  }
  const result = { now: median(a), before: median(b) };
  return { ...result, ratio: result.now / result.before };
}

/** "ratio 1.03 (goal ≤ 1.05: meets)". */
export function verdict(ratio: number, goal: number): string {
  return `ratio ${ratio.toFixed(3)} (goal ≤ ${goal}: ${ratio <= goal ? 'meets' : 'misses'})`;
}
