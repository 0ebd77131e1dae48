import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../src/search/documents.js';
import { citedFirst } from '../../src/search/cited-first.js';

const rule = (number: string, body: string): SearchDoc => ({
  kind: 'rule',
  lang: 'en',
  edition: '2026-01-16',
  number,
  section: number.slice(0, 3),
  names: [],
  body,
  text: body,
});

describe('citedFirst', () => {
  it('lifts the rule another leading result cites over a near tie', () => {
    const hits = [
      { doc: rule('702.124d', 'consider damage from each commander separately (see rule 903.10a).'), score: 0.92 },
      { doc: rule('903.12h', 'Brawl games do not use rule 704.6c.'), score: 0.92 },
      { doc: rule('903.10a', 'A player dealt 21 or more combat damage by the same commander loses.'), score: 0.91 },
    ];
    expect(citedFirst(hits).map((hit) => hit.doc.number)).toEqual(['903.10a', '702.124d', '903.12h']);
  });

  it('never lifts a rule over a clearly better match, nor one cited by itself, its own section or another edition', () => {
    const hits = [
      { doc: rule('807.4c', 'The best match.'), score: 0.92 },
      { doc: rule('807.4e', 'Cited by its neighbour only.'), score: 0.91 },
      { doc: rule('807.4f', 'See rule 807.4f and rule 807.4e.'), score: 0.9 },
      { doc: rule('104.2a', 'See rule 800.4c.'), score: 0.89 },
      { doc: { ...rule('800.4c', 'Cited, but far behind.'), edition: '2011-02-04' }, score: 0.5 },
    ];
    expect(citedFirst(hits).map((hit) => hit.doc.number)).toEqual(['807.4c', '807.4e', '807.4f', '104.2a', '800.4c']);
  });
});
