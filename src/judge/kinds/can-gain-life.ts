// can-gain-life: can the player gain life, with the "can't" effects in force (the object key
// `cant`)? With a shared life total, an effect that says one player can't gain life keeps every
// player on the team from gaining life (810.9g). A gain the player can't have gains nothing, and a
// cost that involves the player gaining life can't be paid (119.7 in 2024, 118.7 in 2011).
import { LIFE_RULES } from '../../table/life/life-rules.js';
import { CANT_CITES } from '../explain-cant.js';
import { defineKind } from '../kind.js';
import { param } from '../param-types.js';
import { answerCan } from './can-do.js';

export const canGainLifeKind = defineKind({
  ask: 'can-gain-life',
  summary: 'can the player gain life, with the "can\'t" effects in force?',
  shape: 'boolean',
  params: { player: param.player('the player') },
  cites: {
    '2011': [...CANT_CITES, LIFE_RULES['2011'].change, LIFE_RULES['2011'].cantGain],
    '2024': [...CANT_CITES, LIFE_RULES['2024'].change, LIFE_RULES['2024'].cantGain],
  },
  usesTable: true,
  answer(context) {
    const rules = LIFE_RULES[context.table.edition];
    return answerCan(context, 'gain-life', {
      allowedBy: [rules.change],
      forbidden(ex, _table, player) {
        ex.step(
          `An effect that would have ${player} gain life gains nothing, and a cost that involves ${player} gaining life can't be paid`,
          [rules.cantGain],
        );
      },
    });
  },
});
