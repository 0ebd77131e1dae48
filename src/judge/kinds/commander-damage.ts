// commander-damage: the combat damage each commander has dealt a player over the game, the
// file's `commanderDamage` and the combatDamage events together, whoever controlled the
// commander (903.10a, 903.3 in the 2026 rules); only commanders that have dealt the player
// combat damage appear. 21 or more from one commander loses the game (704.6c). Only a
// Commander game has commanders, and only an imported edition its rules.
import type { JudgeProblem } from '../../core/answer.js';
import { COMMANDER_DAMAGE_TO_LOSE, commanderDamageTo } from '../../table/commander/commander-damage.js';
import type { Table } from '../../table/table-model.js';
import { explainCommanderDamage } from '../explain-commander.js';
import { bothEditions, defineKind, type QuestionContext } from '../kind.js';
import { param } from '../param-types.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { notApplicable } from '../problems.js';
import { COMMANDER_RULES } from '../rules-2026.js';

export const commanderDamageKind = defineKind({
  ask: 'commander-damage',
  summary: 'commander → the combat damage it has dealt the player over the game (903.10a)',
  shape: 'mapping',
  params: { player: param.player('the player dealt the damage') },
  cites: bothEditions([COMMANDER_RULES.damage, COMMANDER_RULES.designation, COMMANDER_RULES.stateBased]),
  usesTable: true,
  appliesTo: (table) => table.variant === 'commander',
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'and no commander deals them combat damage any more');
    if (isProblem(player)) return [player];
    const { table } = context;
    if (table.variant !== 'commander') return [notACommanderGame(context, table)];
    const ex = context.explainer();
    const damages = commanderDamageTo(table, player);
    if (damages.length === 0) ex.step(`No commander has dealt ${player} combat damage`, [COMMANDER_RULES.damage]);
    for (const damage of damages) explainCommanderDamage(ex, player, damage);
    const lethal = damages.filter((d) => d.total >= COMMANDER_DAMAGE_TO_LOSE).map((d) => d.commander.name);
    if (lethal.length > 0)
      ex.step(
        `${COMMANDER_DAMAGE_TO_LOSE} or more combat damage from one commander (${lethal.join(', ')}): ${player} loses the game, a state-based action`,
        [COMMANDER_RULES.damage, COMMANDER_RULES.stateBased],
      );
    return ex.answer(Object.fromEntries(damages.map((damage) => [damage.commander.name, damage.total])));
  },
});

/** Commanders and their damage belong to a Commander game (903.3, 903.10a). */
export function notACommanderGame(context: QuestionContext, table: Table): JudgeProblem {
  const variant = table.variant === undefined ? 'no variant' : `variant ${table.variant}`;
  return notApplicable(
    context,
    `${context.question.ask}: the file has ${variant}; commanders and the commander rules belong to a Commander game (variant: commander).`,
    [],
  );
}
