// Questions about the table that every answer asks: who is still in the game, who sat
// where when the current turn began, who is on which team. Seats go through seats.ts.
import type { Departure, Table, TablePlayer } from './model.js';
import type { Ring } from './seats.js';

export function findPlayer(table: Table, name: string): TablePlayer | undefined {
  return table.players.find((player) => player.name === name);
}

export function playerNames(table: Table): string[] {
  return table.players.map((player) => player.name);
}

/**
 * The seats counted for distances this turn: everyone who had not left when the current
 * turn began. Players who left during it keep their seat until the next turn (801.2c, 807.4h).
 */
export function turnSeats(table: Table): Ring {
  const gone = new Set(table.leftBeforeTurn);
  return playerNames(table).filter((name) => !gone.has(name));
}

export function departureThisTurn(table: Table, name: string): Departure | undefined {
  return table.leftThisTurn.find((departure) => departure.player === name);
}

export function hasLeft(table: Table, name: string): boolean {
  return table.leftBeforeTurn.includes(name) || departureThisTurn(table, name) !== undefined;
}

/** Players still in the game, in turn order. */
export function inGame(table: Table): string[] {
  return playerNames(table).filter((name) => !hasLeft(table, name));
}

/** The players whose turn is in progress and who are still in the game. */
export function activePlayers(table: Table): string[] {
  return table.turn.filter((name) => !hasLeft(table, name));
}

export function teamOf(table: Table, name: string): string | undefined {
  return findPlayer(table, name)?.team;
}

/** Team names in the order their first member sits. */
export function teamNames(table: Table): string[] {
  const names: string[] = [];
  for (const player of table.players) {
    if (player.team !== undefined && !names.includes(player.team)) names.push(player.team);
  }
  return names;
}

/** All members of a team, in turn order, whether or not they are still in the game. */
export function teamMembers(table: Table, team: string): string[] {
  return table.players.filter((player) => player.team === team).map((player) => player.name);
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
