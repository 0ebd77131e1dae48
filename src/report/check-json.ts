// `check --reporter json`: the schemaVersion 1 document of cli.md. Answers have the shape
// of `eval --json`, so one script can read both.
import type { CheckedAnswer, FileResult } from '../scenario/check.js';
import { summariseResults } from '../scenario/check.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { renderJsonDocument } from './json-text.js';
import { rulesKey } from './edition-override.js';

export function renderCheckJson(results: readonly FileResult[]): string {
  const files = results.map((result) => ({
    file: result.file,
    status: result.status,
    ...(result.scenario && { edition: rulesKey(result.scenario) }),
    ...(result.fileEdition && { fileEdition: result.fileEdition }),
    errors: result.errors.map(diagnosticJson),
    answers: result.answers.map(answerJson),
  }));
  return renderJsonDocument({ schemaVersion: 1, ...summariseResults(results), files });
}

/** One answer as `eval --json` and `check --reporter json` show it. */
export function answerJson(answer: CheckedAnswer): Record<string, unknown> {
  return {
    id: answer.id,
    ask: answer.ask,
    // JSON has no undefined: a question the judge could not answer has `answer: null`.
    answer: answer.answer ?? null,
    ...(answer.expect !== undefined && { expect: answer.expect }),
    ...(answer.ok !== undefined && { ok: answer.ok }),
    citations: answer.citations,
    explanation: answer.explanation,
    ...(answer.renumbered && { renumbered: answer.renumbered }),
    ...(answer.differences.length > 0 && { differences: answer.differences }),
  };
}

export function diagnosticJson(d: Diagnostic): Record<string, unknown> {
  return {
    ...(d.start && { line: d.start.line, column: d.start.column }),
    ...(d.end && { endLine: d.end.line, endColumn: d.end.column }),
    severity: d.severity,
    code: d.code,
    message: d.message,
    ...(d.notes && d.notes.length > 0 && { notes: d.notes }),
  };
}
