// Which seat holds which marker. A seat normally holds one; a player to the left of a
// waiting holder who leaves takes that marker at once (807.4c) even while holding one,
// and then holds it until the turn with the first is over (gm-two-markers).
import { setInt } from './int-trie.js';
import type { Draft } from './draft.js';
import { addSeat, removeSeat } from './seat-set.js';
import { markerAt, seatOfMarker } from './state.js';

/** Takes the marker off its seat; returns the seat and whether it was the one for the holder's turn. */
export function detach(d: Draft, marker: number): { seat: number; first: boolean } {
  const s = d.s;
  const seat = seatOfMarker(s, marker);
  const first = markerAt(s, seat) === marker;
  if (first) s.markerAt = setInt(s.markerAt, seat, 0);
  else
    setQueue(
      d,
      seat,
      (s.queued.get(seat) ?? []).filter((m) => m !== marker),
    );
  s.seatOfMarker = setInt(s.seatOfMarker, marker, -1);
  if (markerAt(s, seat) === 0 && !s.queued.has(seat)) s.marked = removeSeat(s.marked, seat);
  return { seat, first };
}

/**
 * Puts the marker on a seat; true when it is the one for the holder's next turn, false when it
 * waits behind another.
 */
export function attach(d: Draft, marker: number, seat: number): boolean {
  const s = d.s;
  s.seatOfMarker = setInt(s.seatOfMarker, marker, seat);
  s.marked = addSeat(s.marked, seat);
  if (markerAt(s, seat) === 0) {
    s.markerAt = setInt(s.markerAt, seat, marker);
    return true;
  }
  setQueue(d, seat, [...(s.queued.get(seat) ?? []), marker]);
  return false;
}

/** The next marker a seat holds becomes the one for the holder's next turn; 0 when it holds none. */
export function promote(d: Draft, seat: number): number {
  const [next, ...rest] = d.s.queued.get(seat) ?? [];
  if (markerAt(d.s, seat) !== 0 || next === undefined) return 0;
  setQueue(d, seat, rest);
  d.s.markerAt = setInt(d.s.markerAt, seat, next);
  return next;
}

function setQueue(d: Draft, seat: number, markers: readonly number[]): void {
  const queued = new Map(d.s.queued);
  if (markers.length > 0) queued.set(seat, markers);
  else queued.delete(seat);
  d.s.queued = queued;
}
