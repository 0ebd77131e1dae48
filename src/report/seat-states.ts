// What every picture of the table says about a seat, worked out once for the renderers
// (the JSON document, the SVG picture): whether its player has left and when, and the
// Grand Melee turn markers with their holders.
import type { Table } from '../table/table-model.js';
import { departureThisTurn, hasLeft } from '../table/queries.js';
import { meleeState } from '../table/grand-melee/module.js';
import { designationsOf } from '../table/grand-melee/state.js';
import { markersNow } from '../judge/kinds/turn-marker-steps.js';

/** Left before this turn: no seat; left this turn: the seat counts until the next turn begins (801.2c). */
export type LeftState = 'before-this-turn' | 'this-turn';

export function leftState(table: Table, name: string): LeftState | undefined {
  if (departureThisTurn(table, name)) return 'this-turn';
  return hasLeft(table, name) ? 'before-this-turn' : undefined;
}

export interface HeldMarker {
  marker: number;
  holder: string;
  /** How many times it is designated for removal (807.4e). */
  designatedForRemoval: number;
}

/** The turn markers in play, in marker order; an empty list outside Grand Melee. */
export function heldMarkers(table: Table): HeldMarker[] {
  const s = meleeState(table);
  if (!s) return [];
  return markersNow(s).map(([marker, seat]) => ({
    marker,
    holder: s.names[seat]!,
    designatedForRemoval: designationsOf(s, marker),
  }));
}
