// can-win: can the player win the game, with the "can't" effects in force (the object key
// `cant`)? In Two-Headed Giant an effect that says a player can't win keeps the whole team from
// winning (810.8a); elsewhere it is the player's alone, and in Emperor a team wins through its
// emperor (809.5a). Whatever the effects say, a player whose opponents have all left wins (104.2a).
import { findPlayer, teamOf } from '../../table/queries.js';
import { CANT_CITES } from '../explain-cant.js';
import { bothEditions, defineKind } from '../kind.js';
import { param } from '../param-types.js';
import { answerCan } from './can-do.js';

export const canWinKind = defineKind({
  ask: 'can-win',
  summary: 'can the player win the game, with the "can\'t" effects in force?',
  shape: 'boolean',
  params: { player: param.player('the player') },
  cites: bothEditions([...CANT_CITES, '104.2', '104.2a', '809.5a']),
  usesTable: true,
  answer(context) {
    return answerCan(context, 'win', {
      allowedBy: ['104.2'],
      forbidden(ex, table, player) {
        const team = teamOf(table, player);
        if (table.variant === 'emperor' && findPlayer(table, player)?.role === 'emperor' && team !== undefined)
          ex.step(`${player} is team ${team}'s emperor, so team ${team} can't win through its emperor either`, [
            '809.5a',
          ]);
        ex.step(
          `Only one way to win overrides the effect: a player whose opponents have all left the game wins at once`,
          ['104.2a'],
        );
      },
    });
  },
});
