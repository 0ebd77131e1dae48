// The core events: players leave (800.4), turns begin (801.2c), turns end and extra
// turns are given, as far as the names they hold go. Ranges of influence are measured over
// the seats as the current turn began, so a player who leaves keeps a seat for distances
// until the next turn begins (801.2c, 807.4h). Which turn comes next is the turn-order
// module's (turns/) and, in Grand Melee, the turn markers' (grand-melee/).
import type { Departure, Table, TableProblem } from '../table-model.js';
import { appendNames, isNamed } from '../player-index.js';
import { findPlayer, hasLeft, playerNames, teamMembers, teamOf, turnTakers } from '../queries.js';
import type { DocPath } from '../../core/scenario.js';
import { notSeated } from '../../core/unknown-names.js';
import { afterDepartures } from '../standing.js';
import type { EventContext, EventOf, EventOutcome, TableModule } from './table-module.js';
import { namedTwice, playerHasLeft } from './event-problems.js';
import { isForbidden } from '../cant/prohibitions.js';

const unknownPlayer = (table: Table, name: string, path: DocPath): TableProblem =>
  notSeated(name, playerNames(table), path);

/**
 * A turn begins for `player` (and, with shared team turns, the team: 805.4), or for the
 * `takers` given. The players in each range are determined again (801.2c): who left during
 * the last turn loses the seat. In Grand Melee the turn markers say who is taking a turn
 * (807.4, takingTurn in queries.ts): the marker module calls this as each holder's turn
 * begins, for the ranges alone.
 */
export function beginTurn(table: Table, player: string, takers?: readonly string[]): Table {
  const turn = table.variant === 'grand-melee' ? table.turn : (takers ?? turnTakers(table, player));
  // Nobody left during the last turn: the same list, not a copy per turn; in Grand Melee the same table.
  if (table.leftThisTurn.length === 0) return turn === table.turn ? table : { ...table, turn };
  const leftBeforeTurn = appendNames(
    table.players,
    table.leftBeforeTurn,
    table.leftThisTurn.map((d) => d.player),
  );
  return { ...table, turn, leftBeforeTurn, leftThisTurn: [] };
}

/** Who leaves along with a departing player: the whole team in Two-Headed Giant, an emperor's team. */
function alsoLeaving(table: Table, player: string): { players: string[]; rule: string } | undefined {
  const team = teamOf(table, player);
  if (team === undefined) return undefined;
  // 810.8a, 810.8b: players lose and leave only as a team.
  if (table.variant === 'two-headed-giant') return { players: teamMembers(table, team), rule: '810.8a' };
  // 809.5b: a team loses the game if its emperor loses; a general who can't lose the game
  // doesn't (101.2: the "can't" effect takes precedence; scenarios/READINGS.md).
  if (table.variant === 'emperor' && findPlayer(table, player)?.role === 'emperor')
    return { players: teamMembers(table, team).filter((mate) => !isForbidden(table, mate, 'lose')), rule: '809.5b' };
  return undefined;
}

function leave(table: Table, event: EventOf<'leave'>, { index }: EventContext): EventOutcome {
  const problems: TableProblem[] = [];
  const departures: Departure[] = [];
  const named = new Set<string>();
  event.players.forEach((name, i) => {
    const path = ['events', index, 'leave', ...(event.players.length > 1 ? [i] : [])];
    if (named.has(name)) problems.push(namedTwice(name, path));
    else if (!findPlayer(table, name)) problems.push(unknownPlayer(table, name, path));
    else if (hasLeft(table, name))
      problems.push({
        code: 'table/already-left',
        message: `${name} has already left the game.`,
        path,
        rules: ['800.4'],
      });
    else departures.push({ player: name, event: index });
    named.add(name);
  });
  const leaving = new Set(departures.map((d) => d.player));
  for (const departure of [...departures]) {
    const along = alsoLeaving(table, departure.player);
    for (const mate of along?.players ?? []) {
      if (hasLeft(table, mate) || leaving.has(mate)) continue;
      leaving.add(mate);
      departures.push({ player: mate, event: index, with: departure.player, rule: along!.rule });
    }
  }
  if (problems.length > 0) return { table, problems };
  const standing = afterDepartures(
    table.standing,
    departures.map((d) => findPlayer(table, d.player)!),
  );
  return { table: { ...table, leftThisTurn: [...table.leftThisTurn, ...departures], standing }, problems };
}

function newTurn(table: Table, event: EventOf<'newTurn'>, { index }: EventContext): EventOutcome {
  const path = ['events', index, 'newTurn'];
  if (!findPlayer(table, event.player)) return { table, problems: [unknownPlayer(table, event.player, path)] };
  if (hasLeft(table, event.player)) {
    const rule = table.edition === '2024' ? '800.4k' : '800.4';
    const message = `${event.player} has left the game; a turn of a player who has left doesn't begin (${rule}).`;
    return { table, problems: [playerHasLeft(message, path, [rule])] };
  }
  return { table: beginTurn(table, event.player), problems: [] };
}

/**
 * The names of endTurn. A player who has left may end only the turn that goes on without
 * them (800.4j; end-turn-after-leaving); whether a player still in the game is taking a
 * turn is for the turn order or the turn markers to say.
 */
function endTurn(table: Table, event: EventOf<'endTurn'>, { index }: EventContext): EventOutcome {
  const path = ['events', index, 'endTurn'];
  const { player } = event;
  if (!findPlayer(table, player)) return { table, problems: [unknownPlayer(table, player, path)] };
  // In Grand Melee the turn-marker module asks the markers, with the seat it looks up anyway.
  if (table.variant === 'grand-melee' || !hasLeft(table, player) || table.turn.includes(player))
    return { table, problems: [] };
  // Without turn.active the file does not say whose turn it was: it may have been theirs,
  // unless they had left before it began.
  if (table.turn.length === 0 && !isNamed(table.players, table.leftBeforeTurn, player)) return { table, problems: [] };
  return { table, problems: [noTurnToEnd(table, player, path)] };
}

/** table/player-has-left: an endTurn for a player who has left and whose turn is not going on. */
export function noTurnToEnd(table: Table, player: string, path: DocPath): TableProblem {
  const rule = table.edition === '2024' ? '800.4j' : '800.4g';
  const message = `${player} has left the game and is not taking a turn, so there is no turn of ${player}'s to end (${rule}).`;
  return playerHasLeft(message, path, [rule]);
}

/** 800.4, 800.4k: a player who has left takes no more turns, so no effect gives them one. */
function extraTurn(table: Table, event: EventOf<'extraTurn'>, { index }: EventContext): EventOutcome {
  const path = ['events', index, 'extraTurn'];
  if (!findPlayer(table, event.player)) return { table, problems: [unknownPlayer(table, event.player, path)] };
  if (!hasLeft(table, event.player)) return { table, problems: [] };
  const rule = table.edition === '2024' ? '800.4k' : '800.4a';
  const message = `${event.player} has left the game, so no effect can give them an extra turn (${rule}).`;
  return { table, problems: [playerHasLeft(message, path, [rule])] };
}

export const coreModule: TableModule<undefined> = {
  id: 'core',
  on: { leave, newTurn, endTurn, extraTurn },
};

/** The core module alone, for a departure as such: who leaves, with whoever leaves along (810.8a, 809.5b). */
export const CORE_ONLY: readonly TableModule[] = [coreModule];
