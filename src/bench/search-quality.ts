// npm run bench, search quality: top-1, top-3 and MRR@10 on the visible sets (the dev set and
// set 2) and on the own set (its tune and held halves apart), searched as a judge on an
// English machine does (no --lang), per slice; beside each, MiniSearch indexed over the same
// corpus with fuzzy and prefix matching and no language logic at all. The own set of the
// whole rules (queries-2026.tsv) is run with the 2026 edition added to both.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import {
  readCorpusIndex,
  readShippedCounterpartPlaces,
  readGlossary,
  readHouseRules,
  readRuleCorpus,
} from '../io/read-corpus.js';
import { glossaryDocuments, houseRuleDocuments, ruleDocuments, type SearchDoc } from '../search/documents.js';
import {
  figuresOf,
  parseQueryTsv,
  rankOf,
  runLangQuery,
  runTsvQueries,
  SLICES,
  type Figures,
  type LangQueryCase,
  type TsvQuery,
} from '../search/query-set.js';
import type { SearchIndex } from '../search/token-index.js';
import { ROOT } from './measure.js';

export function readTsv(name: string): TsvQuery[] {
  return parseQueryTsv(readFileSync(join(ROOT, 'test', 'search', name), 'utf8'));
}

export function readLangQueries(): LangQueryCase[] {
  return (JSON.parse(readFileSync(join(ROOT, 'test', 'search-queries.json'), 'utf8')) as { queries: LangQueryCase[] })
    .queries;
}

/** Every document of the shipped corpus, as MiniSearch gets them. */
export function shippedDocuments(): SearchDoc[] {
  const corpus = readCorpusIndex();
  return [
    ...corpus.editions.flatMap((e) => ruleDocuments(readRuleCorpus(e.file))),
    ...corpus.glossaries.flatMap((g) => glossaryDocuments(readGlossary(g.file))),
    ...corpus.houseRules.flatMap((h) => houseRuleDocuments(readHouseRules(h.file))),
  ];
}

/** A corpus searched both ways: this tool's index and the same documents for MiniSearch. */
export interface QualityCorpus {
  index: SearchIndex;
  docs: SearchDoc[];
}

/**
 * MiniSearch over the same documents: names and body, names counting twice, fuzzy 0.2 and
 * prefix search. Returns where each query finds its first acceptable hit.
 */
function miniSearchOver(docs: readonly SearchDoc[]): (queries: readonly TsvQuery[]) => (number | undefined)[] {
  const mini = new MiniSearch<{ id: number; names: string; body: string }>({
    fields: ['names', 'body'],
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { names: 2 } },
  });
  mini.addAll(docs.map((doc, id) => ({ id, names: [...doc.names, doc.keywords ?? ''].join(' '), body: doc.body })));
  return (queries) =>
    queries.map((query) =>
      rankOf(
        mini
          .search(query.query)
          .slice(0, 10)
          .map((result) => docs[result.id as number]!),
        query.targets,
      ),
    );
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`.padStart(6);
}

function cell(f: Figures): string {
  return `${percent(f.top1)} ${percent(f.top3)} ${f.mrr.toFixed(3)}`;
}

/** One table: per slice, ours against MiniSearch. Returns our top-3 per slice and overall. */
function printSet(
  title: string,
  queries: readonly TsvQuery[],
  ours: (number | undefined)[],
  mini: (number | undefined)[],
) {
  console.log(`\n  ${title}: ${queries.length} queries, no --lang, LANG=C.UTF-8`);
  console.log(
    `    ${'slice'.padEnd(15)} ${'n'.padStart(3)}   mtg-judge top-1 top-3 MRR@10   MiniSearch top-1 top-3 MRR@10   beats`,
  );
  const rows: { slice: string; ours: Figures; mini: Figures }[] = [];
  for (const slice of SLICES) {
    const at = queries.flatMap((q, i) => (q.slice === slice ? [i] : []));
    if (at.length === 0) continue;
    rows.push({ slice, ours: figuresOf(at.map((i) => ours[i])), mini: figuresOf(at.map((i) => mini[i])) });
  }
  rows.push({ slice: 'all', ours: figuresOf(ours), mini: figuresOf(mini) });
  for (const row of rows) {
    const tie = row.ours.top3 === row.mini.top3 && Math.abs(row.ours.mrr - row.mini.mrr) < 1e-9;
    const better = row.ours.top3 > row.mini.top3 || (row.ours.top3 === row.mini.top3 && row.ours.mrr > row.mini.mrr);
    const beats = better ? 'yes' : tie ? 'tie' : 'NO';
    console.log(
      `    ${row.slice.padEnd(15)} ${String(row.ours.queries).padStart(3)}   ${cell(row.ours)}            ${cell(row.mini)}      ${beats}`,
    );
  }
  return rows;
}

function printMisses(outcomes: ReturnType<typeof runTsvQueries>): void {
  for (const o of outcomes.filter((o) => o.rank === undefined || o.rank > 3))
    console.log(`      miss: ${o.query.query}  ->  ${o.top.join(', ') || '(nothing)'}`);
}

interface QuerySet {
  title: string;
  queries: TsvQuery[];
  /** Its misses may be printed (BENCH_MISSES=1); a held half's never are: reading them would be tuning to them. */
  visible: boolean;
}

/** Halves of an own set: the tune half, and the held half, never tuned to. */
function halves(name: string, label: string): QuerySet[] {
  const queries = readTsv(name);
  return [
    { title: `${label}, tune half (tuned on)`, queries: queries.filter((q) => q.half === 'tune'), visible: true },
    {
      title: `${label}, held half (never tuned on)`,
      queries: queries.filter((q) => q.half === 'held'),
      visible: false,
    },
  ];
}

function runSets(corpus: QualityCorpus, sets: readonly QuerySet[]): void {
  const counterparts = readShippedCounterpartPlaces();
  const miniSearch = miniSearchOver(corpus.docs);
  for (const { title, queries, visible } of sets) {
    const outcomes = runTsvQueries(corpus.index, counterparts, queries);
    const rows = printSet(
      title,
      queries,
      outcomes.map((o) => o.rank),
      miniSearch(queries),
    );
    if (!visible) {
      const all = rows.at(-1)!.ours.top3;
      const least = Math.min(...rows.slice(0, -1).map((r) => r.ours.top3));
      console.log(
        `    goals on the held half: top-3 ≥ 95% overall (${all >= 0.95 ? 'meets' : 'misses'}), ≥ 90% in every slice (${least >= 0.9 ? 'meets' : 'misses'})`,
      );
    }
    if (process.env.BENCH_MISSES === '1' && visible) printMisses(outcomes);
  }
}

/**
 * The figures on the shipped corpus and, where the 2026 rules are at hand, the own set of
 * the whole rules on the shipped corpus with that edition added.
 */
export function runSearchQuality(shipped: QualityCorpus, with2026: QualityCorpus | undefined): void {
  console.log('\nsearch quality (test/search/: the visible sets, and the own sets written before any result was seen)');
  runSets(shipped, [
    { title: 'dev set (queries-dev.tsv)', queries: readTsv('queries-dev.tsv'), visible: true },
    { title: 'visible set 2 (queries-2.tsv)', queries: readTsv('queries-2.tsv'), visible: true },
    ...halves('queries-own.tsv', 'own set'),
  ]);
  if (with2026) runSets(with2026, halves('queries-2026.tsv', 'own set of the whole rules, 2026 rules imported'));
  else console.log('\n  own set of the whole rules: skipped, the 2026 rules are absent');
  const counterparts = readShippedCounterpartPlaces();
  const langQueries = readLangQueries();
  const ranks = langQueries.map((q) => runLangQuery(shipped.index, counterparts, q).rank);
  const f = figuresOf(ranks);
  console.log(
    `\n  with --lang (test/search-queries.json, ${langQueries.length} queries): top-1 ${percent(f.top1)}, top-3 ${percent(f.top3)}, MRR@10 ${f.mrr.toFixed(3)}`,
  );
}
