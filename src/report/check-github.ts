// `check --reporter github`: GitHub Actions workflow commands, which the runner turns into
// annotations on the pull request at the file, line and column of each problem.
import type { CheckedAnswer, FileResult } from '../scenario/check.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { renderCheckSummary } from './check-pretty.js';
import { createPlainStyle } from './style.js';
import { editionOverrideNote } from './edition-override.js';
import { escapeControls } from './terminal-text.js';
import { differencesBeyondHeadline, failureHeadline } from './check-failure.js';

export function renderCheckGithub(results: readonly FileResult[]): string {
  const lines = results.flatMap((result) => [
    ...overrideNotice(result),
    ...result.errors.map((d) => diagnosticCommand(result.file, d)),
    ...result.answers.filter((a) => a.ok === false).map((a) => failureCommand(result.file, a)),
  ]);
  return [...lines, renderCheckSummary(results, createPlainStyle())].join('\n') + '\n';
}

function overrideNotice(result: FileResult): string[] {
  const note = result.scenario && editionOverrideNote(result.scenario, result.fileEdition);
  return note ? [command('notice', { file: result.file, title: 'mtg-judge --edition' }, note)] : [];
}

function diagnosticCommand(file: string, d: Diagnostic): string {
  const properties = {
    file,
    ...(d.start && { line: d.start.line, col: d.start.column }),
    ...(d.end && { endLine: d.end.line, endColumn: d.end.column }),
    title: `mtg-judge ${d.code}`,
  };
  const message = [d.message, ...(d.notes ?? [])].join('\n');
  return command(d.severity === 'error' ? 'error' : 'warning', properties, message);
}

function failureCommand(file: string, answer: CheckedAnswer): string {
  const properties = {
    file,
    ...(answer.position && { line: answer.position.line, col: answer.position.column }),
    title: `mtg-judge check: ${answer.id} (${answer.ask})`,
  };
  const message = [failureHeadline(answer), ...differencesBeyondHeadline(answer)].join('\n');
  return command('error', properties, message);
}

/**
 * Names, ids and messages come from the file. Their control characters are shown as escapes
 * (\x1b), as on a terminal, before the workflow-command escapes: a raw ESC in an annotation
 * reaches the job log, and whoever reads that log in a terminal.
 */
function command(name: string, properties: Record<string, string | number>, message: string): string {
  const list = Object.entries(properties).map(
    ([key, value]) => `${key}=${escapeProperty(escapeControls(String(value)))}`,
  );
  return `::${name} ${list.join(',')}::${escapeData(escapeControls(message))}`;
}

/** The workflow-command escapes for a message: %, CR and LF. */
export function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value also escapes the ":" and "," that separate properties. */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
