// information-range: whose objects a spell or ability controlled by `controller` takes
// into account when it looks at the game for `about` (801.11, e.g. Coat of Arms).
// 2011: the players within range of both the controller and `about`; 2024: the
// controller's range alone.
import { isInRange, rangeOfInfluence } from '../../table/range-of-influence.js';
import { explainRangeBrief, explainRangeSource, listNames, RANGE_CITES } from '../explain-range.js';
import { param } from '../param-types.js';
import { bothEditions, defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';

export const informationRangeKind = defineKind({
  ask: 'information-range',
  summary: 'players whose objects an ability takes into account (801.11)',
  shape: 'players',
  params: {
    controller: param.player("the ability's controller"),
    about: param.player('the player the ability looks at the game for'),
  },
  cites: bothEditions([...RANGE_CITES, '801.10', '801.11']),
  usesTable: true,
  answer(context) {
    const controller = readPlayerInGame(context, 'controller', 'so they control no spell or ability');
    if (isProblem(controller)) return [controller];
    const about = readPlayerInGame(context, 'about', 'so an ability has nothing to look at for them');
    if (isProblem(about)) return [about];
    const { table } = context;
    const ex = context.explainer();
    const own = rangeOfInfluence(table, controller);
    explainRangeSource(ex, table, controller);
    explainRangeBrief(ex, own);
    if (!isInRange(table, controller, about)) {
      ex.step(
        `${about} is outside ${controller}'s range: the ability can't affect ${about} at all, so it looks at no one for them`,
        ['801.10'],
      );
      return ex.answer([]);
    }
    if (table.edition === '2024') {
      ex.step(
        `The ability gets information only from within its controller's range, whoever it looks for: ${listNames(own.players)}`,
        ['801.11'],
      );
      return ex.answer(own.players);
    }
    const theirs = rangeOfInfluence(table, about);
    if (about !== controller) {
      explainRangeSource(ex, table, about);
      explainRangeBrief(ex, theirs);
    }
    const both = own.players.filter((name) => theirs.players.includes(name));
    ex.step(`The ability looks only at players within range of both ${controller} and ${about}: ${listNames(both)}`, [
      '801.11',
    ]);
    return ex.answer(both);
  },
});
