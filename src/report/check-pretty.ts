// `check` for people: each file with its status, each question with its answer, and for a
// failed question the expected answer against the actual one and the judge's reasoning.
import type { CheckedAnswer, FileResult, FileStatus } from '../scenario/check.js';
import { summariseResults } from '../scenario/check.js';
import { formatValue } from '../scenario/compare.js';
import { renderDiagnostic } from './render-diagnostic.js';
import type { Style } from './style.js';
import { escapeControls } from './terminal-text.js';
import { editionOverrideNote } from './edition-override.js';
import { differencesBeyondHeadline } from './check-failure.js';

export function renderCheckPretty(results: readonly FileResult[], style: Style): string {
  const blocks = results.map((result) => renderFile(result, style));
  return [...blocks, renderCheckSummary(results, style)].join('\n\n') + '\n';
}

/** "12 passed, 1 failed, 0 invalid" */
export function renderCheckSummary(results: readonly FileResult[], style: Style): string {
  const { passed, failed, invalid } = summariseResults(results);
  const part = (count: number, label: string, colour: (text: string) => string) =>
    count > 0 ? colour(`${count} ${label}`) : `${count} ${label}`;
  return [
    part(passed, 'passed', style.green),
    part(failed, 'failed', style.red),
    part(invalid, 'invalid', style.yellow),
  ].join(', ');
}

function renderFile(result: FileResult, style: Style): string {
  const lines = [`${statusLabel(result.status, style)} ${style.bold(escapeControls(result.file))}`];
  const override = result.scenario && editionOverrideNote(result.scenario.edition, result.fileEdition);
  if (override) lines.push(`  ${style.yellow(override)}`);
  for (const answer of result.answers) lines.push(...renderAnswer(answer, style));
  for (const d of result.errors) lines.push(renderDiagnostic(d, style, result.source));
  return lines.join('\n');
}

const STATUS: Record<FileStatus, string> = { passed: 'PASS', failed: 'FAIL', invalid: 'INVALID' };

function statusLabel(status: FileStatus, style: Style): string {
  const colour = status === 'passed' ? style.green.bold : status === 'failed' ? style.red.bold : style.yellow.bold;
  return colour(STATUS[status]);
}

function renderAnswer(answer: CheckedAnswer, style: Style): string[] {
  const label = escapeControls(`${answer.id} (${answer.ask})`);
  if (!('answer' in answer)) return [`  ${style.yellow('!')} ${label}: ${style.yellow('not answered')}`];
  const value = escapeControls(formatValue(answer.answer));
  if (answer.ok === undefined) return [`  ${style.dim('-')} ${label}: ${value} ${style.dim('(no expect)')}`];
  if (answer.ok) return [`  ${style.green('✓')} ${label}: ${value}`];
  return [
    `  ${style.red('✗')} ${label}`,
    `      ${style.dim('expected:')} ${style.green(escapeControls(formatValue(answer.expect)))}`,
    `      ${style.dim('actual:  ')} ${style.red(value)}`,
    ...differencesBeyondHeadline(answer).map((line) => `      ${escapeControls(line)}`),
    ...answer.explanation.map((line) => style.dim(`      · ${escapeControls(line)}`)),
    ...(answer.citations.length > 0 ? [style.dim(`      rules: ${answer.citations.join(', ')}`)] : []),
  ];
}
