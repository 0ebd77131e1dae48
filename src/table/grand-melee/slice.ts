// Reading the Grand Melee slice from a table, apart from module.ts: queries.ts asks it who
// is taking a turn, and module.ts imports the core events, which import queries.ts.
import type { Table } from '../table-model.js';
import { seatsIn } from './seat-set.js';
import { isTaking, markerAt, type MeleeState } from './state.js';

/** The slice's key in table.slices: grandMeleeModule's id. */
export const MELEE_ID = 'grand-melee';

export const meleeState = (table: Table): MeleeState | undefined => table.slices[MELEE_ID] as MeleeState | undefined;

/**
 * 807.4: the holders whose turn is in progress, in seat order; one who left during their
 * turn stays until it ends (800.4j). O(markers · log n): for answers, not for every event.
 */
export function meleeTakers(s: MeleeState): string[] {
  return seatsIn(s.marked)
    .filter((seat) => isTaking(s, markerAt(s, seat)))
    .map((seat) => s.names[seat]!);
}
