// One case per fixture in test/fixtures/refused-tables: tables and events the rules do not
// allow. Each file is checked as `mtg-judge check` checks it, and must give exactly the
// status, answers and diagnostics in its sibling .expected file, rendered without colour.
// UPDATE_FIXTURES=1 rewrites the .expected files; review the diff before keeping it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/judge/evaluate.js';
import { readScenarioFile } from '../../src/io/read-scenario-file.js';
import { renderDiagnostics } from '../../src/report/render-diagnostic.js';
import { createPlainStyle } from '../../src/report/style.js';
import { checkScenario, type FileResult } from '../../src/scenario/check.js';
import { formatValue } from '../../src/scenario/compare.js';
import { stripLayoutMarks } from '../../src/report/layout-marks.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FOLDER = 'test/fixtures/refused-tables';
const fixtures = readdirSync(new URL(`../../${FOLDER}/`, import.meta.url))
  .filter((name) => /\.ya?ml$/.test(name))
  .sort();

function render(result: FileResult): string {
  const lines = [`status: ${result.status}`];
  for (const answer of result.answers) {
    const ok = answer.ok === undefined ? '' : answer.ok ? ' (as expected)' : ' (NOT as expected)';
    lines.push(`${answer.id} (${answer.ask}): ${'answer' in answer ? formatValue(answer.answer) : 'refused'}${ok}`);
    lines.push(...answer.explanation.map((step) => `  · ${step}`), ...answer.differences.map((d) => `  ! ${d}`));
  }
  const diagnostics = renderDiagnostics(result.errors, createPlainStyle(), { [result.file]: result.source });
  // As a pipe shows it: without the marks the terminal layer wraps by.
  return stripLayoutMarks([...lines, ...(diagnostics ? [diagnostics] : [])].join('\n') + '\n');
}

describe('tables and events the rules do not allow', () => {
  for (const name of fixtures) {
    it(name, () => {
      const file = `${FOLDER}/${name}`;
      const result = checkScenario(file, readScenarioFile(file, ROOT).value!, evaluate);
      const rendered = render(result);
      const expectedPath = `${ROOT}${file.replace(/\.ya?ml$/, '.expected')}`;
      if (process.env.UPDATE_FIXTURES) writeFileSync(expectedPath, rendered);
      expect(existsSync(expectedPath), `${expectedPath} is missing`).toBe(true);
      expect(rendered).toBe(readFileSync(expectedPath, 'utf8'));
    });
  }
});
