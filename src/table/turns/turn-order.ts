// The turn-order table module, for every variant but Grand Melee: an extra turn is added
// after the current turn (500.7), to the team under shared team turns (805.8) unless a
// house rule gives it to the player alone; endTurn ends the turn of a player taking it
// and begins what follows (following-turn.ts); newTurn begins a turn the file names.
import { beginTurn } from '../events/core-events.js';
import {
  setSlice,
  unchanged,
  type EventContext,
  type EventOf,
  type EventOutcome,
  type TableModule,
} from '../events/table-module.js';
import { houseRuleName, houseRuleSwitch } from '../house-rules.js';
import { sharedTeamTurns, teamOf } from '../queries.js';
import type { Table, TableProblem } from '../table-model.js';
import { extraTurnTakers, followingTurn } from './following-turn.js';
import {
  TURN_ORDER_ID,
  turnOrderOf,
  type CurrentTurn,
  type ExtraTurn,
  type TurnNote,
  type TurnOrderSlice,
} from './turn-state.js';

export const turnOrderModule: TableModule<TurnOrderSlice> = {
  id: TURN_ORDER_ID,
  // 807.4: Grand Melee's turn markers keep this record there.
  init: (_scenario, table) =>
    table.variant === 'grand-melee'
      ? undefined
      : {
          slice: {
            current: table.turn.length > 0 ? { kind: 'regular', anchor: table.turn[0]! } : undefined,
            pending: undefined,
            notes: undefined,
          },
          problems: [],
        },
  on: { leave, endTurn, newTurn, extraTurn },
  active: (table) => turnOrderOf(table) !== undefined,
};

function update(table: Table, slice: TurnOrderSlice, changes: Partial<TurnOrderSlice>, ...notes: TurnNote[]): Table {
  let list = slice.notes;
  for (const note of notes) list = { note, rest: list };
  return setSlice(table, turnOrderModule, { ...slice, ...changes, notes: list });
}

/** 800.4j (800.4g in 2011): the turn goes on without a player taking it who leaves. */
function leave(table: Table, _event: EventOf<'leave'>, { before, index }: EventContext): EventOutcome {
  const slice = turnOrderOf(table);
  if (!slice) return unchanged(table);
  const departed = table.leftThisTurn.slice(before.leftThisTurn.length).map((d) => d.player);
  const taking = departed.filter((player) => table.turn.includes(player));
  if (taking.length === 0) return unchanged(table);
  return { table: update(table, slice, {}, { kind: 'left-during', event: index, players: taking }), problems: [] };
}

function endTurn(table: Table, event: EventOf<'endTurn'>, { index }: EventContext): EventOutcome {
  const slice = turnOrderOf(table);
  if (!slice) return unchanged(table);
  const refused = notTakingTurn(table, slice, event.player, ['events', index, 'endTurn']);
  if (refused) return { table, problems: [refused] };
  // Without turn.active, a player who ends a turn was taking their own regular turn.
  const ending: CurrentTurn = slice.current ?? { kind: 'regular', anchor: event.player };
  const next = followingTurn(table, slice, ending);
  const turn = next.takers.length === 0 ? { ...table, turn: [] } : beginTurn(table, next.takers[0]!, next.takers);
  const notes: TurnNote[] = [
    { kind: 'ended', event: index, player: event.player, turn: ending },
    ...next.skipped.map((skipped): TurnNote => ({ kind: 'skipped', event: index, turn: skipped })),
    ...next.skippedTurns.map((turn): TurnNote => ({ kind: 'turn-skipped', event: index, ...turn })),
    ...(next.passedOver.length > 0 ? [{ kind: 'passed-over' as const, event: index, players: next.passedOver }] : []),
    { kind: 'began', event: index, takers: next.takers, turn: next.current, by: 'end' },
  ];
  return { table: update(turn, slice, { current: next.current, pending: next.pending }, ...notes), problems: [] };
}

/**
 * Only a player taking the turn ends it; one who left during it still may, as the turn goes
 * on without them (800.4j; end-turn-after-leaving, checked by the core).
 */
function notTakingTurn(
  table: Table,
  slice: TurnOrderSlice,
  player: string,
  path: (string | number)[],
): TableProblem | undefined {
  // The core has refused a player who has left and is not taking the turn.
  if (!slice.current || table.turn.includes(player)) return undefined;
  const taking = table.turn.length === 0 ? 'no one' : table.turn.join(', ');
  const extra = slice.current.extra;
  const why = extra?.alone ? `; ${houseRuleName(extra.alone)}: ${extra.player} takes the extra turn alone` : '';
  return {
    code: 'table/not-taking-turn',
    message: `${player} ends a turn but is not taking one (taking the current turn: ${taking}${why}).`,
    path,
    rules: slice.current.kind === 'extra' ? ['500.7'] : ['102.1'],
  };
}

/** The turn the file begins: the extra turn waiting first, if it is that player's; else their regular turn. */
function newTurn(table: Table, event: EventOf<'newTurn'>, { index }: EventContext): EventOutcome {
  const slice = turnOrderOf(table);
  if (!slice) return unchanged(table);
  const waiting = slice.pending;
  const top = waiting?.turn;
  if (waiting && top && takesExtraTurn(table, top, event.player)) {
    const current: CurrentTurn = { kind: 'extra', anchor: slice.current?.anchor ?? event.player, extra: top };
    const takers = extraTurnTakers(table, top);
    const note: TurnNote = { kind: 'began', event: index, takers, turn: current, by: 'new-turn' };
    return {
      table: update({ ...table, turn: takers }, slice, { current, pending: waiting.rest }, note),
      problems: [],
    };
  }
  const current: CurrentTurn = { kind: 'regular', anchor: event.player };
  const note: TurnNote = { kind: 'began', event: index, takers: [...table.turn], turn: current, by: 'new-turn' };
  return { table: update(table, slice, { current }, note), problems: [] };
}

function takesExtraTurn(table: Table, turn: ExtraTurn, player: string): boolean {
  return turn.player === player || (turn.team !== undefined && !turn.alone && teamOf(table, player) === turn.team);
}

/** 500.7: added directly after the current turn, taken before those added earlier. */
function extraTurn(table: Table, event: EventOf<'extraTurn'>, { index }: EventContext): EventOutcome {
  const slice = turnOrderOf(table);
  if (!slice) return unchanged(table);
  const team = sharedTeamTurns(table) ? teamOf(table, event.player) : undefined;
  const recipient = houseRuleSwitch(table, 'extraTurnRecipient');
  const alone = team !== undefined && recipient.value === 'player' ? recipient.house : undefined;
  const turn: ExtraTurn = {
    player: event.player,
    ...(team !== undefined && { team }),
    ...(alone && { alone }),
    event: index,
  };
  const note: TurnNote = { kind: 'extra-given', event: index, turn };
  return { table: update(table, slice, { pending: { turn, rest: slice.pending } }, note), problems: [] };
}
