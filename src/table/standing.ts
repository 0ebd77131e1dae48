// Who is still in the game, counted by side: a team, or a player without one (102.3).
// The game is over once one side is left (104.2a, 104.2c) or none (104.4a); nothing
// happens after that. Kept as counts that each departure updates, so that asking after
// every event costs nothing at 10,000 players.
import type { Standing, TablePlayer } from './table-model.js';

export function initialStanding(players: readonly TablePlayer[], gone: ReadonlySet<string>): Standing {
  const perTeam = new Map<string, number>();
  let count = 0;
  let loners = 0;
  for (const player of players) {
    if (gone.has(player.name)) continue;
    count++;
    if (player.team === undefined) loners++;
    else perTeam.set(player.team, (perTeam.get(player.team) ?? 0) + 1);
  }
  return { players: count, sides: loners + perTeam.size, perTeam };
}

/** The standing once these players (each still in the game until now) have left. */
export function afterDepartures(standing: Standing, departed: readonly TablePlayer[]): Standing {
  if (departed.length === 0) return standing;
  const perTeam = new Map(standing.perTeam);
  let sides = standing.sides;
  for (const player of departed) {
    if (player.team === undefined) {
      sides--;
      continue;
    }
    const left = (perTeam.get(player.team) ?? 1) - 1;
    if (left > 0) perTeam.set(player.team, left);
    else {
      perTeam.delete(player.team);
      sides--;
    }
  }
  return { players: standing.players - departed.length, sides, perTeam };
}

export interface GameOver {
  rule: string;
  /** Why, as a clause: "only Ann is left in the game". */
  why: string;
}

/** The game has ended when one side or none is left (104.2a, 104.2c, 104.4a); undefined while it goes on. */
export function gameOver(standing: Standing, stillIn: () => readonly string[]): GameOver | undefined {
  if (standing.sides > 1) return undefined;
  if (standing.sides === 0)
    return { rule: '104.4a', why: 'the last players left the game at the same moment, so the game was a draw' };
  const names = stillIn();
  const [team] = standing.perTeam.keys();
  if (team !== undefined)
    return {
      rule: '104.2c',
      why: `only team ${team} is left in the game (${names.join(', ')}), so it won when the other teams left`,
    };
  return { rule: '104.2a', why: `only ${names[0]} is left in the game, so ${names[0]} won when the others left` };
}
