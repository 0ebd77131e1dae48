// npm run bench, rulings part: `eval` of a chapter-8 table under the imported 2026-01-16
// rules against the same table under the shipped 2024 rules, side by side with the same
// data directory (goal: within 1.3×), and the 2024 eval against node -e '' with that
// edition imported (an everyday command: within 1.3×).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASELINE, compareCommands, formatMs, mtgJudge, ROOT, type Command } from './measure.js';

const officialRules =
  process.env.MTG_JUDGE_OFFICIAL_RULES ?? join(ROOT, '..', 'shared', 'external', 'comprehensive-rules');
const TEXT = join(officialRules, 'MagicCompRules-2026-01-16.txt');
/** The format's first example: a Grand Melee table whose answers cite chapter 8 only. */
const TABLE = 'scenarios/spec-first-example.yaml';

export function runImportedRulingBench(rounds: number): void {
  if (!existsSync(TEXT)) {
    console.log(`\neval under an imported edition: skipped, the official texts are not in ${officialRules}`);
    return;
  }
  const home = mkdtempSync(join(tmpdir(), 'mtg-judge-bench-ruling-'));
  try {
    const imported = spawnSync(process.execPath, [join(ROOT, 'bin', 'mtg-judge.cjs'), 'import', TEXT], {
      env: { ...process.env, MTG_JUDGE_HOME: home },
      encoding: 'utf8',
    });
    if (imported.status !== 0) throw new Error(`import failed: ${imported.stderr}`);
    const evalUnder = (edition: string): Command => ({
      ...mtgJudge('eval', TABLE, '--edition', edition),
      env: { MTG_JUDGE_HOME: home },
    });
    const { wall, cpu } = compareCommands([BASELINE, evalUnder('2024'), evalUnder('2026')], rounds);
    const verdict = (r: number) => (r <= 1.3 ? 'meets' : 'misses');
    const [node, shipped, under] = [0, 1, 2].map((i) => ({ wall: wall[i]!, cpu: cpu[i]! }));
    console.log(`\neval of a chapter-8 table (${TABLE}) with English 2026-01-16 imported, ${rounds} rounds`);
    console.log(
      `  --edition 2026: ${formatMs(under!.wall)} median; --edition 2024: ${formatMs(shipped!.wall)}; node -e '': ${formatMs(node!.wall)}`,
    );
    const ratio = under!.wall / shipped!.wall;
    const cpuRatio = under!.cpu / shipped!.cpu;
    console.log(`  2026 against 2024: ratio ${ratio.toFixed(2)} (goal ≤ 1.3: ${verdict(ratio)})`);
    console.log(
      `  CPU time ${formatMs(under!.cpu)} against ${formatMs(shipped!.cpu)}: ratio ${cpuRatio.toFixed(2)} (${verdict(cpuRatio)})`,
    );
    const everyday = shipped!.wall / node!.wall;
    console.log(`  2024 against node -e '': ratio ${everyday.toFixed(2)} (goal ≤ 1.3: ${verdict(everyday)})`);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
