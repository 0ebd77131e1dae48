// The combat of the turn in progress as plain data on the table: which creatures attack
// whom, which block which, and which the events removed from combat (506.4). The combat
// module (combat-module.ts) records the events; the questions and the renderers read it
// here, with what has become of each creature since: one that left the battlefield or
// changed controller is removed from combat too (506.4), and so is a planeswalker that is
// attacked (its attackers go on attacking no one, 506.4c).
import { findObject } from '../objects.js';
import { permanentState } from '../permanents/permanent-state.js';
import type { Table } from '../table-model.js';

/** What a creature attacks: a player, or a planeswalker. */
export type AttackTarget = { player: string } | { planeswalker: string };

export interface AttackRecord {
  creature: string;
  /** The attacking player: the creature's controller as it was declared an attacker. */
  attacker: string;
  target: AttackTarget;
  /** The defending player as the creature was declared: the player, or the planeswalker's controller then. */
  defending: string;
  /** The index of the attack event. */
  event: number;
}

export interface BlockRecord {
  creature: string;
  /** The blocker's controller as it was declared a blocker. */
  controller: string;
  /** The attacking creatures it blocks. */
  blocks: string[];
  event: number;
}

/** A removeFromCombat event. */
export interface Removal {
  creature: string;
  event: number;
}

export interface CombatSlice {
  readonly attacks: readonly AttackRecord[];
  readonly blocks: readonly BlockRecord[];
  readonly removed: readonly Removal[];
}

export const COMBAT_ID = 'combat';

export const EMPTY_COMBAT: CombatSlice = { attacks: [], blocks: [], removed: [] };

/** The combat slice; undefined at a table whose file has no combat event. */
export const combatOf = (table: Table): CombatSlice | undefined => table.slices[COMBAT_ID] as CombatSlice | undefined;

/** Why a creature, or an attacked planeswalker, is no longer in combat. */
export interface OutOfCombat {
  /** The removeFromCombat event, when one removed it. */
  event?: number;
  why: string;
  rules: string[];
}

/**
 * Whether the creature (or planeswalker) that `controller` controlled as it entered combat is
 * still in it: not when an event removed it, it left the battlefield, or its controller changed
 * (506.4).
 */
export function outOfCombat(
  table: Table,
  slice: CombatSlice,
  name: string,
  controller: string,
): OutOfCombat | undefined {
  const removal = slice.removed.find((r) => r.creature === name);
  if (removal)
    return { event: removal.event, why: `event ${removal.event + 1} removed ${name} from combat`, rules: ['506.4'] };
  const object = findObject(table, name);
  if (!object) return undefined;
  const state = permanentState(table, object);
  if (!state.present)
    return { why: `${state.why}; off the battlefield, it is out of combat`, rules: [...state.rules, '506.4'] };
  if (state.controller !== controller)
    return {
      why: `${name}'s controller changed from ${controller} to ${state.controller}, which removes it from combat`,
      rules: ['506.4'],
    };
  return undefined;
}

export interface AttackView extends AttackRecord {
  /** Set when the creature is no longer attacking. */
  out?: OutOfCombat;
  /** Set when the planeswalker it attacks was removed from combat: it attacks no one (506.4c). */
  targetOut?: OutOfCombat;
}

export interface BlockView extends BlockRecord {
  out?: OutOfCombat;
}

/** Every attack and block of the turn's combat, with what has become of each since. */
export interface CombatView {
  attacks: AttackView[];
  blocks: BlockView[];
}

export function combatView(table: Table): CombatView {
  const slice = combatOf(table) ?? EMPTY_COMBAT;
  return {
    attacks: slice.attacks.map((attack) => attackView(table, slice, attack)),
    blocks: slice.blocks.map((block) => {
      const out = outOfCombat(table, slice, block.creature, block.controller);
      return out ? { ...block, out } : { ...block };
    }),
  };
}

function attackView(table: Table, slice: CombatSlice, attack: AttackRecord): AttackView {
  const out = outOfCombat(table, slice, attack.creature, attack.attacker);
  const view: AttackView = out ? { ...attack, out } : { ...attack };
  if ('planeswalker' in attack.target) {
    const targetOut = outOfCombat(table, EMPTY_COMBAT, attack.target.planeswalker, attack.defending);
    if (targetOut) view.targetOut = targetOut;
  }
  return view;
}

/** The attack the creature was declared in this combat, if any. */
export function attackOf(table: Table, creature: string): AttackView | undefined {
  return combatView(table).attacks.find((attack) => attack.creature === creature);
}

/** The block the creature was declared in this combat, if any. */
export function blockOf(table: Table, creature: string): BlockView | undefined {
  return combatView(table).blocks.find((block) => block.creature === creature);
}
