// npm run bench, editions part: how long an import of a whole edition takes and how much
// memory it needs at its peak, and what `rule` and `search` cost with three editions
// imported, each against `node -e ''` side by side.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMs, median, mtgJudge, printRatio, ROOT, type Command } from './measure.js';

const officialRules =
  process.env.MTG_JUDGE_OFFICIAL_RULES ?? join(ROOT, '..', 'shared', 'external', 'comprehensive-rules');
const official = (date: string) => join(officialRules, `MagicCompRules-${date}.txt`);
const THREE = ['2024-03-08', '2025-09-19', '2026-01-16'];

export function runImportBench(rounds: number): void {
  if (!THREE.every((date) => existsSync(official(date)))) {
    console.log(`\nimport and three editions: skipped, the official texts are not in ${officialRules}`);
    return;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'mtg-judge-bench-import-'));
  try {
    importFigures(scratch, Math.max(3, Math.round(rounds / 6)));
    const home = join(scratch, 'three');
    for (const date of THREE) importInto(home, official(date));
    const withThree = (command: Command): Command => ({
      ...command,
      env: { MTG_JUDGE_HOME: home },
      label: `${command.label} (${THREE.length} editions imported)`,
    });
    printRatio('rule lookup with three editions imported', withThree(mtgJudge('rule', '807.4e')), 1.3, rounds);
    printRatio(
      'search with three editions imported',
      withThree(mtgJudge('search', 'range', 'of', 'influence')),
      1.3,
      rounds,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Wall time and peak memory (maxRSS, read by a preloaded hook at exit) of importing the 2026 rules
 * into an empty store.
 */
function importFigures(scratch: string, rounds: number): void {
  const hook = join(scratch, 'peak.cjs');
  writeFileSync(
    hook,
    "process.on('exit', () => require('node:fs').writeSync(2, `maxRSS ${process.resourceUsage().maxRSS}\\n`));\n",
  );
  const times: number[] = [];
  const peaks: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const home = join(scratch, `import-${round}`);
    const start = process.hrtime.bigint();
    const result = spawnSync(
      process.execPath,
      ['--require', hook, join(ROOT, 'bin', 'mtg-judge.cjs'), 'import', official('2026-01-16')],
      {
        env: { ...process.env, MTG_JUDGE_HOME: home },
        encoding: 'utf8',
      },
    );
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (result.status !== 0) throw new Error(`import failed: ${result.stderr}`);
    peaks.push(Number(/maxRSS (\d+)/u.exec(result.stderr)?.[1] ?? 0) / 1024);
  }
  const time = median(times);
  const peak = Math.max(...peaks);
  console.log(`\nimport of a whole edition (the 2026-01-16 rules, ${rounds} runs into an empty store)`);
  console.log(`  wall time ${formatMs(time)} median (goal < 2 s: ${time < 2000 ? 'meets' : 'misses'})`);
  console.log(
    `  peak memory ${peak.toFixed(0)} MB, the most of any run (goal < 200 MB: ${peak < 200 ? 'meets' : 'misses'})`,
  );
}

function importInto(home: string, file: string): void {
  const result = spawnSync(process.execPath, [join(ROOT, 'bin', 'mtg-judge.cjs'), 'import', file], {
    env: { ...process.env, MTG_JUDGE_HOME: home },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`import of ${file} failed: ${result.stderr}`);
}
