// endTurn in Grand Melee: the marker is removed if designated (807.4g), else passed to
// the left (807.4c), or kept for an extra turn (807.4i); then waiting holders behind it
// may begin (807.4d).
import { draft, setExtra, setFlag, trace, type Draft } from './draft.js';
import { departedExtraTurn, noteExtra } from './extra-turns.js';
import { begin, pass, remove, vacated } from './markers.js';
import { removeSeat } from './seat-set.js';
import { designationsOf, isGone, markerAt, markerWithinThree, TAKING, type MeleeState } from './state.js';

/**
 * The holder in `seat`, taking a turn, ends it. The caller has checked both. `turnSkips`: seat →
 * the turns its player is to skip (614.10), where any are.
 */
export function endTurnAt(s: MeleeState, seat: number, event: number, turnSkips?: ReadonlyMap<number, number>): Draft {
  const d = draft(s, event, turnSkips);
  endTurnIn(d, seat, false);
  settleSkips(d);
  return d;
}

/**
 * 614.10: "To skip a step, phase, or turn is to proceed past it as though it didn't exist." A
 * turn the events skipped ends as soon as it would begin: its marker goes on (807.4c), or is
 * removed (807.4g), or is kept for an extra turn (807.4i), as at the end of a turn. Each skip
 * is used once, so this ends.
 */
export function settleSkips(d: Draft): void {
  const skipped = d.skips?.skipped;
  if (!skipped) return;
  for (let i = 0; i < skipped.length; i++) endTurnIn(d, skipped[i]!, true);
  skipped.length = 0;
}

function endTurnIn(d: Draft, seat: number, skipped: boolean): void {
  const marker = markerAt(d.s, seat);
  setFlag(d, marker, TAKING, false);
  const departed = isGone(d.s, seat);
  if (!skipped) trace(d, { kind: 'end', event: d.event, marker, seat, departed });
  if (departed) {
    // 800.4j (800.4g in 2011): the turn went on without its player; now the seat is empty.
    d.s.ring = removeSeat(d.s.ring, seat);
    departedExtraTurn(d, seat);
  }
  // 807.4g: markers designated while this player was taking a turn go now, one waiting behind it too.
  for (const waiting of d.s.queued.get(seat) ?? [])
    if (designationsOf(d.s, waiting) > 0) remove(d, waiting, 'end-of-turn');
  if (designationsOf(d.s, marker) > 0) remove(d, marker, 'end-of-turn');
  else if (departed || !extraTurnNow(d, seat, marker)) {
    pass(d, marker, departed ? 'left-during' : skipped ? 'skipped' : 'end');
    vacated(d, seat);
  }
}

/** Whether the holder keeps the marker for an extra turn, or passes it for one (807.4i). */
function extraTurnNow(d: Draft, seat: number, marker: number): boolean {
  const extra = d.s.extra.get(seat);
  if (!extra || extra.state === 'before-next' || extra.state === 'waiting') return false;
  if (extra.state === 'then-normal') {
    // A postponed extra turn came immediately before this player's turn: that turn follows now
    // (gm-postponed-extra-turn),
    // unless a departure has since brought a marker within the three seats to the left (807.4d).
    const left = markerWithinThree(d.s, seat, 'left');
    if (left.seat >= 0) {
      setExtra(d, seat, extra.more > 0 ? { state: 'before-next', more: extra.more - 1 } : undefined);
      trace(d, {
        kind: 'wait',
        event: d.event,
        marker,
        seat,
        blocker: left.seat,
        extra: false,
        acrossGap: left.acrossGap,
      });
      return true;
    }
    setExtra(d, seat, extra.more > 0 ? { state: 'then-normal', more: extra.more - 1 } : undefined);
    begin(d, seat, 'kept', false, extra.more > 0 ? 'extra' : 'after-extra');
    return true;
  }
  if (extra.state === 'in-progress' && extra.more === 0) {
    setExtra(d, seat, undefined);
    return false;
  }
  const more = extra.state === 'in-progress' ? extra.more - 1 : extra.more;
  return keepOrPass(d, seat, marker, more);
}

/** 807.4i: keep the marker unless another is within three seats on either side at this time. */
function keepOrPass(d: Draft, seat: number, marker: number, more: number): boolean {
  const right = markerWithinThree(d.s, seat, 'right');
  const left = markerWithinThree(d.s, seat, 'left');
  if (right.seat >= 0) {
    // 807.4i: pass the marker; the extra turn comes immediately before the next turn.
    setExtra(d, seat, { state: 'before-next', more });
    noteExtra(d, seat, 'passes-right', right.seat, left.seat);
    pass(d, marker, 'extra-right');
    vacated(d, seat);
    return true;
  }
  if (left.seat >= 0) {
    // 807.4i: keep the marker; the extra turn waits until the marker ahead moves on.
    setExtra(d, seat, { state: 'waiting', more });
    noteExtra(d, seat, 'waits-left', left.seat);
    trace(d, {
      kind: 'wait',
      event: d.event,
      marker,
      seat,
      blocker: left.seat,
      extra: true,
      acrossGap: left.acrossGap,
    });
    return true;
  }
  setExtra(d, seat, { state: 'in-progress', more });
  noteExtra(d, seat, 'keeps');
  begin(d, seat, 'kept', right.acrossGap || left.acrossGap, 'extra');
  return true;
}
