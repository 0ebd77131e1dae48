// Reading a question's parameters. The loader checks them against the catalogue; these
// checks repeat the ones the judge relies on, so a hand-built Scenario fails clearly.
import { notATeam, notSeated } from '../core/unknown-names.js';
import { findPlayer, hasLeft, playerNames, teamNames } from '../table/queries.js';
import type { QuestionContext } from './kind.js';
import type { JudgeProblem } from '../core/answer.js';

export type Read<T> = T | JudgeProblem;

export const isProblem = (value: unknown): value is JudgeProblem =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'path' in value;

function raw(context: QuestionContext, name: string): Read<unknown> {
  const value = context.question.params[name];
  if (value === undefined) {
    return { code: 'judge/missing-parameter', message: `The question ${context.question.ask} needs the parameter ${name}.`, path: context.path };
  }
  return value;
}

/** A player seated at the table (who may have left the game). */
export function readPlayer(context: QuestionContext, name: string): Read<string> {
  const value = raw(context, name);
  if (isProblem(value)) return value;
  const path = [...context.path, name];
  if (typeof value !== 'string') return { code: 'judge/bad-parameter', message: `${name} must be a player's name.`, path };
  if (findPlayer(context.table, value)) return value;
  return notSeated(value, playerNames(context.table), path);
}

/** A player still in the game; `why` ends the sentence saying why one who left cannot be asked about. */
export function readPlayerInGame(context: QuestionContext, name: string, why: string): Read<string> {
  const player = readPlayer(context, name);
  if (isProblem(player) || !hasLeft(context.table, player)) return player;
  return { code: 'judge/player-left', message: `${player} has left the game, ${why} (800.4a).`, path: [...context.path, name], rules: ['800.4a'] };
}

export function readTeam(context: QuestionContext, name: string): Read<string> {
  const value = raw(context, name);
  if (isProblem(value)) return value;
  const path = [...context.path, name];
  if (typeof value !== 'string') return { code: 'judge/bad-parameter', message: `${name} must be a team's name.`, path };
  if (teamNames(context.table).includes(value)) return value;
  return notATeam(value, teamNames(context.table), path);
}

/** The `teams` parameter: team name → list of player names. */
export function readTeams(context: QuestionContext, name: string): Read<[string, string[]][]> {
  const value = raw(context, name);
  if (isProblem(value)) return value;
  const path = [...context.path, name];
  const bad = { code: 'judge/bad-parameter', message: `${name} must map each team's name to a list of its players.`, path };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return bad;
  const teams: [string, string[]][] = [];
  for (const [team, members] of entries) {
    if (!Array.isArray(members) || members.length === 0 || !members.every((m) => typeof m === 'string')) return { ...bad, path: [...path, team] };
    teams.push([team, members as string[]]);
  }
  return teams;
}
