// The event reducer: each event passes through every module's handler for its kind, in
// module order. Events no module handles leave the table as it is. An event the rules do
// not allow stops the events there: what follows it would be played on a table that
// cannot exist. So does any event once the game is over (104.2a, 104.2c, 104.4a).
import type { GameEvent } from '../../core/scenario.js';
import type { Table, TableProblem } from '../table-model.js';
import { inGame } from '../queries.js';
import { gameOver } from '../standing.js';
import { StepLimitReached } from '../step-limit.js';
import { TABLE_MODULES } from './modules.js';
import { handlersFor, type EventOutcome, type TableModule } from './table-module.js';

export function applyEvent(
  table: Table,
  event: GameEvent,
  index: number,
  modules: readonly TableModule[] = TABLE_MODULES,
): EventOutcome {
  const over = table.standing.sides > 1 ? undefined : gameOver(table.standing, () => inGame(table));
  if (over) return { table, problems: [afterTheGame(index, over.why, over.rule)] };
  const before = table;
  let current = table;
  try {
    for (const { module, handler } of handlersFor(modules, event)) {
      if (module.active && !module.active(current)) continue;
      const outcome = handler(current, event, { before, index });
      // The first module to refuse the event has the last word on it.
      if (outcome.problems.length > 0) return { table: current, problems: outcome.problems };
      current = outcome.table;
    }
  } catch (error) {
    if (!(error instanceof StepLimitReached)) throw error;
    return { table: before, problems: [stepLimit(index, error)] };
  }
  return { table: current, problems: [] };
}

/** Applies the file's events in order, up to the first one the rules do not allow. */
export function applyEvents(
  table: Table,
  events: readonly GameEvent[],
  modules: readonly TableModule[] = TABLE_MODULES,
): EventOutcome {
  let current = table;
  for (const [index, event] of events.entries()) {
    const outcome = applyEvent(current, event, index, modules);
    if (outcome.problems.length > 0) return outcome;
    current = outcome.table;
  }
  return { table: current, problems: [] };
}

function afterTheGame(index: number, why: string, rule: string): TableProblem {
  return {
    code: 'table/game-over',
    message: `Event ${index + 1} comes after the game ended: ${why} (${rule}), and nothing happens in a game that is over.`,
    path: ['events', index],
    notes: ['end the events where the game ends'],
    rules: [rule],
  };
}

function stepLimit(index: number, error: StepLimitReached): TableProblem {
  return {
    code: 'table/step-limit',
    message: `Event ${index + 1} stopped: ${error.what} went past ${error.limit} steps, which no table needs.`,
    path: ['events', index],
    notes: ['this is a bug in mtg-judge; please report it with this file'],
  };
}
