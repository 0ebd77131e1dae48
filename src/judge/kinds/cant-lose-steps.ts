// Players who would lose the game but can't (the object key `cant`): the "can't" effect takes
// precedence (101.2), and in Two-Headed Giant a player who can't lose keeps the team from losing
// (810.8a). Shared by wins and lost.
import { prohibitionsOn } from '../../table/cant/prohibitions.js';
import type { Table } from '../../table/table-model.js';
import { explainProhibitions } from '../explain-cant.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';

/** The rules the steps below may cite, in both editions. */
export const CANT_LOSE_CITES = ['101.2', '810.8a'] as const;

/** An opponent who can't lose doesn't stop a win that ends the game (2024, 104.1). */
export const GAME_ENDS_READING = 'cant-lose-and-the-game-ends-2024';

/** The players of `losers` who can lose, with steps for those who can't. */
export function withoutThoseWhoCantLose(ex: Explainer, table: Table, losers: readonly string[]): string[] {
  const spared: string[] = [];
  for (const loser of losers) {
    const prohibitions = prohibitionsOn(table, loser, 'lose');
    if (prohibitions.length === 0) continue;
    explainProhibitions(ex, table, loser, 'lose', prohibitions);
    spared.push(loser);
  }
  if (spared.length === 0) return [...losers];
  ex.step(`So ${listNames(spared)} ${spared.length === 1 ? "doesn't" : "don't"} lose the game`, ['101.2']);
  return losers.filter((name) => !spared.includes(name));
}
