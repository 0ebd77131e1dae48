// 809.6a at any table size: for each seat, the nearest generals of other teams, found in
// O(n) for the whole table. Going round the table one way, each seat learns how many
// steps it is to the next general, and each general how many steps it is to the next
// general of another team; two passes settle the table's wrap. A seat's nearest opposing
// generals are then a few jumps away on each side.
import type { Ring } from './seats.js';

export interface NearGeneral {
  name: string;
  /** Seats between them: the smaller of the two ways round the table (801.2). */
  distance: number;
}

export interface GeneralsInput {
  ring: Ring;
  teamOf: (name: string) => string | undefined;
  isGeneral: (name: string) => boolean;
}

/**
 * Steps from each position to the next general, and from each general to the next one of another
 * team, going one way.
 */
interface Walk {
  order: readonly number[];
  toGeneral: Float64Array;
  toOtherTeam: Float64Array;
}

function walk(order: readonly number[], team: readonly (string | undefined)[], general: readonly boolean[]): Walk {
  const n = order.length;
  const toGeneral = new Float64Array(n).fill(Infinity);
  const toOtherTeam = new Float64Array(n).fill(Infinity);
  // Positions along `order`; position p's next seat is p + 1, round the table.
  for (let pass = 0; pass < 2; pass++) {
    for (let p = n - 1; p >= 0; p--) {
      const next = (p + 1) % n;
      toGeneral[p] = general[order[next]!] ? 1 : toGeneral[next]! + 1;
    }
  }
  for (let pass = 0; pass < 2; pass++) {
    for (let p = n - 1; p >= 0; p--) {
      if (!general[order[p]!]) continue;
      const steps = toGeneral[p]!;
      if (steps >= n) continue;
      const next = (p + steps) % n;
      toOtherTeam[p] = team[order[next]!] !== team[order[p]!] ? steps : steps + toOtherTeam[next]!;
    }
  }
  return { order, toGeneral, toOtherTeam };
}

/**
 * Adds the first `count` generals of teams other than the seat's own, going one way, to `found`:
 * [ring seat, steps].
 */
function alongWalk(
  w: Walk,
  start: number,
  team: readonly (string | undefined)[],
  count: number,
  found: [number, number][],
): void {
  const n = w.order.length;
  const own = team[w.order[start]!];
  let steps = 0;
  // Each round moves at least one seat on: at most n steps in all.
  for (let taken = 0; taken < count; taken++) {
    steps += w.toGeneral[(start + steps) % n]!;
    if (steps >= n) return;
    if (team[w.order[(start + steps) % n]!] === own) {
      steps += w.toOtherTeam[(start + steps) % n]!;
      if (steps >= n) return;
    }
    found.push([w.order[(start + steps) % n]!, steps]);
  }
}

/**
 * For every seat: its `count(seat)` nearest generals of other teams, nearest first, ties
 * broken by seat order. O(n) for the table.
 */
export function nearestOpposingGenerals(
  input: GeneralsInput,
  count: (name: string) => number,
): Map<string, NearGeneral[]> {
  const { ring } = input;
  const n = ring.length;
  const team = ring.map(input.teamOf);
  const general = ring.map(input.isGeneral);
  const forward = ring.map((_, i) => i);
  const left = walk(forward, team, general);
  const right = walk([...forward].reverse(), team, general);
  const result = new Map<string, NearGeneral[]>();
  ring.forEach((name, i) => {
    const k = count(name);
    if (k === 0) return;
    // At most k found each way; a general found both ways is the same seat, kept once.
    const found: [number, number][] = [];
    alongWalk(left, i, team, k, found);
    alongWalk(right, n - 1 - i, team, k, found);
    const nearest = pickNearest(found, n, k).map(([seat, distance]) => ({ name: ring[seat]!, distance }));
    result.set(name, nearest);
  });
  return result;
}

/** The k nearest of a handful of [seat, steps], each seat once: distance first, then seat order. */
function pickNearest(found: [number, number][], n: number, k: number): [number, number][] {
  const unique: [number, number][] = [];
  for (const [seat, steps] of found) {
    if (unique.some(([other]) => other === seat)) continue;
    unique.push([seat, Math.min(steps, n - steps)]);
  }
  unique.sort(([a, da], [b, db]) => da - db || a - b);
  return unique.length > k ? unique.slice(0, k) : unique;
}
