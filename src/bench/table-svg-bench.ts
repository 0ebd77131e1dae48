// `table --svg` against `table` on the same 20-player Grand Melee file, side by side
// (goal: at most 1.3 times): the picture adds its layout and text, never a renderer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mtgJudge, printRatio } from './measure.js';

/** Twenty players, five turn markers; two turns end and a player leaves, so every mark is drawn. */
function grandMelee(): string {
  const seats = Array.from({ length: 20 }, (_, i) => `Player${i + 1}`);
  return [
    'name: Grand Melee, twenty players',
    'variant: grand-melee',
    `seats: [${seats.join(', ')}]`,
    'events:',
    '  - endTurn: Player1',
    '  - endTurn: Player5',
    '  - leave: Player8',
    'questions: []',
    '',
  ].join('\n');
}

export function runTableSvgBench(rounds: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-svg-bench-'));
  try {
    const file = join(dir, 'grand-melee-20.yaml');
    writeFileSync(file, grandMelee());
    const table = { ...mtgJudge('table', file), label: 'table' };
    const svg = { ...mtgJudge('table', file, '--svg', '--for', 'Player3'), label: 'table --svg --for Player3' };
    printRatio('table --svg against table, on the same 20-player Grand Melee file', svg, 1.3, rounds, table);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
