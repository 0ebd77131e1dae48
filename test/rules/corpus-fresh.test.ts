// The corpus in rules-data/corpus/ is built ahead of time, so that no command parses raw
// text, with the search index. This test proves it is up to date with the sources, the
// parsers, the term list and the counterparts: if it fails, run `npm run corpus` and commit
// the result.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCorpusFiles, SOURCES } from '../../src/rules/corpus-files.js';
import { withSearchIndex } from '../../src/search/stored-index.js';
import { STEMMERS } from '../../src/search/stemmers.js';
import { readCounterparts, readTermData } from '../../src/io/read-corpus.js';

const root = new URL('../../rules-data/', import.meta.url);
const sources = Object.fromEntries(
  Object.values(SOURCES).map((name) => [name, readFileSync(new URL(`sources/${name}`, root), 'utf8')]),
);
const built = withSearchIndex(buildCorpusFiles(sources), {
  ...readTermData(),
  counterparts: readCounterparts(),
  stemmers: STEMMERS,
});

describe('rules-data/corpus', () => {
  it('holds exactly the files the build makes', () => {
    expect(readdirSync(new URL('corpus/', root)).sort()).toEqual(Object.keys(built).sort());
  });

  it.each(Object.keys(built))('%s is up to date (else: npm run corpus)', (name) => {
    const file = new URL(`corpus/${name}`, root);
    const want = built[name]!;
    const same =
      typeof want === 'string' ? readFileSync(file, 'utf8') === want : Buffer.from(want).equals(readFileSync(file));
    expect(same, `${name} differs from what the sources give`).toBe(true);
  });

  it('records the counts the sources must give', () => {
    const index = JSON.parse(built['index.json'] as string);
    const counts = Object.fromEntries(
      index.editions.map((e: { lang: string; edition: string; rules: number }) => [`${e.lang}-${e.edition}`, e.rules]),
    );
    expect(counts).toEqual({ 'de-2024-03-08': 173, 'en-2011-02-04': 160, 'it-2025-09-19': 25 });
    expect(index.glossaries[0].entries).toBe(177);
    expect(index.houseRules[0].items).toBe(37);
  });
});
