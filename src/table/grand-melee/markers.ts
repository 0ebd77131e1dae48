// The moves every Grand Melee event is made of: place and move a marker, begin a turn or
// wait (807.4d), pass a marker to the left (807.4c), designate and remove (807.4e, 807.4g),
// and let waiting holders begin once the marker ahead has moved on. They work on a Draft
// that one event owns; the event returns the final state, so each event stays pure.
import { setInt } from './int-trie.js';
import { setFlag, takeTurnSkip, trace, type Draft } from './draft.js';
import { attach, detach, promote } from './holding.js';
import { removedExtraTurn, turnBeginning } from './extra-turns.js';
import {
  designationsOf,
  isGone,
  isTaking,
  markerAt,
  markersAtSeat,
  markerToTheRight,
  markerWithinThree,
  playerToTheLeft,
  seatOfMarker,
  threeSeats,
  TAKING,
  TOUCHED,
  type MeleeState,
} from './state.js';
import type { Designation } from './trace.js';

/** A holder's turn begins. */
export function begin(
  d: Draft,
  seat: number,
  cause: 'received' | 'woken' | 'kept' | 'new-turn',
  acrossGap = false,
  kept?: 'extra' | 'after-extra',
): void {
  const marker = markerAt(d.s, seat);
  setFlag(d, marker, TAKING, true);
  const turn = kept ?? turnBeginning(d, seat);
  // 614.10: a turn the holder is to skip doesn't begin; it ends at once (end-turn.ts). A newTurn
  // event says that a turn did begin.
  if (cause !== 'new-turn' && d.skips && takeTurnSkip(d.skips, seat)) {
    trace(d, { kind: 'skip', event: d.event, marker, seat, turn });
    d.skips.skipped.push(seat);
    return;
  }
  d.begun.push(seat);
  const besideDeparted = departedTurnOnTheRight(d.s, seat);
  trace(d, {
    kind: 'begin',
    event: d.event,
    marker,
    seat,
    cause,
    turn,
    acrossGap,
    newRanges: d.s.leftSinceTurnBegan,
    besideDeparted,
  });
  d.s.leftSinceTurnBegan = false;
}

/**
 * A turn that goes on after its player left (800.4j), within the three seats to the right
 * of `seat`: -1 for none. 807.4d looks only to the left, so it does not stop a turn from
 * beginning here (gm-departed-turn-beside).
 */
function departedTurnOnTheRight(s: MeleeState, seat: number): number {
  return threeSeats(s, seat, 'right').seats.find((at) => isGone(s, at) && isTaking(s, markerAt(s, at))) ?? -1;
}

/** 807.4d: the holder begins unless a marker is within the three seats to their left. */
export function beginOrWait(d: Draft, seat: number, cause: 'received' | 'woken', extra = false): void {
  if (d.deferred) {
    d.deferred.push({ seat, cause });
    return;
  }
  const marker = markerAt(d.s, seat);
  const ahead = markerWithinThree(d.s, seat, 'left');
  if (ahead.seat < 0) begin(d, seat, cause, ahead.acrossGap);
  else trace(d, { kind: 'wait', event: d.event, marker, seat, blocker: ahead.seat, extra, acrossGap: ahead.acrossGap });
}

/**
 * 807.4c: the marker goes to the player on the left, who begins or waits (807.4d). One
 * who already holds a marker keeps it until the turn with the first is over (gm-two-markers).
 */
export function pass(
  d: Draft,
  marker: number,
  cause: 'end' | 'left-waiting' | 'left-during' | 'extra-right' | 'skipped',
): void {
  const from = seatOfMarker(d.s, marker);
  const to = playerToTheLeft(d.s, from);
  if (to === from) return; // no one else to take it
  detach(d, marker);
  const held = markerAt(d.s, to);
  const first = attach(d, marker, to);
  trace(d, { kind: 'pass', event: d.event, marker, from, to, cause, held: first ? 0 : held });
  if (first) beginOrWait(d, to, 'received');
}

/**
 * The marker for a seat's turn has gone: the holder's next marker, if any, comes up
 * (gm-two-markers); holders behind may begin.
 */
export function vacated(d: Draft, seat: number): void {
  if (!isGone(d.s, seat) && promote(d, seat) !== 0) beginOrWait(d, seat, 'received');
  wake(d, seat);
}

/** 807.4e, 807.4g: designated `times` more; a holder who is not taking a turn loses it at once. */
export function designate(d: Draft, marker: number, times: number, cause: Designation, readings: string[] = []): void {
  const total = designationsOf(d.s, marker) + times;
  const seat = seatOfMarker(d.s, marker);
  d.s.designations = setInt(d.s.designations, marker, total);
  d.s.designated += times;
  setFlag(d, marker, TOUCHED, true);
  trace(d, { kind: 'designate', event: d.event, marker, seat, times, total, cause, readings });
  // 807.4g: a waiting holder's designated marker is removed at once.
  if (!isTaking(d.s, markerAt(d.s, seat))) remove(d, marker, 'not-taking-turn');
}

/** 807.4g: the marker leaves the game; designated n times, the marker to its right is designated n − 1 times. */
export function remove(d: Draft, marker: number, timing: 'end-of-turn' | 'not-taking-turn'): void {
  const times = designationsOf(d.s, marker);
  const { seat, first } = detach(d, marker);
  d.s.designations = setInt(d.s.designations, marker, 0);
  d.s.designated -= times;
  d.s.inPlay -= 1;
  setFlag(d, marker, TAKING, false);
  setFlag(d, marker, TOUCHED, true);
  trace(d, { kind: 'remove', event: d.event, marker, seat, timing, times });
  if (first) removedExtraTurn(d, seat);
  if (times > 1) {
    const next = markerToTheRight(d.s, seat);
    if (next >= 0) designate(d, lowestAt(d.s, next), times - 1, { by: 'removal', removed: marker });
  }
  if (first) vacated(d, seat);
}

/** 807.4e: of the markers one seat holds, the lowest number (gm-two-markers). */
export const lowestAt = (s: MeleeState, seat: number): number => Math.min(...markersAtSeat(s, seat));

/**
 * 807.4d: a waiting holder begins once no marker is within the three seats to their left.
 * Called for the seat a marker has just left: only the three seats to its right can gain room.
 */
export function wake(d: Draft, seat: number): void {
  for (const at of threeSeats(d.s, seat, 'right').seats) {
    const marker = markerAt(d.s, at);
    if (marker === 0 || isTaking(d.s, marker) || isGone(d.s, at)) continue;
    const ahead = markerWithinThree(d.s, at, 'left');
    if (ahead.seat >= 0) continue;
    if (d.deferred) d.deferred.push({ seat: at, cause: 'woken' });
    else begin(d, at, 'woken', ahead.acrossGap);
  }
}

/** The holders noted while departures were settled begin or wait now, if they still hold a marker (807.4d). */
export function beginDeferred(d: Draft): void {
  const noted = d.deferred ?? [];
  d.deferred = undefined;
  for (const { seat, cause } of noted) {
    const marker = markerAt(d.s, seat);
    if (marker !== 0 && !isTaking(d.s, marker) && !isGone(d.s, seat)) beginOrWait(d, seat, cause);
  }
}
