// The combat damage each commander has dealt a player over the game (903.10a in the 2026
// rules): what the file says it dealt before the events, and each combatDamage event by
// that commander, whoever controlled it then. A player dealt 21 or more by one commander
// loses the game in a Commander game, a state-based action (704.6c).
import type { GameObject } from '../../core/scenario.js';
import { combatDamageDealt, type CombatDamageDealt } from '../combat/combat-damage.js';
import { findObject } from '../objects.js';
import type { Table } from '../table-model.js';
import { commanderSlice } from './commander-module.js';

/** 903.10a, 704.6c: the combat damage from one commander that makes a player lose. */
export const COMMANDER_DAMAGE_TO_LOSE = 21;

export interface CommanderDamage {
  commander: GameObject;
  /** What the file says it dealt before the events. */
  earlier: number;
  /** The events in which it dealt the player combat damage. */
  events: readonly CombatDamageDealt[];
  total: number;
}

/** The commanders that have dealt `player` combat damage, in the order first dealt (the file's first). */
export function commanderDamageTo(table: Table, player: string): CommanderDamage[] {
  const byCommander = new Map<string, CommanderDamage>();
  const add = (name: string, earlier: number, event?: CombatDamageDealt) => {
    const commander = findObject(table, name);
    if (!commander?.commander) return;
    const known = byCommander.get(name) ?? { commander, earlier: 0, events: [], total: 0 };
    byCommander.set(name, {
      ...known,
      earlier: known.earlier + earlier,
      events: event ? [...known.events, event] : known.events,
      total: known.total + earlier + (event?.amount ?? 0),
    });
  };
  for (const [name, amount] of Object.entries(commanderSlice(table).earlier[player] ?? {})) add(name, amount);
  for (const dealt of combatDamageDealt(table)) if (dealt.player === player) add(dealt.creature.name, 0, dealt);
  return [...byCommander.values()].filter((damage) => damage.total > 0);
}

/** How many times its owner has cast the commander from the command zone: before and during the events (903.8). */
export function commanderCasts(table: Table, commander: GameObject): { before: number; events: readonly number[] } {
  return { before: commander.commanderCasts ?? 0, events: commanderSlice(table).casts[commander.name] ?? [] };
}
