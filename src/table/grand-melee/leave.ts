// leave in Grand Melee: a waiting holder's marker goes left at once, a holder taking a
// turn keeps it until that turn ends (807.4c); when the departures reduce the number of
// markers, the markers immediately to their right are designated (807.4e–g).
import { addSeat, removeSeat } from './seat-set.js';
import { draft, trace, type Draft } from './draft.js';
import { settleSkips } from './end-turn.js';
import { departedExtraTurn } from './extra-turns.js';
import { beginDeferred, designate, lowestAt, pass } from './markers.js';
import { isTaking, markersAtSeat, markersNeeded, markerAt, markerToTheRight, type MeleeState } from './state.js';

/**
 * The players in `seats` leave the game at the same moment. `turnSkips`: seat → the turns its
 * player is to skip, where any are (614.10).
 */
export function leaveSeats(
  s: MeleeState,
  seats: readonly number[],
  event: number,
  turnSkips?: ReadonlyMap<number, number>,
): Draft {
  const d = draft(s, event, turnSkips);
  const held = seats.map((seat) => markersAtSeat(d.s, seat));
  seats.forEach((seat) => {
    const marker = markerAt(d.s, seat);
    const taking = marker !== 0 && isTaking(d.s, marker);
    // 807.4c: a holder taking a turn keeps that marker, and the seat, until the turn ends.
    d.s.gone = addSeat(d.s.gone, seat);
    d.s.inGame -= 1;
    d.s.leftSinceTurnBegan = true;
    if (!taking) d.s.ring = removeSeat(d.s.ring, seat);
    trace(d, { kind: 'left', event, seat, marker, taking });
    if (!taking) departedExtraTurn(d, seat);
  });
  // 807.4c: a marker for a turn that had not begun goes to the player on the left at once;
  // that player's turn can begin only after the departures' designations (807.4e, 807.4g).
  d.deferred = [];
  seats.forEach((seat, i) => {
    const taking = isTaking(d.s, markerAt(d.s, seat));
    for (const marker of held[i]!) if (!(taking && marker === markerAt(d.s, seat))) pass(d, marker, 'left-waiting');
  });
  reduce(d, seats, held);
  beginDeferred(d);
  settleSkips(d);
  return d;
}

/** 807.4e, 807.4f: designate one marker for each marker the departures make one too many. */
function reduce(d: Draft, seats: readonly number[], held: readonly (readonly number[])[]): void {
  const need = markersNeeded(d.s.inGame);
  // 807.4f: markers already designated don't count, as often as they were designated (gm-designations-counted).
  const undesignated = d.s.inPlay - d.s.designated;
  const reduceBy = Math.max(0, undesignated - need);
  trace(d, { kind: 'count', event: d.event, inGame: d.s.inGame, need, undesignated, reduce: reduceBy });
  if (reduceBy === 0) return;
  const found = candidates(d.s, seats);
  const readings = readingsFor(d.s, seats, held, found, reduceBy);
  const markers = [...new Set(found.map((c) => c.marker))].sort((a, b) => a - b);
  // 807.4e: the lowest number first; designations beyond the candidates go to the lowest again
  // (gm-several-designations).
  markers.slice(0, reduceBy).forEach((marker, i) => {
    const times = i === 0 ? 1 + Math.max(0, reduceBy - markers.length) : 1;
    designate(d, marker, times, { by: 'departure', departed: [...seats], candidates: markers }, readings);
  });
}

interface Candidate {
  departed: number;
  seat: number;
  marker: number;
}

/** 807.4e: for each departed player, the marker immediately to their right (round the table). */
function candidates(s: MeleeState, seats: readonly number[]): Candidate[] {
  return seats.map((departed) => {
    const seat = markerToTheRight(s, departed);
    return { departed, seat, marker: lowestAt(s, seat) };
  });
}

function readingsFor(
  s: MeleeState,
  seats: readonly number[],
  held: readonly (readonly number[])[],
  found: Candidate[],
  reduceBy: number,
): string[] {
  const readings: string[] = [];
  if (held.some((markers) => markers.length > 0)) readings.push('gm-own-marker');
  if (found.some((c) => c.seat >= c.departed)) readings.push('gm-round-table');
  if (s.designated > 0) readings.push('gm-designations-counted');
  if (seats.length > 1 && reduceBy > 1) readings.push('gm-several-designations');
  return readings;
}
