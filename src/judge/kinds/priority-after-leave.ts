// priority-after-leave: who receives priority after the events when `player` had it. If
// that player left, priority passes to the next player in turn order who's still in the
// game (800.4a). If the player was the active player, the turn goes on without one, and
// the next player in turn order receives priority in the active player's place (800.4j
// in 2024, 800.4g in 2011). Teams have priority under shared team turns (805.5).
import type { Table } from '../../table/table-model.js';
import {
  areTeammates,
  hasLeft,
  opponentsOf,
  playerNames,
  sharedTeamTurns,
  takingTurn,
  teamOf,
} from '../../table/queries.js';
import { fromSeat, nextInTurnOrder } from '../../table/seats.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayer } from '../params.js';
import { notApplicable } from '../problems.js';
import { stateBasedActions } from '../../table/life/state-based.js';
import { explainLoss, SBA_CITES } from './lost.js';

export const priorityAfterLeaveKind = defineKind({
  ask: 'priority-after-leave',
  summary: 'who receives priority after the events',
  shape: 'name',
  params: { player: param.player('the player who had priority') },
  cites: {
    '2011': ['800.4a', '800.4g', '805.5', ...SBA_CITES['2011']],
    '2024': ['800.4a', '800.4j', '805.5', ...SBA_CITES['2024']],
  },
  usesTable: true,
  answer(context) {
    const player = readPlayer(context, 'player');
    if (isProblem(player)) return [player];
    const ex = context.explainer();
    const table = afterStateBasedActions(ex, context.table);
    if (!hasLeft(table, player)) {
      ex.step(
        `${player} is still in the game and keeps priority: only a player who leaves passes it on`,
        ['800.4a'],
        'priority-holder-still-in-game',
      );
      return ex.answer(player);
    }
    const ring = playerNames(table);
    const next = nextInTurnOrder(ring, player, (name) => !hasLeft(table, name));
    if (next === undefined || opponentsOf(table, next).length === 0) {
      const who = next === undefined ? 'no player is left' : `${next} and their team have no opponent left`;
      return [notApplicable(context, `The game is over: ${who}, so no one receives priority (800.4a).`, ['800.4a'])];
    }
    explainPassedOver(ex, table, ring, player, next);
    ex.step(
      `${player} had priority and has left the game: priority passes to the next player in turn order who's still in the game, ${next}`,
      ['800.4a'],
    );
    if (leftOwnTurn(table, player)) explainNoActivePlayer(ex, table, player);
    if (sharedTeamTurns(table) && teamOf(table, next) !== undefined) {
      ex.step(`With shared team turns, teams have priority: ${next}'s team ${teamOf(table, next)} receives it`, [
        '805.5',
      ]);
    }
    return ex.answer(next);
  },
});

/**
 * 704.3: the state-based actions are performed before a player would receive priority, so
 * players who lose by life or poison have left the game by then (104.5).
 */
function afterStateBasedActions(ex: Explainer, table: Table): Table {
  const outcome = stateBasedActions(table);
  for (const loss of outcome.losses) explainLoss(ex, table, loss);
  const along = outcome.losers.filter((name) => !outcome.losses.some((loss) => loss.players.includes(name)));
  if (along.length > 0)
    ex.step(`${listNames(along)} ${along.length === 1 ? 'loses' : 'lose'} with them`, [
      table.variant === 'emperor' ? '809.5b' : '810.8a',
    ]);
  if (outcome.losers.length > 0)
    ex.step(
      `Before anyone receives priority, ${listNames(outcome.losers)} ${outcome.losers.length === 1 ? 'leaves' : 'leave'} the game`,
      [],
    );
  return outcome.table;
}

/** The seats between the player and the next one still in the game: players who have left. */
function explainPassedOver(ex: Explainer, table: Table, ring: readonly string[], player: string, next: string): void {
  const order = fromSeat(ring, player);
  const between = order.slice(1, order.indexOf(next)).filter((name) => hasLeft(table, name));
  if (between.length > 0)
    ex.step(
      `${listNames(between)}, next in turn order after ${player}, ${between.length === 1 ? 'has' : 'have'} left the game too`,
      ['800.4a'],
    );
}

/** 800.4j: the player left during their own turn, and no teammate is left to go on with a shared team turn. */
function leftOwnTurn(table: Table, player: string): boolean {
  const taking = takingTurn(table);
  if (!taking.includes(player)) return false;
  return !(
    sharedTeamTurns(table) && taking.some((other) => areTeammates(table, player, other) && !hasLeft(table, other))
  );
}

function explainNoActivePlayer(ex: Explainer, table: Table, player: string): void {
  const rule = table.edition === '2011' ? '800.4g' : '800.4j';
  ex.step(
    `${player} left during ${player}'s own turn: the turn continues without an active player, and whenever the active player would receive priority, the next player in turn order receives it instead`,
    [rule],
  );
}
