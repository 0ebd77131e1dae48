// draw: the players for whom a spell's "the game is a draw" ends the game. With limited
// range: its controller and everyone within their range (801.17 in 2011, 801.15 in
// 2024); they leave and the others play on. Without it: everyone (104.4c).
import { inGame, limitedRangeInUse } from '../../table/queries.js';
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import { explainRangeBrief, explainRangeSource, listNames, RANGE_CITES } from '../explain-range.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { withTeams } from '../team-outcome.js';

const COMMON = [...RANGE_CITES, '104.4c', '809.5c'];

export const drawKind = defineKind({
  ask: 'draw',
  summary: "players for whom a spell's draw ends the game",
  shape: 'players',
  params: { player: param.player("the spell's controller") },
  cites: { '2011': [...COMMON, '801.17'], '2024': [...COMMON, '801.15'] },
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so they control no spell');
    if (isProblem(player)) return [player];
    const { table } = context;
    const ex = context.explainer();
    let players: string[];
    if (limitedRangeInUse(table)) {
      const rule = table.edition === '2011' ? '801.17' : '801.15';
      const view = rangeOfInfluence(table, player);
      explainRangeSource(ex, table, player);
      explainRangeBrief(ex, view);
      players = view.players;
      ex.step(
        `The game is a draw for ${player} and everyone within ${player}'s range; they leave the game and the others play on: ${listNames(players)}`,
        [rule],
      );
    } else {
      players = inGame(table);
      ex.step(
        `Without limited range of influence, the game is a draw for everyone still in it: ${listNames(players)}`,
        ['104.4c'],
        'draw-without-limited-range',
      );
    }
    return ex.answer(withTeams(ex, table, players, 'draw'));
  },
});
