// Extra turns in Grand Melee, as state: given (807.4i, 807.4j), begun, lost with the
// marker. What happens when the current turn ends is decided in end-turn.ts.
import { setExtra, trace, type Draft } from './draft.js';
import { isTaking, markerAt } from './state.js';
import type { ExtraOutcome } from './trace.js';

export const noteExtra = (d: Draft, seat: number, outcome: ExtraOutcome, other = -1, alsoLeft = -1): void =>
  trace(d, { kind: 'extra', event: d.event, seat, outcome, other, alsoLeft });
const note = noteExtra;

/** An effect gives the player in `seat` an extra turn after the current one. */
export function grantExtraTurn(d: Draft, seat: number): void {
  const current = d.s.extra.get(seat);
  const marker = markerAt(d.s, seat);
  if (current) {
    // One more on top of those already waiting, taken the same way.
    setExtra(d, seat, { ...current, more: current.more + 1 });
    note(d, seat, current.state === 'before-next' ? 'no-marker' : 'granted');
  } else if (marker !== 0 && isTaking(d.s, marker)) {
    // 807.4i: whether the marker stays is decided when the current turn ends.
    setExtra(d, seat, { state: 'after-current', more: 0 });
    note(d, seat, 'granted');
  } else {
    // 807.4j: no marker at the start of that turn: immediately before the next turn instead.
    setExtra(d, seat, { state: 'before-next', more: 0 });
    note(d, seat, 'no-marker');
  }
}

/** The kind of turn a holder begins on receiving a marker or when room opens: a postponed extra turn comes first. */
export function turnBeginning(d: Draft, seat: number): 'normal' | 'extra' {
  const extra = d.s.extra.get(seat);
  if (extra?.state === 'waiting') {
    setExtra(d, seat, { ...extra, state: 'in-progress' });
    return 'extra';
  }
  if (extra?.state === 'before-next') {
    // 807.4i, 807.4j: the extra turn comes immediately before this turn.
    setExtra(d, seat, { ...extra, state: 'then-normal' });
    return 'extra';
  }
  return 'normal';
}

/**
 * The marker of the player in `seat` was removed: an extra turn they were to take with it waits for
 * the next one (807.4j).
 */
export function removedExtraTurn(d: Draft, seat: number): void {
  const extra = d.s.extra.get(seat);
  if (!extra || extra.state === 'before-next') return;
  if (extra.state === 'after-current' || extra.state === 'waiting') {
    setExtra(d, seat, { state: 'before-next', more: extra.more });
    note(d, seat, 'marker-removed');
  } else if (extra.more > 0) {
    setExtra(d, seat, { state: 'before-next', more: extra.more - 1 });
    note(d, seat, 'marker-removed');
  } else {
    setExtra(d, seat, undefined);
  }
}

/** A player who left the game takes none of the extra turns given to them. */
export function departedExtraTurn(d: Draft, seat: number): void {
  if (!d.s.extra.has(seat)) return;
  setExtra(d, seat, undefined);
  note(d, seat, 'departed');
}
