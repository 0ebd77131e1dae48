// Reading a question's parameters against the table. Their types are checked already
// (evaluate.ts, against each kind's schemas); the names they hold are checked here too,
// since a hand-built Scenario skips the loader's checks.
import { notATeam, notSeated } from '../core/unknown-names.js';
import { findPlayer, hasLeft, playerNames, teamNames } from '../table/queries.js';
import type { QuestionContext } from './kind.js';
import type { JudgeProblem } from '../core/answer.js';

export type Read<T> = T | JudgeProblem;

export const isProblem = (value: unknown): value is JudgeProblem =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'path' in value;

/** A player seated at the table (who may have left the game). */
export function readPlayer<K extends string>(
  context: QuestionContext<Readonly<Record<K, string>>>,
  name: K,
): Read<string> {
  const value = context.params[name];
  if (findPlayer(context.table, value)) return value;
  return notSeated(value, playerNames(context.table), [...context.path, name]);
}

/** A player still in the game; `why` ends the sentence saying why one who left cannot be asked about. */
export function readPlayerInGame<K extends string>(
  context: QuestionContext<Readonly<Record<K, string>>>,
  name: K,
  why: string,
): Read<string> {
  const player = readPlayer(context, name);
  if (isProblem(player) || !hasLeft(context.table, player)) return player;
  return playerHasLeft(context, name, player, why);
}

/** The question is about `player`, who has left; `why` ends the sentence saying what follows. */
export function playerHasLeft(context: QuestionContext, name: string, player: string, why: string): JudgeProblem {
  return {
    code: 'question/player-has-left',
    message: `${player} has left the game, ${why} (800.4a).`,
    path: [...context.path, name],
    rules: ['800.4a'],
  };
}

export function readTeam<K extends string>(
  context: QuestionContext<Readonly<Record<K, string>>>,
  name: K,
): Read<string> {
  const value = context.params[name];
  if (teamNames(context.table).includes(value)) return value;
  return notATeam(value, teamNames(context.table), [...context.path, name]);
}
