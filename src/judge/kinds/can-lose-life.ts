// can-lose-life: can the player lose life, with the "can't" effects in force (the object key
// `cant`)? With a shared life total, an effect that says one player can't lose life keeps every
// player on the team from losing life or paying any amount other than 0 (810.9h). Damage to
// such a player is dealt and loses no life; paying life can't be done (119.8 in 2024, 118.8 in
// 2011), paying 0 always can (119.4b; 118.4 in 2011).
import type { EditionYear } from '../../core/scenario.js';
import { LIFE_RULES } from '../../table/life/life-rules.js';
import { CANT_CITES } from '../explain-cant.js';
import { defineKind } from '../kind.js';
import { param } from '../param-types.js';
import { answerCan } from './can-do.js';

const rulesOf = (edition: EditionYear): string[] => {
  const r = LIFE_RULES[edition];
  return [...CANT_CITES, r.change, r.damage, r.cantLose, r.payZero];
};

export const canLoseLifeKind = defineKind({
  ask: 'can-lose-life',
  summary: 'can the player lose life, with the "can\'t" effects in force?',
  shape: 'boolean',
  params: { player: param.player('the player') },
  cites: { '2011': rulesOf('2011'), '2024': rulesOf('2024') },
  usesTable: true,
  answer(context) {
    const rules = LIFE_RULES[context.table.edition];
    return answerCan(context, 'lose-life', {
      allowedBy: [rules.change],
      forbidden(ex, _table, player) {
        ex.step(`Damage dealt to ${player} is dealt, and ${player} loses no life by it`, [rules.damage, '101.2']);
        ex.step(`${player} can't pay life, except 0 life, which a player can always pay`, [
          rules.cantLose,
          rules.payZero,
        ]);
      },
    });
  },
});
