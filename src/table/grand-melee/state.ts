// The Grand Melee slice: where each turn marker is, whose turn is in progress, which
// markers are designated for removal, pending extra turns, and a trace of what the events
// did (for the explanations). Seats are indices into the table's players; every field is
// persistent, so an event costs O(log n) and earlier tables keep their own state.
import type { EditionYear } from '../../core/scenario.js';
import { getInt, type IntTrie } from './int-trie.js';
import { hasSeat, nextRound, previousRound, type SeatSet } from './seat-set.js';
import type { TraceEntry } from './trace.js';
import { withinLimit } from '../step-limit.js';

/** An extra turn waiting to be taken (807.4i, 807.4j), by the seat of the player it was given to. */
export interface ExtraTurn {
  /**
   * after-current: given during the player's own turn with a marker, decided when it ends (807.4i);
   * waiting: the player kept the marker and waits for room on the left (807.4i);
   * before-next: taken immediately before the player's next turn (807.4i, 807.4j);
   * in-progress: being taken now; then-normal: a postponed one, the normal turn follows at once.
   */
  state: 'after-current' | 'waiting' | 'before-next' | 'in-progress' | 'then-normal';
  /** Further extra turns given on top of this one. */
  more: number;
}

/** Per-marker flags. */
export const TAKING = 1; // the holder's turn is in progress
export const TOUCHED = 2; // designated or removed by the file's events (removed-turn-markers)

export interface MeleeState {
  readonly edition: EditionYear;
  readonly names: readonly string[];
  readonly seatIndex: ReadonlyMap<string, number>;
  /**
   * Seats that count for marker distances: players in the game, and one who left during their own
   * turn until it ends (807.4c).
   */
  readonly ring: SeatSet;
  /** Players who have left the game. */
  readonly gone: SeatSet;
  readonly inGame: number;
  /** Seats holding a marker. */
  readonly marked: SeatSet;
  /** Seat → the marker for the holder's current or next turn, 0 for none. */
  readonly markerAt: IntTrie;
  /** Seat → markers taken while already holding one, in the order taken (gm-two-markers). Rare. */
  readonly queued: ReadonlyMap<number, readonly number[]>;
  /** Marker number → seat, -1 once removed (index 0 unused). */
  readonly seatOfMarker: IntTrie;
  /** Marker number → times designated for removal (807.4e, 807.4g). */
  readonly designations: IntTrie;
  readonly flags: IntTrie;
  readonly inPlay: number;
  /** Designations pending, counted with their multiplicity. */
  readonly designated: number;
  readonly extra: ReadonlyMap<number, ExtraTurn>;
  /**
   * A player has left since a turn last began: the next turn to begin determines ranges again
   * (801.2c, gm-ranges-any-turn).
   */
  readonly leftSinceTurnBegan: boolean;
  /** Newest first. */
  readonly trace: TraceList | undefined;
  /** How things stood before the events. */
  readonly origin: Origin;
}

export interface Origin {
  /** Markers from `turnMarkers`, or handed out from the starting player (807.4b). */
  from: 'file' | 'handout';
  starting: number;
  /** Whether the file lists `turn.active`; if not, every holder with room is taking a turn (gm-default-active). */
  listedActive: boolean;
  /** [marker, seat], by number. */
  markers: readonly (readonly [number, number])[];
  taking: readonly number[];
  /** [seat, blocker]: holders waiting under 807.4d before the events. */
  waits: readonly (readonly [number, number])[];
}

export interface TraceList {
  readonly entry: TraceEntry;
  readonly rest: TraceList | undefined;
}

export const markerAt = (s: MeleeState, seat: number): number => getInt(s.markerAt, seat);
export const seatOfMarker = (s: MeleeState, marker: number): number => getInt(s.seatOfMarker, marker);
export const designationsOf = (s: MeleeState, marker: number): number => getInt(s.designations, marker);
export const isTaking = (s: MeleeState, marker: number): boolean => (getInt(s.flags, marker) & TAKING) !== 0;
export const isGone = (s: MeleeState, seat: number): boolean => hasSeat(s.gone, seat);
export const markerCount = (s: MeleeState): number => s.seatOfMarker.length - 1;

/** 807.4a: one marker for each full four players; the last one stays (scenarios/READINGS.md, gm-last-marker). */
export const markersNeeded = (inGame: number): number => Math.max(1, Math.floor(inGame / 4));

/** The next seat of the ring to the left (in turn order) of `seat`; `seat` itself when alone. */
export function leftOf(s: MeleeState, seat: number): number {
  const found = nextRound(s.ring, seat);
  return found < 0 ? seat : found;
}

/**
 * 807.4c: the player on the left who takes a passed marker: seats of players who left count
 * for distances but take nothing. At most one step per seat: a player still in the game sits
 * in the ring while the game goes on (applyEvent refuses events after it ends).
 */
export function playerToTheLeft(s: MeleeState, seat: number): number {
  let to = leftOf(s, seat);
  for (let steps = 1; to !== seat && isGone(s, to); steps++) {
    withinLimit(steps, s.names.length, 'passing a turn marker to the left (807.4c)');
    to = leftOf(s, to);
  }
  return to;
}

/** The next seat of the ring to the right of `seat`. */
export function rightOf(s: MeleeState, seat: number): number {
  const found = previousRound(s.ring, seat);
  return found < 0 ? seat : found;
}

export interface Nearby {
  /** The seat holding a marker, or -1. */
  seat: number;
  /** Whether a seat of a player who has left was passed over on the way (gm-marker-seats). */
  acrossGap: boolean;
}

/**
 * The three seats of the ring next to `seat` on one side, nearest first (fewer at a small
 * table); `gap[i]`: a departed player's seat lies just before `seats[i]`. With leftOf and
 * rightOf this is the seat arithmetic of the marker ring: seats.ts's, over the persistent
 * ring in O(log n), since a scan of the seat list per event is too slow at 10,000 seats.
 */
export function threeSeats(s: MeleeState, seat: number, side: 'left' | 'right'): { seats: number[]; gap: boolean[] } {
  const step = side === 'left' ? leftOf : rightOf;
  const n = s.names.length;
  const seats: number[] = [];
  const gap: boolean[] = [];
  for (let at = seat; seats.length < 3;) {
    const next = step(s, at);
    if (next === seat) break;
    gap.push(next !== (side === 'left' ? (at + 1) % n : (at - 1 + n) % n));
    seats.push(next);
    at = next;
  }
  return { seats, gap };
}

/** The nearest marker within the three seats to the left (807.4d) or right (807.4i) of `seat`. */
export function markerWithinThree(s: MeleeState, seat: number, side: 'left' | 'right'): Nearby {
  const { seats, gap } = threeSeats(s, seat, side);
  const found = seats.findIndex((at) => hasSeat(s.marked, at));
  const counted = found < 0 ? gap : gap.slice(0, found + 1);
  return { seat: found < 0 ? -1 : seats[found]!, acrossGap: counted.includes(true) };
}

/** Every marker the seat holds: the one for the current or next turn first. */
export function markersAtSeat(s: MeleeState, seat: number): number[] {
  const first = markerAt(s, seat);
  return [...(first !== 0 ? [first] : []), ...(s.queued.get(seat) ?? [])];
}

/** The first seat holding a marker going right from `seat`, round the table; `seat` itself last (gm-own-marker). */
export function markerToTheRight(s: MeleeState, seat: number): number {
  return previousRound(s.marked, seat);
}

export function* tracedEntries(s: MeleeState): Generator<TraceEntry> {
  const newestFirst: TraceEntry[] = [];
  for (let node = s.trace; node; node = node.rest) newestFirst.push(node.entry);
  for (let i = newestFirst.length - 1; i >= 0; i--) yield newestFirst[i]!;
}

/** The trace entries added since `before`, oldest first. */
export function entriesSince(after: TraceList | undefined, before: TraceList | undefined): TraceEntry[] {
  const entries: TraceEntry[] = [];
  for (let node = after; node && node !== before; node = node.rest) entries.push(node.entry);
  return entries.reverse();
}
