// The judge's entry point: build the table from the scenario, apply the events, answer
// each question with its kind's module. Pure: no files, no terminal.
import type { Question, Scenario } from '../core/scenario.js';
import { buildTable } from '../table/build-table.js';
import { applyEvents } from '../table/events/apply-events.js';
import type { Table } from '../table/table-model.js';
import { isProblems } from './kind.js';
import type { JudgeProblem, QuestionOutcome } from '../core/answer.js';
import { questionKind } from './question-kinds.js';
import { judgeKind } from './registry.js';

export interface Evaluation {
  outcomes: QuestionOutcome[];
  /** Problems of the table itself (seating, teams, options, events), not of one question. */
  problems: JudgeProblem[];
}

export function evaluate(scenario: Scenario): Evaluation {
  const built = buildTable(scenario);
  const played = applyEvents(built.table, scenario.events);
  const problems = [...built.problems, ...played.problems];
  const outcomes = scenario.questions.map((question) => answerQuestion(scenario, played.table, question, problems));
  return { outcomes, problems };
}

function answerQuestion(scenario: Scenario, table: Table, question: Question, tableProblems: readonly JudgeProblem[]): QuestionOutcome {
  const path = ['questions', question.index];
  const outcome = (problems: JudgeProblem[]): QuestionOutcome => ({
    index: question.index,
    ...(question.id !== undefined && { id: question.id }),
    ask: question.ask,
    problems,
  });
  const kind = judgeKind(question.ask);
  if (!kind) {
    const known = questionKind(question.ask) !== undefined;
    const message = known ? `The question kind ${question.ask} is not implemented yet.` : `There is no question kind ${question.ask}.`;
    return outcome([{ code: known ? 'judge/not-implemented' : 'judge/unknown-kind', message, path: [...path, 'ask'] }]);
  }
  if (kind.usesTable && tableProblems.length > 0) {
    const codes = [...new Set(tableProblems.map((p) => p.code))].join(', ');
    const message = `Cannot answer: the table is not one the rules allow (${codes}).`;
    return outcome([{ code: 'judge/impossible-table', message, path, notes: tableProblems.map((p) => p.message) }]);
  }
  const result = kind.answer({ scenario, table, question, path });
  if (isProblems(result)) return outcome(result);
  return { ...outcome([]), answer: result };
}
