// stays-attached: is an Aura, Equipment or Fortification still attached after the events?
// 801.8 and 801.9: it can't be attached to an object or player outside its controller's
// range of influence; state-based actions, checked on the file's state and after every event
// (state-based-actions-after-every-event), put such an Aura into its owner's graveyard
// (704.5m in 2024, 704.5n in 2011) and unattach such an Equipment or Fortification (704.5n
// in 2024, 704.5p in 2011). Once gone it stays gone, whatever a later event does.
import { attachmentKind } from '../../table/permanents/object-kinds.js';
import { stateBasedOf, stateReading, type StateBasedEntry } from '../../table/permanents/permanent-state.js';
import { limitedRangeInUse } from '../../table/queries.js';
import type { GameObject } from '../../core/scenario.js';
import type { JudgeProblem } from '../../core/answer.js';
import type { Explainer } from '../explainer.js';
import { param } from '../param-types.js';
import { defineKind, type QuestionContext } from '../kind.js';
import { isProblem } from '../params.js';
import { presentOrRefused, readObject, REACH_CITES } from './reach.js';

export const staysAttachedKind = defineKind({
  ask: 'stays-attached',
  summary: 'is the Aura, Equipment or Fortification still attached after the events?',
  shape: 'boolean',
  params: { object: param.object('an Aura, Equipment or Fortification') },
  cites: REACH_CITES,
  usesTable: true,
  appliesTo: (table) => table.objects.some((object) => attachmentKind(object) !== undefined),
  answer(context) {
    const object = readObject(context, 'object', context.params.object);
    if (isProblem(object)) return [object];
    const kind = attachmentKind(object);
    if (!kind) return [notAnAttachment(context, object)];
    const state = presentOrRefused(context, 'object', object);
    if (isProblem(state)) return [state];
    const ex = context.explainer();
    const rule = kind === 'aura' ? '801.8' : '801.9';
    if (object.attachedTo === undefined) {
      ex.step(`${object.name} is not attached to anything (it has no attachedTo)`, [rule]);
      return ex.answer(false);
    }
    const entry = stateBasedOf(context.table)?.byObject.get(object.name);
    if (entry) {
      explainGone(ex, object.name, entry);
      return ex.answer(false);
    }
    ex.step(state.why, state.rules, stateReading(state));
    if (!state.present) return ex.answer(false);
    if (!limitedRangeInUse(context.table))
      ex.step(
        `The limited range of influence option is not in use, so no range makes ${object.name}'s attachment to ${object.attachedTo} illegal, and it stays attached`,
        ['801.1', rule],
      );
    else
      ex.step(
        `${object.name} is attached to ${object.attachedTo}, within the range of influence of its controller ${state.controller} on the state the file describes and after every event, so it stays attached`,
        [rule, '801.2d'],
        READING,
      );
    return ex.answer(true);
  },
});

const READING = 'state-based-actions-after-every-event';

function notAnAttachment(context: QuestionContext, object: GameObject): JudgeProblem {
  const types = (object.types ?? []).join(', ') || 'nothing';
  return {
    code: 'question/not-an-attachment',
    message: `${object.name} is not an Aura, Equipment or Fortification, the objects 801.8 and 801.9 are about; its types say ${types}.`,
    path: [...context.path, 'object'],
    notes: ['give the object the type aura, equipment or fortification, or ask another question'],
    rules: ['801.8', '801.9'],
  };
}

/** The state-based action that put it into a graveyard or unattached it, and that it stays so. */
function explainGone(ex: Explainer, name: string, entry: StateBasedEntry): void {
  const when = entry.event < 0 ? 'in the state the file describes' : `after event ${entry.event + 1}`;
  ex.step(`State-based actions are checked ${when}: ${entry.why}`, entry.rules, READING);
  if (entry.event >= 0) ex.step(`Once gone, ${name} does not come back, whatever a later event does`, [], READING);
}
