// `check --reporter junit`: JUnit XML for CI dashboards. One testsuite per file, one
// testcase per question; a failed expectation is a <failure>, an invalid file an <error>.
import type { CheckedAnswer, FileResult } from '../scenario/check.js';
import { formatValue } from '../scenario/compare.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { renderDiagnostic } from './render-diagnostic.js';
import { stripLayoutMarks } from './layout-marks.js';
import { xmlAttr as attr, xmlText as text } from './xml-text.js';
import { createPlainStyle } from './style.js';
import { differencesBeyondHeadline, failureHeadline } from './check-failure.js';
import { rulesKey } from './edition-override.js';

export function renderCheckJunit(results: readonly FileResult[]): string {
  const suites = results.map(renderSuite);
  const total = (key: keyof Counts) => suites.reduce((sum, suite) => sum + suite.counts[key], 0);
  const head = `<testsuites name="mtg-judge check" tests="${total('tests')}" failures="${total('failures')}" errors="${total('errors')}" skipped="${total('skipped')}">`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    head,
    ...suites.flatMap((suite) => suite.lines),
    '</testsuites>',
    '',
  ].join('\n');
}

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

function renderSuite(result: FileResult): { counts: Counts; lines: string[] } {
  const cases: { kind: CaseKind; xml: string }[] = result.answers.map((answer) => renderCase(result, answer));
  // Problems that belong to no question (the file itself): one extra testcase.
  const own = result.errors.filter((d) => d.severity === 'error' && !result.answers.some((a) => a.errors.includes(d)));
  if (own.length > 0)
    cases.push({ kind: 'errors', xml: testcase(result, 'scenario', undefined, errorElement(own, result.source)) });
  const counts: Counts = {
    tests: cases.length,
    failures: cases.filter((c) => c.kind === 'failures').length,
    errors: cases.filter((c) => c.kind === 'errors').length,
    skipped: cases.filter((c) => c.kind === 'skipped').length,
  };
  const attributes = `name="${attr(result.file)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}"`;
  // --edition: the rules the table was ruled under, and the file's own.
  const properties = result.fileEdition
    ? [
        `    <properties><property name="edition" value="${rulesKey(result.scenario!)}"/><property name="fileEdition" value="${result.fileEdition}"/></properties>`,
      ]
    : [];
  return {
    counts,
    lines: [`  <testsuite ${attributes}>`, ...properties, ...cases.map((c) => c.xml), '  </testsuite>'],
  };
}

/** How a testcase counts: passed, or one of the attributes of <testsuite>. */
type CaseKind = 'passed' | 'failures' | 'errors' | 'skipped';

function renderCase(result: FileResult, answer: CheckedAnswer): { kind: CaseKind; xml: string } {
  const name = `${answer.id} (${answer.ask})`;
  const line = answer.position?.line;
  if (!('answer' in answer))
    return { kind: 'errors', xml: testcase(result, name, line, errorElement(answer.errors, result.source)) };
  if (answer.ok === undefined)
    return {
      kind: 'skipped',
      xml: testcase(result, name, line, '<skipped message="no expect: answered, not checked"/>'),
    };
  if (answer.ok) return { kind: 'passed', xml: testcase(result, name, line) };
  const body = [
    `expected: ${formatValue(answer.expect)}`,
    `actual:   ${formatValue(answer.answer)}`,
    ...differencesBeyondHeadline(answer),
    ...answer.explanation.map((s) => `· ${s}`),
  ].join('\n');
  const failure = `<failure message="${attr(failureHeadline(answer))}" type="mismatch">${text(body)}</failure>`;
  return { kind: 'failures', xml: testcase(result, name, line, failure) };
}

function testcase(result: FileResult, name: string, line: number | undefined, inner?: string): string {
  const attributes = `classname="${attr(result.file)}" name="${attr(name)}" file="${attr(result.file)}"${line ? ` line="${line}"` : ''}`;
  return inner ? `    <testcase ${attributes}>\n      ${inner}\n    </testcase>` : `    <testcase ${attributes}/>`;
}

function errorElement(diagnostics: readonly Diagnostic[], source: string): string {
  const first = diagnostics[0];
  const body = diagnostics.map((d) => stripLayoutMarks(renderDiagnostic(d, createPlainStyle(), source))).join('\n');
  return `<error message="${attr(first?.message ?? 'not answered')}" type="${attr(first?.code ?? 'error')}">${text(body)}</error>`;
}
