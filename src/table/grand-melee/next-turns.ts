// Who takes the next turn with each turn marker, for the next-turn question in Grand Melee.
// Several turns are in progress at once, so each marker is worked out as if only its
// holder's turn ended now: the marker's holder's end is played on a copy of the state, and
// the marker's holder afterwards takes the next turn with it, whether they begin or wait
// (807.4d). A marker designated for removal is removed (807.4g), and no one takes a turn
// with it; an extra turn keeps the marker or passes it (807.4i, 807.4j). A holder waiting
// to begin takes the next turn with their marker, unless they are to skip it (614.10).
import { draft } from './draft.js';
import { endTurnAt, settleSkips } from './end-turn.js';
import { begin } from './markers.js';
import { entriesSince, isTaking, markerAt, markersAtSeat, seatOfMarker, type MeleeState } from './state.js';
import type { TraceEntry } from './trace.js';

export interface MarkerNextTurn {
  marker: number;
  /** The seat that holds it now. */
  holder: number;
  /** The seat of the player who takes the next turn with it; -1 when it is removed. */
  next: number;
  /**
   * ends: the holder's turn in progress ends; waits: the holder waits to begin (807.4d);
   * second: the holder takes it after the turn with their first marker (gm-two-markers);
   * skips: the waiting holder is to skip the turn (614.10).
   */
  how: 'ends' | 'waits' | 'second' | 'skips';
  /** What happens to the markers, as the trace of the state played on. */
  entries: TraceEntry[];
}

/** The event index of the turns played on a copy: after every event of the file. */
const PLAYED = -1;

/** For each marker in play, by number: who takes the next turn with it. */
export function nextTurnsByMarker(s: MeleeState, turnSkips?: ReadonlyMap<number, number>): MarkerNextTurn[] {
  const result: MarkerNextTurn[] = [];
  const seats = new Set<number>();
  for (let marker = 1; marker < s.seatOfMarker.length; marker++) {
    const seat = seatOfMarker(s, marker);
    if (seat >= 0) seats.add(seat);
  }
  for (const seat of seats) result.push(...forSeat(s, seat, turnSkips));
  return result.sort((a, b) => a.marker - b.marker);
}

function forSeat(s: MeleeState, seat: number, turnSkips?: ReadonlyMap<number, number>): MarkerNextTurn[] {
  const [first, ...second] = markersAtSeat(s, seat);
  const taking = first !== undefined && isTaking(s, first);
  if (!taking && (turnSkips?.get(seat) ?? 0) === 0)
    return markersAtSeat(s, seat).map((marker) => ({ marker, holder: seat, next: seat, how: 'waits', entries: [] }));
  const played = taking ? endTurnAt(s, seat, PLAYED, turnSkips).s : skipWaiting(s, seat, turnSkips!);
  const entries = entriesSince(played.trace, s.trace);
  return [first!, ...second].map((marker) => ({
    marker,
    holder: seat,
    next: seatOfMarker(played, marker),
    how: !taking ? 'skips' : marker === markerAt(s, seat) ? 'ends' : 'second',
    entries,
  }));
}

/** The waiting holder's turn, skipped as it would begin: played as if it began now. */
function skipWaiting(s: MeleeState, seat: number, turnSkips: ReadonlyMap<number, number>): MeleeState {
  const d = draft(s, PLAYED, turnSkips);
  begin(d, seat, 'woken');
  settleSkips(d);
  return d.s;
}
