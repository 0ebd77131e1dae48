// The combat table module: records the attack, block and removeFromCombat events of the
// turn in progress (combat-state.ts), refusing those the rules do not allow. A turn that
// ends or begins ends the combat with it (outside Grand Melee, where a turn that ends ends
// its own player's combat only). Only a file with a combat event has the slice, so every
// other table pays nothing for it.
import type { GameEvent } from '../../core/scenario.js';
import {
  setSlice,
  unchanged,
  type EventContext,
  type EventOf,
  type EventOutcome,
  type TableModule,
} from '../events/table-module.js';
import type { Table } from '../table-model.js';
import { declareAttack, type Declared } from './attack-event.js';
import { declareBlock, removeFromCombat } from './block-events.js';
import { COMBAT_ID, combatOf, EMPTY_COMBAT, type CombatSlice } from './combat-state.js';

const COMBAT_EVENTS: ReadonlySet<GameEvent['kind']> = new Set(['attack', 'block', 'removeFromCombat']);

function recorded<R>(
  table: Table,
  declared: Declared<R>,
  add: (slice: CombatSlice, record: R) => CombatSlice,
): EventOutcome {
  if ('problem' in declared) return { table, problems: [declared.problem] };
  return { table: setSlice(table, combatModule, add(combatOf(table) ?? EMPTY_COMBAT, declared.record)), problems: [] };
}

const slice = (table: Table): CombatSlice => combatOf(table) ?? EMPTY_COMBAT;

function attack(table: Table, event: EventOf<'attack'>, context: EventContext): EventOutcome {
  return recorded(table, declareAttack(table, slice(table), event, context), (s, record) => ({
    ...s,
    attacks: [...s.attacks, record],
  }));
}

function block(table: Table, event: EventOf<'block'>, context: EventContext): EventOutcome {
  return recorded(table, declareBlock(table, slice(table), event, context), (s, record) => ({
    ...s,
    blocks: [...s.blocks, record],
  }));
}

function remove(table: Table, event: EventOf<'removeFromCombat'>, context: EventContext): EventOutcome {
  return recorded(table, removeFromCombat(table, slice(table), event, context), (s, record) => ({
    ...s,
    removed: [...s.removed, record],
  }));
}

/** The combat phase is part of a turn: when the turn ends or another begins, its combat is over. */
function turnChange(table: Table, event: EventOf<'endTurn' | 'newTurn'>): EventOutcome {
  const current = combatOf(table);
  if (!current || current === EMPTY_COMBAT) return unchanged(table);
  if (table.variant !== 'grand-melee') return { table: setSlice(table, combatModule, EMPTY_COMBAT), problems: [] };
  // 807.4: each player taking a turn has their own combat; an endTurn ends that player's.
  if (event.kind === 'newTurn') return unchanged(table);
  const attacks = current.attacks.filter((a) => a.attacker !== event.player);
  const gone = new Set(current.attacks.filter((a) => a.attacker === event.player).map((a) => a.creature));
  const blocks = current.blocks.filter((b) => !b.blocks.every((name) => gone.has(name)));
  return { table: setSlice(table, combatModule, { ...current, attacks, blocks }), problems: [] };
}

export const combatModule: TableModule<CombatSlice> = {
  id: COMBAT_ID,
  init: (scenario) =>
    scenario.events.some((event) => COMBAT_EVENTS.has(event.kind)) ? { slice: EMPTY_COMBAT, problems: [] } : undefined,
  on: {
    attack,
    block,
    removeFromCombat: remove,
    endTurn: (table, event) => turnChange(table, event),
    newTurn: (table, event) => turnChange(table, event),
  },
  active: (table) => combatOf(table) !== undefined,
};
