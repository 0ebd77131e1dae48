// --edition for rule and search (choose-editions.ts): a year that names one edition picks
// it whatever the locale; where it names editions in several languages, --lang decides,
// else the locale's language comes first.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { freshHome, homeWith } from './store-helpers.js';
import { haveOfficialRules, officialTitle } from '../official-rules.js';

const EN = { LANG: 'en_US.UTF-8' };
const DE = { LANG: 'de_DE.UTF-8' };

/** "lang-edition number" of each rule `rule --json` shows. */
const shown = (stdout: string) =>
  (JSON.parse(stdout) as { rules: { lang: string; edition: string; number: string }[] }).rules.map(
    (r) => `${r.lang}-${r.edition} ${r.number}`,
  );

describe('--edition with the shipped editions', () => {
  it.each([
    ['2011', DE, 'en-2011-02-04 800.6'],
    ['2024', EN, 'de-2024-03-08 800.6'],
    ['2025', DE, 'it-2025-09-19 805.1'],
  ])('rule --edition %s picks the one edition of that year under any locale', async (year, env, expected) => {
    const number = expected.split(' ')[1]!;
    const run = await runCli(['rule', number, '--edition', year, '--json'], { ...env, MTG_JUDGE_HOME: freshHome() });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(shown(run.stdout)).toEqual([expected]);
  });

  it('rule --lang X --edition YEAR keeps to language X', async () => {
    const run = await runCli(['rule', '800.6', '--edition', '2011', '--lang', 'de'], {
      ...DE,
      MTG_JUDGE_HOME: freshHome(),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'error usage: there is no German edition of 2011 in the rules data\n' +
        '  = available: Italian 2025-09-19, German 2024-03-08, English 2011-02-04\n' +
        '  = add an official Comprehensive Rules text with: mtg-judge import FILE\n',
    );
  });

  it('search --edition YEAR searches the one edition of that year under any locale', async () => {
    const run = await runCli(['search', 'turn', 'marker', '--edition', '2011', '--json', '--limit', '3'], {
      ...DE,
      MTG_JUDGE_HOME: freshHome(),
    });
    const results = JSON.parse(run.stdout).results as { kind: string; lang: string; edition: string }[];
    expect(results.map((r) => `${r.kind} ${r.lang}-${r.edition}`)).toEqual(Array(3).fill('rule en-2011-02-04'));
  });
});

describe('search --edition', () => {
  const kinds = async (args: string[]) => {
    const run = await runCli(['search', ...args, '--json', '--limit', '20'], { MTG_JUDGE_HOME: freshHome() });
    const { results } = JSON.parse(run.stdout) as { results: { kind: string; lang: string; edition?: string }[] };
    return results.map((r) => `${r.kind} ${r.lang}${r.edition ? `-${r.edition}` : ''}`);
  };

  it("puts that edition's rules before the rulebook's glossary, which belongs to no edition", async () => {
    const found = await kinds(['Vorrang', '--edition', '2011']);
    const firstGlossary = found.indexOf('glossary de');
    expect(firstGlossary).toBeGreaterThan(0);
    expect(new Set(found.slice(0, firstGlossary))).toEqual(new Set(['rule en-2011-02-04']));
    expect(new Set(found.slice(firstGlossary))).toEqual(new Set(['glossary de']));
    // Without --edition the glossary's headword comes first, as a name outranks text.
    expect((await kinds(['Vorrang']))[0]).toBe('glossary de');
  });
});

describe.skipIf(!haveOfficialRules('2024-03-08', '2026-01-16'))(
  officialTitle('--edition with English 2024 and 2026 imported', '2024-03-08', '2026-01-16'),
  () => {
    it("the import help's example: rule 702.19 --edition 2026 under a German locale", async () => {
      const env = { ...DE, MTG_JUDGE_HOME: await homeWith('2024-03-08', '2026-01-16') };
      const run = await runCli(['rule', '702.19', '--edition', '2026'], env);
      expect(run.code).toBe(0);
      expect(run.stdout.split('\n').slice(0, 3)).toEqual([
        '702. Keyword Abilities  English 2026-01-16',
        '',
        '702.19 Trample',
      ]);
    });

    it("a year of two languages: the locale's first, then the other language of that year for a rule it lacks", async () => {
      const home = await homeWith('2024-03-08', '2026-01-16');
      const german = await runCli(['rule', '800.6', '702.19a', '--edition', '2024', '--json'], {
        ...DE,
        MTG_JUDGE_HOME: home,
      });
      expect(shown(german.stdout)).toEqual(['de-2024-03-08 800.6', 'en-2024-03-08 702.19a']);
      expect(german.stderr).toBe('note: German 2024-03-08 has no rule 702.19a; shown from English 2024-03-08.\n');
      const english = await runCli(['rule', '800.6', '--edition', '2024', '--json'], { ...EN, MTG_JUDGE_HOME: home });
      expect(shown(english.stdout)).toEqual(['en-2024-03-08 800.6']);
      const italian = await runCli(['rule', '800.6', '--edition', '2024', '--json'], {
        LANG: 'it_IT.UTF-8',
        MTG_JUDGE_HOME: home,
      });
      // Neither is the locale's: of one date, the imported edition, the whole official text.
      expect(shown(italian.stdout)).toEqual(['en-2024-03-08 800.6']);
      const given = await runCli(['rule', '800.6', '--edition', '2024', '--lang', 'de', '--json'], {
        ...EN,
        MTG_JUDGE_HOME: home,
      });
      expect(shown(given.stdout)).toEqual(['de-2024-03-08 800.6']);
    });

    it("search --edition takes that edition's own glossary, not the newest", async () => {
      const env = { ...EN, MTG_JUDGE_HOME: await homeWith('2024-03-08', '2026-01-16') };
      const run = await runCli(['search', 'deathtouch', '--edition', '2024', '--lang', 'en', '--limit', '1'], env);
      expect(run.stdout.split('\n')[0]).toBe(
        'Deathtouch  glossary · English · Glossary of the Comprehensive Rules, 2024-03-08',
      );
    });

    it('a value that is no edition, or names two editions of one language, is an error', async () => {
      const home = await homeWith('2024-03-08', '2026-01-16');
      const run = await runCli(['rule', '800.6', '--edition', '20', '--lang', 'en'], { ...EN, MTG_JUDGE_HOME: home });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        'error usage: --edition 20 does not name an edition\n' +
          '  = write a year, a date, or a language and a year: 2024, 2024-03-08, en-2026\n' +
          '  = available: English 2026-01-16, Italian 2025-09-19, German 2024-03-08, English 2024-03-08, English 2011-02-04\n',
      );
      const en = await runCli(['search', 'priority', '--edition', 'en'], { ...DE, MTG_JUDGE_HOME: home });
      expect(en.code).toBe(2);
      expect(en.stderr).toBe(
        'error usage: --edition en names 3 editions: English 2026-01-16, English 2024-03-08, English 2011-02-04\n' +
          '  = give the whole date, e.g. --edition en-2026-01-16\n',
      );
    });
  },
);
