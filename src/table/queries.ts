// Questions about the table that every answer asks: who is still in the game, who sat
// where when the current turn began, who is on which team, whose turn it is. Seats go
// through seats.ts. Events ask some of these every time, so lookups by name go through
// the indexes of player-index.ts rather than scanning the seats.
import { meleeState, meleeTakers } from './grand-melee/slice.js';
import type { Departure, Table, TablePlayer } from './table-model.js';
import { isNamed, namesOf, playerIndex } from './player-index.js';
import type { Ring } from './seats.js';

export function findPlayer(table: Table, name: string): TablePlayer | undefined {
  return playerIndex(table.players).byName.get(name);
}

export function playerNames(table: Table): string[] {
  return table.players.map((player) => player.name);
}

/**
 * The seats counted for distances this turn: everyone who had not left when the current
 * turn began. Players who left during it keep their seat until the next turn (801.2c, 807.4h).
 */
export function turnSeats(table: Table): Ring {
  const gone = new Set(leftBefore(table));
  return playerNames(table).filter((name) => !gone.has(name));
}

/** The players who had left before the current turn began, in the order they left. */
export function leftBefore(table: Table): readonly string[] {
  return namesOf(table.leftBeforeTurn);
}

/** A scan, unlike the other lookups: the list is emptied whenever a turn begins, so it stays short. */
export function departureThisTurn(table: Table, name: string): Departure | undefined {
  return table.leftThisTurn.find((departure) => departure.player === name);
}

export function hasLeft(table: Table, name: string): boolean {
  return isNamed(table.players, table.leftBeforeTurn, name) || departureThisTurn(table, name) !== undefined;
}

/** Players still in the game, in turn order. */
export function inGame(table: Table): string[] {
  return playerNames(table).filter((name) => !hasLeft(table, name));
}

/**
 * The players whose turn is in progress; may include one who left during it (800.4j). In
 * Grand Melee the turn markers say (807.4): the marker module's slice is the one record,
 * and table.turn stays empty. Elsewhere the core keeps table.turn.
 */
export function takingTurn(table: Table): readonly string[] {
  if (table.variant !== 'grand-melee') return table.turn;
  const s = meleeState(table);
  return s ? meleeTakers(s) : [];
}

/** 805.4: who takes a turn that `player` begins: their team's players still in the game under shared team turns. */
export function turnTakers(table: Table, player: string): string[] {
  const team = teamOf(table, player);
  return sharedTeamTurns(table) && team !== undefined
    ? teamMembers(table, team).filter((p) => !hasLeft(table, p))
    : [player];
}

/** The players whose turn is in progress and who are still in the game. */
export function activePlayers(table: Table): string[] {
  return takingTurn(table).filter((name) => !hasLeft(table, name));
}

export function teamOf(table: Table, name: string): string | undefined {
  return findPlayer(table, name)?.team;
}

/** Team names in the order their first member sits. */
export function teamNames(table: Table): string[] {
  return [...playerIndex(table.players).teams.keys()];
}

/** All members of a team, in turn order, whether or not they are still in the game. */
export function teamMembers(table: Table, team: string): string[] {
  return [...(playerIndex(table.players).teams.get(team) ?? [])];
}

export function areTeammates(table: Table, a: string, b: string): boolean {
  const team = teamOf(table, a);
  return a !== b && team !== undefined && team === teamOf(table, b);
}

/** 102.3: a player's opponents are all players not on their team; only those still in the game. */
export function opponentsOf(table: Table, name: string): string[] {
  return inGame(table).filter((other) => other !== name && !areTeammates(table, name, other));
}

/** The limited range of influence option (801) is in use when any player's range is a number. */
export function limitedRangeInUse(table: Table): boolean {
  return table.players.some((player) => player.range.value !== 'unlimited');
}

/** The shared team turns option (805) is in use. */
export function sharedTeamTurns(table: Table): boolean {
  return table.options.sharedTeamTurns.value;
}
