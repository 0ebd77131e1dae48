// The counterparts of an imported edition, computed at import: by the shipped fingerprints
// of the official English 2024-03-08 text, else by similarity to the shipped English 2011.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CounterpartTable, RuleCorpus } from '../../src/rules/corpus-model.js';
import { counterpartsOf, groupOf, linkedCounterparts } from '../../src/rules/counterparts.js';
import type { RuleFingerprints } from '../../src/rules/fingerprints.js';
import { counterpartPlaces, withImportedCounterparts } from '../../src/rules/imported-counterparts.js';
import { matchCounterparts, type EditionCounterparts } from '../../src/rules/match-counterparts.js';
import { parseOfficialRules } from '../../src/rules/parse-official-rules.js';
import { haveOfficialRules, officialTitle, readOfficialText } from '../official-rules.js';

const root = new URL('../../', import.meta.url);
const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as T;
const table = readJson<CounterpartTable>('rules-data/counterparts.json');
const fingerprints = readJson<RuleFingerprints>('rules-data/fingerprints.en-2024-03-08.json');
const en2011 = readJson<RuleCorpus>('rules-data/corpus/rules.en-2011-02-04.json');
const DE = 'de-2024-03-08';
const EN = 'en-2011-02-04';

/**
 * The groups read one by one (counterpartPlaces, as a search reads them) say what the merged
 * table says: the same editions, every edition's rule at every place, and every rule's place.
 */
function expectSamePlaces(imported: readonly EditionCounterparts[]): void {
  const merged = withImportedCounterparts(table, imported);
  const places = counterpartPlaces(table, imported);
  expect(places.editions).toEqual(merged.editions);
  let rules = 0;
  merged.groups.forEach((group, place) => {
    for (const edition of merged.editions) {
      const number = group.numbers[edition];
      expect(places.numberAt(place, edition), `${edition} at ${place}`).toBe(
        typeof number === 'string' ? number : undefined,
      );
      if (typeof number !== 'string') continue;
      rules++;
      expect(places.placeOf(edition, number), `${edition} ${number}`).toBe(
        merged.groups.indexOf(groupOf(merged, edition, number)!),
      );
    }
  });
  expect(rules).toBeGreaterThan(150);
  for (const edition of merged.editions) expect(places.placeOf(edition, '899.9z')).toBeUndefined();
  expect(places.numberAt(merged.groups.length, merged.editions[0]!)).toBeUndefined();
}

const official = (date: string) => parseOfficialRules(readOfficialText(date), `MagicCompRules-${date}.txt`, 'en');
const match = (date: string, prints: RuleFingerprints = fingerprints): EditionCounterparts =>
  matchCounterparts({
    edition: { lang: 'en', edition: date },
    rules: official(date).rules,
    fingerprints: prints,
    reference: { edition: { lang: 'en', edition: '2011-02-04' }, rules: en2011.rules },
    table,
  });

describe.skipIf(!haveOfficialRules('2024-03-08', '2025-09-19', '2026-01-16'))(
  officialTitle('matching an imported edition', '2024-03-08', '2025-09-19', '2026-01-16'),
  () => {
    it('finds English 2026 810.7 as German 810.7, and 805.10f as German 805.10g', () => {
      const merged = withImportedCounterparts(table, [match('2026-01-16')]);
      const de = (number: string) => linkedCounterparts(merged, 'en-2026-01-16', number).find((c) => c.lang === 'de');
      expect(de('810.7')).toEqual({ lang: 'de', edition: '2024-03-08', number: '810.7' });
      // 2026 dropped the old 805.10f (damage assignment order), and the next rule took its number.
      expect(de('805.10f')).toEqual({ lang: 'de', edition: '2024-03-08', number: '805.10g' });
      expect(counterpartsOf(merged, DE, '805.10f')).toContainEqual({
        lang: 'en',
        edition: '2026-01-16',
        number: null,
        covered: true,
      });
    });

    it('matches every multiplayer rule of 2026: 170 by fingerprint, 800.3 (a new address) by similarity', () => {
      const result = match('2026-01-16');
      expect(result.unmatched).toEqual([]);
      expect(result.links.filter((link) => link.via === 'similarity')).toEqual([
        { number: '800.3', anchor: { edition: EN, number: '800.3' }, via: 'similarity', score: 0.83 },
      ]);
    });

    it('by similarity alone, links English 2024 to 2011 as the counterpart table does, and never wrongly', () => {
      const none: RuleFingerprints = { ...fingerprints, hashes: {} };
      const result = match('2024-03-08', none);
      // English 2024 has the numbers of German 2024, so the table says what is right.
      const wrong = result.links.filter(
        (link) => groupOf(table, EN, link.anchor.number) !== groupOf(table, DE, link.number),
      );
      expect(wrong).toEqual([]);
      expect(result.links.length).toBe(153);
      // The four 2011 rules rewritten beyond recognition, as the table's notes say.
      const missed = result.unmatched.filter((number) => groupOf(table, DE, number)?.numbers[EN]);
      expect(missed).toEqual(['800.6', '805.10e', '809.3c', '811.4']);
    });

    it('reads the groups one by one as the merged table holds them, with two editions imported', () =>
      expectSamePlaces([match('2025-09-19'), match('2026-01-16')]));

    it('puts two imported editions into the same groups, so each is the other one’s counterpart', () => {
      const merged = withImportedCounterparts(table, [match('2025-09-19'), match('2026-01-16')]);
      expect(linkedCounterparts(merged, 'en-2025-09-19', '805.10f')).toEqual([
        { lang: 'en', edition: '2011-02-04', number: '810.7f' },
        { lang: 'de', edition: '2024-03-08', number: '805.10g' },
        { lang: 'it', edition: '2025-09-19', number: '805.10f' },
        { lang: 'en', edition: '2026-01-16', number: '805.10f' },
      ]);
    });
  },
);

describe('withImportedCounterparts', () => {
  const imported: EditionCounterparts = {
    schemaVersion: 1,
    edition: 'en-2030-01-01',
    sections: ['807'],
    links: [{ number: '807.4a', anchor: { edition: DE, number: '807.4a' }, via: 'fingerprint' }],
    unmatched: ['807.9'],
  };
  const merged = withImportedCounterparts(table, [imported]);

  it('adds the edition to the groups of its links, and null where it covers a section but lacks the rule', () => {
    expect(groupOf(merged, 'en-2030-01-01', '807.4a')?.numbers[DE]).toBe('807.4a');
    expect(groupOf(merged, DE, '807.4b')?.numbers['en-2030-01-01']).toBeNull();
    expect(Object.hasOwn(groupOf(merged, DE, '805.1')!.numbers, 'en-2030-01-01')).toBe(false);
  });

  it('gives an unmatched rule a group of its own, with no counterpart in the editions that cover its section', () => {
    expect(counterpartsOf(merged, 'en-2030-01-01', '807.9')).toEqual([
      { lang: 'en', edition: '2011-02-04', number: null, covered: true },
      { lang: 'de', edition: '2024-03-08', number: null, covered: true },
      { lang: 'it', edition: '2025-09-19', number: null, covered: false },
    ]);
  });

  it('reads the groups one by one as the merged table holds them', () => {
    expectSamePlaces([]);
    expectSamePlaces([imported]);
    // An imported text of a shipped edition: its links stand in for the table's numbers.
    const again: EditionCounterparts = {
      schemaVersion: 1,
      edition: DE,
      sections: ['807', '810'],
      links: [
        { number: '807.4b', anchor: { edition: EN, number: '807.4a' }, via: 'fingerprint' },
        { number: '810.1', anchor: { edition: EN, number: '810.1' }, via: 'fingerprint' },
      ],
      unmatched: ['807.99', '810.99'],
    };
    expectSamePlaces([imported, again]);
    const places = counterpartPlaces(table, [imported, again]);
    expect(places.numberAt(places.placeOf(EN, '807.4a')!, DE)).toBe('807.4b');
    expect(places.placeOf(DE, '807.99')).toBe(table.groups.length + 1);
  });

  it('leaves the shipped table as it was', () => {
    expect(readJson<CounterpartTable>('rules-data/counterparts.json')).toEqual(table);
    expect(table.editions).not.toContain('en-2030-01-01');
  });
});
