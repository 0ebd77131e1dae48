// The life one player gained or lost during the events, apart from their team's total.
// Damage, loss of life and gaining life happen to each player individually, and only the
// result goes to a Two-Headed Giant team's shared total (810.9): a teammate's gain is not the
// player's. Paying life is losing it (119.4 in 2024, 118.4 in 2011); an effect that sets the
// player's life total makes them gain or lose the difference from the team's total (810.9c,
// 119.5). A change a "can't" effect kept from the player gained or lost them nothing.
import type { Table } from '../table-model.js';
import { counterPool } from './life-module.js';
import { COUNTER_EFFECT, type CounterChange, type ForbiddenChange } from './life-slice.js';
import { poolKey, poolOf, type PoolId } from './pools.js';

export interface LifeShare {
  /** The event's record in the pool the player's changes go to. */
  change: CounterChange;
  pool: PoolId;
  /** The life this player gained or lost by it: 0 where a "can't" effect kept it from them. */
  gained: number;
  lost: number;
  /** Set when a "can't" effect kept the change from this player. */
  forbidden?: ForbiddenChange;
}

/** Each event that named the player and changed, or would have changed, their life, in order. */
export function lifeSharesOf(table: Table, player: string): LifeShare[] {
  const pool = poolOf(table, 'life', player);
  const changes = counterPool(table, 'life', poolKey(pool))?.changes ?? [];
  return changes.filter((change) => change.players.includes(player)).map((change) => shareOf(change, pool, player));
}

function shareOf(change: CounterChange, pool: PoolId, player: string): LifeShare {
  const forbidden = change.forbidden?.find((f) => f.player === player);
  if (forbidden) return { change, pool, gained: 0, lost: 0, forbidden };
  const effect = COUNTER_EFFECT[change.kind];
  // The difference between the new total and the one the player's life total counted as (810.9a).
  const delta = effect === 'set' ? change.amount - change.before : effect === 'gain' ? change.amount : -change.amount;
  return { change, pool, gained: Math.max(delta, 0), lost: Math.max(-delta, 0) };
}
