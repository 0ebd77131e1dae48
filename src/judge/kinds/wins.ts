// wins: the players who lose when an effect says that a player wins. With limited range,
// the opponents within that player's range lose instead (801.16 in 2011, 801.14 in 2024).
// Without it: 2011 800.7 has all opponents lose instead; in 2024 the player simply wins
// and the game ends (104.2b, 104.1), so all opponents lose. The "can't" effects in force
// (the object key `cant`) take precedence (101.2): a player who can't win makes nobody lose,
// and a player who can't lose doesn't (cant-lose-steps.ts, scenarios/READINGS.md).
import { prohibitionsOn } from '../../table/cant/prohibitions.js';
import { limitedRangeInUse } from '../../table/queries.js';
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import type { Table } from '../../table/table-model.js';
import { CANT_CITES, explainProhibitions } from '../explain-cant.js';
import { explainRangeBrief, explainRangeSource, listNames, RANGE_CITES } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { explainOpponents, OPPONENT_CITES } from '../opponents.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { withTeams } from '../team-outcome.js';
import { CANT_LOSE_CITES, GAME_ENDS_READING, withoutThoseWhoCantLose } from './cant-lose-steps.js';

const COMMON = [...RANGE_CITES, ...OPPONENT_CITES, ...CANT_CITES, ...CANT_LOSE_CITES, '809.5b', '810.8a'];

export const CANT_WIN_READING = 'cant-win-stops-win-effect';

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
    if (cantWin(ex, table, player)) return ex.answer([]);
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
      ex.step(
        `Without limited range of influence, ${player} wins and the game ends at once; ${player}'s opponents lose: ${listNames(opponents)}`,
        ['104.2b', '104.1'],
        'wins-without-limited-range-2024',
      );
      return ex.answer(withTeams(ex, table, gameEnds(ex, table, player, opponents), 'lose'));
    }
    return ex.answer(withTeams(ex, table, withoutThoseWhoCantLose(ex, table, losers), 'lose'));
  },
});

/** A player who can't win: the effect that says they win does nothing (101.2; cant-win-stops-win-effect). */
function cantWin(ex: Explainer, table: Table, player: string): boolean {
  const prohibitions = prohibitionsOn(table, player, 'win');
  if (prohibitions.length === 0) return false;
  explainProhibitions(ex, table, player, 'win', prohibitions);
  const instead = limitedRangeInUse(table)
    ? [table.edition === '2011' ? '801.16' : '801.14']
    : table.edition === '2011'
      ? ['800.7']
      : ['104.2b'];
  const how =
    instead[0] === '104.2b'
      ? `${player} doesn't win, and the game goes on`
      : `the rule that has ${player}'s opponents lose instead replaces a win that can't happen, so no one loses`;
  ex.step(`So the effect that says ${player} wins does nothing: ${how}`, ['101.2', ...instead], CANT_WIN_READING);
  return true;
}

/** 2024 without limited range: the game ends, also for an opponent who can't lose (game-ends-for-everyone). */
function gameEnds(ex: Explainer, table: Table, player: string, opponents: string[]): string[] {
  for (const opponent of opponents) {
    const prohibitions = prohibitionsOn(table, opponent, 'lose');
    if (prohibitions.length === 0) continue;
    explainProhibitions(ex, table, opponent, 'lose', prohibitions);
    ex.step(
      `That doesn't keep ${player} from winning: the game ends at once, and ${opponent} doesn't win it`,
      ['104.1'],
      GAME_ENDS_READING,
    );
  }
  return opponents;
}
