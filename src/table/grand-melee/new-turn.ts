// newTurn in Grand Melee: a waiting holder with room begins (807.4d); one without room
// cannot; a player without a marker takes no turn (gm-new-turn-without-marker), though the
// event still has ranges determined again (801.2c) in the core.
import { draft, trace, type Draft } from './draft.js';
import { begin } from './markers.js';
import { isTaking, markerAt, markerWithinThree, type MeleeState } from './state.js';

export type NewTurnOutcome =
  | { kind: 'begun' | 'already' | 'no-marker'; draft: Draft }
  /** 807.4d: `blocker` holds a marker within the three seats to the left. */
  | { kind: 'blocked'; blocker: number };

export function newTurnAt(s: MeleeState, seat: number, event: number): NewTurnOutcome {
  const d = draft(s, event);
  const marker = markerAt(s, seat);
  // The core begins the turn, with ranges determined again (801.2c).
  d.s.leftSinceTurnBegan = false;
  if (marker === 0) {
    trace(d, { kind: 'no-marker-turn', event, seat });
    return { kind: 'no-marker', draft: d };
  }
  if (isTaking(s, marker)) return { kind: 'already', draft: d };
  const ahead = markerWithinThree(s, seat, 'left');
  if (ahead.seat >= 0) return { kind: 'blocked', blocker: ahead.seat };
  begin(d, seat, 'new-turn', ahead.acrossGap);
  return { kind: 'begun', draft: d };
}
