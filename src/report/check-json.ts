// `check --reporter json`: the schemaVersion 1 document of cli.md. Answers have the shape
// of `eval --json`, so one script can read both.
import type { CheckedAnswer, FileResult } from '../scenario/check.js';
import { summariseResults } from '../scenario/check.js';
import { renderJsonDocument } from './json-text.js';
import { rulesKey } from './edition-override.js';
import type { AnswerJson, CheckDocument } from './json-documents.js';
import { diagnosticJson } from './diagnostic-json.js';

export function renderCheckJson(results: readonly FileResult[]): string {
  return renderJsonDocument(checkJson(results));
}

/** The document of `check --json`. */
export function checkJson(results: readonly FileResult[]): CheckDocument {
  const files = results.map((result) => ({
    file: result.file,
    status: result.status,
    ...(result.scenario && { edition: rulesKey(result.scenario) }),
    ...(result.fileEdition && { fileEdition: result.fileEdition }),
    errors: result.errors.map(diagnosticJson),
    answers: result.answers.map(answerJson),
  }));
  return { schemaVersion: 1, ...summariseResults(results), files };
}

/** One answer as `eval --json` and `check --reporter json` show it. */
export function answerJson(answer: CheckedAnswer): AnswerJson {
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
