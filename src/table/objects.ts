// Where an object is and who controls it now, given who has left the game: the one place
// that says whether an object is still in the game, and in which zone (`zone`, default the
// battlefield). Whether it is on the battlefield after the state-based actions as well is
// permanentState's (permanents/permanent-state.ts), which every question about permanents
// asks. An owner who leaves takes the object along, from any zone; a control effect ends
// when the player it favours leaves or its source object is gone; an object still
// controlled by a player who left is exiled (800.4a). Only objects on the battlefield or
// the stack (and in the command zone) have a controller; for the others the owner stands in
// (109.4, 108.4a). When a control effect ends and the default controller has left: 2024
// exiles the object (800.4c); 2011 has no such rule, and 800.4b keeps it from changing to
// the departed player's control, so the player the effect favoured keeps it
// (scenarios/READINGS.md).
import type { GameObject, Zone } from '../core/scenario.js';
import type { Table } from './table-model.js';
import { hasLeft } from './queries.js';

/**
 * How the controller was found: by a control effect, by default, or kept when control couldn't
 * revert; `owner`: the object is in a zone where it has no controller (109.4), and its owner
 * stands in (108.4a).
 */
export type ControlBasis = 'effect' | 'default' | 'reverted' | 'kept' | 'owner';

/** `present`: still in the game, in `zone`. */
export type ObjectState =
  | {
      present: true;
      object: GameObject;
      zone: Zone;
      controller: string;
      basis: ControlBasis;
      rules: string[];
      why: string;
      reading?: string;
    }
  | { present: false; object: GameObject; gone: 'with-owner' | 'exiled'; rules: string[]; why: string };

export function findObject(table: Table, name: string): GameObject | undefined {
  return table.objects.find((object) => object.name === name);
}

/** The zone the file puts the object in: the battlefield unless it says otherwise. */
export const zoneOf = (object: GameObject): Zone => object.zone ?? 'battlefield';

/** Zones whose objects have a controller (109.4; 109.4c: an emblem in the command zone). */
const CONTROLLED_ZONES: ReadonlySet<Zone> = new Set(['battlefield', 'stack', 'command']);

/** "in Bianca's graveyard", "in exile", "on the stack". */
export function zoneText(object: GameObject): string {
  const zone = zoneOf(object);
  if (zone === 'battlefield') return 'on the battlefield';
  if (zone === 'stack') return 'on the stack';
  if (zone === 'exile' || zone === 'command') return `in ${zone === 'exile' ? 'exile' : 'the command zone'}`;
  return `in ${object.owner}'s ${zone}`;
}

export function objectState(table: Table, object: GameObject, seen: ReadonlySet<string> = new Set()): ObjectState {
  if (hasLeft(table, object.owner)) {
    return {
      present: false,
      object,
      gone: 'with-owner',
      rules: ['800.4a'],
      why: `${object.name}'s owner ${object.owner} has left the game, so it has left too`,
    };
  }
  const zone = zoneOf(object);
  if (!CONTROLLED_ZONES.has(zone)) {
    const why = `${object.name} is ${zoneText(object)}, where no one controls it: its owner ${object.owner} stands in`;
    return { present: true, object, zone, controller: object.owner, basis: 'owner', rules: ['108.4a'], why };
  }
  const effect = object.controlledBy;
  if (effect && controlEffectInForce(table, object, new Set([...seen, object.name]))) {
    return {
      present: true,
      object,
      zone,
      controller: effect.player,
      basis: 'effect',
      rules: ['801.2d'],
      why: `${effect.player} controls ${object.name} (${effect.source})`,
    };
  }
  const controller = object.controller ?? object.owner;
  if (hasLeft(table, controller)) return defaultControllerGone(table, object, controller);
  if (!effect)
    return {
      present: true,
      object,
      zone,
      controller,
      basis: 'default',
      rules: ['801.2d'],
      why: `${controller} controls ${object.name}`,
    };
  const why = `${effect.player}'s control effect has ended; ${controller} controls ${object.name} again`;
  return { present: true, object, zone, controller, basis: 'reverted', rules: ['800.4a', '801.2d'], why };
}

/** The player who controls the object by default has left the game. */
function defaultControllerGone(table: Table, object: GameObject, controller: string): ObjectState {
  const effect = object.controlledBy;
  if (!effect) {
    return {
      present: false,
      object,
      gone: 'exiled',
      rules: ['800.4a'],
      why: `${object.name}'s controller ${controller} has left the game, so it was exiled`,
    };
  }
  if (table.edition === '2024') {
    const why = `${effect.player}'s control of ${object.name} has ended and ${controller}, who controlled it by default, has left the game, so it was exiled`;
    return { present: false, object, gone: 'exiled', rules: ['800.4c'], why };
  }
  // 2011: control can't change to a player who has left (800.4b), so it stays with the
  // effect's player; if that player has left too, the object is exiled (800.4a).
  if (hasLeft(table, effect.player)) {
    const why = `${controller}, who controls ${object.name} by default, and ${effect.player}, whose control effect has ended, have both left the game: it was exiled`;
    return { present: false, object, gone: 'exiled', rules: ['800.4a'], why };
  }
  const why = `${effect.player}'s control effect has ended, but ${object.name} can't change to the control of ${controller}, who has left the game: ${effect.player} keeps it`;
  return {
    present: true,
    object,
    zone: zoneOf(object),
    controller: effect.player,
    basis: 'kept',
    rules: ['800.4b'],
    why,
    reading: 'control-kept-when-default-controller-gone-2011',
  };
}

/**
 * A control-changing effect ends when its player leaves, or when its source object has left the
 * game (800.4a). A source object elsewhere than on the battlefield (an Aura in a graveyard) has no
 * static ability at work: its abilities function on the battlefield (113.6; 112.6 in 2011).
 */
function controlEffectInForce(table: Table, object: GameObject, seen: ReadonlySet<string>): boolean {
  const effect = object.controlledBy;
  if (!effect || hasLeft(table, effect.player)) return false;
  const source = table.objects.find((other) => other.name === effect.source);
  // A source that is not an object here (Threaten) or that loops back stays in force.
  if (!source || seen.has(source.name)) return true;
  const state = objectState(table, source, seen);
  return state.present && state.zone === 'battlefield';
}

/**
 * What happens to an object when a player leaves, from its state before and after (800.4a,
 * 800.4c); for a card in exile that an object exiled, whether it comes back (610.3, 800.4d).
 */
export type LeaveOutcome = 'leaves-game' | 'exiled' | 'stays' | 'returns' | 'stays-exiled' | { controller: string };

export function leaveOutcome(before: ObjectState & { present: true }, after: ObjectState): LeaveOutcome {
  if (!after.present) return after.gone === 'with-owner' ? 'leaves-game' : 'exiled';
  return after.controller === before.controller ? 'stays' : { controller: after.controller };
}
