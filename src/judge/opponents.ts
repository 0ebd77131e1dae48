// Steps about who is an opponent: with teams, teammates are not (102.3).
import type { Table } from '../table/table-model.js';
import { areTeammates, inGame, opponentsOf, teamOf } from '../table/queries.js';
import { listNames } from './explain-range.js';
import type { Explainer } from './explainer.js';

export const OPPONENT_CITES = ['102.3'] as const;

/** The player's opponents still in the game, with a step naming teammates when there are any. */
export function explainOpponents(ex: Explainer, table: Table, player: string): string[] {
  const mates = inGame(table).filter((other) => areTeammates(table, player, other));
  if (mates.length > 0) {
    ex.step(
      `${listNames(mates)} ${mates.length === 1 ? 'is' : 'are'} on ${player}'s team ${teamOf(table, player)}, so not ${player}'s opponent${mates.length === 1 ? '' : 's'}`,
      ['102.3'],
    );
  }
  return opponentsOf(table, player);
}
