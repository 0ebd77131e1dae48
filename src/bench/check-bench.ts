// check over 1,000 generated scenario files, against node -e '': one process, so the cost
// per file is loading and judging it, not starting Node again (goal: at most 20 times).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseline, baselineCommand, verdict } from './baseline.js';
import { compareCommands, formatMs, mtgJudge, printRatio } from './measure.js';

const NAMES = ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];

/** A varied but valid table: 4–12 players, a range, an attack option and a departure. */
function scenario(i: number): string {
  const size = 4 + (i % 9);
  const seats = NAMES.slice(0, size);
  const range = 1 + (i % 3);
  const attack = ['left', 'right', 'multiple'][i % 3];
  const leaver = seats[(i * 7) % size]!;
  const asker = seats[(i * 5 + 1) % size] === leaver ? seats[(i * 5 + 2) % size]! : seats[(i * 5 + 1) % size]!;
  return [
    `name: generated table ${i}`,
    'variant: free-for-all',
    `options: {range: ${range}, attack: ${attack}}`,
    `seats: [${seats.join(', ')}]`,
    `turn: {active: [${asker}]}`,
    `events: [{leave: ${leaver}}]`,
    'questions:',
    `  - {ask: range-of-influence, player: ${asker}}`,
    `  - {ask: can-attack, player: ${asker}}`,
    `  - {ask: in-range, player: ${asker}, of: ${seats[0] === leaver ? seats[1] : seats[0]}}`,
    `  - {ask: chooser, player: ${asker}}`,
    '',
  ].join('\n');
}

export function runCheckBench(rounds: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-check-bench-'));
  try {
    for (let i = 0; i < 1000; i++) writeFileSync(join(dir, `table-${String(i).padStart(4, '0')}.yaml`), scenario(i));
    const check = { ...mtgJudge('check', dir, '--reporter', 'json'), label: 'mtg-judge check (1,000 generated files)' };
    const ms = printRatio('check over 1,000 generated scenario files, one process', check, 20, rounds);
    console.log(`  ${formatMs(ms / 1000)} a file`);
    const base = baseline();
    if (typeof base === 'string') console.log(`  against before: ${base}`);
    else {
      const before = baselineCommand(base, check.label, ...check.argv.slice(2));
      const { wall, cpu } = compareCommands([before, check], rounds);
      console.log(
        `  against before (${base.commit}), side by side: ${formatMs(wall[0]! / 1000)} a file before, ${formatMs(wall[1]! / 1000)} now: ${verdict(wall[1]! / wall[0]!, 1.05)}; CPU time ${verdict(cpu[1]! / cpu[0]!, 1.05)}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
