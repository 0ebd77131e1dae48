// 724.4 and 725.4 (the 2026 rules): if the monarch (the player with the initiative) leaves the
// game, the active player takes it at the same time; if the active player is leaving or there
// is no active player, the next player in turn order does; the monarch is left with nobody
// when no player still in the game can take it.
// - Several active players (shared team turns, Grand Melee): "the active player" is one of
//   them, so any of those still in the game may take it (designation-several-active).
// - The next player in turn order is the first player to the left of the active player (of
//   each of them), still in the game after the departure (designation-next-in-turn-order).
// - Where the file does not say whose turn it is, who takes it is unknown.
import type { Table } from '../table-model.js';
import { hasLeft, playerNames, takingTurn } from '../queries.js';
import { nextInTurnOrder } from '../seats.js';
import { union, type DesignationState, type LeavePassing } from './designation-state.js';

interface Departure {
  before: Table;
  after: Table;
  /** The players who leave in this event, those who leave with them included (810.8a, 809.5b). */
  leaving: readonly string[];
  index: number;
}

export function passOnLeave(state: DesignationState, departure: Departure): DesignationState {
  const { leaving, index } = departure;
  const going = state.holders.filter((holder) => leaving.includes(holder));
  if (going.length === 0 || state.unknown) return state;
  const passed = takers(departure);
  const staying = state.holders.filter((holder) => !leaving.includes(holder));
  return {
    holders: union(staying, passed.takers),
    ...(passed.how === 'turn-unknown' && { unknown: { event: index } }),
    notes: [...state.notes, { kind: 'left', event: index, players: going, passed, before: [...state.holders] }],
  };
}

function takers({ before, after }: Departure): LeavePassing {
  const taking = takingTurn(before);
  if (taking.length === 0) return { how: 'turn-unknown', takers: [] };
  const active = taking.filter((player) => !hasLeft(after, player));
  if (active.length > 0) return { how: 'active', takers: active };
  const ring = playerNames(after);
  const stillIn = (player: string) => !hasLeft(after, player);
  const next = [...new Set(taking.flatMap((player) => nextInTurnOrder(ring, player, stillIn) ?? []))];
  return next.length === 0 ? { how: 'nobody', takers: [] } : { how: 'next', takers: next, after: [...taking] };
}
