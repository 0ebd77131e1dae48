// chooser: the opponents who may be asked to make an opponent's choice for a player's
// spell. The player must pick one within their range (801.5a); if none is, the closest
// opponent to the player's left makes the choice (801.5c).
import { hasLeft, turnSeats } from '../../table/queries.js';
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import { firstToTheLeft } from '../../table/seats.js';
import { explainRangeBrief, explainRangeSource, listNames, RANGE_CITES } from '../explain-range.js';
import { param } from '../param-types.js';
import { bothEditions, defineKind } from '../kind.js';
import { explainOpponents, OPPONENT_CITES } from '../opponents.js';
import { isProblem, readPlayerInGame } from '../params.js';

export const chooserKind = defineKind({
  ask: 'chooser',
  summary: "opponents who may make an opponent's choice for a player's spell",
  shape: 'players',
  params: { player: param.player("the spell's controller") },
  cites: bothEditions([...RANGE_CITES, ...OPPONENT_CITES, '801.5a', '801.5c']),
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so they control no spell');
    if (isProblem(player)) return [player];
    const { table } = context;
    const ex = context.explainer();
    const opponents = explainOpponents(ex, table, player);
    const view = rangeOfInfluence(table, player);
    explainRangeSource(ex, table, player);
    if (view.range.value === 'unlimited') {
      ex.step(
        `${player}'s range is unlimited, so any opponent may be chosen: ${listNames(opponents)}`,
        ['801.5a'],
        'chooser-unlimited-range',
      );
      return ex.answer(opponents);
    }
    explainRangeBrief(ex, view);
    const inRange = opponents.filter((name) => view.players.includes(name));
    if (inRange.length > 0) {
      ex.step(`${player} must choose an opponent within range: ${listNames(inRange)}`, ['801.5a']);
      return ex.answer(inRange);
    }
    // 801.5c: walk left from the player past empty seats and teammates.
    const closest = firstToTheLeft(
      turnSeats(table),
      player,
      (name) => opponents.includes(name) && !hasLeft(table, name),
    );
    if (closest === undefined) {
      ex.step(`No opponent of ${player} is still in the game`, ['801.5c']);
      return ex.answer([]);
    }
    ex.step(
      `No opponent is within ${player}'s range, so the closest opponent to ${player}'s left makes the choice: ${closest}`,
      ['801.5c'],
    );
    return ex.answer([closest]);
  },
});
