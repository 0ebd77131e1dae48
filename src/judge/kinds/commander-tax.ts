// commander-tax: the additional generic mana a commander's owner pays on its next cast from
// the command zone: {2} for each earlier cast from there, the file's `commanderCasts` and the
// castCommander events together (903.8 in the 2026 rules). Only its owner casts it from the
// command zone.
import type { JudgeProblem } from '../../core/answer.js';
import type { GameObject } from '../../core/scenario.js';
import { commanderCasts } from '../../table/commander/commander-damage.js';
import { hasLeft } from '../../table/queries.js';
import { bothEditions, defineKind, type QuestionContext } from '../kind.js';
import { param } from '../param-types.js';
import { isProblem, playerHasLeft } from '../params.js';
import { COMMANDER_RULES } from '../rules-2026.js';
import { readObject } from './reach.js';
import { notACommanderGame } from './commander-damage.js';

const times = (n: number): string => (n === 1 ? 'once' : `${n} times`);

export const commanderTaxKind = defineKind({
  ask: 'commander-tax',
  summary: "the commander tax on a commander's next cast from the command zone (903.8)",
  shape: 'number',
  params: { object: param.object('the commander') },
  cites: bothEditions([COMMANDER_RULES.tax, COMMANDER_RULES.designation]),
  usesTable: true,
  appliesTo: (table) => table.variant === 'commander' && table.objects.some((object) => object.commander === true),
  answer(context) {
    const commander = readObject(context, 'object', context.params.object);
    if (isProblem(commander)) return [commander];
    const { table } = context;
    if (table.variant !== 'commander') return [notACommanderGame(context, table)];
    if (!commander.commander) return [notACommander(context, commander)];
    if (hasLeft(table, commander.owner))
      return [playerHasLeft(context, 'object', commander.owner, `and nobody casts ${commander.name} any more`)];
    const ex = context.explainer();
    const casts = commanderCasts(table, commander);
    const owner = commander.owner;
    if (casts.before > 0)
      ex.step(
        `${owner} had cast ${commander.name} from the command zone ${times(casts.before)} before the events (commanderCasts)`,
        [COMMANDER_RULES.tax],
      );
    for (const event of casts.events)
      ex.step(`Event ${event + 1}: ${owner} casts ${commander.name} from the command zone`, [COMMANDER_RULES.tax]);
    const total = casts.before + casts.events.length;
    const tax = 2 * total;
    ex.step(
      total === 0
        ? `${owner} has not cast ${commander.name} from the command zone this game: its next cast from there costs nothing more`
        : `${commander.name} has been cast from the command zone ${times(total)} this game, so ${owner}'s next cast of it from there costs {2} more for each: {${tax}}`,
      [COMMANDER_RULES.tax],
    );
    return ex.answer(tax);
  },
});

/** question/not-a-commander: the commander tax is a commander's (903.3, 903.8). */
function notACommander(context: QuestionContext, object: GameObject): JudgeProblem {
  return {
    code: 'question/not-a-commander',
    message: `${object.name} is not a commander (it has no commander: true), so no commander tax is paid on it (903.8).`,
    path: [...context.path, 'object'],
    notes: ['mark the object a commander with "commander: true", or ask about a commander'],
    rules: [COMMANDER_RULES.tax],
  };
}
