// Every scenario file under scenarios/ is a test: the same loader and judge as
// `mtg-judge check scenarios/`, one case per file. A failure shows the check report.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findScenarioFiles } from '../src/io/find-scenario-files.js';
import { readScenarioFile } from '../src/io/read-scenario-file.js';
import { checkScenario } from '../src/scenario/check.js';
import { evaluate } from '../src/judge/evaluate.js';
import { renderCheckPretty } from '../src/report/check-pretty.js';
import { createPlainStyle } from '../src/report/style.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { files } = findScenarioFiles(['scenarios'], root);

describe('scenarios/', () => {
  it('holds the worked examples and more', () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
  });

  it.each(files)('%s', (file) => {
    const text = readScenarioFile(file, root).value!;
    const result = checkScenario(file, text, evaluate);
    const report = renderCheckPretty([result], createPlainStyle());
    expect(result.status, report).toBe('passed');
    expect(result.answers.filter((a) => a.ok === true).length, report).toBeGreaterThan(0);
  });
});
