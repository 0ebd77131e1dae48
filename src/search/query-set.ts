// The measure of search quality: a set of queries a judge would type, each with the entry
// wanted, and where that entry lands in the results. Shared by the tests (a floor) and by
// `npm run bench` (the figures). Pure: the query set and the index are passed in.
import { chooseEditions } from '../rules/editions.js';
import type { CounterpartTable, EditionRef, Lang } from '../rules/corpus-model.js';
import type { SearchDoc } from './documents.js';
import { search, type SearchHit, type SearchScope } from './search.js';
import type { TokenIndex } from './token-index.js';
import { findMisspellings } from './misspellings.js';

export interface QueryCase {
  q: string;
  /** The --lang the judge searches with. */
  lang: Lang;
  want: { kind: SearchDoc['kind']; number?: string; term?: string; lang: Lang };
  /** The tests assert that this query's first result is the wanted entry. */
  top?: boolean;
  /** The language the query is written in, where it differs from the one searched. */
  writtenIn?: Lang;
  note?: string;
}

export interface QueryOutcome {
  query: QueryCase;
  /** 1-based place of the wanted entry among the first `depth` results; undefined if absent. */
  rank?: number;
  /** What came first, for reports: "rule 807.4 de". */
  first?: string;
}

export interface QualityReport {
  outcomes: QueryOutcome[];
  top1: number;
  top3: number;
}

/** The scope of `search --lang <lang>`: that language's newest edition, its glossary and house rules. */
export function scopeForLang(editions: readonly EditionRef[], lang: Lang): SearchScope {
  const chosen = chooseEditions(editions, lang).editions;
  return { editions: chosen.map(({ lang, edition }) => ({ lang, edition })), langs: [lang] };
}

export function runQueryCase(
  index: TokenIndex,
  table: CounterpartTable,
  editions: readonly EditionRef[],
  query: QueryCase,
  depth = 10,
): QueryOutcome {
  const { hits } = search(index, query.q, {
    scope: scopeForLang(editions, query.lang),
    counterparts: table,
    limit: depth,
    misspellings: findMisspellings,
  });
  const at = hits.findIndex((hit) => isWanted(hit.doc, query.want));
  return { query, rank: at === -1 ? undefined : at + 1, first: hits[0] ? describeHit(hits[0]) : undefined };
}

export function evaluateQuerySet(
  index: TokenIndex,
  table: CounterpartTable,
  editions: readonly EditionRef[],
  queries: readonly QueryCase[],
): QualityReport {
  const outcomes = queries.map((query) => runQueryCase(index, table, editions, query));
  const share = (n: number) =>
    outcomes.filter((o) => o.rank !== undefined && o.rank <= n).length / Math.max(1, outcomes.length);
  return { outcomes, top1: share(1), top3: share(3) };
}

export function isWanted(doc: SearchDoc, want: QueryCase['want']): boolean {
  if (doc.kind !== want.kind || doc.lang !== want.lang) return false;
  return want.kind === 'glossary' ? doc.term === want.term : doc.number === want.number;
}

export function describeHit(hit: SearchHit): string {
  const { doc } = hit;
  return `${doc.kind} ${doc.kind === 'glossary' ? doc.term : doc.number} ${doc.lang}`;
}
