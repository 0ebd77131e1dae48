// The measure of search quality: sets of queries a judge would type, each with the entries
// that count as found, and where the first of them lands in the results. Shared by the
// tests (floors) and by `npm run bench` (the figures). Two kinds of set:
// - test/search/*.tsv: searched as judges meet the tool, with no --lang under an English
//   locale; any acceptable hit within the top 3 counts (the format of the dev set);
// - test/search-queries.json: each query with the --lang it is searched in.
// Pure: the query sets and the index are passed in.
import type { Lang } from '../rules/corpus-model.js';
import type { CounterpartPlaces } from '../rules/imported-counterparts.js';
import type { SearchDoc } from './documents.js';
import { findMisspellings } from './misspellings.js';
import { search, type SearchHit } from './search.js';
import type { SearchIndex } from './token-index.js';

export type Target =
  | { kind: 'rule'; lang: Lang | '*'; number: string }
  | { kind: 'glossary'; term: string }
  | { kind: 'house'; text: string };

/** The slices the figures are broken down by: rules by the query's language, the glossary, the house rules. */
export const SLICES = ['English rules', 'German rules', 'Italian rules', 'glossary', 'house rules'] as const;
export type Slice = (typeof SLICES)[number];

export interface TsvQuery {
  query: string;
  targets: Target[];
  /** The own set's halves: tuned on, or held back. */
  half?: 'tune' | 'held';
  slice: Slice;
}

/** The language a category of the own set is written in. */
const CATEGORY_LANG: Record<string, Lang> = {
  'en-rules': 'en',
  'en-de-only': 'en',
  'de-rules': 'de',
  'it-805': 'it',
  'it-variants': 'it',
  'en-everyday': 'en',
  'de-everyday': 'de',
  'it-everyday': 'it',
  'en-2026': 'en',
  'de-2026': 'de',
  'it-2026': 'it',
};

function parseTarget(text: string): Target {
  const [kind, ...rest] = text.trim().split(':');
  if (kind === 'rule') return { kind, lang: rest[0] as Lang | '*', number: rest[1]! };
  if (kind === 'glossary') return { kind, term: rest.join(':').toLowerCase() };
  if (kind === 'house') return { kind, text: rest.join(':').toLowerCase() };
  throw new Error(`unknown target "${text}"`);
}

/**
 * Rules by the language the query is written in: the category says it where it can (an
 * English query for a rule only the German text has is an English query); otherwise the
 * targets do (a German or Italian target alone means a query in that language).
 */
function sliceOf(targets: readonly Target[], category: string | undefined, written: Lang | undefined): Slice {
  if (targets.every((t) => t.kind === 'glossary')) return 'glossary';
  if (targets.every((t) => t.kind === 'house')) return 'house rules';
  const langs = new Set(targets.map((t) => (t.kind === 'rule' ? t.lang : '*')));
  const lang =
    written ?? (category && CATEGORY_LANG[category]) ?? (langs.size === 1 && !langs.has('*') ? [...langs][0] : 'en');
  return lang === 'de' ? 'German rules' : lang === 'it' ? 'Italian rules' : 'English rules';
}

/**
 * query TAB hits [TAB half, or the language the query is written in (en, de, it)]; "#" lines
 * are comments, "# category: X" lines name the queries' category.
 */
export function parseQueryTsv(text: string): TsvQuery[] {
  const queries: TsvQuery[] = [];
  let category: string | undefined;
  for (const line of text.split('\n')) {
    const named = /^# category: ([\w-]+)/.exec(line);
    if (named) category = named[1];
    if (!line.trim() || line.startsWith('#')) continue;
    const [query, hits, third] = line.split('\t');
    const targets = hits!.split(',').map(parseTarget);
    const written = third === 'en' || third === 'de' || third === 'it' ? third : undefined;
    queries.push({
      query: query!,
      targets,
      ...(third === 'tune' || third === 'held' ? { half: third } : {}),
      slice: sliceOf(targets, category, written),
    });
  }
  return queries;
}

export function hitsTarget(
  doc: Pick<SearchDoc, 'kind' | 'lang' | 'number' | 'term' | 'text'>,
  target: Target,
): boolean {
  if (target.kind === 'rule')
    return doc.kind === 'rule' && doc.number === target.number && (target.lang === '*' || doc.lang === target.lang);
  if (target.kind === 'glossary')
    return doc.kind === 'glossary' && (doc.term ?? '').toLowerCase().includes(target.term);
  return doc.kind === 'house-rule' && doc.text.toLowerCase().includes(target.text);
}

/** 1-based place of the first acceptable hit among the results, undefined if none. */
export function rankOf(
  docs: readonly Parameters<typeof hitsTarget>[0][],
  targets: readonly Target[],
): number | undefined {
  const at = docs.findIndex((doc) => targets.some((target) => hitsTarget(doc, target)));
  return at < 0 ? undefined : at + 1;
}

export interface Figures {
  queries: number;
  top1: number;
  top3: number;
  /** Mean reciprocal rank over the first ten results. */
  mrr: number;
}

export function figuresOf(ranks: readonly (number | undefined)[]): Figures {
  const n = Math.max(1, ranks.length);
  const within = (k: number) => ranks.filter((r) => r !== undefined && r <= k).length / n;
  const mrr = ranks.reduce<number>((sum, r) => sum + (r !== undefined && r <= 10 ? 1 / r : 0), 0) / n;
  return { queries: ranks.length, top1: within(1), top3: within(3), mrr };
}

/** Searches as a judge on an English machine does: no --lang, the first ten results. */
export function searchAsJudge(index: SearchIndex, counterparts: CounterpartPlaces, query: string): SearchHit[] {
  return search(index, query, { locale: 'en', counterparts, limit: 10, misspellings: findMisspellings }).hits;
}

export interface QueryOutcome {
  query: TsvQuery;
  rank?: number;
  /** The first three results, for reports: "de:807.4e". */
  top: string[];
}

export function runTsvQueries(
  index: SearchIndex,
  counterparts: CounterpartPlaces,
  queries: readonly TsvQuery[],
): QueryOutcome[] {
  return queries.map((query) => {
    const hits = searchAsJudge(index, counterparts, query.query);
    return {
      query,
      rank: rankOf(
        hits.map((hit) => hit.doc),
        query.targets,
      ),
      top: hits.slice(0, 3).map(({ doc }) => `${doc.lang}:${doc.number ?? doc.term ?? doc.kind}`),
    };
  });
}

/** test/search-queries.json: a query with the --lang it is searched in and the one entry wanted. */
export interface LangQueryCase {
  q: string;
  lang: Lang;
  want: { kind: SearchDoc['kind']; number?: string; term?: string; lang: Lang };
  /** The tests assert that this query's first result is the wanted entry. */
  top?: boolean;
  /** The language the query is written in, where it differs from the one searched. */
  writtenIn?: Lang;
  note?: string;
}

export function isWanted(doc: SearchDoc, want: LangQueryCase['want']): boolean {
  if (doc.kind !== want.kind || doc.lang !== want.lang) return false;
  return want.kind === 'glossary' ? doc.term === want.term : doc.number === want.number;
}

/** Where the wanted entry lands with the query's --lang, and what came first ("rule 807.4 de"). */
export function runLangQuery(
  index: SearchIndex,
  counterparts: CounterpartPlaces,
  query: LangQueryCase,
): { rank?: number; first?: string } {
  const { hits } = search(index, query.q, {
    lang: query.lang,
    locale: 'en',
    counterparts,
    limit: 10,
    misspellings: findMisspellings,
  });
  const at = hits.findIndex((hit) => isWanted(hit.doc, query.want));
  const first = hits[0]?.doc;
  return {
    rank: at < 0 ? undefined : at + 1,
    first: first && `${first.kind} ${first.kind === 'glossary' ? first.term : first.number} ${first.lang}`,
  };
}
