// Steps for the players who have left the game and so have lost: a player leaves by
// conceding or losing (104.3a, as the scenario format's `leave` says); in Two-Headed
// Giant the team leaves and loses with them (810.8a, 810.8b); an emperor's team loses
// with the emperor (809.5b).
import { leftBefore } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';

/** Every player who has left the game, with a step for each departure. */
export function explainDepartures(ex: Explainer, table: Table): string[] {
  const twoHeaded = table.variant === 'two-headed-giant';
  if (leftBefore(table).length > 0) {
    const rules = twoHeaded ? ['810.8b'] : ['104.3a'];
    ex.step(
      `${listNames(leftBefore(table))} had left the game before this turn, and a player leaves by conceding or losing`,
      rules,
      'leaving-means-losing',
    );
  }
  for (const departure of table.leftThisTurn.filter((d) => d.with === undefined)) {
    const along = table.leftThisTurn.filter((d) => d.with === departure.player);
    if (twoHeaded) {
      const mates =
        along.length > 0
          ? `: ${listNames(along.map((d) => d.player))} leave${along.length === 1 ? 's' : ''} and lose${along.length === 1 ? 's' : ''} too`
          : '';
      ex.step(
        `${departure.player} leaves the game, so ${departure.player}'s team leaves the game and loses${mates}`,
        ['810.8b', '810.8a'],
        'leaving-means-losing',
      );
      continue;
    }
    ex.step(
      `${departure.player} leaves the game, by conceding or losing: ${departure.player} has lost`,
      ['104.3a'],
      'leaving-means-losing',
    );
    if (along.length > 0)
      ex.step(
        `${listNames(along.map((d) => d.player))} lose${along.length === 1 ? 's' : ''} with ${departure.player}`,
        [along[0]!.rule ?? '809.5b'],
      );
  }
  return [...leftBefore(table), ...table.leftThisTurn.map((d) => d.player)];
}
