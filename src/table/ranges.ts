// Each player's range of influence as set before play (801.2a): a seat's own range, else
// the file's `options.range`, else the variant's default. Emperor teams of three use
// 809.3a; larger teams get the smallest ranges that 809.6a asks for at the starting seats.
import type { RangeValue, Role, Seat } from '../core/scenario.js';
import type { Setting, TableRange } from './table-model.js';
import { nearestOpposingGenerals, type NearGeneral } from './nearest-generals.js';

export interface RangeInput {
  seats: readonly Seat[];
  roles: ReadonlyMap<string, Role | undefined>;
  tableRange: Setting<TableRange>;
}

/** player → range setting, for every seat. O(n): team sizes and 809.6a's generals are worked out once. */
export function resolveRanges(input: RangeInput): Map<string, Setting<RangeValue>> {
  const ring = input.seats.map((seat) => seat.name);
  const teamSize = new Map<string, number>();
  for (const seat of input.seats)
    if (seat.team !== undefined) teamSize.set(seat.team, (teamSize.get(seat.team) ?? 0) + 1);
  const larger = (seat: Seat) =>
    seat.range === undefined &&
    input.tableRange.value === 'emperor-roles' &&
    input.roles.get(seat.name) !== undefined &&
    (teamSize.get(seat.team ?? '') ?? 0) > 3;
  const needs = new Map(input.seats.map((seat) => [seat.name, larger(seat)] as const));
  const teamOf = new Map(input.seats.map((seat) => [seat.name, seat.team] as const));
  // 809.6a: a general needs the nearest opposing general, an emperor the two nearest.
  const nearest = ![...needs.values()].some(Boolean)
    ? new Map<string, NearGeneral[]>()
    : nearestOpposingGenerals(
        { ring, teamOf: (name) => teamOf.get(name), isGeneral: (name) => input.roles.get(name) === 'general' },
        (name) => (!needs.get(name) ? 0 : input.roles.get(name) === 'emperor' ? 2 : 1),
      );
  const ranges = new Map<string, Setting<RangeValue>>();
  for (const seat of input.seats) {
    ranges.set(seat.name, rangeFor(seat, input, needs.get(seat.name) ? nearest.get(seat.name) : undefined));
  }
  return ranges;
}

function rangeFor(seat: Seat, input: RangeInput, generals: readonly NearGeneral[] | undefined): Setting<RangeValue> {
  if (seat.range !== undefined) return { value: seat.range, source: 'seat', rules: ['801.2a'] };
  const table = input.tableRange;
  if (table.value !== 'emperor-roles') return { ...table, value: table.value };
  const role = input.roles.get(seat.name);
  if (generals === undefined) {
    // 809.3a: 2 for emperors, 1 for generals.
    return { value: role === 'emperor' ? 2 : 1, source: 'variant', rules: ['809.3a'] };
  }
  return emperor809_6a(role === 'emperor' ? 2 : 1, generals);
}

/**
 * 809.6a: a general's range is the least that reaches one general of an opposing team at
 * the start of the game; an emperor's is the least that reaches two.
 */
function emperor809_6a(needed: number, reached: readonly NearGeneral[]): Setting<RangeValue> {
  const last = reached[reached.length - 1];
  if (!last) return { value: 1, source: 'variant', rules: ['809.6a'], why: 'no opposing general' };
  const names = reached.map((g) => `${g.name} (${g.distance})`).join(' and ');
  const what = needed === 1 ? 'the nearest opposing general' : 'the two nearest opposing generals';
  return { value: last.distance, source: 'variant', rules: ['809.6a'], why: `${what}: ${names}` };
}
