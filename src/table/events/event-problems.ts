// The problems events share: a player who has left named by an event other than `leave`,
// one event naming a player twice.
import type { DocPath } from '../../core/scenario.js';
import type { TableProblem } from '../table-model.js';

/** table/player-has-left: an event other than `leave` names a player who has left (scenario-format.md). */
export function playerHasLeft(message: string, path: DocPath, rules: string[]): TableProblem {
  return { code: 'table/player-has-left', message, path, rules };
}

/** One event names a player twice: whether it happened once or twice to them, the file does not say. */
export function namedTwice(name: string, path: DocPath): TableProblem {
  return {
    code: 'table/duplicate-player',
    message: `${name} is named twice in one event; name each player once.`,
    path,
  };
}
