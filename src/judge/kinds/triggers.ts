// triggers: does the ability of `source` trigger on an event that involves these players
// and objects? 801.7: only if the event happens entirely within the range of influence of
// the source's controller; an object counts where its controller sits (801.2d), as the
// objects stand in the file (801.7a: a leaves-the-battlefield event looks back). Without
// limited range every player is in range (801.1).
import { limitedRangeInUse } from '../../table/queries.js';
import { stateReading } from '../../table/permanents/permanent-state.js';
import { param } from '../param-types.js';
import { defineKind, type KindResult, type QuestionContext } from '../kind.js';
import { isProblem } from '../params.js';
import type { Explainer } from '../explainer.js';
import {
  controllerNow,
  presentOrRefused,
  explainWithin,
  readObject,
  readThing,
  REACH_CITES,
  type Thing,
} from './reach.js';

export const triggersKind = defineKind({
  ask: 'triggers',
  summary: "does the source's ability trigger on an event involving these players and objects?",
  shape: 'boolean',
  params: {
    source: param.object('the object whose triggered ability it is'),
    involves: param.playersOrObjects('the players and objects the trigger event involves'),
  },
  cites: {
    '2011': [...REACH_CITES['2011'], '801.7', '801.7a'],
    '2024': [...REACH_CITES['2024'], '801.7', '801.7a'],
  },
  usesTable: true,
  appliesTo: (table) => limitedRangeInUse(table) && table.objects.length > 0,
  answer(context) {
    const source = readObject(context, 'source', context.params.source);
    if (isProblem(source)) return [source];
    // The source left with its owner, or was exiled with its controller: its controller has left.
    const state = presentOrRefused(context, 'source', source);
    if (isProblem(state)) return [state];
    const involved = context.params.involves.map((name, i) => readThing(context, 'involves', name, [i]));
    const bad = involved.find(isProblem);
    if (bad) return [bad];
    if (!state.present) {
      const ex = context.explainer();
      ex.step(state.why, state.rules, stateReading(state));
      return ex.answer(false);
    }
    return answerFor(context, state.controller, source.name, involved as Thing[]);
  },
});

function answerFor(context: QuestionContext, controller: string, source: string, involved: Thing[]): KindResult {
  const ex = context.explainer();
  ex.step(
    `${controller} controls ${source}: the event must happen entirely within ${controller}'s range of influence`,
    ['801.7'],
  );
  const explained = new Set<string>();
  for (const thing of involved) {
    if (!within(ex, context, controller, thing, explained)) {
      ex.step(`The event is not entirely within ${controller}'s range, so the ability of ${source} doesn't trigger`, [
        '801.7',
      ]);
      return ex.answer(false);
    }
  }
  ex.step(`The whole event is within ${controller}'s range, so the ability of ${source} triggers`, ['801.7']);
  return ex.answer(true);
}

function within(
  ex: Explainer,
  context: QuestionContext,
  controller: string,
  thing: Thing,
  explained: Set<string>,
): boolean {
  if (thing.kind === 'player') return explainWithin(ex, context.table, controller, thing.name, thing.name, explained);
  const whose = controllerNow(ex, context.table, thing.object);
  if (whose === undefined) return false;
  return explainWithin(ex, context.table, controller, whose, `${thing.name}, controlled by ${whose},`, explained);
}
