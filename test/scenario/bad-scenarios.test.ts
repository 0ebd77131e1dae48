// One case per fixture in test/fixtures/bad-scenarios: each broken file must produce
// exactly the diagnostics in its sibling .expected file, rendered without colour, each with
// a hint that says how to fix it.
// UPDATE_FIXTURES=1 rewrites the .expected files; review the diff before keeping it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readScenarioFile } from '../../src/io/read-scenario-file.js';
import { renderDiagnostics } from '../../src/report/render-diagnostic.js';
import { stripLayoutMarks } from '../../src/report/layout-marks.js';
import { createPlainStyle } from '../../src/report/style.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FOLDER = 'test/fixtures/bad-scenarios';
const fixtures = readdirSync(new URL(`../../${FOLDER}/`, import.meta.url))
  .filter((name) => /\.ya?ml$/.test(name))
  .sort();

describe('bad scenario fixtures', () => {
  it('has fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
  });

  for (const name of fixtures) {
    it(name, () => {
      // The path as a user would type it, so the .expected files hold no machine's paths.
      const file = `${FOLDER}/${name}`;
      const text = readScenarioFile(file, ROOT).value!;
      const parsed = parseScenario(text, file);
      // As piped: without the marks that tell a terminal how to wrap.
      const rendered =
        stripLayoutMarks(renderDiagnostics(parsed.diagnostics, createPlainStyle(), { [file]: text })) + '\n';
      const expectedPath = `${ROOT}${file.replace(/\.ya?ml$/, '.expected')}`;
      if (process.env.UPDATE_FIXTURES) writeFileSync(expectedPath, rendered);
      expect(existsSync(expectedPath), `${expectedPath} is missing`).toBe(true);
      expect(parsed.value).toBeUndefined();
      expect(rendered).toBe(readFileSync(expectedPath, 'utf8'));
      // Every error says how to fix it.
      for (const d of parsed.diagnostics) expect(d.notes ?? [], d.message).not.toEqual([]);
    });
  }
});
