// Search quality on the query set in test/search-queries.json: what judges type, with the
// entry they want. The floors sit well below what `npm run bench` measures (and below its
// goals of 80 % and 95 %), so that only a real loss of quality fails them; the queries
// marked `top` must give their entry first.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  readCorpusIndex,
  readCounterparts,
  readGlossary,
  readHouseRules,
  readRuleCorpus,
} from '../src/io/read-corpus.js';
import { buildSearchIndex } from '../src/search/search.js';
import { evaluateQuerySet, runQueryCase, type QueryCase } from '../src/search/query-set.js';

const queries = (
  JSON.parse(readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8')) as { queries: QueryCase[] }
).queries;
const corpus = readCorpusIndex();
const index = buildSearchIndex({
  corpora: corpus.editions.map((e) => readRuleCorpus(e.file)),
  glossaries: corpus.glossaries.map((g) => readGlossary(g.file)),
  houseRules: corpus.houseRules.map((h) => readHouseRules(h.file)),
});
const table = readCounterparts();

describe('the query set', () => {
  it('is large and covers what judges look for', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    const count = (test: (q: QueryCase) => boolean) => queries.filter(test).length;
    expect(count((q) => q.lang === 'en' && q.want.lang === 'en')).toBeGreaterThanOrEqual(15);
    expect(count((q) => q.lang === 'de' && q.want.kind === 'rule')).toBeGreaterThanOrEqual(10);
    expect(count((q) => q.lang === 'it')).toBeGreaterThanOrEqual(5);
    expect(count((q) => q.want.kind === 'glossary')).toBeGreaterThanOrEqual(8);
    expect(count((q) => q.want.kind === 'house-rule')).toBeGreaterThanOrEqual(5);
    // Words in one language for another language's rules.
    expect(count((q) => q.writtenIn !== undefined && q.writtenIn !== q.lang)).toBeGreaterThanOrEqual(5);
    expect(queries.filter((q) => q.top).length).toBeGreaterThanOrEqual(12);
  });

  it('names entries that exist', () => {
    const missing = queries.filter(
      (q) =>
        !index.docs.some(
          (doc) =>
            doc.kind === q.want.kind &&
            doc.lang === q.want.lang &&
            (q.want.kind === 'glossary' ? doc.term === q.want.term : doc.number === q.want.number),
        ),
    );
    expect(missing.map((q) => q.q)).toEqual([]);
  });
});

describe('search quality', () => {
  const report = evaluateQuerySet(index, table, corpus.editions, queries);

  it('finds the wanted entry first for most queries, and among the first three for nearly all', () => {
    expect(report.top1).toBeGreaterThanOrEqual(0.7);
    expect(report.top3).toBeGreaterThanOrEqual(0.85);
  });

  it.each(queries.filter((q) => q.top).map((q) => [`${q.q} --lang ${q.lang}`, q] as const))('%s', (_label, query) => {
    const outcome = runQueryCase(index, table, corpus.editions, query);
    const want = query.want;
    expect(outcome.first).toBe(`${want.kind} ${want.number ?? want.term} ${want.lang}`);
  });
});
