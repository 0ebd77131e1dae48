// next-turn: who begins the next turn once the turn in progress ends, as endTurn would
// have it: the extra turn created last (500.7), a team's under shared team turns (805.8);
// else the next player or team in turn order (101.4, 805.4), counted from the player whose
// regular turn it is or whose regular turn the extra turns followed; players who have
// left take no turn (800.4k); turns that skip effects skip are passed over (614.10, 805.8).
// In Grand Melee, the next turn with each turn marker (next-turn-grand-melee.ts).
import { meleeState } from '../../table/grand-melee/slice.js';
import { followingTurn } from '../../table/turns/following-turn.js';
import { sharedTeamTurns } from '../../table/queries.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import type { Table } from '../../table/table-model.js';
import type { TurnOrderSlice } from '../../table/turns/turn-state.js';
import { defineKind } from '../kind.js';
import { isProblem } from '../params.js';
import { MARKER_CITES } from './turn-marker-steps.js';
import { nextTurnGrandMelee } from './next-turn-grand-melee.js';
import { explainSkippedTurn } from './turn-skip-steps.js';
import {
  explainPassedOver,
  anchorName,
  explainSkipped,
  explainTurnNotes,
  explainTurnStart,
  teamTurnAfterLeaving,
  TURN_ORDER_CITES,
  turnOrderOrProblem,
} from './turn-order-steps.js';

export const nextTurnKind = defineKind({
  ask: 'next-turn',
  summary: 'players who begin the next turn once the turn in progress ends; in Grand Melee, one with each turn marker',
  shape: 'players',
  params: {},
  cites: {
    '2011': [...new Set([...TURN_ORDER_CITES['2011'], ...MARKER_CITES['2011']])],
    '2024': [...new Set([...TURN_ORDER_CITES['2024'], ...MARKER_CITES['2024']])],
  },
  usesTable: true,
  answer(context) {
    const { table } = context;
    const s = meleeState(table);
    if (s) return nextTurnGrandMelee(context.explainer(), table, s);
    const slice = turnOrderOrProblem(context);
    if (isProblem(slice)) return [slice];
    const ex = context.explainer();
    explainTurnStart(ex, table, context.scenario.turn.active);
    explainTurnNotes(ex, table, slice);
    return ex.answer(explainFollowing(ex, table, slice));
  },
});

/** What begins when the turn in progress ends, with the steps that decide it; returns its takers. */
function explainFollowing(ex: Explainer, table: Table, slice: TurnOrderSlice): string[] {
  const current = slice.current!;
  const next = followingTurn(table, slice, current);
  for (const turn of next.skipped) explainSkipped(ex, turn);
  for (const turn of next.skippedTurns) explainSkippedTurn(ex, table, turn);
  if (next.passedOver.length > 0) explainPassedOver(ex, next.passedOver);
  const takers = next.takers;
  const extra = next.current.extra;
  if (extra) {
    const rules = extra.alone
      ? ['500.7', ...extra.alone.replaces]
      : extra.team !== undefined
        ? ['500.7', '805.8']
        : ['500.7'];
    ex.step(
      `When the turn in progress ends, the extra turn an effect gave ${extra.player}, the most recently created one waiting, comes first: ${listNames(takers)}`,
      rules,
      teamTurnAfterLeaving(extra, takers),
    );
  } else {
    const from = anchorName(table, current.anchor);
    const afterExtra = current.kind === 'extra' ? ', whose regular turn the extra turns followed' : '';
    const rules = sharedTeamTurns(table) ? ['101.4', '805.4'] : ['101.4'];
    ex.step(
      `When the turn in progress ends, turn order goes on from ${from}${afterExtra}: ${listNames(takers)}`,
      current.kind === 'extra' ? ['500.7', ...rules] : rules,
    );
  }
  return takers;
}
