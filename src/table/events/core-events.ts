// The core events: players leave (800.4), turns begin (801.2c) and end. Ranges of
// influence are measured over the seats as the current turn began, so a player who
// leaves keeps a seat for distances until the next turn begins (801.2c, 807.4h).
import type { Departure, Table, TableProblem } from '../table-model.js';
import { appendNames, playerIndex } from '../player-index.js';
import { areTeammates, findPlayer, hasLeft, playerNames, sharedTeamTurns, teamMembers, teamOf } from '../queries.js';
import type { DocPath } from '../../core/scenario.js';
import { notSeated } from '../../core/unknown-names.js';
import { nextInTurnOrder } from '../seats.js';
import type { EventContext, EventOf, EventOutcome, TableModule } from './table-module.js';

const unknownPlayer = (table: Table, name: string, path: DocPath): TableProblem =>
  notSeated(name, playerNames(table), path);

/**
 * A turn begins for `player` (and, with shared team turns, the team: 805.4). The players
 * in each range are determined again (801.2c): who left during the last turn loses the seat.
 * In Grand Melee the turn markers say who is taking a turn (807.4, takingTurn in queries.ts):
 * the marker module calls this as each holder's turn begins, for the ranges alone.
 */
export function beginTurn(table: Table, player: string): Table {
  const turn = table.variant === 'grand-melee' ? table.turn : takers(table, player);
  // Nobody left during the last turn: the same list, not a copy per turn; in Grand Melee the same table.
  if (table.leftThisTurn.length === 0) return turn === table.turn ? table : { ...table, turn };
  const leftBeforeTurn = appendNames(
    table.players,
    table.leftBeforeTurn,
    table.leftThisTurn.map((d) => d.player),
  );
  return { ...table, turn, leftBeforeTurn, leftThisTurn: [] };
}

function takers(table: Table, player: string): string[] {
  const team = teamOf(table, player);
  return sharedTeamTurns(table) && team !== undefined
    ? teamMembers(table, team).filter((p) => !hasLeft(table, p))
    : [player];
}

/** Who leaves along with a departing player: the whole team in Two-Headed Giant, an emperor's team. */
function alsoLeaving(table: Table, player: string): { players: string[]; rule: string } | undefined {
  const team = teamOf(table, player);
  if (team === undefined) return undefined;
  // 810.8a, 810.8b: players lose and leave only as a team.
  if (table.variant === 'two-headed-giant') return { players: teamMembers(table, team), rule: '810.8a' };
  // 809.5b: a team loses the game if its emperor loses.
  if (table.variant === 'emperor' && findPlayer(table, player)?.role === 'emperor')
    return { players: teamMembers(table, team), rule: '809.5b' };
  return undefined;
}

function leave(table: Table, event: EventOf<'leave'>, { index }: EventContext): EventOutcome {
  const problems: TableProblem[] = [];
  const departures: Departure[] = [];
  const leaving = (name: string) => departures.some((d) => d.player === name);
  event.players.forEach((name, i) => {
    const path = ['events', index, 'leave', ...(event.players.length > 1 ? [i] : [])];
    if (!findPlayer(table, name)) problems.push(unknownPlayer(table, name, path));
    else if (hasLeft(table, name))
      problems.push({
        code: 'table/already-left',
        message: `${name} has already left the game.`,
        path,
        rules: ['800.4'],
      });
    else if (!leaving(name)) departures.push({ player: name, event: index });
  });
  for (const departure of [...departures]) {
    const along = alsoLeaving(table, departure.player);
    for (const mate of along?.players ?? []) {
      if (!hasLeft(table, mate) && !leaving(mate))
        departures.push({ player: mate, event: index, with: departure.player, rule: along!.rule });
    }
  }
  return { table: { ...table, leftThisTurn: [...table.leftThisTurn, ...departures] }, problems };
}

function newTurn(table: Table, event: EventOf<'newTurn'>, { index }: EventContext): EventOutcome {
  const path = ['events', index, 'newTurn'];
  if (!findPlayer(table, event.player)) return { table, problems: [unknownPlayer(table, event.player, path)] };
  if (hasLeft(table, event.player)) {
    const rule = table.edition === '2024' ? '800.4k' : '800.4';
    const message = `${event.player} has left the game; a turn of a player who has left doesn't begin (${rule}).`;
    return { table, problems: [{ code: 'table/player-has-left', message, path, rules: [rule] }] };
  }
  return { table: beginTurn(table, event.player), problems: [] };
}

function endTurn(table: Table, event: EventOf<'endTurn'>, { index }: EventContext): EventOutcome {
  const path = ['events', index, 'endTurn'];
  const ender = event.player;
  if (!findPlayer(table, ender)) return { table, problems: [unknownPlayer(table, ender, path)] };
  // 807.4c: in Grand Melee the turn-marker module checks the marker and moves it on.
  if (table.variant === 'grand-melee') return { table, problems: [] };
  if (table.turn.length > 0 && !table.turn.includes(ender)) {
    const message = `${ender} ends a turn but is not taking one (taking turns: ${table.turn.join(', ')}).`;
    return { table, problems: [{ code: 'table/not-taking-turn', message, path }] };
  }
  // The next player (or team, 805.4) in turn order still in the game begins a turn.
  const next = nextInTurnOrder(
    playerIndex(table.players).names,
    ender,
    (p) => !hasLeft(table, p) && !(sharedTeamTurns(table) && areTeammates(table, ender, p)),
  );
  if (next === undefined) return { table: { ...table, turn: [] }, problems: [] };
  return { table: beginTurn(table, next), problems: [] };
}

export const coreModule: TableModule<undefined> = {
  id: 'core',
  on: { leave, newTurn, endTurn },
};
