// mtg-judge editions: every edition with its counts, source and place; remove an imported
// one, never a shipped one.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { freshHome, homeWith, snapshot } from './store-helpers.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

describe('mtg-judge editions', () => {
  it('lists the shipped editions, newest first, with their counts, sources and files', async () => {
    const home = freshHome();
    const run = await runCli(['editions'], { MTG_JUDGE_HOME: home });
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'Italian 2025-09-19  shipped  25 rules · no glossary',
        '  from:    rules-data/sources/comprehensive-rules-it-2025-09-19-rule-805.txt',
        '  stored:  rules-data/corpus/rules.it-2025-09-19.json',
        'German 2024-03-08  shipped  173 rules · no glossary',
        '  from:    rules-data/sources/comprehensive-rules-de-2024-03-08-chapter-8.txt',
        '  stored:  rules-data/corpus/rules.de-2024-03-08.json',
        'English 2011-02-04  shipped  160 rules · no glossary',
        '  from:    rules-data/sources/comprehensive-rules-en-2011-02-04-chapter-8.txt',
        '  stored:  rules-data/corpus/rules.en-2011-02-04.json',
        '',
        'Glossaries',
        '  Magic: The Gathering Regelbuch (Achte Edition), Kapitel 7: Glossar  shipped  177 entries',
        '',
        `Data directory: ${home}`,
        '',
      ].join('\n'),
    });
  });

  it('gives JSON with schemaVersion', async () => {
    const run = await runCli(['editions', '--json'], { MTG_JUDGE_HOME: freshHome() });
    const listed = JSON.parse(run.stdout);
    expect(listed.schemaVersion).toBe(1);
    expect(
      listed.editions.map(
        (e: { lang: string; edition: string; origin: string }) => `${e.lang}-${e.edition} ${e.origin}`,
      ),
    ).toEqual(['it-2025-09-19 shipped', 'de-2024-03-08 shipped', 'en-2011-02-04 shipped']);
  });

  it('refuses to remove a shipped edition, and says what it takes', async () => {
    const home = freshHome();
    const run = await runCli(['editions', 'remove', 'de', '2024-03-08'], { MTG_JUDGE_HOME: home });
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error editions/shipped: German 2024-03-08 is shipped with mtg-judge, so it cannot be removed.\n' +
        '  = only editions added with mtg-judge import can be removed; mtg-judge editions lists them\n',
    });
    expect(snapshot(home)).toEqual({});
  });

  it('says which editions there are when the one named is not there, and what editions does', async () => {
    const unknown = await runCli(['editions', 'remove', 'en', '2030'], { MTG_JUDGE_HOME: freshHome() });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'error editions/unknown: there is no English edition of 2030 in the rules data\n' +
        '  = available: Italian 2025-09-19, German 2024-03-08, English 2011-02-04\n',
    );
    const notLang = await runCli(['editions', 'remove', 'xx', '2024'], { MTG_JUDGE_HOME: freshHome() });
    expect(notLang).toMatchObject({
      code: 2,
      stderr:
        'error usage: "xx" is not a language: en, de or it\n  = for example: mtg-judge editions remove en 2026-01-16\n',
    });
    const typo = await runCli(['editions', 'rmove'], { MTG_JUDGE_HOME: freshHome() });
    expect(typo).toMatchObject({
      code: 2,
      stderr: 'error usage: "rmove" is not something editions does\n  = did you mean "remove"?\n',
    });
  });
});

describe.skipIf(!haveOfficialRules('2011-02-04', '2026-01-16'))(
  officialTitle('mtg-judge editions with imported editions', '2011-02-04', '2026-01-16'),
  () => {
    it('lists an imported edition with its glossary, its source and its folder', async () => {
      const home = await homeWith('2026-01-16');
      const run = await runCli(['editions'], { MTG_JUDGE_HOME: home });
      expect(run.stdout).toMatch(
        new RegExp(
          '^English 2026-01-16  imported  3114 rules · 725 glossary entries\n' +
            `  from:    ${officialRules('2026-01-16')}\n` +
            `  stored:  ${home}/editions/en-2026-01-16-[0-9a-f]{8}\n` +
            'Italian 2025-09-19  shipped',
        ),
      );
    });

    it('removes an imported edition, and the shipped one of its date is used again', async () => {
      const home = await homeWith('2011-02-04');
      const env = { MTG_JUDGE_HOME: home };
      expect((await runCli(['rule', '100.1', '--lang', 'en'], env)).code).toBe(0);
      const removed = await runCli(['editions', 'remove', 'en', '2011'], env);
      expect(removed).toEqual({
        code: 0,
        stderr: '',
        stdout: 'removed English 2011-02-04 (1781 rules); the shipped English 2011-02-04 is used again\n',
      });
      expect(snapshot(home)).toEqual({ 'index.json': expect.any(String) });
      expect((await runCli(['rule', '100.1', '--lang', 'en'], env)).code).toBe(1);
      const again = await runCli(['editions', 'remove', 'en', '2011'], env);
      expect(again.stderr).toMatch(/^error editions\/shipped: English 2011-02-04 is shipped with mtg-judge/);
    });
  },
);
