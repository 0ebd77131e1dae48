// State-based actions on the file's permanents, checked on the state the file describes and
// again after every event (state-based-actions-after-every-event): attachments that became
// illegal (801.8, 801.9) and the uniqueness rules (801.12–801.14). What a check finds is
// done at once, and the check is repeated until it finds nothing (704.3); an attachment
// gone at any point stays gone, even if a later event would make it legal again.
import type { GameEvent } from '../../core/scenario.js';
import type { EventHandlers, EventOutcome, TableModule } from '../events/table-module.js';
import { setSlice } from '../events/table-module.js';
import type { Table } from '../table-model.js';
import { illegalAttachment } from './attachments.js';
import { STATE_BASED_ID, stateBasedOf, type StateBasedEntry, type StateBasedSlice } from './permanent-state.js';
import { uniquenessVictims } from './uniqueness.js';

const EMPTY: StateBasedSlice = { entries: [], byObject: new Map(), undecided: [] };

/**
 * Checks until nothing is found: each round removes or unattaches at least one object, so at most
 * one round per object.
 */
export function settle(table: Table, slice: StateBasedSlice, event: number): StateBasedSlice {
  let current = slice;
  for (let round = 0; round <= table.objects.length; round++) {
    const attachments = table.objects.flatMap((object) => illegalAttachment(table, current, object, event) ?? []);
    const uniqueness = uniquenessVictims(table, current, event);
    const found = [...attachments, ...uniqueness.entries];
    const undecided = [...new Set([...current.undecided, ...uniqueness.undecided])];
    if (found.length === 0) return undecided.length === current.undecided.length ? current : { ...current, undecided };
    current = record(current, found, undecided);
  }
  return current;
}

function record(slice: StateBasedSlice, found: StateBasedEntry[], undecided: string[]): StateBasedSlice {
  const byObject = new Map(slice.byObject);
  for (const entry of found) byObject.set(entry.object, entry);
  return { entries: [...slice.entries, ...found], byObject, undecided };
}

function afterEvent(table: Table, _event: GameEvent, context: { index: number }): EventOutcome {
  const slice = stateBasedOf(table) ?? EMPTY;
  const settled = settle(table, slice, context.index);
  return { table: settled === slice ? table : setSlice(table, stateBasedModule, settled), problems: [] };
}

const EVERY_EVENT: EventHandlers = {
  leave: afterEvent,
  endTurn: afterEvent,
  newTurn: afterEvent,
  damage: afterEvent,
  loseLife: afterEvent,
  gainLife: afterEvent,
  payLife: afterEvent,
  setLife: afterEvent,
  poison: afterEvent,
  extraTurn: afterEvent,
  combatDamage: afterEvent,
  castCommander: afterEvent,
  becomeMonarch: afterEvent,
  takeInitiative: afterEvent,
};

export const stateBasedModule: TableModule<StateBasedSlice> = {
  id: STATE_BASED_ID,
  // -1: the state the file describes, before the first event.
  init: (_scenario, table) =>
    table.objects.length === 0 ? undefined : { slice: settle(table, EMPTY, -1), problems: [] },
  on: EVERY_EVENT,
  active: (table) => table.objects.length > 0,
};
