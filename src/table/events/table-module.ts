// How the table grows: a table module owns a slice of state and handles events. The
// core module (core-events.ts) keeps seats, departures and turns; other modules (Grand
// Melee turn markers, life totals, extra turns) add their own slice and handlers and are
// listed in modules.ts. Handlers are pure: (table, event) → table, with any problems.
import type { GameEvent, Scenario } from '../../core/scenario.js';
import type { Table, TableProblem } from '../table-model.js';

export type EventKind = GameEvent['kind'];

/** The event of one kind, e.g. EventOf<'leave'> = { kind: 'leave'; players: string[] }. */
export type EventOf<K extends EventKind> = GameEvent & { kind: K };

export interface EventContext {
  /** The table before any module handled this event (the one before may already have changed it). */
  before: Table;
  /** The event's index in the file's `events`, for problem paths: ["events", index, …]. */
  index: number;
}

export interface EventOutcome {
  table: Table;
  problems: TableProblem[];
}

export type EventHandler<K extends EventKind> = (
  table: Table,
  event: EventOf<K>,
  context: EventContext,
) => EventOutcome;

export type EventHandlers = { [K in EventKind]?: EventHandler<K> };

export interface SliceInit<S> {
  slice: S;
  problems: TableProblem[];
}

export interface TableModule<S = unknown> {
  /** Also the key of this module's slice in table.slices. */
  id: string;
  /** Builds the slice from the scenario once the core table exists; undefined: no slice. */
  init?: (scenario: Scenario, table: Table) => SliceInit<S> | undefined;
  /** Handlers run in module order; each gets the table the previous one returned. */
  on: EventHandlers;
  /** Whether the module has anything to do at this table; absent: always. Skipping saves work on every event. */
  active?: (table: Table) => boolean;
}

export function getSlice<S>(table: Table, module: TableModule<S>): S | undefined {
  return table.slices[module.id] as S | undefined;
}

export function setSlice<S>(table: Table, module: TableModule<S>, slice: S): Table {
  return withSlices(table, { ...table.slices, [module.id]: slice });
}

/**
 * The table with other slices. Its fields are written out, not spread: nearly every event sets
 * a slice, and V8 copies a spread of an object that was itself made by a spread field by field,
 * through its slow path. The type asks for every field, the optional ones too, so none is lost.
 */
function withSlices(table: Table, slices: Table['slices']): Table {
  const copy: { [K in keyof Required<Table>]: Table[K] } = {
    edition: table.edition,
    variant: table.variant,
    options: table.options,
    players: table.players,
    leftBeforeTurn: table.leftBeforeTurn,
    leftThisTurn: table.leftThisTurn,
    standing: table.standing,
    turn: table.turn,
    startingPlayer: table.startingPlayer,
    startingTeam: table.startingTeam,
    objects: table.objects,
    slices,
  };
  return copy;
}

/** A module's handler for one kind of event, typed for the call. */
export interface ModuleHandler {
  module: TableModule<unknown>;
  handler: EventHandler<EventKind>;
}

const handlerLists = new WeakMap<readonly TableModule[], Map<EventKind, readonly ModuleHandler[]>>();

/**
 * The modules that handle this event's kind, in module order, each with its handler. Worked
 * out once for each list of modules and kind, so an event visits only the modules it concerns.
 */
export function handlersFor(modules: readonly TableModule[], event: GameEvent): readonly ModuleHandler[] {
  let byKind = handlerLists.get(modules);
  if (!byKind) handlerLists.set(modules, (byKind = new Map<EventKind, readonly ModuleHandler[]>()));
  let list = byKind.get(event.kind);
  if (!list) {
    list = modules.flatMap((module) => {
      const handler = module.on[event.kind] as EventHandler<EventKind> | undefined;
      return handler ? [{ module, handler }] : [];
    });
    byKind.set(event.kind, list);
  }
  return list;
}

export const unchanged = (table: Table): EventOutcome => ({ table, problems: [] });
