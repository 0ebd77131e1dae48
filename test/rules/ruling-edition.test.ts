// Which rules a scenario's `edition` and --edition name (rules/ruling-edition.ts): the
// shipped 2011 and 2024 rules by year, date, or language and year, whatever is imported;
// an imported edition by language and year or date, or by a year or date no shipped
// edition has; an edition older than 2024-03-08 only as the 2011-02-04 text.
import { describe, expect, it } from 'vitest';
import type { EditionRef } from '../../src/rules/corpus-model.js';
import { chooseRulingEdition, shippedRulings } from '../../src/rules/ruling-edition.js';

const en = (edition: string): EditionRef => ({ lang: 'en', edition });
const IMPORTED = [en('2026-01-16'), en('2024-03-08'), en('2011-02-04')];

/** What a name chooses, in one word: "2024", "en-2026-01-16", or the refusal's code. */
function chosen(name: string, imported: readonly EditionRef[] = IMPORTED): string {
  const choice = chooseRulingEdition(name, imported);
  if (choice.problem) return choice.problem.code;
  return choice.imported ? `${choice.imported.lang}-${choice.imported.edition}` : choice.year;
}

describe('naming the rules a table is ruled under', () => {
  it.each([
    ['2024', '2024'],
    ['2011', '2011'],
    ['2024-03-08', '2024'],
    ['2024-03', '2024'],
    ['2011-02-04', '2011'],
    ['de-2024', '2024'],
    ['de-2024-03-08', '2024'],
    ['en-2011', '2011'],
    ['EN-2011', '2011'],
  ])('%s means the shipped %s rules, whatever is imported', (name, year) => {
    expect(chosen(name)).toBe(year);
    expect(shippedRulings(name)).toBe(year);
  });

  it.each([
    ['2026', 'en-2026-01-16'],
    ['2026-01', 'en-2026-01-16'],
    ['2026-01-16', 'en-2026-01-16'],
    ['en-2026', 'en-2026-01-16'],
    ['en-2026-01-16', 'en-2026-01-16'],
    ['en-2024', 'en-2024-03-08'],
    ['en-2024-03-08', 'en-2024-03-08'],
  ])('%s means the imported %s, with the 2024 readings', (name, key) => {
    expect(chosen(name)).toBe(key);
    expect(chooseRulingEdition(name, IMPORTED).year).toBe('2024');
  });

  it('refuses an edition that is not imported, with the import line that adds it', () => {
    const byYear = chooseRulingEdition('2027', IMPORTED).problem!;
    expect(byYear).toEqual({
      code: 'scenario/edition-not-imported',
      message: '2027 names no shipped edition, and no edition of 2027 is imported',
      notes: [
        'add it with: mtg-judge import FILE, where FILE is an official Comprehensive Rules text of 2027 (magic.wizards.com/en/rules)',
      ],
    });
    expect(chooseRulingEdition('en-2026-06-13', IMPORTED).problem!.notes).toEqual([
      'add it with: mtg-judge import MagicCompRules-20260613.txt (the official text of 2026-06-13)',
    ]);
    expect(chooseRulingEdition('de-2026', IMPORTED).problem).toMatchObject({
      message: 'de-2026 names no shipped edition, and no German edition of 2026 is imported',
      notes: ['only official English texts can be imported'],
    });
    expect(chosen('en-2024', [])).toBe('scenario/edition-not-imported');
  });

  it('takes 2025 for the shipped Italian text, which holds 805 only, and says to write en-2025', () => {
    expect(chooseRulingEdition('2025', []).problem).toEqual({
      code: 'scenario/edition-not-imported',
      message:
        '2025 names the shipped Italian 2025-09-19 text, which holds rule 805 only: a table is ruled under a whole edition',
      notes: [
        'to rule it under the English 2025-09-19 rules, import them and write en-2025:',
        'mtg-judge import MagicCompRules-20250919.txt (the official text of 2025-09-19)',
      ],
    });
    const imported = [...IMPORTED, en('2025-09-19')];
    expect(chooseRulingEdition('2025-09-19', imported).problem!.notes).toEqual([
      'to rule it under English 2025-09-19, write en-2025',
    ]);
    expect(chosen('en-2025', imported)).toBe('en-2025-09-19');
  });

  it('asks for the whole date where a year names two imported editions', () => {
    const two = [en('2026-01-16'), en('2026-06-13')];
    expect(chooseRulingEdition('2026', two).problem).toEqual({
      code: 'scenario/edition-not-imported',
      message: '2026 names 2 imported editions: English 2026-01-16, English 2026-06-13',
      notes: ['give the whole date, e.g. en-2026-01-16'],
    });
    expect(chosen('2026-06', two)).toBe('en-2026-06-13');
  });

  it('rules an imported edition older than 2024-03-08 not at all, unless it is the 2011-02-04 text', () => {
    const old = [en('2020-06-01'), en('2011-02-04')];
    const choice = chooseRulingEdition('2020', old);
    expect(choice.problem).toMatchObject({
      code: 'question/not-in-edition',
      message:
        '2020 names English 2020-06-01, older than the 2024-03-08 rules the readings were made for and not the 2011-02-04 text: no question is ruled under it',
    });
    expect(chosen('en-2011-02-04', old)).toBe('2011');
  });

  it('refuses what names no edition at all', () => {
    expect(chosen('latest')).toBe('scenario/edition-not-imported');
    expect(shippedRulings('latest')).toBeUndefined();
  });
});
