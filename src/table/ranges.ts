// Each player's range of influence as set before play (801.2a): a seat's own range, else
// the file's `options.range`, else the variant's default. Emperor teams of three use
// 809.3a; larger teams get the smallest ranges that 809.6a asks for at the starting seats.
import type { RangeValue, Role, Seat } from '../core/scenario.js';
import type { Setting, TableRange } from './table-model.js';
import { seatDistance, type Ring } from './seats.js';

export interface RangeInput {
  seats: readonly Seat[];
  roles: ReadonlyMap<string, Role | undefined>;
  tableRange: Setting<TableRange>;
}

/** player → range setting, for every seat. */
export function resolveRanges(input: RangeInput): Map<string, Setting<RangeValue>> {
  const ring = input.seats.map((seat) => seat.name);
  const ranges = new Map<string, Setting<RangeValue>>();
  for (const seat of input.seats) {
    ranges.set(seat.name, rangeFor(seat, ring, input));
  }
  return ranges;
}

function rangeFor(seat: Seat, ring: Ring, input: RangeInput): Setting<RangeValue> {
  if (seat.range !== undefined) return { value: seat.range, source: 'seat', rules: ['801.2a'] };
  const table = input.tableRange;
  if (table.value !== 'emperor-roles') return { ...table, value: table.value };
  const role = input.roles.get(seat.name);
  const teamSize = input.seats.filter((s) => s.team !== undefined && s.team === seat.team).length;
  if (teamSize <= 3 || role === undefined) {
    // 809.3a: 2 for emperors, 1 for generals.
    return { value: role === 'emperor' ? 2 : 1, source: 'variant', rules: ['809.3a'] };
  }
  return emperor809_6a(seat, ring, input);
}

/**
 * 809.6a: a general's range is the least that reaches one general of an opposing team at
 * the start of the game; an emperor's is the least that reaches two.
 */
function emperor809_6a(seat: Seat, ring: Ring, input: RangeInput): Setting<RangeValue> {
  const opposingGenerals = input.seats
    .filter((other) => other.team !== seat.team && input.roles.get(other.name) === 'general')
    .map((other) => ({ name: other.name, distance: seatDistance(ring, seat.name, other.name) }))
    .sort((a, b) => a.distance - b.distance || ring.indexOf(a.name) - ring.indexOf(b.name));
  const needed = input.roles.get(seat.name) === 'emperor' ? 2 : 1;
  const reached = opposingGenerals.slice(0, needed);
  const last = reached[reached.length - 1];
  if (!last) return { value: 1, source: 'variant', rules: ['809.6a'], why: 'no opposing general' };
  const names = reached.map((g) => `${g.name} (${g.distance})`).join(' and ');
  const what = needed === 1 ? 'the nearest opposing general' : 'the two nearest opposing generals';
  return { value: last.distance, source: 'variant', rules: ['809.6a'], why: `${what}: ${names}` };
}
