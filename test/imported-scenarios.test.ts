// The scenario files ruled under imported editions (test/imported-scenarios/): each passes
// `check` once the official 2024-03-08, 2025-09-19 and 2026-01-16 texts are imported from
// MTG_JUDGE_OFFICIAL_RULES into a temporary data directory, and cites their numbers;
// without an import each is refused with scenario/edition-not-imported, naming the import
// line. The files that name a shipped edition pin the refusals of rules only an imported
// edition has (question/not-in-edition), and pass either way. They stay outside scenarios/,
// which a fresh install checks without any import.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { findScenarioFiles } from '../src/io/find-scenario-files.js';
import { readImportedRules } from '../src/io/read-imported-rules.js';
import { readScenarioFile } from '../src/io/read-scenario-file.js';
import { checkScenario } from '../src/scenario/check.js';
import { evaluateUnder } from '../src/judge/rule-under-edition.js';
import { renderCheckPretty } from '../src/report/check-pretty.js';
import { createPlainStyle } from '../src/report/style.js';
import { runCli } from './cli/run-cli.js';
import { freshHome, homeWith } from './cli/store-helpers.js';
import { haveOfficialRules, officialTitle } from './official-rules.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { files } = findScenarioFiles(['test/imported-scenarios'], root);
const DATES = ['2024-03-08', '2025-09-19', '2026-01-16'];

/** A file that pins its refusals: of an edition no one imports, or of a shipped edition. */
const pinsRefusals = (file: string, text: string): boolean =>
  file.endsWith('not-imported-2099.yaml') || /^edition: (2011|2024)$/m.test(text);

describe('test/imported-scenarios/', () => {
  it('holds tables ruled under 2024, 2025 and 2026', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)('without an import, %s is refused with the line that imports its edition', (file) => {
    const text = readScenarioFile(file, root).value!;
    const result = checkScenario(file, text, evaluateUnder(readImportedRules(freshHome())));
    const pinned = pinsRefusals(file, text);
    expect(result.status).toBe(pinned ? 'passed' : 'invalid');
    const edition = result.errors.find((d) => d.start?.line === lineOf(text, /^edition:/m));
    expect(edition?.code).toBe(pinned ? undefined : 'scenario/edition-not-imported');
    if (!pinned) expect(edition?.notes?.[0]).toMatch(/^add it with: mtg-judge import /);
  });
});

describe.skipIf(!haveOfficialRules(...DATES))(
  officialTitle('with the official 2024, 2025 and 2026 texts', ...DATES),
  () => {
    let home = '';
    beforeAll(async () => {
      home = await homeWith(...DATES);
    }, 300_000);

    it.each(files)('%s', (file) => {
      const text = readScenarioFile(file, root).value!;
      const result = checkScenario(file, text, evaluateUnder(readImportedRules(home)));
      const report = renderCheckPretty([result], createPlainStyle());
      expect(result.status, report).toBe('passed');
      if (!pinsRefusals(file, text))
        expect(result.answers.filter((a) => a.ok === true && 'answer' in a).length, report).toBeGreaterThan(0);
    });

    it('cites the numbers of the edition ruled under: restarting the game is 726', async () => {
      const run = await runCli(['eval', 'test/imported-scenarios/restart-range-1-2026.yaml', '--json'], {
        MTG_JUDGE_HOME: home,
      });
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const document = JSON.parse(run.stdout) as {
        edition: string;
        answers: { id: string; citations: string[]; renumbered?: Record<string, string> }[];
        rules: { cited: string; number: string; edition: string; text: string }[];
      };
      expect(document.edition).toBe('en-2026-01-16');
      expect(document.answers.find((a) => a.id === 'restart')).toMatchObject({
        citations: ['726.1', '801.17', '726.7'],
        renumbered: { '724.1': '726.1', '724.7': '726.7' },
      });
      expect(document.rules.find((r) => r.cited === '801.17')).toMatchObject({
        edition: '2026-01-16',
        text: expect.stringContaining('(see rule 726)') as string,
      });
    });

    it('check --edition 2026 scenarios/ rules the shipped tables under 2026: the same answers, 726 for 724', async () => {
      const under = async (edition: string) =>
        runCli(['check', 'scenarios/', '--edition', edition, '--no-color'], { MTG_JUDGE_HOME: home });
      const [shipped, imported] = [await under('2024'), await under('2026')];
      const failing = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('FAIL '));
      expect(failing(imported.stdout)).toEqual(failing(shipped.stdout));
      expect(imported.stdout).toContain(
        '  ✓ restart (restart): [Ari, Rex, Ria, Gil, Gus, Gwen]\n      rules: 726.1, 801.17, 726.7 (724.1 and 724.7 in the 2024 rules)\n',
      );
      expect(imported.stdout).toMatch(
        /\nunder English 2026-01-16: \d+ answers cite rules that moved, 0 answers refused because a rule changed, \d+ answers differ from their expect\n$/,
      );
      expect(imported.code).toBe(shipped.code);
    });
  },
);

function lineOf(text: string, pattern: RegExp): number {
  return text.slice(0, text.search(pattern)).split('\n').length;
}
