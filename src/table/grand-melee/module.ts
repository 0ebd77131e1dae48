// The Grand Melee table module: turn markers as a slice of the table. The core has
// already handled each event (departures, unknown players); this module moves the markers
// and says whose turn is in progress (takingTurn in queries.ts reads it: the core keeps no
// list of its own in Grand Melee). It begins each holder's turn in the core too, through
// beginTurn, so that ranges are determined again as each turn begins (801.2c, gm-ranges-any-turn).
import { beginTurn, noTurnToEnd } from '../events/core-events.js';
import {
  setSlice,
  unchanged,
  type EventContext,
  type EventOf,
  type EventOutcome,
  type TableModule,
} from '../events/table-module.js';
import type { Table, TableProblem } from '../table-model.js';
import { hasLeft } from '../queries.js';
import { draft, type Draft } from './draft.js';
import { endTurnAt } from './end-turn.js';
import { grantExtraTurn } from './extra-turns.js';
import { initMelee } from './init.js';
import { leaveSeats } from './leave.js';
import { newTurnAt } from './new-turn.js';
import { MELEE_ID, meleeState } from './slice.js';
import { turnSkipsBySeat } from '../turns/turn-skips.js';
import { isGone, isTaking, markerAt, type MeleeState } from './state.js';

export { meleeState } from './slice.js';

export const grandMeleeModule: TableModule<MeleeState> = {
  id: MELEE_ID,
  init: (scenario, table) => (table.variant === 'grand-melee' ? initMelee(scenario, table) : undefined),
  on: { leave, endTurn, newTurn, extraTurn },
  active: (table) => meleeState(table) !== undefined,
};

/** The draft's state as the slice; the turns that began, begun in the core too. */
function apply(table: Table, d: Draft): Table {
  let next = setSlice(table, grandMeleeModule, d.s);
  for (const seat of d.begun) next = beginTurn(next, d.s.names[seat]!);
  return next;
}

function leave(table: Table, _event: EventOf<'leave'>, { before, index }: EventContext): EventOutcome {
  const s = meleeState(table);
  if (!s) return unchanged(table);
  const departed = table.leftThisTurn.slice(before.leftThisTurn.length).map((d) => s.seatIndex.get(d.player)!);
  if (departed.length === 0) return unchanged(table);
  return { table: apply(table, leaveSeats(s, departed, index, turnSkipsBySeat(table, s.seatIndex))), problems: [] };
}

function endTurn(table: Table, event: EventOf<'endTurn'>, { index }: EventContext): EventOutcome {
  const s = meleeState(table);
  const seat = s?.seatIndex.get(event.player);
  if (!s || seat === undefined) return unchanged(table); // the core reports an unknown player
  const marker = markerAt(s, seat);
  const taking = marker !== 0 && isTaking(s, marker);
  // 800.4j: a player who has left ends only the turn that goes on without them.
  if (!taking && isGone(s, seat))
    return { table, problems: [noTurnToEnd(table, event.player, ['events', index, 'endTurn'])] };
  if (!taking) {
    const message = `${event.player} ends a turn but is not taking one: ${marker === 0 ? 'they hold no turn marker (807.4)' : `they wait with marker ${marker} (807.4d)`}.`;
    const problem: TableProblem = {
      code: 'table/not-taking-turn',
      message,
      path: ['events', index, 'endTurn'],
      rules: [marker === 0 ? '807.4' : '807.4d'],
    };
    return { table, problems: [problem] };
  }
  return { table: apply(table, endTurnAt(s, seat, index, turnSkipsBySeat(table, s.seatIndex))), problems: [] };
}

function newTurn(table: Table, event: EventOf<'newTurn'>, { index }: EventContext): EventOutcome {
  const s = meleeState(table);
  const seat = s?.seatIndex.get(event.player);
  // The core refuses a player who is unknown or has left (and reports it); it has then begun no turn.
  if (!s || seat === undefined || hasLeft(table, event.player)) return unchanged(table);
  const outcome = newTurnAt(s, seat, index);
  if (outcome.kind === 'blocked') {
    const [player, blocker] = [event.player, s.names[outcome.blocker]!];
    const message = `${player} can't begin a turn: ${blocker}, within the three seats to ${player}'s left, holds a turn marker (807.4d).`;
    return {
      table,
      problems: [{ code: 'table/markers-too-close', message, path: ['events', index, 'newTurn'], rules: ['807.4d'] }],
    };
  }
  // gm-new-turn-without-marker: the core has had ranges determined again; no one without a marker takes a turn.
  return { table: setSlice(table, grandMeleeModule, outcome.draft.s), problems: [] };
}

function extraTurn(table: Table, event: EventOf<'extraTurn'>, { index }: EventContext): EventOutcome {
  const s = meleeState(table);
  const seat = s?.seatIndex.get(event.player);
  if (!s || seat === undefined || isGone(s, seat)) return unchanged(table);
  const d = draft(s, index);
  grantExtraTurn(d, seat);
  return { table: apply(table, d), problems: [] };
}
