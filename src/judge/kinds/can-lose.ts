// can-lose: can the player lose the game, with the "can't" effects in force (the object key
// `cant`)? In Two-Headed Giant an effect that says a player can't lose keeps the whole team from
// losing (810.8a). Elsewhere it is the player's alone: a team loses when all its players have
// lost (104.3g), an Emperor team when its emperor loses (809.5b), and a general who can't lose
// doesn't lose with the emperor (scenarios/READINGS.md). A player can always concede (104.3a).
import { findPlayer, teamOf } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import { CANT_CITES } from '../explain-cant.js';
import type { Explainer } from '../explainer.js';
import { bothEditions, defineKind } from '../kind.js';
import { param } from '../param-types.js';
import { answerCan } from './can-do.js';

export const CANT_LOSE_GENERAL_READING = 'general-who-cant-lose';

export const canLoseKind = defineKind({
  ask: 'can-lose',
  summary: 'can the player lose the game, with the "can\'t" effects in force?',
  shape: 'boolean',
  params: { player: param.player('the player') },
  cites: bothEditions([...CANT_CITES, '104.3', '104.3a', '104.3g', '809.5b', '810.8b']),
  usesTable: true,
  answer(context) {
    return answerCan(context, 'lose', {
      allowedBy: ['104.3'],
      forbidden(ex, table, player) {
        explainTeam(ex, table, player);
        const twoHeaded = table.variant === 'two-headed-giant';
        ex.step(
          `${player} can still concede at any time, and then leaves the game and loses${twoHeaded ? ', and so does the team' : ''}`,
          twoHeaded ? ['104.3a', '810.8b'] : ['104.3a'],
        );
      },
    });
  },
});

/** What the player's "can't lose" means for their team outside Two-Headed Giant. */
function explainTeam(ex: Explainer, table: Table, player: string): void {
  const team = teamOf(table, player);
  if (team === undefined || table.variant === 'two-headed-giant') return;
  if (table.variant !== 'emperor') {
    ex.step(`Team ${team} loses only when all its players have lost, so not while ${player} is in the game`, [
      '104.3g',
    ]);
    return;
  }
  if (findPlayer(table, player)?.role === 'emperor') {
    ex.step(
      `${player} is team ${team}'s emperor: the team loses if its emperor loses, so it can't lose that way, only when all its players have lost`,
      ['809.5b', '104.3g'],
    );
    return;
  }
  ex.step(
    `If team ${team}'s emperor loses, the team loses, but ${player} doesn't: the "can't" effect takes precedence over that rule`,
    ['809.5b', '101.2'],
    CANT_LOSE_GENERAL_READING,
  );
}
