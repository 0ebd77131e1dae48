// in-range: is a player, or an object through its controller (801.2d), within another
// player's range of influence? Ranges can differ, so the direction matters (801.2a).
import { findObject } from '../../table/objects.js';
import { controllerNow, REACH_CITES } from './reach.js';
import { findPlayer, hasLeft } from '../../table/queries.js';
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import { explainRangeRows, explainRangeSource } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { param } from '../param-types.js';
import { defineKind, type QuestionContext } from '../kind.js';
import type { JudgeProblem } from '../../core/answer.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { notSeatedNorObject } from '../../core/unknown-names.js';

export const inRangeKind = defineKind({
  ask: 'in-range',
  summary: "is a player or object within a player's range of influence?",
  shape: 'boolean',
  params: { player: param.player('whose range'), of: param.playerOrObject('the player or object to test') },
  cites: REACH_CITES,
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so they have no range of influence');
    if (isProblem(player)) return [player];
    const target = readTarget(context);
    if (isProblem(target)) return [target];
    const ex = context.explainer();
    const whose = target.kind === 'object' ? controllerOf(ex, context, target.name) : target.name;
    if (whose === undefined) return ex.answer(false);
    if (hasLeft(context.table, whose)) {
      ex.step(`${whose} has left the game and is in no one's range`, ['800.4a']);
      return ex.answer(false);
    }
    const view = rangeOfInfluence(context.table, player);
    explainRangeSource(ex, context.table, player);
    explainRangeRows(ex, context.table, view, whose);
    const within = view.players.includes(whose);
    const subject = target.kind === 'object' ? `${target.name}, controlled by ${whose},` : whose;
    ex.step(`${subject} is ${within ? '' : 'not '}within ${player}'s range of influence`, [
      target.kind === 'object' ? '801.2d' : '801.2',
    ]);
    return ex.answer(within);
  },
});

type Target = { kind: 'player' | 'object'; name: string };

function readTarget(context: QuestionContext): Target | JudgeProblem {
  const value = context.question.params['of'];
  const path = [...context.path, 'of'];
  if (typeof value !== 'string')
    return { code: 'judge/missing-parameter', message: 'in-range needs `of`: a player or an object.', path };
  if (findPlayer(context.table, value)) return { kind: 'player', name: value };
  if (findObject(context.table, value)) return { kind: 'object', name: value };
  const names = [...context.table.players.map((p) => p.name), ...context.table.objects.map((o) => o.name)];
  return notSeatedNorObject(value, names, path);
}

/** The object's controller now, or undefined (with a step) when it is not a permanent on the battlefield. */
function controllerOf(ex: Explainer, context: QuestionContext, name: string): string | undefined {
  return controllerNow(ex, context.table, findObject(context.table, name)!);
}
