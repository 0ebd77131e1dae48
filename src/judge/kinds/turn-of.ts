// Whose turn a question about a step names (`turnOf`, trigger-count): a player, or under
// shared team turns a team, whose turn it is (805.4, 805.4a); by default the turn in
// progress. In Grand Melee several turns are in progress at once (807.4), so the question
// must name one.
import type { JudgeProblem } from '../../core/answer.js';
import { notSeatedNorTeam } from '../../core/unknown-names.js';
import {
  activePlayers,
  findPlayer,
  hasLeft,
  playerNames,
  sharedTeamTurns,
  teamMembers,
  teamNames,
  teamOf,
} from '../../table/queries.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import type { QuestionContext } from '../kind.js';
import { turnOrderOrProblem } from './turn-order-steps.js';
import { isProblem } from '../params.js';

export interface TurnOf {
  /** "Cat's turn", "team Moon's turn". */
  name: string;
  /** The active players of that turn still in the game. */
  players: string[];
  /** False for a turn of players who have all left: it doesn't begin (800.4k). */
  begins: boolean;
}

type Context = QuestionContext<{ readonly turnOf?: string | undefined }>;

/** The turn the question names, with a step that says whose it is; or why it can't be told. */
export function readTurnOf(context: Context, ex: Explainer): TurnOf | JudgeProblem {
  const { table } = context;
  const named = context.params.turnOf;
  if (named === undefined) return turnInProgress(context, ex);
  const path = [...context.path, 'turnOf'];
  const shared = sharedTeamTurns(table);
  if (teamNames(table).includes(named) && !findPlayer(table, named)) {
    if (!shared)
      return {
        code: 'judge/bad-parameter',
        message: `turnOf names team ${named}, but without the shared team turns option each player takes their own turns (805.4): name a player.`,
        path,
        rules: ['805.4'],
      };
    return teamTurn(ex, table, named);
  }
  if (!findPlayer(table, named)) return notSeatedNorTeam(named, [...playerNames(table), ...teamNames(table)], path);
  const team = teamOf(table, named);
  if (shared && team !== undefined) return teamTurn(ex, table, team);
  if (hasLeft(table, named)) {
    const rule = ex.edition === '2024' ? '800.4k' : '102.1';
    ex.step(
      `${named} has left the game, so no turn of ${named}'s begins`,
      [rule],
      ex.edition === '2024' ? undefined : 'left-players-take-no-turns',
    );
    return { name: `${named}'s turn`, players: [], begins: false };
  }
  ex.step(`turnOf: ${named}'s turn, in which ${named} is the active player`, ['102.1']);
  return { name: `${named}'s turn`, players: [named], begins: true };
}

function teamTurn(ex: Explainer, table: QuestionContext['table'], team: string): TurnOf {
  const players = teamMembers(table, team).filter((p) => !hasLeft(table, p));
  if (players.length === 0) {
    const rule = ex.edition === '2024' ? '800.4k' : '102.1';
    ex.step(
      `Every player of team ${team} has left the game, so no turn of theirs begins`,
      [rule],
      ex.edition === '2024' ? undefined : 'left-players-take-no-turns',
    );
    return { name: `team ${team}'s turn`, players, begins: false };
  }
  ex.step(
    `Under shared team turns team ${team} takes its turns together; in its turn the active players are ${listNames(players)}`,
    ['805.4', '805.4a'],
  );
  return { name: `team ${team}'s turn`, players, begins: true };
}

function turnInProgress(context: Context, ex: Explainer): TurnOf | JudgeProblem {
  const { table } = context;
  if (table.variant === 'grand-melee')
    return {
      code: 'judge/missing-parameter',
      message: `In Grand Melee several turns are in progress at once (807.4): ${context.question.ask} needs turnOf, the player whose turn it asks about.`,
      path: context.path,
      notes: ['add "turnOf: NAME" to the question'],
      rules: ['807.4'],
    };
  const slice = turnOrderOrProblem(context);
  if (isProblem(slice)) return slice;
  const players = activePlayers(table);
  const shared = sharedTeamTurns(table);
  const team = shared && players[0] !== undefined ? teamOf(table, players[0]) : undefined;
  const name =
    team !== undefined
      ? `team ${team}'s turn`
      : players.length > 0
        ? `${listNames(players)}'s turn`
        : 'the turn in progress';
  if (players.length === 0)
    ex.step('The turn in progress goes on without an active player', [ex.edition === '2024' ? '800.4j' : '800.4g']);
  else
    ex.step(
      `The turn in progress is ${name}: the active ${players.length === 1 ? 'player is' : 'players are'} ${listNames(players)}`,
      shared ? ['805.4a'] : ['102.1'],
    );
  return { name, players, begins: true };
}
