// `check` for people: each file with its status, each question with its answer, and for a
// failed question the expected answer against the actual one and the judge's reasoning.
import type { CheckedAnswer, FileResult, FileStatus } from '../scenario/check.js';
import { summariseResults } from '../scenario/check.js';
import { formatValue } from '../scenario/compare.js';
import { renderDiagnostic } from './render-diagnostic.js';
import type { Style } from './style.js';
import { escapeControls } from './terminal-text.js';
import { editionOverrideNote, rulesLabel } from './edition-override.js';
import { renumberedText } from './renumbered.js';
import { differencesBeyondHeadline } from './check-failure.js';

export function renderCheckPretty(results: readonly FileResult[], style: Style): string {
  const blocks = results.map((result) => renderFile(result, style));
  const imported = renderImportedSummary(results);
  return [...blocks, renderCheckSummary(results, style), ...(imported ? [imported] : [])].join('\n\n') + '\n';
}

/**
 * Under an imported edition: how many answers cite rules that moved, how many were refused
 * because a rule changed, how many differ from their `expect`.
 */
function renderImportedSummary(results: readonly FileResult[]): string | undefined {
  const under = [...new Set(results.flatMap((r) => (r.scenario?.ruledUnder ? [rulesLabel(r.scenario)] : [])))];
  if (under.length === 0) return undefined;
  const answers = results.filter((r) => r.scenario?.ruledUnder).flatMap((r) => r.answers);
  const count = (n: number, what: string) => `${n} ${n === 1 ? 'answer' : 'answers'} ${what}`;
  const changed = answers.filter((a) => a.errors.some((e) => e.code === 'question/rule-changed')).length;
  return `under ${under.join(', ')}: ${[
    count(answers.filter((a) => a.renumbered).length, 'cite rules that moved'),
    count(changed, 'refused because a rule changed'),
    count(answers.filter((a) => a.ok === false).length, 'differ from their expect'),
  ].join(', ')}`;
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
  const override = result.scenario && editionOverrideNote(result.scenario, result.fileEdition);
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
  // Under an imported edition, an answer that cites rules which moved says which.
  const moved = answer.renumbered
    ? [style.dim(`      rules: ${answer.citations.join(', ')}${renumberedText(answer.renumbered, ' ')}`)]
    : [];
  if (answer.ok === undefined) return [`  ${style.dim('-')} ${label}: ${value} ${style.dim('(no expect)')}`, ...moved];
  if (answer.ok) return [`  ${style.green('✓')} ${label}: ${value}`, ...moved];
  return [
    `  ${style.red('✗')} ${label}`,
    `      ${style.dim('expected:')} ${style.green(escapeControls(formatValue(answer.expect)))}`,
    `      ${style.dim('actual:  ')} ${style.red(value)}`,
    ...differencesBeyondHeadline(answer).map((line) => `      ${escapeControls(line)}`),
    ...answer.explanation.map((line) => style.dim(`      · ${escapeControls(line)}`)),
    ...(answer.citations.length > 0
      ? [style.dim(`      rules: ${answer.citations.join(', ')}${renumberedText(answer.renumbered, ' ')}`)]
      : []),
  ];
}
