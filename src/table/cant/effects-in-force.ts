// The "can't" effects in force: what the objects' words forbid (the object key `cant`,
// scenarios/FORMAT.md). "You" on an object is its controller (109.5), so each effect belongs to
// the player who controls its object now. An object applies while it is in the game and its
// controller is too: an object leaves with its owner, and one still controlled by a player who
// left is exiled (800.4a). This is the one place that decides which effects are in force.
import type { CantValue, GameObject } from '../../core/scenario.js';
import { permanentState } from '../permanents/permanent-state.js';
import type { Table } from '../table-model.js';

export interface CantEffect {
  /** The object whose words say it. */
  object: string;
  /** Its controller now: the "you" of its words (109.5). */
  controller: string;
  value: CantValue;
}

/** The objects that carry `cant` at all, found once per object list (events never change the list). */
const carriers = new WeakMap<readonly GameObject[], readonly GameObject[]>();
/** The effects of one table; a table is never changed, only replaced by the next event's. */
const inForce = new WeakMap<Table, readonly CantEffect[]>();

export function cantEffectsInForce(table: Table): readonly CantEffect[] {
  let effects = inForce.get(table);
  if (!effects) {
    effects = carriersOf(table.objects).flatMap((object) => effectsOf(table, object));
    inForce.set(table, effects);
  }
  return effects;
}

function carriersOf(objects: readonly GameObject[]): readonly GameObject[] {
  let found = carriers.get(objects);
  if (!found) {
    found = objects.filter((object) => (object.cant?.length ?? 0) > 0);
    carriers.set(objects, found);
  }
  return found;
}

/** One effect per value the object names, while the object is still in the game (800.4a). */
function effectsOf(table: Table, object: GameObject): CantEffect[] {
  const state = permanentState(table, object);
  if (!state.present) return [];
  return [...new Set(object.cant)].map((value) => ({ object: object.name, controller: state.controller, value }));
}
