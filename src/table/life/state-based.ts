// The state-based actions on life and poison, checked on the totals after the events,
// before any player would receive priority (704.3): a team at 0 life or less (810.8c) or
// with enough poison counters (810.8d), a player at 0 life or less (104.3b) or with ten
// poison counters (104.3d) loses, and a player who loses leaves the game (104.5), taking
// a Two-Headed Giant team (810.8a) or an emperor's team (809.5b) along. If that would be
// every player still in the game, the game is a draw for all of them (104.4a). A player who
// can't lose the game doesn't (101.2), and in Two-Headed Giant neither does their team (810.8a).
// In a Commander game, a player dealt 21 or more combat damage by one commander loses too
// (704.6c, 903.10a in the 2026 rules).
import { applyEvent } from '../events/apply-events.js';
import { CORE_ONLY } from '../events/core-events.js';
import type { Table } from '../table-model.js';
import { hasLeft, inGame } from '../queries.js';
import { counterPool } from './life-module.js';
import { allPools, poisonToLose, poolKey, poolPlayers, type Counter, type PoolId } from './pools.js';
import { prohibitionsOn, type Prohibition } from '../cant/prohibitions.js';
import { COMMANDER_DAMAGE_TO_LOSE, commanderDamageTo } from '../commander/commander-damage.js';

export interface StateBasedLoss {
  /** Life, poison counters, or the combat damage of one commander (704.6c in the 2026 rules). */
  counter: Counter | 'commander-damage';
  pool: PoolId;
  total: number;
  /** For commander damage: the commander. */
  commander?: string;
  /** The pool's players still in the game who lose. */
  players: string[];
  /** The pool's players still in the game who would lose but can't, with the effects that say so. */
  spared: { player: string; by: Prohibition[] }[];
}

export interface StateBasedOutcome {
  losses: StateBasedLoss[];
  /** Every player still in the game who loses, teammates and an emperor's generals included. */
  losers: string[];
  /** True when the losers are all the players still in the game: a draw for them (104.4a). */
  draw: boolean;
  /** The table once the losers have left the game. */
  table: Table;
}

export function stateBasedActions(table: Table): StateBasedOutcome {
  const losses = [...lossesOf(table, 'life'), ...lossesOf(table, 'poison'), ...commanderLosses(table)];
  const players = [...new Set(losses.flatMap((loss) => loss.players))];
  if (players.length === 0) return { losses, losers: [], draw: false, table };
  // The core leave handler adds the teammates who leave with them (810.8a, 809.5b).
  const after = applyEvent(table, { kind: 'leave', players }, table.leftThisTurn.length, CORE_ONLY).table;
  const losers = inGame(table).filter((name) => hasLeft(after, name));
  return { losses, losers, draw: losers.length === inGame(table).length, table: after };
}

/** 704.6c, 903.10a (the 2026 rules): in a Commander game, 21 combat damage from one commander. */
function commanderLosses(table: Table): StateBasedLoss[] {
  if (table.variant !== 'commander') return [];
  return inGame(table).flatMap((player) =>
    commanderDamageTo(table, player)
      .filter((damage) => damage.total >= COMMANDER_DAMAGE_TO_LOSE)
      .map((damage): StateBasedLoss => {
        const by = prohibitionsOn(table, player, 'lose');
        return {
          counter: 'commander-damage',
          pool: { kind: 'player', name: player },
          total: damage.total,
          commander: damage.commander.name,
          players: by.length > 0 ? [] : [player],
          spared: by.length > 0 ? [{ player, by }] : [],
        };
      }),
  );
}

function lossesOf(table: Table, counter: Counter): StateBasedLoss[] {
  return allPools(table, counter).flatMap((pool): StateBasedLoss[] => {
    const inTheGame = poolPlayers(table, pool).filter((name) => !hasLeft(table, name));
    const total = counterPool(table, counter, poolKey(pool))!.total;
    const loses = counter === 'life' ? total <= 0 : total >= poisonToLose(table, pool).value;
    if (inTheGame.length === 0 || !loses) return [];
    const spared = inTheGame.flatMap((player) => {
      const by = prohibitionsOn(table, player, 'lose');
      return by.length > 0 ? [{ player, by }] : [];
    });
    const players = inTheGame.filter((name) => !spared.some((s) => s.player === name));
    return [{ counter, pool, total, players, spared }];
  });
}
