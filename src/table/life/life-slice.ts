// The life totals and poison counters of a table: one pool per team that shares them
// (810.4, 810.10) or per player, each with where it started and every change the events
// made, so that an answer can show the sum step by step (810.9).
import type { GameEvent, Scenario } from '../../core/scenario.js';
import type { Table, TableProblem } from '../table-model.js';
import type { Prohibition } from '../cant/prohibitions.js';
import { teamNames } from '../queries.js';
import { allPools, poolKey, sharedLife, sharedPoison, startingLife, type Counter, type PoolId } from './pools.js';

export type CounterEventKind = Extract<
  GameEvent['kind'],
  'damage' | 'loseLife' | 'gainLife' | 'payLife' | 'setLife' | 'poison'
>;

export interface CounterChange {
  /** The event's index in the file's `events`. */
  event: number;
  kind: CounterEventKind;
  /** The players of this pool the event named. */
  players: string[];
  /** The amount the event names for each player; for setLife, the new total. */
  amount: number;
  /** The signed change applied to the pool. */
  change: number;
  /** The pool's total before the change. */
  before: number;
  /** Set when a house rule counted a change to every player of a team once. */
  countedOnce?: boolean;
  /**
   * The named players whom a "can't" effect in force kept from gaining or losing this life
   * (101.2): the change happened to them without effect. Absent: none.
   */
  forbidden?: ForbiddenChange[];
}

/** A player a life change did not change, and the effects that forbade it. */
export interface ForbiddenChange {
  player: string;
  by: Prohibition[];
}

/**
 * What an event does to a player's life or poison counters: damage (a loss of life, 120.3a in
 * 2024, 119.3a in 2011), another loss, a gain, a payment, a new total, poison counters. The
 * life module applies them and life-attribution.ts counts each player's share by this.
 */
export const COUNTER_EFFECT: Readonly<
  Record<CounterEventKind, 'damage' | 'loss' | 'gain' | 'payment' | 'set' | 'poison'>
> = {
  damage: 'damage',
  loseLife: 'loss',
  gainLife: 'gain',
  payLife: 'payment',
  setLife: 'set',
  poison: 'poison',
};

export interface CounterPool {
  pool: PoolId;
  start: number;
  /** True when the file's `life` or `poison` gives the total before the events. */
  fromFile: boolean;
  total: number;
  changes: CounterChange[];
}

export interface LifeSlice {
  life: Readonly<Record<string, CounterPool>>;
  poison: Readonly<Record<string, CounterPool>>;
}

export function initLifeSlice(scenario: Scenario, table: Table): { slice: LifeSlice; problems: TableProblem[] } {
  const problems = [...sharedOnly(scenario, table, 'life'), ...sharedOnly(scenario, table, 'poison')];
  return {
    slice: { life: pools(table, 'life', scenario.life), poison: pools(table, 'poison', scenario.poison) },
    problems,
  };
}

function pools(table: Table, counter: Counter, given: Record<string, number> | undefined): Record<string, CounterPool> {
  const result: Record<string, CounterPool> = {};
  for (const pool of allPools(table, counter)) {
    const fromFile = pool.kind === 'team' ? given?.[pool.name] : undefined;
    const start = fromFile ?? (counter === 'life' ? startingLife(table, pool).value : 0);
    result[poolKey(pool)] = { pool, start, fromFile: fromFile !== undefined, total: start, changes: [] };
  }
  return result;
}

/** `life` and `poison` give a team's shared total; a table whose teams share none can't have one. */
function sharedOnly(scenario: Scenario, table: Table, counter: Counter): TableProblem[] {
  const given = Object.keys((counter === 'life' ? scenario.life : scenario.poison) ?? {}).filter((team) =>
    teamNames(table).includes(team),
  );
  const shared = counter === 'life' ? sharedLife(table) : sharedPoison(table).value;
  if (shared || given.length === 0) return [];
  const why =
    counter === 'life'
      ? { text: 'only Two-Headed Giant teams share a life total (810.4)', rules: ['810.4'] }
      : table.edition === '2011' && table.variant === 'two-headed-giant'
        ? {
            text: 'in the 2011 rules a Two-Headed Giant team shares only its life total, not poison counters (810.5)',
            rules: ['810.5'],
          }
        : {
            text: 'only Two-Headed Giant teams share poison counters (810.10)',
            rules: table.edition === '2011' ? ['810.5'] : ['810.10'],
          };
  return given.map((team) => ({
    code: counter === 'life' ? 'table/no-shared-life' : 'table/no-shared-poison',
    message: `${counter}: team ${team} has no shared ${counter === 'life' ? 'life total' : 'poison counters'}: ${why.text}.`,
    path: [counter, team],
    rules: why.rules,
  }));
}
