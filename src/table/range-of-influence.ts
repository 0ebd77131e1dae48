// A player's range of influence (801.2): the players within that many seats, counted over
// the seats as the current turn began (801.2c, 807.4h); the player always included
// (801.2b); players who have left since are in no range.
import type { RangeValue } from '../core/scenario.js';
import type { Departure, Setting, Table } from './table-model.js';
import { departureThisTurn, findPlayer, hasLeft, turnSeats } from './queries.js';
import { fromSeat, seatDistance } from './seats.js';

export interface SeatRow {
  player: string;
  distance: number;
  within: boolean;
  /** Set when this player left during the current turn: the seat counts, the player does not. */
  departure?: Departure;
}

export interface RangeView {
  player: string;
  range: Setting<RangeValue>;
  /** Players in range and still in the game, the player included, in turn order from the first seat. */
  players: string[];
  /** Every other seat counted this turn, going left from the player. */
  rows: SeatRow[];
}

export function rangeOfInfluence(table: Table, player: string): RangeView {
  const seated = findPlayer(table, player);
  if (!seated || hasLeft(table, player)) throw new Error(`${player} has no range of influence: not in the game`);
  const ring = turnSeats(table);
  const range = seated.range;
  const rows = fromSeat(ring, player)
    .slice(1)
    .map((other): SeatRow => {
      const distance = seatDistance(ring, player, other);
      const row: SeatRow = { player: other, distance, within: range.value === 'unlimited' || distance <= range.value };
      const departure = departureThisTurn(table, other);
      if (departure) row.departure = departure;
      return row;
    });
  const inRange = new Set([player, ...rows.filter((row) => row.within && !row.departure).map((row) => row.player)]);
  return { player, range, players: ring.filter((name) => inRange.has(name)), rows };
}

/** Is `other` (a player still in the game) within `player`'s range of influence? */
export function isInRange(table: Table, player: string, other: string): boolean {
  return rangeOfInfluence(table, player).players.includes(other);
}
