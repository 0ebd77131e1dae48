// The monarch and the initiative at the table (724, 725 in the 2026 rules), in every variant:
// who has each as the turn begins (`monarch`, `initiative`), and how the events pass them on.
// - becomeMonarch, takeInitiative: that player has it; the one who had it no longer does
//   (724.3, 725.3), and taking it again makes no second one (725.5).
// - combatDamage to the player who has it: the creature's controller takes it (724.2, 725.2).
//   The inherent trigger is taken to resolve at once (designation-trigger-resolves).
// - leave: the active player takes it, or the next player in turn order (724.4, 725.4;
//   pass-on-leave.ts).
import type { Scenario } from '../../core/scenario.js';
import { combatDamageDealt } from '../combat/combat-damage.js';
import { playerHasLeft } from '../events/event-problems.js';
import { getSlice, setSlice, type EventContext, type EventOf, type TableModule } from '../events/table-module.js';
import type { EventOutcome } from '../events/table-module.js';
import { notSeated } from '../../core/unknown-names.js';
import { findPlayer, hasLeft, playerNames } from '../queries.js';
import type { Table, TableProblem } from '../table-model.js';
import {
  union,
  type Designation,
  type DesignationNote,
  type DesignationState,
  type DesignationsSlice,
} from './designation-state.js';
import { passOnLeave } from './pass-on-leave.js';

const NOBODY: DesignationState = { holders: [], notes: [] };

/**
 * A file that names no monarch and no player with the initiative has no slice: designationsOf
 * reads nobody for both, and the first event to pass one on sets it, so every other table's
 * events copy one slice fewer.
 */
function init(scenario: Scenario, table: Table): { slice: DesignationsSlice; problems: TableProblem[] } | undefined {
  if (scenario.monarch === undefined && scenario.initiative === undefined) return undefined;
  const problems: TableProblem[] = [];
  const start = (designation: Designation): DesignationState => {
    const holder = scenario[designation];
    if (holder === undefined) return NOBODY;
    if (!findPlayer(table, holder)) problems.push(notSeated(holder, playerNames(table), [designation]));
    else if (hasLeft(table, holder)) problems.push(holderLeft(designation, holder));
    return { holders: [holder], notes: [{ kind: 'file', holder }] };
  };
  return { slice: { monarch: start('monarch'), initiative: start('initiative') }, problems };
}

const designationsOf = (table: Table): DesignationsSlice =>
  getSlice(table, designationsModule) ?? { monarch: NOBODY, initiative: NOBODY };

/** Who has the designation after the events: its state (see designation-state.ts). */
export const designationState = (table: Table, designation: Designation): DesignationState =>
  designationsOf(table)[designation];

function update(table: Table, change: (state: DesignationState, designation: Designation) => DesignationState): Table {
  const slice = designationsOf(table);
  const next = { monarch: change(slice.monarch, 'monarch'), initiative: change(slice.initiative, 'initiative') };
  return next.monarch === slice.monarch && next.initiative === slice.initiative
    ? table
    : setSlice(table, designationsModule, next);
}

const noted = (state: DesignationState, note: DesignationNote, holders: readonly string[]): DesignationState => ({
  ...state,
  holders,
  notes: [...state.notes, note],
});

/** becomeMonarch, takeInitiative: 724.3, 725.3; a player who has left becomes nothing (800.4a). */
function become(designation: Designation) {
  return (table: Table, event: EventOf<'becomeMonarch' | 'takeInitiative'>, { index }: EventContext): EventOutcome => {
    const path = ['events', index, event.kind];
    if (!findPlayer(table, event.player))
      return { table, problems: [notSeated(event.player, playerNames(table), path)] };
    if (hasLeft(table, event.player)) {
      const what = designation === 'monarch' ? 'become the monarch' : 'take the initiative';
      const message = `${event.player} has left the game and can't ${what} (800.4a).`;
      return { table, problems: [playerHasLeft(message, path, ['800.4a'])] };
    }
    const changed = update(table, (state, which) => {
      if (which !== designation) return state;
      const again = !state.unknown && state.holders.length === 1 && state.holders[0] === event.player;
      const before = [...state.holders];
      const note: DesignationNote = { kind: 'became', event: index, player: event.player, again, before };
      return { holders: [event.player], notes: [...state.notes, note] };
    });
    return { table: changed, problems: [] };
  };
}

/** 724.2, 725.2: combat damage to the player who has it gives it to the creature's controller. */
function combatDamage(table: Table, event: EventOf<'combatDamage'>, { index }: EventContext): EventOutcome {
  const dealt = combatDamageDealt(table).find((d) => d.event === index);
  if (!dealt || dealt.amount === 0) return { table, problems: [] };
  const changed = update(table, (state) => {
    if (!state.holders.includes(event.player) || state.unknown) return state;
    const note: DesignationNote = {
      kind: 'combat',
      event: index,
      creature: dealt.creature.name,
      controller: dealt.controller,
      player: event.player,
      before: [...state.holders],
    };
    return noted(
      state,
      note,
      union(
        state.holders.filter((h) => h !== event.player),
        [dealt.controller],
      ),
    );
  });
  return { table: changed, problems: [] };
}

/** 724.4, 725.4: a player who has it leaves. */
function leave(table: Table, _event: EventOf<'leave'>, { before, index }: EventContext): EventOutcome {
  const leaving = table.leftThisTurn.filter((d) => d.event === index).map((d) => d.player);
  const passed = update(table, (state) => passOnLeave(state, { before, after: table, leaving, index }));
  return { table: passed, problems: [] };
}

export const designationsModule: TableModule<DesignationsSlice> = {
  id: 'designations',
  init,
  on: { becomeMonarch: become('monarch'), takeInitiative: become('initiative'), combatDamage, leave },
};

/** A holder the file names who had left before the turn began: it would have passed on (724.4, 725.4). */
function holderLeft(designation: Designation, holder: string): TableProblem {
  const what = designation === 'monarch' ? 'the monarch' : 'the player with the initiative';
  return {
    code: 'table/holder-left',
    message: `${designation}: ${holder} had left the game before this turn began, so ${holder} can't be ${what} as it begins: when that player left, it passed on at once.`,
    path: [designation],
    notes: [`name the player who took it then, or remove "${designation}"`],
  };
}
