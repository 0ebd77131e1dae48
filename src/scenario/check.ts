// `mtg-judge check` for one file: load it, let the judge answer, compare each answer
// with its `expect`. Pure: the caller reads the file and passes the judge in, so the same
// code runs in the CLI and in tests.
import type { JudgeProblem, QuestionOutcome, Step } from '../core/answer.js';
import { hasErrors, type Diagnostic, type Position } from '../core/diagnostic.js';
import { compareAnswer, formatValue } from './compare.js';
import { sameRefusal } from '../core/refusal-codes.js';
import type { Question, Scenario } from '../core/scenario.js';
import { overrideRules, type RulesOverride } from './edition-override.js';
import { parseScenario, type ParsedScenario } from './parse-scenario.js';
import { sortDiagnostics } from './report-at.js';

/** The judge: answers, the table's problems, and the scenario as ruled where the rules it names were looked up. */
export type Evaluate = (scenario: Scenario) => {
  outcomes: QuestionOutcome[];
  problems: JudgeProblem[];
  scenario?: Scenario;
};

const EDITION_NOT_IMPORTED = 'scenario/edition-not-imported';

export type FileStatus = 'passed' | 'failed' | 'invalid';

export interface CheckedAnswer {
  /** The question's id, or "question-N" (from 1) when the file gives none. */
  id: string;
  ask: string;
  /** Absent when the judge could not answer; the file's errors say why. */
  answer?: unknown;
  expect?: unknown;
  /** Absent when the question has no `expect`: it is answered, but neither passes nor fails. */
  ok?: boolean;
  citations: string[];
  explanation: string[];
  /** How the answer differs from `expect`, when ok is false. */
  differences: string[];
  /** Under an imported edition: the 2024 number → the edition's, for each cited rule that moved. */
  renumbered?: Record<string, string>;
  /** The question's problems, also listed in the file's errors. */
  errors: Diagnostic[];
  /** Where the question's `expect` (or the question) is, for annotations. */
  position?: Position;
}

export interface FileResult {
  file: string;
  status: FileStatus;
  /** Every diagnostic for the file, top to bottom: the loader's and the judge's. */
  errors: Diagnostic[];
  answers: CheckedAnswer[];
  /** The file's text, for excerpts under diagnostics. */
  source: string;
  /**
   * The scenario as loaded, when the file could be read, ruled under `rules` when given; with
   * `ruledUnder` where it was ruled under an imported edition.
   */
  scenario?: Scenario;
  /** The file's own `edition` as written ("2024", "en-2026"), when --edition rules the table under other rules. */
  fileEdition?: string;
}

/** A file that could not be read or found: invalid, with the reasons as its errors. */
export function invalidResult(file: string, errors: Diagnostic[]): FileResult {
  return { file, status: 'invalid', errors, answers: [], source: '' };
}

/** `rules` (from --edition) rules the table under other rules than the file's `edition` says. */
export function checkScenario(file: string, text: string, evaluate: Evaluate, rules?: RulesOverride): FileResult {
  const parsed = parseScenario(text, file);
  if (!parsed.value) return { file, status: 'invalid', errors: parsed.diagnostics, answers: [], source: text };
  const given = rules ? overrideRules(parsed.value, rules) : parsed.value;
  const evaluation = evaluate(given);
  const { outcomes, problems } = evaluation;
  const scenario = evaluation.scenario ?? given;
  const toDiagnostic = (problem: JudgeProblem) => judgeDiagnostic(problem, file, parsed);
  const answers = parsed.value.questions.map((question) =>
    checkQuestion(
      question,
      outcomes.find((o) => o.index === question.index),
      toDiagnostic,
      parsed,
    ),
  );
  // A table the rules do not allow is pinned when every question it refused expects a refusal:
  // a question that expects another code than the table's fails, rather than the file being invalid.
  // An edition that is not imported is a file's missing input, not a table to pin: only a
  // question that expects that very code pins it.
  const refused = outcomes.filter((o) => o.byTable);
  const expected = (o: (typeof refused)[number]) => parsed.value!.questions[o.index]?.expectError;
  const notImported = problems.some((p) => p.code === EDITION_NOT_IMPORTED);
  const pinned =
    refused.length > 0 &&
    refused.every((o) => expected(o) !== undefined && (!notImported || expected(o) === EDITION_NOT_IMPORTED));
  const errors = sortDiagnostics([
    ...parsed.diagnostics,
    ...(pinned ? [] : problems.map(toDiagnostic)),
    ...answers.flatMap((a) => a.errors),
  ]);
  const status: FileStatus = hasErrors(errors) ? 'invalid' : answers.some((a) => a.ok === false) ? 'failed' : 'passed';
  const overridden = rules ? { fileEdition: parsed.value.editionName ?? parsed.value.edition } : {};
  return { file, status, errors, answers, source: text, scenario, ...overridden };
}

function checkQuestion(
  question: Question,
  outcome: QuestionOutcome | undefined,
  toDiagnostic: (problem: JudgeProblem) => Diagnostic,
  parsed: ParsedScenario,
): CheckedAnswer {
  const path = question.hasExpect ? ['questions', question.index, 'expect'] : ['questions', question.index];
  const position = parsed.locate(path);
  const base = {
    id: question.id ?? `question-${question.index + 1}`,
    ask: question.ask,
    ...(question.hasExpect && { expect: question.expect }),
    errors: (outcome?.problems ?? []).map(toDiagnostic),
    ...(position && { position }),
  };
  if (question.expectError !== undefined) return { ...base, ...checkRefusal(question.expectError, outcome) };
  const answer = outcome?.answer;
  if (!answer) return { ...base, citations: [], explanation: [], differences: [] };
  const comparison = question.hasExpect ? compareAnswer(answer.shape, answer.value, question.expect) : undefined;
  return {
    ...base,
    answer: answer.value,
    ...(comparison && { ok: comparison.ok }),
    citations: answer.citations,
    ...(answer.renumbered && { renumbered: answer.renumbered }),
    explanation: answer.explanation.map(renderStep),
    differences: comparison?.differences ?? [],
  };
}

/**
 * `expect: {error: CODE}`: the question must be refused with that code. The refusal is
 * then its answer, `{error: CODE}`, and its problems are not errors of the file.
 */
function checkRefusal(
  expected: string,
  outcome: QuestionOutcome | undefined,
): Omit<CheckedAnswer, 'id' | 'ask' | 'expect' | 'position'> {
  const answer = outcome?.answer;
  if (answer) {
    return {
      answer: answer.value,
      ok: false,
      citations: answer.citations,
      explanation: answer.explanation.map(renderStep),
      differences: [`expected the refusal ${expected}, but the question was answered: ${formatValue(answer.value)}`],
      errors: [],
    };
  }
  const problems = outcome?.problems ?? [];
  const shown = problems.find((p) => sameRefusal(p.code, expected)) ?? problems[0];
  if (!shown)
    return { ok: false, citations: [], explanation: [], differences: ['the question was not answered'], errors: [] };
  const ok = sameRefusal(shown.code, expected);
  return {
    answer: { error: shown.code },
    ok,
    citations: shown.rules ?? [],
    explanation: [
      shown.message,
      ...(shown.notes ?? []),
      ...problems.filter((p) => p !== shown).map((p) => `also refused with ${p.code}: ${p.message}`),
    ],
    differences: ok ? [] : [`expected the refusal ${expected}, got ${shown.code}: ${shown.message}`],
    errors: [],
  };
}

/** "Bianca sits 1 seat from Alex (801.2)": the step's rules, unless its text already cites them. */
export function renderStep(step: Step): string {
  const cites = step.rules.length > 0 && !step.rules.some((rule) => step.text.includes(rule));
  const reading = step.reading ? ` [reading: ${step.reading}]` : '';
  return `${step.text}${cites ? ` (${step.rules.join(', ')})` : ''}${reading}`;
}

export function judgeDiagnostic(problem: JudgeProblem, file: string, parsed: ParsedScenario): Diagnostic {
  const span = parsed.span(problem.path);
  const rules = problem.rules ?? [];
  const cite =
    rules.length > 0 && !rules.some((rule) => problem.message.includes(rule)) ? [`see rule ${rules.join(', ')}`] : [];
  const notes = [...(problem.notes ?? []), ...cite];
  return {
    code: problem.code,
    severity: 'error',
    message: problem.message,
    file,
    ...span,
    ...(notes.length > 0 && { notes }),
  };
}

export interface CheckSummary {
  passed: number;
  failed: number;
  invalid: number;
}

export function summariseResults(results: readonly FileResult[]): CheckSummary {
  const count = (status: FileStatus) => results.filter((r) => r.status === status).length;
  return { passed: count('passed'), failed: count('failed'), invalid: count('invalid') };
}

/** cli.md: 2 for an invalid file (bad input outranks a failed check), 1 for a difference, else 0. */
export function checkExitCode(results: readonly FileResult[]): 0 | 1 | 2 {
  const { failed, invalid } = summariseResults(results);
  return invalid > 0 ? 2 : failed > 0 ? 1 : 0;
}
