// stays-attached: is an Aura, Equipment or Fortification still attached after the events?
// 801.8 and 801.9: it can't be attached to an object or player outside its controller's
// range of influence; state-based actions, checked on the file's state and after every event
// (state-based-actions-after-every-event), put such an Aura into its owner's graveyard
// (704.5m in 2024, 704.5n in 2011) and unattach such an Equipment or Fortification (704.5n
// in 2024, 704.5p in 2011). Once gone it stays gone, whatever a later event does.
import { attachmentKind } from '../../table/permanents/object-kinds.js';
import { objectState } from '../../table/objects.js';
import { stateBasedOf } from '../../table/permanents/permanent-state.js';
import { hasLeft, limitedRangeInUse } from '../../table/queries.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem } from '../params.js';
import { askedForLeft, readObject, REACH_CITES } from './reach.js';

export const staysAttachedKind = defineKind({
  ask: 'stays-attached',
  summary: 'is the Aura, Equipment or Fortification still attached after the events?',
  shape: 'boolean',
  params: { object: param.object('an Aura, Equipment or Fortification') },
  cites: REACH_CITES,
  usesTable: true,
  offered: (table) => table.objects.some((object) => attachmentKind(object) !== undefined),
  answer(context) {
    const object = readObject(context, 'object', context.params.object);
    if (isProblem(object)) return [object];
    const kind = attachmentKind(object);
    if (!kind)
      return [
        {
          code: 'question/not-an-attachment',
          message: `${object.name} is not an Aura, Equipment or Fortification, the objects 801.8 and 801.9 are about; its types say ${(object.types ?? []).join(', ') || 'nothing'}.`,
          path: [...context.path, 'object'],
          notes: ['give the object the type aura, equipment or fortification, or ask another question'],
          rules: ['801.8', '801.9'],
        },
      ];
    const state = objectState(context.table, object);
    if (!state.present) {
      const who = hasLeft(context.table, object.owner) ? object.owner : (object.controller ?? object.owner);
      return [askedForLeft(context, 'object', who, `so ${object.name} left the game too`)];
    }
    const ex = context.explainer();
    if (object.attachedTo === undefined) {
      ex.step(`${object.name} is not attached to anything (it has no attachedTo)`, [
        kind === 'aura' ? '801.8' : '801.9',
      ]);
      return ex.answer(false);
    }
    const entry = stateBasedOf(context.table)?.byObject.get(object.name);
    if (entry) {
      const when = entry.event < 0 ? 'in the state the file describes' : `after event ${entry.event + 1}`;
      ex.step(
        `State-based actions are checked ${when}: ${entry.why}`,
        entry.rules,
        'state-based-actions-after-every-event',
      );
      if (entry.event >= 0)
        ex.step(
          `Once gone, ${object.name} does not come back, whatever a later event does`,
          [],
          'state-based-actions-after-every-event',
        );
      return ex.answer(false);
    }
    ex.step(`${state.why}`, state.rules, state.reading);
    const rule = kind === 'aura' ? '801.8' : '801.9';
    if (!limitedRangeInUse(context.table))
      ex.step(
        `The limited range of influence option is not in use, so no range makes ${object.name}'s attachment to ${object.attachedTo} illegal, and it stays attached`,
        ['801.1', rule],
      );
    else
      ex.step(
        `${object.name} is attached to ${object.attachedTo}, within the range of influence of its controller ${state.controller} on the state the file describes and after every event, so it stays attached`,
        [rule, '801.2d'],
        'state-based-actions-after-every-event',
      );
    return ex.answer(true);
  },
});
