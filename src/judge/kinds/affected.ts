// affected: which of these players and objects a spell or ability that `controller`
// controls can affect. 801.10: not those outside the controller's range of influence; the
// parts of the effect that would affect them do nothing and the rest works. An object
// counts where its controller sits (801.2d); players and objects that have left are left
// out. Without limited range every player is in range (801.1).
import { limitedRangeInUse } from '../../table/queries.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { listNames } from '../explain-range.js';
import { controllerNow, explainWithin, readThing, REACH_CITES, type Thing } from './reach.js';

export const affectedKind = defineKind({
  ask: 'affected',
  summary: 'which of these players and objects a spell or ability the controller controls can affect',
  shape: 'names',
  params: {
    controller: param.player('who controls the spell or ability'),
    of: param.playersOrObjects('the players and objects the effect would affect'),
  },
  cites: {
    '2011': [...REACH_CITES['2011'], '801.10'],
    '2024': [...REACH_CITES['2024'], '801.10'],
  },
  usesTable: true,
  appliesTo: limitedRangeInUse,
  answer(context) {
    const controller = readPlayerInGame(context, 'controller', 'so no spell or ability of theirs affects anything');
    if (isProblem(controller)) return [controller];
    const things = context.params.of.map((name, i) => readThing(context, 'of', name, [i]));
    const bad = things.find(isProblem);
    if (bad) return [bad];
    const ex = context.explainer();
    const explained = new Set<string>();
    const reached = (things as Thing[]).filter((thing) => {
      if (thing.kind === 'player')
        return explainWithin(ex, context.table, controller, thing.name, thing.name, explained);
      const whose = controllerNow(ex, context.table, thing.object);
      return (
        whose !== undefined &&
        explainWithin(ex, context.table, controller, whose, `${thing.name}, controlled by ${whose},`, explained)
      );
    });
    const names = reached.map((thing) => thing.name);
    ex.step(
      `${controller}'s spell or ability can affect ${listNames(names)}; the parts of it that would affect the rest do nothing`,
      ['801.10'],
    );
    return ex.answer(names);
  },
});
