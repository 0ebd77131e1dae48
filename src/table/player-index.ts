// Lookups by name over the table's lists, built once per list. An event never changes a
// list it is given (it makes a new one), so an index keyed by the list itself can't go
// stale, and a WeakMap drops it with the list. Without these the core scanned every seat
// on every event, and a Grand Melee of 10,000 players took seconds instead of milliseconds.
import { addSeat, hasSeat, seatSetOf, type SeatSet } from './grand-melee/seat-set.js';
import type { TablePlayer } from './table-model.js';

export interface PlayerIndex {
  /** Every name, in turn order. Frozen: the table never changes it. */
  readonly names: readonly string[];
  readonly byName: ReadonlyMap<string, TablePlayer>;
  /** Name → seat: the index in `names`. */
  readonly seat: ReadonlyMap<string, number>;
  /** Team → its members in turn order; players without a team are in none. */
  readonly teams: ReadonlyMap<string, readonly string[]>;
}

const playerIndexes = new WeakMap<readonly TablePlayer[], PlayerIndex>();

export function playerIndex(players: readonly TablePlayer[]): PlayerIndex {
  let index = playerIndexes.get(players);
  if (!index) {
    index = buildIndex(players);
    playerIndexes.set(players, index);
  }
  return index;
}

function buildIndex(players: readonly TablePlayer[]): PlayerIndex {
  const byName = new Map<string, TablePlayer>();
  const seat = new Map<string, number>();
  const teams = new Map<string, string[]>();
  players.forEach((player, i) => {
    // Of two players with one name (validate-seats-and-turn.ts reports it), a scan finds the first.
    if (!byName.has(player.name)) {
      byName.set(player.name, player);
      seat.set(player.name, i);
    }
    if (player.team === undefined) return;
    const members = teams.get(player.team);
    if (members) members.push(player.name);
    else teams.set(player.team, [player.name]);
  });
  return { names: Object.freeze(players.map((p) => p.name)), byName, seat, teams };
}

/**
 * The seats of a list of names the table holds (leftBeforeTurn), as a persistent set: a
 * list one longer than a list already indexed is indexed in O(log n) (appendNames), so a
 * departure costs no rebuild of the whole list's index when the next turn begins.
 */
interface NamesIndex {
  players: readonly TablePlayer[];
  seats: SeatSet;
}

const namesIndexes = new WeakMap<readonly string[], NamesIndex>();

function seatsOfNames(players: readonly TablePlayer[], names: readonly string[]): SeatSet {
  const known = namesIndexes.get(names);
  if (known?.players === players) return known.seats;
  const { seat } = playerIndex(players);
  const seats = seatSetOf(
    players.length,
    names.flatMap((name) => seat.get(name) ?? []),
  );
  namesIndexes.set(names, { players, seats });
  return seats;
}

/** Whether `name` is in `names`, a list the table holds. */
export function isNamed(players: readonly TablePlayer[], names: readonly string[], name: string): boolean {
  const seat = playerIndex(players).seat.get(name);
  // Only seated players are indexed; a list never holds anyone else, but a scan can't be wrong.
  return seat === undefined ? names.includes(name) : hasSeat(seatsOfNames(players, names), seat);
}

/** `names` followed by `added`: a new list, its index made from that of `names` when there is one. */
export function appendNames(
  players: readonly TablePlayer[],
  names: readonly string[],
  added: readonly string[],
): readonly string[] {
  const appended = [...names, ...added];
  const known = namesIndexes.get(names);
  if (known?.players === players) {
    const { seat } = playerIndex(players);
    let seats = known.seats;
    for (const name of added) {
      const at = seat.get(name);
      if (at !== undefined) seats = addSeat(seats, at);
    }
    namesIndexes.set(appended, { players, seats });
  }
  return appended;
}
