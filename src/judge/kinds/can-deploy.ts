// can-deploy: can the controller of a creature give it to that teammate with the deploy
// ability? 804.2: each creature has "{T}: Target teammate gains control of this creature":
// the target must be a teammate (not an opponent, not the controller), still in the game,
// and, the ability being targeted, within the controller's range of influence (801.4). The
// controller is whoever controls the creature now, after an earlier deploy too. Sorcery
// timing, the {T} cost and summoning sickness are outside the scenario format.
import { areTeammates, findPlayer, playerNames } from '../../table/queries.js';
import type { JudgeProblem } from '../../core/answer.js';
import { isCreature } from '../../table/permanents/object-kinds.js';
import { stateReading } from '../../table/permanents/permanent-state.js';
import { param } from '../param-types.js';
import { defineKind, type QuestionContext } from '../kind.js';
import { isProblem } from '../params.js';
import { notApplicable } from '../problems.js';
import { notSeated } from '../../core/unknown-names.js';
import { explainWithin, presentOrRefused, readObject, REACH_CITES } from './reach.js';

export const canDeployKind = defineKind({
  ask: 'can-deploy',
  summary: 'can its controller give the creature to that teammate with the deploy ability?',
  shape: 'boolean',
  params: {
    object: param.object('the creature'),
    to: param.player('the teammate who would gain control of it'),
  },
  cites: {
    '2011': [...REACH_CITES['2011'], '801.4', '804.1', '804.2', '809.3b', '808.3b', '811.2c'],
    '2024': [...REACH_CITES['2024'], '801.4', '804.1', '804.2', '809.3b', '808.3b', '811.2c'],
  },
  usesTable: true,
  appliesTo: (table) => table.options.deploy.value && table.objects.some(isCreature),
  answer(context) {
    const { table } = context;
    if (!table.options.deploy.value) return [deployNotUsed(context)];
    const object = readObject(context, 'object', context.params.object);
    if (isProblem(object)) return [object];
    const to = context.params.to;
    if (!findPlayer(table, to)) return [notSeated(to, playerNames(table), [...context.path, 'to'])];
    const state = presentOrRefused(context, 'object', object);
    if (isProblem(state)) return [state];
    const ex = context.explainer();
    ex.step(state.why, state.rules, stateReading(state));
    if (!state.present) return ex.answer(false);
    if (!isCreature(object)) {
      ex.step(`${object.name} is not a creature: only creatures have the deploy ability`, ['804.2']);
      return ex.answer(false);
    }
    const controller = state.controller;
    if (to === controller || !areTeammates(table, controller, to)) {
      const who = to === controller ? `${to} controls it already` : `${to} is not a teammate of ${controller}`;
      ex.step(`The deploy ability targets a teammate: ${who}`, ['804.2']);
      return ex.answer(false);
    }
    const within = explainWithin(ex, table, controller, to);
    ex.step(
      within
        ? `${controller} can target ${to} with the deploy ability of ${object.name}, so ${to} can gain control of it`
        : `${to} is outside ${controller}'s range, so the deploy ability can't target ${to}`,
      ['804.2', '801.4'],
    );
    return ex.answer(within);
  },
});

/**
 * 804.1: the option is used in Emperor and may be in other team games; where it is not, the
 * question has no meaning.
 */
function deployNotUsed(context: QuestionContext): JudgeProblem {
  const rules = [...context.table.options.deploy.rules, '804.1'];
  return notApplicable(
    context,
    `The deploy creatures option is not used at this table (${rules.join(', ')}); set options.deploy: true to use it.`,
    rules,
  );
}
