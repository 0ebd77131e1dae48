// One event's working copy of the Grand Melee state: a shallow copy whose fields the
// moves of markers.ts replace with new persistent values. The event returns it as the
// new state and never writes to it again, so the event as a whole stays pure.
import { getInt, setInt } from './int-trie.js';
import type { ExtraTurn, MeleeState } from './state.js';
import type { TraceEntry } from './trace.js';

/** The state under change: a copy of the previous one's fields that only this event writes to. */
export type DraftState = { -readonly [K in keyof MeleeState]: MeleeState[K] };

export interface Draft {
  readonly s: DraftState;
  readonly event: number;
  /** Seats whose turn began during this event, in order: the table module begins their turns. */
  readonly begun: number[];
  /**
   * While departures are settled, holders who could begin are noted here instead, and
   * begin (or wait) once every marker the departures designate has been designated:
   * a turn begins after the leaving is over (807.4c, 807.4e, 807.4g).
   */
  deferred?: { seat: number; cause: 'received' | 'woken' }[];
  /** The turn skips of this event (614.10); absent when no one is to skip a turn, as at most tables. */
  readonly skips: DraftSkips | undefined;
}

export interface DraftSkips {
  /** Seat → the turns its player is still to skip, from the table's skip effects; counted down as turns are skipped. */
  readonly left: Map<number, number>;
  /** Seats whose turn was skipped during this event, to be ended at once in order (end-turn.ts). */
  readonly skipped: number[];
}

// One shape for every draft, whether or not anyone is to skip a turn: the engine's hot path stays monomorphic.
export const draft = (s: MeleeState, event: number, turnSkips?: ReadonlyMap<number, number>): Draft => ({
  s: copyState(s),
  event,
  begun: [],
  skips: turnSkips && turnSkips.size > 0 ? { left: new Map(turnSkips), skipped: [] } : undefined,
});

/**
 * A shallow copy of every field, written out: V8 copies a spread of an object that was itself
 * made by a spread field by field through its slow path, and every event copies the state once.
 * The type asks for every field, any optional one too, so none is lost.
 */
function copyState(s: MeleeState): DraftState {
  const copy: { -readonly [K in keyof Required<MeleeState>]: MeleeState[K] } = {
    edition: s.edition,
    names: s.names,
    seatIndex: s.seatIndex,
    ring: s.ring,
    gone: s.gone,
    inGame: s.inGame,
    marked: s.marked,
    markerAt: s.markerAt,
    queued: s.queued,
    seatOfMarker: s.seatOfMarker,
    designations: s.designations,
    flags: s.flags,
    inPlay: s.inPlay,
    designated: s.designated,
    extra: s.extra,
    leftSinceTurnBegan: s.leftSinceTurnBegan,
    trace: s.trace,
    origin: s.origin,
  };
  return copy;
}

/** Uses one of the turn skips waiting for the player in `seat`, if any. */
export function takeTurnSkip(skips: DraftSkips, seat: number): boolean {
  const left = skips.left.get(seat) ?? 0;
  if (left === 0) return false;
  skips.left.set(seat, left - 1);
  return true;
}

export function trace(d: Draft, entry: TraceEntry): void {
  d.s.trace = { entry, rest: d.s.trace };
}

export function setFlag(d: Draft, marker: number, flag: number, on: boolean): void {
  const flags = getInt(d.s.flags, marker);
  d.s.flags = setInt(d.s.flags, marker, on ? flags | flag : flags & ~flag);
}

/** Sets or clears the extra turn waiting for the player in `seat`. */
export function setExtra(d: Draft, seat: number, extra: ExtraTurn | undefined): void {
  const next = new Map(d.s.extra);
  if (extra) next.set(seat, extra);
  else next.delete(seat);
  d.s.extra = next;
}
