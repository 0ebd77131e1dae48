// Life and poison events. Damage, life loss and life gain happen to each player and are
// applied to the player's pool: the team's shared total in Two-Headed Giant (810.9), so
// 4 damage to each player costs a team of two 8. A cost or effect that needs one player's
// life total uses the team's (810.9a): paying life (810.9b) and setting a life total
// (810.9c, the player gains or loses the difference). Poison counters go to each player
// and are shared by the team in 2024 (810.10). A change that a "can't" effect forbids happens
// without effect (forbidden-changes.ts). House rule switches are read here, once.
import {
  getSlice,
  setSlice,
  type EventContext,
  type EventOf,
  type EventOutcome,
  type TableModule,
} from '../events/table-module.js';
import { houseRuleSwitch } from '../house-rules.js';
import type { Table, TableProblem } from '../table-model.js';
import { findPlayer, hasLeft, inGame, playerNames } from '../queries.js';
import { initLifeSlice, type CounterChange, type CounterPool, type LifeSlice } from './life-slice.js';
import { poolKey, poolOf, poolPlayers, type Counter } from './pools.js';
import { notSeated } from '../../core/unknown-names.js';
import { namedTwice, playerHasLeft } from '../events/event-problems.js';
import { forbiddenChanges, forbiddenPayment } from './forbidden-changes.js';
import { LIFE_RULES } from './life-rules.js';

/** The events that change each named player's life or poison counters by the same amount. */
export type ManyKind = 'damage' | 'loseLife' | 'gainLife' | 'poison';

/** Such a change, whichever event makes it: the events below, and any that deal damage to players. */
export interface EachChange {
  kind: ManyKind;
  players: readonly string[];
  amount: number;
}

const SIGN: Record<ManyKind, 1 | -1> = { damage: -1, loseLife: -1, gainLife: 1, poison: 1 };

function checkPlayers(table: Table, players: readonly string[], path: (string | number)[]): TableProblem[] {
  return players.flatMap((name, i): TableProblem[] => {
    const at = players.length > 1 ? [...path, i] : path;
    if (players.indexOf(name) < i) return [namedTwice(name, at)];
    if (!findPlayer(table, name)) return [notSeated(name, playerNames(table), at)];
    if (!hasLeft(table, name)) return [];
    const message = `${name} has left the game; nothing can change ${name}'s life or poison counters (800.4).`;
    return [playerHasLeft(message, at, ['800.4'])];
  });
}

/**
 * Totals are counted exactly up to 2^53 − 1 either way (LIFE_LIMIT); a change that would
 * go beyond is refused rather than rounded.
 */
function record(
  table: Table,
  counter: Counter,
  key: string,
  change: Omit<CounterChange, 'before'>,
): Table | TableProblem {
  const slice = getSlice(table, lifeModule)!;
  const pool = slice[counter][key]!;
  const total = pool.total + change.change;
  if (Math.abs(total) > LIFE_LIMIT || !Number.isSafeInteger(change.change)) return beyondLimit(pool, counter, change);
  const next: CounterPool = { ...pool, total, changes: [...pool.changes, { ...change, before: pool.total }] };
  return setSlice(table, lifeModule, { ...slice, [counter]: { ...slice[counter], [key]: next } });
}

/** The largest life total or number of poison counters the engine counts exactly: 2^53 − 1. */
export const LIFE_LIMIT = Number.MAX_SAFE_INTEGER;

function beyondLimit(pool: CounterPool, counter: Counter, change: Omit<CounterChange, 'before'>): TableProblem {
  const whose = pool.pool.kind === 'team' ? `team ${pool.pool.name}'s` : `${pool.pool.name}'s`;
  const what = counter === 'life' ? 'life total' : 'poison counters';
  return {
    code: 'table/life-limit',
    message: `Event ${change.event + 1} would take ${whose} ${what} from ${pool.total} beyond ±${LIFE_LIMIT} (2^53 − 1), the most mtg-judge counts exactly.`,
    path: ['events', change.event, change.kind],
    notes: ['use smaller amounts: no game needs more'],
  };
}

/** The named players grouped by the pool their change goes to, in the order named. */
function byPool(table: Table, counter: Counter, players: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const player of new Set(players)) {
    const key = poolKey(poolOf(table, counter, player));
    groups.set(key, [...(groups.get(key) ?? []), player]);
  }
  return groups;
}

/** Damage, life loss, life gain or poison counters for each named player (810.9, 810.10). */
function toEach(table: Table, event: EventOf<ManyKind>, { index }: EventContext): EventOutcome {
  return changeEach(table, event, index);
}

/**
 * The one way a change to each named player is applied: the life events, and damage dealt to
 * players by any event. A player whom a "can't" effect keeps from it is named and unchanged.
 * `key`: the event's key in the file, where it is not the change's kind (combatDamage).
 */
export function changeEach(table: Table, event: EachChange, index: number, key: string = event.kind): EventOutcome {
  const problems = checkPlayers(table, event.players, ['events', index, key, 'player']);
  if (problems.length > 0) return { table, problems };
  const counter: Counter = event.kind === 'poison' ? 'poison' : 'life';
  // House rule 33 (Magic Mittwoch): the same change to every player of a team counts once.
  const once = houseRuleSwitch(table, 'teamChangeCountedOnce').value;
  let current = table;
  for (const [key, players] of byPool(table, counter, event.players)) {
    const pool = getSlice(current, lifeModule)![counter][key]!.pool;
    const forbidden = forbiddenChanges(table, event.kind, players, SIGN[event.kind] * event.amount);
    const changed = players.filter((p) => !forbidden.some((f) => f.player === p));
    const everyone =
      pool.kind === 'team' &&
      changed.length > 1 &&
      poolPlayers(table, pool)
        .filter((p) => inGame(table).includes(p))
        .every((p) => changed.includes(p));
    const countedOnce = once && everyone;
    const change = SIGN[event.kind] * event.amount * (countedOnce ? 1 : changed.length);
    const recorded = record(current, counter, key, {
      event: index,
      kind: event.kind,
      players,
      amount: event.amount,
      change,
      ...(countedOnce && { countedOnce }),
      ...(forbidden.length > 0 && { forbidden }),
    });
    if (!isTable(recorded)) return { table, problems: [recorded] };
    current = recorded;
  }
  return { table: current, problems: [] };
}

/** 810.9a, 810.9b: the life a player pays comes out of the team's total, and can't exceed it. */
function payLife(table: Table, event: EventOf<'payLife'>, { index }: EventContext): EventOutcome {
  const path = ['events', index, 'payLife', 'player'];
  const problems = checkPlayers(table, [event.player], path);
  if (problems.length > 0) return { table, problems };
  const pool = poolOf(table, 'life', event.player);
  const total = getSlice(table, lifeModule)!.life[poolKey(pool)]!.total;
  if (event.amount > 0 && event.amount > total) {
    const whose = pool.kind === 'team' ? `team ${pool.name}'s life total` : `${event.player}'s life total`;
    const rules = pool.kind === 'team' ? ['810.9a', '810.9b'] : [LIFE_RULES[table.edition].pay];
    const message = `${event.player} can't pay ${event.amount} life: ${whose} is ${total} (${rules.join(', ')}).`;
    return {
      table,
      problems: [{ code: 'table/cannot-pay-life', message, path: ['events', index, 'payLife', 'amount'], rules }],
    };
  }
  // 119.8 (2024) / 118.8 (2011), 810.9h: a player who can't lose life can't pay life.
  const forbidden = forbiddenPayment(table, event.player, event.amount, ['events', index, 'payLife', 'amount']);
  if (forbidden) return { table, problems: [forbidden] };
  const change = {
    event: index,
    kind: 'payLife' as const,
    players: [event.player],
    amount: event.amount,
    change: -event.amount,
  };
  return outcomeOf(table, record(table, 'life', poolKey(pool), change));
}

const isTable = (value: Table | TableProblem): value is Table => 'players' in value;

const outcomeOf = (table: Table, recorded: Table | TableProblem): EventOutcome =>
  isTable(recorded) ? { table: recorded, problems: [] } : { table, problems: [recorded] };

/** 810.9c: the player gains or loses the difference between the team's total and the new number. */
function setLife(table: Table, event: EventOf<'setLife'>, { index }: EventContext): EventOutcome {
  const problems = checkPlayers(table, [event.player], ['events', index, 'setLife', 'player']);
  if (problems.length > 0) return { table, problems };
  const key = poolKey(poolOf(table, 'life', event.player));
  const total = getSlice(table, lifeModule)!.life[key]!.total;
  // A difference the player can't gain or lose changes nothing (101.2).
  const forbidden = forbiddenChanges(table, 'setLife', [event.player], event.to - total);
  const change = {
    event: index,
    kind: 'setLife' as const,
    players: [event.player],
    amount: event.to,
    change: forbidden.length > 0 ? 0 : event.to - total,
    ...(forbidden.length > 0 && { forbidden }),
  };
  return outcomeOf(table, record(table, 'life', key, change));
}

export const lifeModule: TableModule<LifeSlice> = {
  id: 'life',
  init: initLifeSlice,
  on: { damage: toEach, loseLife: toEach, gainLife: toEach, poison: toEach, payLife, setLife },
};

/** A pool's totals after the events. */
export function counterPool(table: Table, counter: Counter, key: string): CounterPool | undefined {
  return getSlice(table, lifeModule)?.[counter][key];
}
