// The judge's entry point: build the table from the scenario, apply the events, answer
// each question with its kind's module. Pure: no files, no terminal.
import type { Question, Scenario } from '../core/scenario.js';
import { buildTable } from '../table/build-table.js';
import { applyEvents } from '../table/events/apply-events.js';
import type { Table } from '../table/table-model.js';
import type { JudgeProblem, QuestionOutcome } from '../core/answer.js';
import { questionKind } from './catalogue.js';
import { explainer } from './explainer.js';
import { exileUntilRefusal } from './exile-until.js';
import { isProblems, type QuestionKind } from './kind.js';
import { commanderTableRefusal, refuseLaterRules } from './later-text-refusals.js';

export interface Evaluation {
  outcomes: QuestionOutcome[];
  /** Problems of the table itself (seating, teams, options, events), not of one question. */
  problems: JudgeProblem[];
  /** The scenario as ruled, where the rules it names had to be looked up (rule-under-edition.ts). */
  scenario?: Scenario;
}

/** Answers under the shipped rules; an edition to look up among the imported ones is rule-under-edition.ts's. */
export function evaluate(scenario: Scenario): Evaluation {
  if (scenario.editionName !== undefined && scenario.ruledUnder === undefined)
    return refuseEveryQuestion(scenario, {
      code: 'scenario/edition-not-imported',
      message: `edition ${scenario.editionName} names no shipped edition, and no imported editions were looked in`,
      path: ['edition'],
    });
  const lacking = commanderTableRefusal(scenario);
  if (lacking) return refuseEveryQuestion(scenario, lacking);
  const built = buildTable(scenario);
  const played = applyEvents(built.table, scenario.events);
  const problems = [...built.problems, ...played.problems];
  const outcomes = scenario.questions.map((question) => answerQuestion(scenario, played.table, question, problems));
  return { outcomes, problems };
}

function answerQuestion(
  scenario: Scenario,
  table: Table,
  question: Question,
  tableProblems: readonly JudgeProblem[],
): QuestionOutcome {
  const path = ['questions', question.index];
  const outcome = (problems: JudgeProblem[]): QuestionOutcome => ({
    index: question.index,
    ...(question.id !== undefined && { id: question.id }),
    ask: question.ask,
    problems,
  });
  const kind = questionKind(question.ask);
  if (!kind)
    return outcome([
      { code: 'judge/unknown-kind', message: `There is no question kind ${question.ask}.`, path: [...path, 'ask'] },
    ]);
  const params = readParams(kind, question, path);
  if (Array.isArray(params)) return outcome(params);
  if (kind.usesTable && tableProblems.length > 0)
    return { ...outcome(refusedByTable(tableProblems, path)), byTable: true };
  // 610.3: a card exiled "until" has no rule in the 2011 edition.
  const untilRefused = exileUntilRefusal(table, kind, params, path);
  if (untilRefused) return outcome([untilRefused]);
  const result = kind.answer({
    scenario,
    table,
    question,
    params,
    path,
    explainer: () => explainer(kind, scenario.edition),
  });
  // An answer or refusal resting on a rule of the 2026 rules needs an imported edition (later-text-refusals.ts).
  if (isProblems(result)) return refuseLaterRules(scenario, outcome(result));
  return refuseLaterRules(scenario, { ...outcome([]), answer: result });
}

/** A table the rules it names cannot rule: every question is refused with one problem. */
export function refuseEveryQuestion(scenario: Scenario, problem: JudgeProblem): Evaluation {
  return {
    outcomes: scenario.questions.map((question) => ({
      index: question.index,
      ...(question.id !== undefined && { id: question.id }),
      ask: question.ask,
      problems: [
        { code: problem.code, message: `Cannot answer: ${problem.message}`, path: ['questions', question.index] },
      ],
      byTable: true,
    })),
    problems: [problem],
  };
}

/**
 * The question's parameters, each checked against its schema: the loader has done so for a file,
 * not for a scenario built by hand.
 */
function readParams(
  kind: QuestionKind,
  question: Question,
  path: (string | number)[],
): Record<string, unknown> | JudgeProblem[] {
  const params: Record<string, unknown> = {};
  const problems: JudgeProblem[] = [];
  for (const [name, def] of Object.entries(kind.params)) {
    const value = question.params[name];
    if (value === undefined && def.optional) continue;
    if (value === undefined) {
      problems.push({
        code: 'judge/missing-parameter',
        message: `The question ${kind.ask} needs the parameter ${name}.`,
        path,
      });
      continue;
    }
    const parsed = def.schema.safeParse(value);
    if (parsed.success) params[name] = parsed.data;
    else
      problems.push({
        code: 'judge/bad-parameter',
        message: `${name} must be ${parsed.error.issues[0]?.message ?? 'valid'}.`,
        path: [...path, name],
      });
  }
  return problems.length > 0 ? problems : params;
}

/**
 * A question about a table the rules do not allow is refused with the table's own codes,
 * one problem per code, so that `expect: {error: CODE}` can pin it.
 */
function refusedByTable(tableProblems: readonly JudgeProblem[], path: (string | number)[]): JudgeProblem[] {
  const byCode = new Map<string, JudgeProblem[]>();
  for (const problem of tableProblems) byCode.set(problem.code, [...(byCode.get(problem.code) ?? []), problem]);
  return [...byCode].map(([code, problems]) => {
    const rules = [...new Set(problems.flatMap((p) => p.rules ?? []))];
    return {
      code,
      message: `Cannot answer: ${problems[0]!.message}`,
      path,
      ...(problems.length > 1 && { notes: problems.slice(1).map((p) => p.message) }),
      ...(rules.length > 0 && { rules }),
    };
  });
}
