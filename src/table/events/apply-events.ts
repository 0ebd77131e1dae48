// The event reducer: each event passes through every module's handler for its kind, in
// module order. Events no module handles leave the table as it is.
import type { GameEvent } from '../../core/scenario.js';
import type { Table, TableProblem } from '../table-model.js';
import { TABLE_MODULES } from './modules.js';
import { handlerFor, type EventOutcome, type TableModule } from './table-module.js';

export function applyEvent(
  table: Table,
  event: GameEvent,
  index: number,
  modules: readonly TableModule[] = TABLE_MODULES,
): EventOutcome {
  const before = table;
  let current = table;
  const problems: TableProblem[] = [];
  for (const module of modules) {
    const handler = handlerFor(module, event);
    if (!handler) continue;
    const outcome = handler(current, event, { before, index });
    current = outcome.table;
    problems.push(...outcome.problems);
  }
  return { table: current, problems };
}

/** Applies the file's events in order. */
export function applyEvents(
  table: Table,
  events: readonly GameEvent[],
  modules: readonly TableModule[] = TABLE_MODULES,
): EventOutcome {
  let current = table;
  const problems: TableProblem[] = [];
  events.forEach((event, index) => {
    const outcome = applyEvent(current, event, index, modules);
    current = outcome.table;
    problems.push(...outcome.problems);
  });
  return { table: current, problems };
}
