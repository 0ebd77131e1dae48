// range-of-influence: the players within a player's range of influence, the player
// included, counting seats as the current turn began (801.2, 801.2c, 807.4h).
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import { explainRangeRows, explainRangeSource, listNames, RANGE_CITES } from '../explain-range.js';
import { param } from '../param-types.js';
import { bothEditions, defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';

export const rangeOfInfluenceKind = defineKind({
  ask: 'range-of-influence',
  summary: "players within a player's range of influence, the player included",
  shape: 'players',
  params: { player: param.player('whose range') },
  cites: bothEditions(RANGE_CITES),
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so they have no range of influence');
    if (isProblem(player)) return [player];
    const ex = context.explainer();
    const view = rangeOfInfluence(context.table, player);
    explainRangeSource(ex, context.table, player);
    explainRangeRows(ex, context.table, view);
    ex.step(`${player}'s range of influence: ${listNames(view.players)}`, ['801.2']);
    return ex.answer(view.players);
  },
});
