// Lookups by name over the table's lists, built once per list. An event never changes a
// list it is given (it makes a new one), so an index keyed by the list itself can't go
// stale, and a WeakMap drops it with the list. Without these the core scanned every seat
// on every event, and a Grand Melee of 10,000 players took seconds instead of milliseconds.
import { addSeat, hasSeat, seatSetOf, type SeatSet } from './grand-melee/seat-set.js';
import type { NameList, TablePlayer } from './table-model.js';

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

export function nameList(names: readonly string[]): NameList {
  return { added: [...names], before: undefined, size: names.length };
}

const materialised = new WeakMap<NameList, readonly string[]>();

/** The names, in the order added. O(size) the first time for each list, then stored. */
export function namesOf(list: NameList): readonly string[] {
  let names = materialised.get(list);
  if (!names) {
    names = list.before ? [...namesOf(list.before), ...list.added] : list.added;
    materialised.set(list, names);
  }
  return names;
}

/**
 * The seats of a name list, as a persistent set: a list made by appendNames from one
 * already indexed is indexed in O(added · log n), so a departure costs no rebuild of the
 * whole list's index when the next turn begins.
 */
interface NamesIndex {
  players: readonly TablePlayer[];
  seats: SeatSet;
}

const namesIndexes = new WeakMap<NameList, NamesIndex>();

function seatsOfNames(players: readonly TablePlayer[], list: NameList): SeatSet {
  const known = namesIndexes.get(list);
  if (known?.players === players) return known.seats;
  const { seat } = playerIndex(players);
  const seats = seatSetOf(
    players.length,
    namesOf(list).flatMap((name) => seat.get(name) ?? []),
  );
  namesIndexes.set(list, { players, seats });
  return seats;
}

/** Whether `name` is in `list`, a list the table holds. */
export function isNamed(players: readonly TablePlayer[], list: NameList, name: string): boolean {
  const seat = playerIndex(players).seat.get(name);
  // Only seated players are indexed; a list never holds anyone else, but a scan can't be wrong.
  return seat === undefined ? namesOf(list).includes(name) : hasSeat(seatsOfNames(players, list), seat);
}

/** `list` followed by `added`: a new list, its index made from that of `list` when there is one. */
export function appendNames(players: readonly TablePlayer[], list: NameList, added: readonly string[]): NameList {
  if (added.length === 0) return list;
  const appended: NameList = { added: [...added], before: list, size: list.size + added.length };
  const known = namesIndexes.get(list);
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
