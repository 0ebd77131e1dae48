// Seat arithmetic, written once. A ring is a list of names in turn order: each player
// sits directly to the LEFT of the one listed before them, and the first sits to the
// left of the last. Everything else in the code asks these functions about seats.
import type { RangeValue } from '../core/scenario.js';

export type Ring = readonly string[];

// Every ring is indexed by name once, so that a seat is found in O(1) and work over the
// table grows linearly with it. The index is kept per ring; a lookup checks that the ring
// still holds the name at the indexed seat, and indexes it again if not, so an index can
// never give a wrong seat.
const ringIndexes = new WeakMap<Ring, Map<string, number>>();

function indexRing(ring: Ring): Map<string, number> {
  const index = new Map<string, number>();
  // The first seat of a name, as indexOf finds it.
  ring.forEach((name, i) => index.has(name) || index.set(name, i));
  ringIndexes.set(ring, index);
  return index;
}

function seatOf(ring: Ring, name: string): number {
  let index = ringIndexes.get(ring)?.get(name);
  if (index === undefined || ring[index] !== name) index = indexRing(ring).get(name) ?? -1;
  // Callers check names against the table first; a missing seat here is a bug.
  if (index < 0) throw new Error(`${name} has no seat in [${ring.slice(0, 20).join(', ')}]`);
  return index;
}

/** How many seats one walks going left (in turn order) from `from` to reach `to`. */
export function seatsToTheLeft(ring: Ring, from: string, to: string): number {
  const steps = seatOf(ring, to) - seatOf(ring, from);
  return steps < 0 ? steps + ring.length : steps;
}

/** The distance between two seats: the smaller of the two ways round the table (801.2). */
export function seatDistance(ring: Ring, a: string, b: string): number {
  const left = seatsToTheLeft(ring, a, b);
  return Math.min(left, ring.length - left);
}

/** The player `steps` seats to the left (negative: to the right). */
export function seatAt(ring: Ring, name: string, steps: number): string {
  const n = ring.length;
  return ring[(((seatOf(ring, name) + steps) % n) + n) % n]!;
}

/** The player directly to the left: the next one in turn order. Undefined when alone. */
export function leftNeighbour(ring: Ring, name: string): string | undefined {
  return ring.length < 2 ? undefined : seatAt(ring, name, 1);
}

/** The player directly to the right: the previous one in turn order. Undefined when alone. */
export function rightNeighbour(ring: Ring, name: string): string | undefined {
  return ring.length < 2 ? undefined : seatAt(ring, name, -1);
}

export function areNeighbours(ring: Ring, a: string, b: string): boolean {
  return a !== b && seatDistance(ring, a, b) === 1;
}

/** The ring read in turn order starting at `name`. */
export function fromSeat(ring: Ring, name: string): string[] {
  const start = seatOf(ring, name);
  return [...ring.slice(start), ...ring.slice(0, start)];
}

/** The first player going left from `name` (not `name` itself) that `accept` takes. */
export function firstToTheLeft(ring: Ring, name: string, accept: (player: string) => boolean): string | undefined {
  return firstGoing(ring, name, 1, accept);
}

/** The first player going right from `name` (not `name` itself) that `accept` takes. */
export function firstToTheRight(ring: Ring, name: string, accept: (player: string) => boolean): string | undefined {
  return firstGoing(ring, name, -1, accept);
}

// Seat by seat, without copying the ring: the walk ends at the first player accepted.
function firstGoing(
  ring: Ring,
  name: string,
  direction: 1 | -1,
  accept: (player: string) => boolean,
): string | undefined {
  const n = ring.length;
  const start = seatOf(ring, name);
  for (let steps = 1; steps < n; steps++) {
    const player = ring[(((start + direction * steps) % n) + n) % n]!;
    if (accept(player)) return player;
  }
  return undefined;
}

/** The next player in turn order who is still in the game (800.4a, 800.4j). */
export function nextInTurnOrder(ring: Ring, name: string, stillIn: (player: string) => boolean): string | undefined {
  return firstToTheLeft(ring, name, stillIn);
}

/** The players within `range` seats of `name`, `name` included, in ring order (801.2). */
export function withinSeats(ring: Ring, name: string, range: RangeValue): string[] {
  seatOf(ring, name);
  return ring.filter((other) => range === 'unlimited' || seatDistance(ring, name, other) <= range);
}

/**
 * The members in turn order starting from the one at the right end of their block, when
 * they sit in adjacent seats; undefined when they do not (805.1, 808.2, 809.2).
 */
export function seatedTogether(ring: Ring, members: readonly string[]): string[] | undefined {
  const set = new Set(members);
  if (set.size === 0) return undefined;
  if (set.size === ring.length) return [...ring];
  const starts = ring.filter((name) => set.has(name) && !set.has(seatAt(ring, name, -1)));
  if (starts.length !== 1) return undefined;
  return fromSeat(ring, starts[0]!).slice(0, set.size);
}
