// next-turn: who begins the next turn once the turn in progress ends, as endTurn would
// have it: the extra turn created last (500.7), a team's under shared team turns (805.8);
// else the next player or team in turn order (101.4, 805.4), counted from the player whose
// regular turn it is or whose regular turn the extra turns followed; players who have
// left take no turn (800.4k). Not asked in Grand Melee, where the order in which
// simultaneous turns end decides (807.4).
import { meleeState } from '../../table/grand-melee/slice.js';
import { followingTurn } from '../../table/turns/following-turn.js';
import { sharedTeamTurns } from '../../table/queries.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import type { Table } from '../../table/table-model.js';
import type { TurnOrderSlice } from '../../table/turns/turn-state.js';
import { defineKind } from '../kind.js';
import { isProblem } from '../params.js';
import { notApplicable } from '../problems.js';
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
  summary: 'players who begin the next turn once the turn in progress ends',
  shape: 'players',
  params: {},
  cites: {
    '2011': [...TURN_ORDER_CITES['2011'], '807.4'],
    '2024': [...TURN_ORDER_CITES['2024'], '807.4'],
  },
  usesTable: true,
  appliesTo: (table) => table.variant !== 'grand-melee',
  answer(context) {
    const { table } = context;
    if (meleeState(table))
      return [
        notApplicable(
          context,
          'In Grand Melee several turns are in progress at once, and which begins next depends on which of them ends first and on the turn markers (807.4); ask taking-turn or turn-markers instead.',
          ['807.4'],
        ),
      ];
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
