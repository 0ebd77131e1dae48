// A persistent set of seat indices that finds the next member to the left or right in
// O(log n): bits in 32-bit words, and above them summary levels whose bit j says "word j
// below is not empty". Used for the seats still in the turn-marker ring and for the seats
// holding a marker, so that "the next player to the left" and "the marker immediately to
// the right" (807.4c, 807.4e) never scan the table seat by seat; and by the core's index of
// who has left (player-index.ts), so that a departure is no copy of a set of every seat.
import { getInt, intTrie, setInt, type IntTrie } from './int-trie.js';

export interface SeatSet {
  readonly size: number;
  readonly count: number;
  /** levels[0] holds the members; levels[k + 1] has a bit for each non-empty word of levels[k]. */
  readonly levels: readonly IntTrie[];
}

const lowest = (word: number): number => 31 - Math.clz32(word & -word);
const highest = (word: number): number => 31 - Math.clz32(word);

export function emptySeatSet(size: number): SeatSet {
  const levels: IntTrie[] = [];
  let bits = Math.max(size, 1);
  do {
    const words = Math.ceil(bits / 32);
    levels.push(intTrie(words));
    bits = words;
  } while (bits > 1);
  return { size, count: 0, levels };
}

export function seatSetOf(size: number, members: Iterable<number>): SeatSet {
  let set = emptySeatSet(size);
  for (const seat of members) set = addSeat(set, seat);
  return set;
}

export function hasSeat(set: SeatSet, seat: number): boolean {
  return (getInt(set.levels[0]!, seat >>> 5) & (1 << (seat & 31))) !== 0;
}

// A new set is written out field by field, not spread from the old one: V8 copies a spread of
// an object that was itself made by a spread through its slow path, and the sets it makes then
// come in many shapes, which slows every lookup (one shape keeps leftOf and rightOf fast).
export function addSeat(set: SeatSet, seat: number): SeatSet {
  if (hasSeat(set, seat)) return set;
  return { size: set.size, count: set.count + 1, levels: flip(set.levels, seat, true) };
}

export function removeSeat(set: SeatSet, seat: number): SeatSet {
  if (!hasSeat(set, seat)) return set;
  return { size: set.size, count: set.count - 1, levels: flip(set.levels, seat, false) };
}

/** Sets or clears a bit, and the summary bits above it while a word turns empty or non-empty. */
function flip(levels: readonly IntTrie[], seat: number, on: boolean): IntTrie[] {
  const next = [...levels];
  let bit = seat;
  for (let level = 0; level < next.length; level++) {
    const word = getInt(next[level]!, bit >>> 5);
    const changed = on ? word | (1 << (bit & 31)) : word & ~(1 << (bit & 31));
    next[level] = setInt(next[level]!, bit >>> 5, changed);
    // The level above only changes when this word went from empty to not, or back.
    if ((word === 0) === (changed === 0)) break;
    bit >>>= 5;
  }
  return next;
}

/** The first member at or after `from`, or -1. */
export function nextSeat(set: SeatSet, from: number): number {
  return from >= set.size ? -1 : search(set.levels, 0, Math.max(from, 0), 1);
}

/** The last member at or before `from`, or -1. */
export function previousSeat(set: SeatSet, from: number): number {
  return from < 0 ? -1 : search(set.levels, 0, Math.min(from, set.size - 1), -1);
}

function search(levels: readonly IntTrie[], level: number, from: number, direction: 1 | -1): number {
  const trie = levels[level]!;
  const index = from >>> 5;
  if (index >= trie.length) return -1;
  const offset = from & 31;
  // Keep the bits at and after `from` (going up) or at and before it (going down).
  const mask = direction === 1 ? ~0 << offset : offset === 31 ? ~0 : (1 << (offset + 1)) - 1;
  const word = getInt(trie, index) & mask;
  if (word !== 0) return (index << 5) + (direction === 1 ? lowest(word) : highest(word));
  if (level + 1 >= levels.length) return -1;
  const target = index + direction;
  if (target < 0) return -1;
  const found = search(levels, level + 1, target, direction);
  if (found < 0) return -1;
  const other = getInt(trie, found);
  return (found << 5) + (direction === 1 ? lowest(other) : highest(other));
}

/** The first member going up from `seat` (not `seat` itself), round the table; -1 when empty. */
export function nextRound(set: SeatSet, seat: number): number {
  const found = nextSeat(set, seat + 1);
  return found >= 0 ? found : nextSeat(set, 0);
}

/** The first member going down from `seat` (not `seat` itself), round the table; -1 when empty. */
export function previousRound(set: SeatSet, seat: number): number {
  const found = previousSeat(set, seat - 1);
  return found >= 0 ? found : previousSeat(set, set.size - 1);
}

/** Every member, ascending. O(count · log n): for answers and checks, not per event. */
export function seatsIn(set: SeatSet): number[] {
  const seats: number[] = [];
  for (let seat = nextSeat(set, 0); seat >= 0; seat = nextSeat(set, seat + 1)) seats.push(seat);
  return seats;
}
