// wins: the players who lose when an effect says that a player wins. With limited range,
// the opponents within that player's range lose instead (801.16 in 2011, 801.14 in 2024).
// Without it: 2011 800.7 has all opponents lose instead; in 2024 the player simply wins
// and the game ends (104.2b, 104.1), so all opponents lose.
import { limitedRangeInUse } from '../../table/queries.js';
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import { explainRangeBrief, explainRangeSource, listNames, RANGE_CITES } from '../explain-range.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { explainOpponents, OPPONENT_CITES } from '../opponents.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { withTeams } from '../team-outcome.js';

const COMMON = [...RANGE_CITES, ...OPPONENT_CITES, '809.5b', '810.8a'];

export const winsKind = defineKind({
  ask: 'wins',
  summary: 'players who lose when an effect says a player wins',
  shape: 'players',
  params: { player: param.player('the player an effect says wins') },
  cites: { '2011': [...COMMON, '800.7', '801.16'], '2024': [...COMMON, '104.1', '104.2b', '801.14'] },
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so no effect can make them win');
    if (isProblem(player)) return [player];
    const { table } = context;
    const ex = context.explainer();
    const opponents = explainOpponents(ex, table, player);
    let losers: string[];
    if (limitedRangeInUse(table)) {
      const rule = table.edition === '2011' ? '801.16' : '801.14';
      const view = rangeOfInfluence(table, player);
      explainRangeSource(ex, table, player);
      explainRangeBrief(ex, view);
      losers = opponents.filter((name) => view.players.includes(name));
      ex.step(
        `With limited range of influence, the opponents within ${player}'s range lose the game instead: ${listNames(losers)}`,
        [rule],
      );
    } else if (table.edition === '2011') {
      losers = opponents;
      ex.step(
        `Without limited range of influence, all of ${player}'s opponents lose the game instead: ${listNames(losers)}`,
        ['800.7'],
      );
    } else {
      losers = opponents;
      ex.step(
        `Without limited range of influence, ${player} wins and the game ends at once; ${player}'s opponents lose: ${listNames(losers)}`,
        ['104.2b', '104.1'],
        'wins-without-limited-range-2024',
      );
    }
    return ex.answer(withTeams(ex, table, losers, 'lose'));
  },
});
