// Which editions a lookup falls back to, which a search reads, and which glossaries count.
import { describe, expect, it } from 'vitest';
import { currentGlossaries, editionsToSearch, fallbackOrder } from '../../src/rules/editions.js';
import { chooseEditions } from '../../src/rules/choose-editions.js';
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

describe('chooseEditions', () => {
  const all = [...shipped, ...imported, edition('en', '2026-04-10', '/d')];
  const choose = (value: string | undefined, lang?: Lang | 'all', locale: Lang = 'en') =>
    chooseEditions(all, { value, lang, locale });

  it('takes --edition as a year, a date, or a language and a year', () => {
    expect(choose('2011', 'en').editions.map(key)).toEqual(['en-2011-02-04']);
    expect(choose('en-2025', 'de').editions.map(key)).toEqual(['en-2025-09-19']);
    expect(choose('2026-01-16', 'en').editions.map(key)).toEqual(['en-2026-01-16']);
    expect(choose(undefined, 'en').editions.map(key)).toEqual(['en-2026-04-10']);
    expect(choose(undefined, undefined, 'de').editions.map(key)).toEqual(['de-2024-03-08']);
    expect(choose('it').editions.map(key)).toEqual(['it-2025-09-19']);
  });

  it('picks the one edition a year names, whatever the locale', () => {
    const shippedOnly = (value: string, locale: Lang) => chooseEditions(shipped, { value, locale }).editions.map(key);
    expect(shippedOnly('2011', 'de')).toEqual(['en-2011-02-04']);
    expect(shippedOnly('2024', 'en')).toEqual(['de-2024-03-08']);
    expect(shippedOnly('2025-09', 'de')).toEqual(['it-2025-09-19']);
  });

  it("puts the locale's language first where a year names editions in several, then the others by date", () => {
    expect(choose('2024', undefined, 'de').editions.map(key)).toEqual(['de-2024-03-08', 'en-2024-03-08']);
    expect(choose('2024', undefined, 'en').editions.map(key)).toEqual(['en-2024-03-08', 'de-2024-03-08']);
    // Of one date, the imported edition first: the whole official text.
    expect(choose('2024', undefined, 'it').editions.map(key)).toEqual(['en-2024-03-08', 'de-2024-03-08']);
    expect(choose('2024', 'de', 'en').editions.map(key)).toEqual(['de-2024-03-08']);
  });

  it('with --lang all, takes every edition the value names, newest first', () => {
    expect(choose('2025', 'all').editions.map(key)).toEqual(['it-2025-09-19', 'en-2025-09-19']);
    expect(choose(undefined, 'all').editions).toHaveLength(all.length);
  });

  it('refuses a value that names two editions of the language that comes first, listing them', () => {
    expect(choose('2026', 'en').problem).toEqual({
      message: '--edition 2026 names 2 editions: English 2026-04-10, English 2026-01-16',
      notes: ['give the whole date, e.g. --edition en-2026-04-10'],
    });
    expect(chooseEditions(all, { value: '2026', locale: 'de', flag: '--from' }).problem?.message).toBe(
      '--from 2026 names 2 editions: English 2026-04-10, English 2026-01-16',
    );
  });

  it('says what there is where a value names nothing, or is no edition at all', () => {
    expect(chooseEditions(shipped, { value: '1999', locale: 'de' }).problem).toEqual({
      message: 'there is no edition of 1999 in the rules data',
      notes: [
        'available: Italian 2025-09-19, German 2024-03-08, English 2011-02-04',
        'add an official Comprehensive Rules text with: mtg-judge import FILE',
      ],
    });
    expect(chooseEditions(shipped, { value: '2011', lang: 'de', locale: 'de' }).problem?.message).toBe(
      'there is no German edition of 2011 in the rules data',
    );
    expect(chooseEditions(shipped, { value: 'x-1', locale: 'en' }).problem?.message).toBe(
      '--edition x-1 does not name an edition',
    );
    expect(chooseEditions(shipped, { value: '', locale: 'en' }).problem?.message).toBe(
      '--edition "" does not name an edition',
    );
  });
});
