// Which editions a lookup falls back to, which a search reads, and which glossaries count.
import { describe, expect, it } from 'vitest';
import {
  chooseEditions,
  currentGlossaries,
  editionsToSearch,
  fallbackOrder,
  resolveEdition,
} from '../../src/rules/editions.js';
import type { Lang } from '../../src/rules/corpus-model.js';

const edition = (lang: Lang, date: string, dir?: string) => ({ lang, edition: date, ...(dir ? { dir } : {}) });
const shipped = [edition('de', '2024-03-08'), edition('en', '2011-02-04'), edition('it', '2025-09-19')];
const imported = [
  edition('en', '2024-03-08', '/a'),
  edition('en', '2026-01-16', '/b'),
  edition('en', '2025-09-19', '/c'),
];
const key = (e: { lang: string; edition: string }) => `${e.lang}-${e.edition}`;

describe('fallbackOrder', () => {
  it('is newest first, and of one date the imported edition first', () => {
    expect(fallbackOrder([...shipped, ...imported]).map(key)).toEqual([
      'en-2026-01-16',
      'en-2025-09-19',
      'it-2025-09-19',
      'en-2024-03-08',
      'de-2024-03-08',
      'en-2011-02-04',
    ]);
  });
});

describe('editionsToSearch', () => {
  it('reads the shipped editions, the scope, and the newest imported edition of each language', () => {
    expect(editionsToSearch([...shipped, ...imported], [edition('de', '2024-03-08')]).map(key)).toEqual([
      'de-2024-03-08',
      'en-2011-02-04',
      'it-2025-09-19',
      'en-2026-01-16',
    ]);
    expect(editionsToSearch([...shipped, ...imported], [edition('en', '2024-03-08')]).map(key)).toContain(
      'en-2024-03-08',
    );
  });
});

describe('currentGlossaries', () => {
  it('keeps the shipped glossaries and the newest imported one of each language', () => {
    const glossaries = [edition('de', ''), ...imported].map((g) => ({ ...g, file: 'glossary.json' }));
    expect(currentGlossaries(glossaries).map(key)).toEqual(['de-', 'en-2026-01-16']);
  });
});

describe('resolveEdition', () => {
  const all = [...shipped, ...imported];
  it('takes a language and year, a date, or a bare year that names one edition', () => {
    expect(resolveEdition(all, 'de-2024').edition).toEqual(edition('de', '2024-03-08'));
    expect(resolveEdition(all, '2026').edition).toEqual(edition('en', '2026-01-16', '/b'));
    expect(resolveEdition(all, 'it').edition).toEqual(edition('it', '2025-09-19'));
  });

  it('lists the choices where a spec names several editions or none', () => {
    expect(resolveEdition(all, '2025').problem?.message).toBe(
      '"2025" names 2 editions: Italian 2025-09-19, English 2025-09-19',
    );
    expect(resolveEdition(all, 'en').problem?.message).toBe(
      '"en" names 4 editions: English 2026-01-16, English 2025-09-19, English 2024-03-08, English 2011-02-04',
    );
    expect(resolveEdition(all, 'x-1').problem?.message).toBe(
      '"x-1" does not name an edition: write a language and a date, such as en-2011 or de-2024-03-08',
    );
  });
});

describe('chooseEditions', () => {
  const all = [...shipped, ...imported, edition('en', '2026-04-10', '/d')];
  it('takes --edition as a year, a date, or a language and a year', () => {
    expect(chooseEditions(all, 'en', '2011').editions.map(key)).toEqual(['en-2011-02-04']);
    expect(chooseEditions(all, 'de', 'en-2025').editions.map(key)).toEqual(['en-2025-09-19']);
    expect(chooseEditions(all, 'en', '2026-01-16').editions.map(key)).toEqual(['en-2026-01-16']);
    expect(chooseEditions(all, 'en').editions.map(key)).toEqual(['en-2026-04-10']);
  });

  it('refuses a value that names two editions of the language, listing them', () => {
    expect(chooseEditions(all, 'en', '2026').problem).toEqual({
      message: '--edition 2026 names 2 editions: English 2026-04-10, English 2026-01-16',
      notes: ['give the whole date, e.g. --edition 2026-04-10'],
    });
  });
});
