// Combat damage a creature deals to a player (the event `combatDamage`): the same as damage
// for the life totals, through the one way life changes (life/life-module.ts, changeEach, so
// that the "can't" effects apply), and recorded as combat damage by that creature under its
// controller at that moment, which a commander's damage (903.10a), the monarch's (724.2) and
// the initiative's (725.2) read. Only a creature on the battlefield deals combat damage
// (506.3, 510.2): any other object is refused with table/not-on-battlefield.
import type { GameObject } from '../../core/scenario.js';
import { getSlice, setSlice, type EventContext, type EventOf, type TableModule } from '../events/table-module.js';
import type { EventOutcome } from '../events/table-module.js';
import { changeEach } from '../life/life-module.js';
import { findObject } from '../objects.js';
import { isCreature } from '../permanents/object-kinds.js';
import { permanentState } from '../permanents/permanent-state.js';
import type { Table, TableProblem } from '../table-model.js';

/** One combatDamage event as it happened. */
export interface CombatDamageDealt {
  /** The event's index in the file's `events`. */
  event: number;
  creature: GameObject;
  /** Who controlled the creature as it dealt the damage. */
  controller: string;
  player: string;
  amount: number;
}

export interface CombatDamageSlice {
  dealt: readonly CombatDamageDealt[];
}

const EMPTY: CombatDamageSlice = { dealt: [] };

function combatDamage(table: Table, event: EventOf<'combatDamage'>, { index }: EventContext): EventOutcome {
  const path = ['events', index, 'combatDamage', 'creature'];
  const creature = findObject(table, event.creature);
  if (!creature) return { table, problems: [unknownObject(event.creature, path)] };
  const state = permanentState(table, creature);
  if (!state.present || !isCreature(creature)) return { table, problems: [notOnBattlefield(index, creature, state)] };
  const change = { kind: 'damage', players: [event.player], amount: event.amount } as const;
  const damaged = changeEach(table, change, index, 'combatDamage');
  if (damaged.problems.length > 0) return damaged;
  const dealt = { event: index, creature, controller: state.controller, player: event.player, amount: event.amount };
  const slice = getSlice(damaged.table, combatDamageModule) ?? EMPTY;
  return { table: setSlice(damaged.table, combatDamageModule, { dealt: [...slice.dealt, dealt] }), problems: [] };
}

/** The combat damage dealt during the events, in order. */
export const combatDamageDealt = (table: Table): readonly CombatDamageDealt[] =>
  (getSlice(table, combatDamageModule) ?? EMPTY).dealt;

export const combatDamageModule: TableModule<CombatDamageSlice> = {
  id: 'combat-damage',
  on: { combatDamage },
};

/** table/not-on-battlefield: only a creature on the battlefield deals combat damage. */
function notOnBattlefield(
  index: number,
  creature: GameObject,
  state: ReturnType<typeof permanentState>,
): TableProblem {
  const where = state.present
    ? `is not a creature: its types say ${(creature.types ?? []).join(', ') || 'nothing'}`
    : `is not on the battlefield: ${state.why}`;
  return {
    code: 'table/not-on-battlefield',
    message: `Event ${index + 1} (combatDamage): ${creature.name} ${where}, so it deals no combat damage.`,
    path: ['events', index, 'combatDamage', 'creature'],
    notes: ['only a creature on the battlefield deals combat damage; check the object and its types'],
    rules: state.present ? ['506.3'] : [...new Set([...state.rules, '506.3'])],
  };
}

/** scenario/unknown-object: for a scenario built by hand (the loader reports it in a file). */
function unknownObject(name: string, path: (string | number)[]): TableProblem {
  return {
    code: 'scenario/unknown-object',
    message: `"${name}" is not an object in this file.`,
    path,
    notes: ['objects are listed under objects: with a name each'],
  };
}
