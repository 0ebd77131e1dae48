// Search quality on the query sets of test/search/ (searched as judges meet the tool: no
// --lang, an English locale) and on test/search-queries.json (each with its --lang). The
// floors sit well below what `npm run bench` measures and below its goals (95 % top-3, 90 %
// in every slice), so that only a real loss of quality fails them; the queries marked `top`
// in the JSON set must give their entry first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  readCorpusIndex,
  readShippedCounterpartPlaces,
  readGlossary,
  readHouseRules,
  readRuleCorpus,
} from '../../src/io/read-corpus.js';
import { readSearchIndex } from '../../src/io/read-search-index.js';
import {
  figuresOf,
  parseQueryTsv,
  runLangQuery,
  runTsvQueries,
  SLICES,
  type LangQueryCase,
  type TsvQuery,
} from '../../src/search/query-set.js';

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const dev = parseQueryTsv(read('./queries-dev.tsv'));
const own = parseQueryTsv(read('./queries-own.tsv'));
const langQueries = (JSON.parse(read('../search-queries.json')) as { queries: LangQueryCase[] }).queries;
const corpus = readCorpusIndex();
const index = readSearchIndex(corpus);
const counterparts = readShippedCounterpartPlaces();

const rules = corpus.editions.flatMap((e) => readRuleCorpus(e.file).rules);
const terms = corpus.glossaries.flatMap((g) => readGlossary(g.file).entries.map((entry) => entry.term.toLowerCase()));
const houseTexts = corpus.houseRules.flatMap((h) =>
  readHouseRules(h.file).items.map((item) => item.text.toLowerCase()),
);

/** Whether some entry of the corpus is an acceptable hit of the query. */
function reachable(query: TsvQuery): boolean {
  return query.targets.some((target) => {
    if (target.kind === 'rule')
      return rules.some((r) => r.number === target.number && (target.lang === '*' || r.lang === target.lang));
    if (target.kind === 'glossary') return terms.some((term) => term.includes(target.term));
    return houseTexts.some((text) => text.includes(target.text));
  });
}

describe('the query sets', () => {
  it('are large, split in two even halves, and cover every slice', () => {
    expect(dev.length).toBe(44);
    expect(own.length).toBeGreaterThanOrEqual(200);
    const tune = own.filter((q) => q.half === 'tune');
    expect(tune.length).toBe(own.length / 2);
    for (const slice of SLICES) {
      expect(tune.filter((q) => q.slice === slice).length, slice).toBeGreaterThanOrEqual(10);
      expect(own.filter((q) => q.half === 'held' && q.slice === slice).length, slice).toBeGreaterThanOrEqual(10);
    }
  });

  it('name entries that exist', () => {
    expect([...dev, ...own].filter((q) => !reachable(q)).map((q) => q.query)).toEqual([]);
  });
});

describe('search quality with no --lang', () => {
  it.each([
    ['the dev set', dev],
    ['the own set, tune half', own.filter((q) => q.half === 'tune')],
    ['the own set, held half', own.filter((q) => q.half === 'held')],
  ])('finds an acceptable hit among the first three for nearly all of %s, in every slice', (_name, queries) => {
    const outcomes = runTsvQueries(index, counterparts, queries);
    expect(figuresOf(outcomes.map((o) => o.rank)).top3).toBeGreaterThanOrEqual(0.85);
    for (const slice of SLICES) {
      const ranks = outcomes.filter((o) => o.query.slice === slice).map((o) => o.rank);
      if (ranks.length > 0) expect(figuresOf(ranks).top3, slice).toBeGreaterThanOrEqual(0.75);
    }
  });
});

describe('search quality with --lang', () => {
  const ranks = langQueries.map((q) => runLangQuery(index, counterparts, q));

  it('finds the wanted entry first for most queries, and among the first three for nearly all', () => {
    const figures = figuresOf(ranks.map((r) => r.rank));
    expect(figures.top1).toBeGreaterThanOrEqual(0.65);
    expect(figures.top3).toBeGreaterThanOrEqual(0.85);
  });

  it.each(langQueries.filter((q) => q.top).map((q) => [`${q.q} --lang ${q.lang}`, q] as const))(
    '%s',
    (_label, query) => {
      const want = query.want;
      expect(runLangQuery(index, counterparts, query).first).toBe(
        `${want.kind} ${want.number ?? want.term} ${want.lang}`,
      );
    },
  );
});
