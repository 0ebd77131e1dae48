// Combat damage a creature deals to a player (the event `combatDamage`): the same as damage
// for the life totals, through the one way life changes (life/life-module.ts, changeEach, so
// that the "can't" effects apply), and recorded as combat damage by that creature under its
// controller at that moment, which a commander's damage (903.10a), the monarch's (724.2) and
// the initiative's (725.2) read. Only a creature on the battlefield deals combat damage
// (506.3, 510.2): any other object is refused with table/not-on-battlefield. Where the file
// declares this combat's attacks (combat-module.ts), combat damage to a player comes from a
// creature attacking that player and still in combat (510.1b): one attacking someone else,
// one out of combat, or a blocker is refused with table/not-attacking. A file that declares
// no attacks states the damage alone, as a judge is told it.
import type { DocPath, GameObject } from '../../core/scenario.js';
import { getSlice, setSlice, type EventContext, type EventOf, type TableModule } from '../events/table-module.js';
import type { EventOutcome } from '../events/table-module.js';
import { changeEach } from '../life/life-module.js';
import { findObject } from '../objects.js';
import { permanentState } from '../permanents/permanent-state.js';
import type { Table, TableProblem } from '../table-model.js';
import { isCreatureOnBattlefield, notAttacking, notOnBattlefield, unknownObject } from './combat-problems.js';
import { attackOf, blockOf, combatOf } from './combat-state.js';

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
  const path: DocPath = ['events', index, 'combatDamage', 'creature'];
  const creature = findObject(table, event.creature);
  if (!creature) return { table, problems: [unknownObject(event.creature, path)] };
  const state = permanentState(table, creature);
  if (!isCreatureOnBattlefield(state) || !state.present)
    return { table, problems: [notOnBattlefield(index, 'combatDamage', path, state, 'deal combat damage')] };
  const refused = againstTheAttacks(table, index, event);
  if (refused) return { table, problems: [refused] };
  const change = { kind: 'damage', players: [event.player], amount: event.amount } as const;
  const damaged = changeEach(table, change, index, 'combatDamage');
  if (damaged.problems.length > 0) return damaged;
  const dealt = { event: index, creature, controller: state.controller, player: event.player, amount: event.amount };
  const slice = getSlice(damaged.table, combatDamageModule) ?? EMPTY;
  return { table: setSlice(damaged.table, combatDamageModule, { dealt: [...slice.dealt, dealt] }), problems: [] };
}

/**
 * 510.1b: where the file declares this combat's attackers, combat damage to a player comes
 * from a creature attacking that player and still in combat; a blocker damages only attackers.
 */
function againstTheAttacks(table: Table, index: number, event: EventOf<'combatDamage'>): TableProblem | undefined {
  const slice = combatOf(table);
  if (!slice || slice.attacks.length === 0) return undefined;
  const at: DocPath = ['events', index, 'combatDamage', 'creature'];
  const name = event.creature;
  const attack = attackOf(table, name);
  if (!attack) {
    const why = blockOf(table, name)
      ? `${name} is blocking, and a blocking creature deals combat damage only to the creatures it blocks`
      : `${name} is not an attacking creature this combat`;
    return notAttacking(index, 'combatDamage', at, why, ['510.1b']);
  }
  if (attack.out)
    return notAttacking(index, 'combatDamage', at, `${name} is no longer attacking: ${attack.out.why}`, [
      ...attack.out.rules,
      '510.1b',
    ]);
  if ('player' in attack.target && attack.target.player === event.player) return undefined;
  const whom = 'player' in attack.target ? attack.target.player : attack.target.planeswalker;
  return notAttacking(
    index,
    'combatDamage',
    ['events', index, 'combatDamage', 'player'],
    `${name} attacks ${whom} (event ${attack.event + 1}), so its combat damage goes to ${whom}, not to ${event.player}`,
    ['510.1b'],
  );
}

/** The combat damage dealt during the events, in order. */
export const combatDamageDealt = (table: Table): readonly CombatDamageDealt[] =>
  (getSlice(table, combatDamageModule) ?? EMPTY).dealt;

export const combatDamageModule: TableModule<CombatDamageSlice> = {
  id: 'combat-damage',
  on: { combatDamage },
};
