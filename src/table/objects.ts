// Who controls an object now, given who has left the game: an owner who leaves takes the
// object along; a control effect ends when the player it favours leaves or its source
// object is gone; an object still controlled by a player who left is exiled (800.4a, 800.4c).
import type { GameObject } from '../scenario/model.js';
import type { Table } from './model.js';
import { hasLeft } from './queries.js';

export type ObjectState =
  | { present: true; object: GameObject; controller: string; rules: string[]; why: string }
  | { present: false; object: GameObject; rules: string[]; why: string };

export function findObject(table: Table, name: string): GameObject | undefined {
  return table.objects.find((object) => object.name === name);
}

export function objectState(table: Table, object: GameObject, seen: ReadonlySet<string> = new Set()): ObjectState {
  if (hasLeft(table, object.owner)) {
    return { present: false, object, rules: ['800.4a'], why: `${object.name}'s owner ${object.owner} has left the game, so it has left too` };
  }
  const effect = object.controlledBy;
  if (effect && controlEffectInForce(table, object, new Set([...seen, object.name]))) {
    return { present: true, object, controller: effect.player, rules: ['801.2d'], why: `${effect.player} controls ${object.name} (${effect.source})` };
  }
  const controller = object.controller ?? object.owner;
  if (hasLeft(table, controller)) {
    const rule = table.edition === '2024' && effect ? '800.4c' : '800.4a';
    return { present: false, object, rules: [rule], why: `${object.name}'s controller ${controller} has left the game, so it was exiled` };
  }
  const why = effect ? `${effect.player}'s control effect has ended; ${controller} controls ${object.name} again` : `${controller} controls ${object.name}`;
  return { present: true, object, controller, rules: effect ? ['800.4a', '801.2d'] : ['801.2d'], why };
}

/** A control-changing effect ends when its player leaves, or when its source object has left the game (800.4a). */
function controlEffectInForce(table: Table, object: GameObject, seen: ReadonlySet<string>): boolean {
  const effect = object.controlledBy;
  if (!effect || hasLeft(table, effect.player)) return false;
  const source = table.objects.find((other) => other.name === effect.source);
  // A source that is not an object here (Threaten) or that loops back stays in force.
  if (!source || seen.has(source.name)) return true;
  return objectState(table, source, seen).present;
}
