// Whose life total and whose poison counters a player's changes go to. In Two-Headed
// Giant a team has one shared life total (810.4) and, in 2024, shared poison counters
// (810.10); everywhere else each player has their own (103.4 in 2024, 103.3 in 2011).
// A pool is one such total: a team's or a player's.
import type { Table } from '../table-model.js';
import { houseRuleSwitch, type SwitchReading } from '../house-rules.js';
import { teamMembers, teamOf } from '../queries.js';
import { of2026 } from '../../rules/reading-texts.js';

export type Counter = 'life' | 'poison';

export interface PoolId {
  kind: 'team' | 'player';
  name: string;
}

export const poolKey = (pool: PoolId): string => `${pool.kind}:${pool.name}`;

/** A number together with the rules that give it. */
export interface Ruled {
  value: number;
  rules: string[];
  /** Set when the number comes from a house rule. */
  house?: SwitchReading<'teamPoisonToLose'>['house'];
}

/** 810.4: only Two-Headed Giant teams share a life total. */
export const sharedLife = (table: Table): boolean => table.variant === 'two-headed-giant';

/** 810.10 (2024): Two-Headed Giant teams share poison counters; 2011 has no such rule (810.5). */
export function sharedPoison(table: Table): SwitchReading<'sharedPoison'> {
  const reading = houseRuleSwitch(table, 'sharedPoison');
  return table.variant === 'two-headed-giant' ? reading : { value: false, rules: [] };
}

export function poolOf(table: Table, counter: Counter, player: string): PoolId {
  return poolWith(shares(table, counter), player, teamOf(table, player));
}

const shares = (table: Table, counter: Counter): boolean =>
  counter === 'life' ? sharedLife(table) : sharedPoison(table).value;

const poolWith = (shared: boolean, player: string, team: string | undefined): PoolId =>
  shared && team !== undefined ? { kind: 'team', name: team } : { kind: 'player', name: player };

/** Every pool of the table for a counter: the teams' when shared, else the players'. */
export function allPools(table: Table, counter: Counter): PoolId[] {
  const shared = shares(table, counter);
  const seen = new Map<string, PoolId>();
  for (const player of table.players) {
    const pool = poolWith(shared, player.name, player.team);
    seen.set(poolKey(pool), pool);
  }
  return [...seen.values()];
}

/** The players of a pool, whether or not they are still in the game. */
export function poolPlayers(table: Table, pool: PoolId): string[] {
  return pool.kind === 'team' ? teamMembers(table, pool.name) : [pool.name];
}

/**
 * 810.4: 30 for a team of two; 810.11 (2024) / 810.10 (2011): 15 for each player of a larger
 * team; 903.7 (the 2026 rules): 40 for each player of a Commander game.
 */
export function startingLife(table: Table, pool: PoolId): Ruled {
  if (pool.kind === 'player' && table.variant === 'commander') return { value: 40, rules: [of2026('903.7')] };
  if (pool.kind === 'player') return { value: 20, rules: [table.edition === '2011' ? '103.3' : '103.4'] };
  const size = teamMembers(table, pool.name).length;
  if (size <= 2) return { value: 30, rules: ['810.4'] };
  return { value: 15 * size, rules: ['810.4', table.edition === '2011' ? '810.10' : '810.11'] };
}

/** The life total at or below which a pool's players lose: 810.8c for a team, 104.3b for a player. */
export const lifeRule = (pool: PoolId): string => (pool.kind === 'team' ? '810.8c' : '104.3b');

/**
 * The poison counters that make a pool's players lose: ten for a player (104.3d); fifteen
 * for a team (810.8d), five more for each player beyond the second (English 810.11, see
 * scenarios/READINGS.md); under house rules that share poison in 2011, as the house rule says.
 */
export function poisonToLose(table: Table, pool: PoolId): Ruled {
  if (pool.kind === 'player') return { value: 10, rules: ['104.3d'] };
  const limit = houseRuleSwitch(table, 'teamPoisonToLose');
  if (limit.house) return { value: limit.value ?? 15, rules: [], house: limit.house };
  const extra = Math.max(0, teamMembers(table, pool.name).length - 2);
  return extra === 0 ? { value: 15, rules: ['810.8d'] } : { value: 15 + 5 * extra, rules: ['810.8d', '810.11'] };
}
