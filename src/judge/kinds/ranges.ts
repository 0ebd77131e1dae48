// ranges: each player's range of influence as the variant and the file set it: 807.2a,
// 809.3a, 809.6a (worked out from the starting seats), 811.2a, seat and options.
import type { RangeValue } from '../../core/scenario.js';
import { findPlayer, inGame } from '../../table/queries.js';
import { explainRangeSource, RANGE_CITES } from '../explain-range.js';
import { bothEditions, defineKind } from '../kind.js';

export const rangesKind = defineKind({
  ask: 'ranges',
  summary: 'player → range of influence as the variant sets it',
  shape: 'mapping',
  params: {},
  cites: bothEditions([...RANGE_CITES, '800.4']),
  usesTable: true,
  answer(context) {
    const { table } = context;
    const ex = context.explainer();
    const ranges: Record<string, RangeValue> = {};
    for (const name of inGame(table)) {
      ranges[name] = findPlayer(table, name)!.range.value;
      explainRangeSource(ex, table, name);
    }
    if (Object.keys(ranges).length === 0) ex.step('Every player has left the game', ['800.4']);
    return ex.answer(ranges);
  },
});
