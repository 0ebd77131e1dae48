// What import refuses before it keeps anything: built from the official texts (never
// copied into the repository) and from test/fixtures/comp-rules-mini.txt.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextNumbers } from '../../src/rules/check-edition.js';
import { detectLanguage } from '../../src/rules/detect-language.js';
import { prepareImport } from '../../src/rules/prepare-import.js';
import { haveOfficialRules, officialTitle, readOfficialText } from '../official-rules.js';

const mini = readFileSync(new URL('../fixtures/comp-rules-mini.txt', import.meta.url), 'utf8');
const source = (name: string) => readFileSync(new URL(`../../rules-data/sources/${name}`, import.meta.url), 'utf8');
const messages = (text: string, lang?: 'en' | 'de' | 'it') =>
  prepareImport(text, 'rules.txt', lang).diagnostics.map((d) => `${d.start?.line}: ${d.code}: ${d.message}`);

describe('the numbering of 800–811', () => {
  it('skips the letters l and o, as the official numbering does', () => {
    expect(nextNumbers('800.4k', '800')).toEqual(['800.4m', '800.5']);
    expect(nextNumbers('800.4n', '800')).toEqual(['800.4p', '800.5']);
    expect(nextNumbers('800.4', '800')).toEqual(['800.4a', '800.5']);
    expect(nextNumbers(undefined, '807')).toEqual(['807.1']);
  });
});

describe('the language of a text', () => {
  it('is told by its words', () => {
    expect(detectLanguage(source('comprehensive-rules-de-2024-03-08-chapter-8.txt')).lang).toBe('de');
    expect(detectLanguage(source('comprehensive-rules-it-2025-09-19-rule-805.txt')).lang).toBe('it');
    expect(detectLanguage(source('comprehensive-rules-en-2011-02-04-chapter-8.txt')).lang).toBe('en');
    expect(detectLanguage(mini).lang).toBe('en');
    expect(detectLanguage('1234 5678 ++ --').lang).toBeUndefined();
  });

  it('must be the one --lang names', () => {
    expect(messages(mini, 'de')).toEqual(['1: import/wrong-language: The text is in English, but --lang says German.']);
    expect(messages(source('comprehensive-rules-de-2024-03-08-chapter-8.txt'), 'en')).toEqual([
      '1: import/wrong-language: The text is in German, but --lang says English.',
    ]);
  });
});

describe('a text that is not a whole edition', () => {
  it('names the chapters it lacks', () => {
    expect(messages(mini)).toEqual([
      '1: import/chapters-missing: The text is not a whole edition: chapters 1, 2, 3, 4, 5, 6, 7 and 9 are missing.',
    ]);
  });

  it('needs an effective date that is a day of the calendar', () => {
    expect(messages(mini.replace('These rules are effective as of January 16, 2026.', 'Rules.'))[0]).toBe(
      '1: rules/no-effective-date: The file has no "These rules are effective as of <Month day, year>" line, so its edition is unknown.',
    );
    expect(messages(mini.replace('January 16, 2026', 'February 30, 2026'))[0]).toBe(
      '3: rules/bad-effective-date: The effective date "February 30, 2026" is not a date, so the edition is unknown.',
    );
  });

  it('needs an effective date from 1993 to the latest year given, read whole, never cut to four digits', () => {
    const problem = (year: string) =>
      prepareImport(
        mini.replace('January 16, 2026', `January 16, ${year}`),
        'rules.txt',
        undefined,
        2027,
      ).diagnostics.find((d) => d.code === 'rules/bad-effective-date');
    for (const year of ['99999', '20261', '1992', '2028', '0']) {
      expect(problem(year), year).toEqual({
        code: 'rules/bad-effective-date',
        severity: 'error',
        message: `The effective date "January 16, ${year}" is not in a year Magic has rules for (1993 to 2027), so the edition is unknown.`,
        file: 'rules.txt',
        start: { line: 3, column: 33 },
      });
    }
    for (const year of ['1993', '2026', '2027']) expect(problem(year), year).toBeUndefined();
  });
});

describe.skipIf(!haveOfficialRules('2026-01-16'))(officialTitle('the official 2026-01-16 text', '2026-01-16'), () => {
  // Read in each test: the block is collected even where it is skipped.
  const official = () => readOfficialText('2026-01-16');
  const split = () => official().split(/\r\n|\r|\n/);
  const lineOf = (start: string) => split().findIndex((line) => line.startsWith(start));

  it('is a whole edition: its rules and its glossary', () => {
    const result = prepareImport(official(), 'rules.txt', undefined);
    expect(result.diagnostics).toEqual([]);
    expect(result.value?.corpus.rules).toHaveLength(3114);
    expect(result.value?.glossary.entries).toHaveLength(725);
  });

  it('cut in rule 702.19b, says where it ends and what is missing', () => {
    const cut = split()
      .slice(0, lineOf('702.19b') + 1)
      .join('\n');
    expect(messages(cut)).toEqual([
      `${lineOf('702.19b') + 1}: import/cut: The file is cut short: the text ends in rule 702.19b; chapters 8 and 9 are missing.`,
    ]);
  });

  it('cut in chapter 9, says the glossary is missing too', () => {
    const cut = split()
      .slice(0, lineOf('905.3') + 1)
      .join('\n');
    expect(messages(cut)).toEqual([
      `${lineOf('905.3') + 1}: import/cut: The file is cut short: the text ends in rule 905.3; the glossary and the credits are missing.`,
    ]);
  });

  it('cut in the glossary, says so', () => {
    const cut = split()
      .slice(0, lineOf('Deathtouch') + 2)
      .join('\n');
    expect(messages(cut)).toEqual([
      `${lineOf('Deathtouch') + 2}: import/cut: The file is cut short: the text ends in the glossary, at "Deathtouch"; the rest of the glossary and the credits are missing.`,
    ]);
  });

  it('without a rule of 800–811, names the gap', () => {
    const lines = split();
    const gap = lines.filter((line) => !line.startsWith('807.4d ')).join('\n');
    // 807.4e stands one line higher once 807.4d is gone.
    const at = lines.findIndex((line) => line.startsWith('807.4e '));
    expect(messages(gap)).toEqual([
      `${at}: import/gap: The numbering of 800–811 has a gap: 807.4d is missing between 807.4c and 807.4e.`,
    ]);
  });

  it('cut at any line before the credits, is refused', () => {
    const lines = split();
    const credits = lines.lastIndexOf('Credits');
    const firstRule = lineOf('100.1.');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: credits - 1 }), (at) => {
        const result = prepareImport(lines.slice(0, at).join('\n'), 'rules.txt', undefined);
        expect(result.value).toBeUndefined();
        if (at > firstRule + 1) expect(result.diagnostics.map((d) => d.code)).toContainEqual('import/cut');
      }),
      { numRuns: 12 },
    );
  });
});
