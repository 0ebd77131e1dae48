// Search by words over every rule of every edition, the glossary and the house rules, in
// every language at once; or in one language with --lang. Pure: the index comes in as
// data, the hits go out as data for the renderers.
import type { CounterpartTable, EditionRef, Lang } from '../rules/corpus-model.js';
import type { SearchDoc } from './documents.js';
import type { MisspellingFinder } from './expand-words.js';
import { groupHits, type Counterpart } from './group-hits.js';
import { conceptStems, LANGS } from './lexicon.js';
import { analyzeQuery, type AnalyzedQuery } from './query.js';
import { rankDocuments } from './rank.js';
import { headOf, loadDoc, type SearchIndex } from './token-index.js';

export interface SearchHit {
  doc: SearchDoc;
  /** In [0, 1]; 1 for an exact term or title match. */
  score: number;
  /** The same rule in the other editions. */
  counterparts: Counterpart[];
}

export interface SearchOutcome {
  /** Best first, at most `limit`. */
  hits: SearchHit[];
  /** How many hits there were before the limit. */
  total: number;
  /** Per language, the index words to highlight in the snippets (worked out when asked for). */
  highlight: () => Record<Lang, ReadonlySet<string>>;
  /** With --lang, where nothing was found: how many hits each other language has. */
  elsewhere: { lang: Lang; count: number }[];
  /** The language of the query, where one is clear. */
  queryLang?: Lang;
}

export interface SearchOptions {
  /** --lang: search and show only this language; every language when undefined. */
  lang?: Lang;
  /** --edition: only these editions' rules; every edition when undefined. */
  editions?: readonly EditionRef[];
  /** The locale's language: it breaks ties and orders counterparts. */
  locale: Lang;
  counterparts: CounterpartTable;
  limit: number;
  /** The misspelling finder (misspellings.ts); without one, typos are not corrected. */
  misspellings?: MisspellingFinder;
}

/** A topic stands for its rules, but a rule's own words count more. */
const TOPIC = 0.85;
const HIGHLIGHT_FROM = 0.6;

export function search(index: SearchIndex, query: string, options: SearchOptions): SearchOutcome {
  const analyzed = analyzeQuery(index, query, { misspellings: options.misspellings });
  const prefer = [...new Set([analyzed.lang, options.locale].filter((lang): lang is Lang => lang !== undefined))];
  const shown = (id: number) => inScope(index, id, options);
  // Every language is ranked even with --lang, so that a text holding only some of the
  // words is no answer where another language holds them all; --lang only chooses what is
  // shown. The topics speak for rules of any language, so they count only without it.
  const parts = new Set(
    index.parts.flatMap((part, p) => (options.lang === undefined || part.head.kind !== 'topic' ? [p] : [])),
  );
  const grouped = groupHits(index, rankAll(index, analyzed, parts), { table: options.counterparts, shown, prefer });
  const hits = grouped.slice(0, options.limit).map(({ id, score, counterparts }) => ({
    doc: loadDoc(index, id),
    score,
    counterparts,
  }));
  const elsewhere = grouped.length > 0 || options.lang === undefined ? [] : countElsewhere(index, analyzed, options);
  let highlight: Record<Lang, ReadonlySet<string>> | undefined;
  return {
    hits,
    total: grouped.length,
    highlight: () => (highlight ??= highlights(index, analyzed)),
    elsewhere,
    queryLang: analyzed.lang,
  };
}

function rankAll(
  index: SearchIndex,
  query: AnalyzedQuery,
  parts?: ReadonlySet<number>,
): { id: number; score: number }[] {
  return rankDocuments(index, query, { parts })
    .map(({ id, score }) => ({ id, score: headOf(index, id).kind === 'topic' ? score * TOPIC : score }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

function inScope(index: SearchIndex, id: number, options: SearchOptions): boolean {
  const { kind, lang, edition } = headOf(index, id);
  if (kind === 'topic') return false;
  if (options.lang !== undefined && lang !== options.lang) return false;
  if (kind !== 'rule' || options.editions === undefined) return true;
  return options.editions.some((e) => e.lang === lang && e.edition === edition);
}

/** After a miss with --lang: how many hits each other language would give. */
function countElsewhere(index: SearchIndex, query: AnalyzedQuery, options: SearchOptions): SearchOutcome['elsewhere'] {
  const ranked = rankAll(index, query);
  return LANGS.filter((lang) => lang !== options.lang)
    .map((lang) => {
      const shown = (id: number) => inScope(index, id, { ...options, lang, editions: undefined });
      return { lang, count: groupHits(index, ranked, { table: options.counterparts, shown, prefer: [lang] }).length };
    })
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
}

/** The index words that matched well, and the words of the concepts the query names, per language. */
function highlights(index: SearchIndex, query: AnalyzedQuery): Record<Lang, ReadonlySet<string>> {
  const concepts = new Set(query.slots.flatMap((slot) => slot.concepts));
  const result = {} as Record<Lang, ReadonlySet<string>>;
  for (const lang of LANGS) {
    const words = new Set(conceptStems(index.lexicon, lang, concepts));
    for (const slot of query.slots)
      for (const { token, similarity } of slot.expansions[lang]) if (similarity >= HIGHLIGHT_FROM) words.add(token);
    result[lang] = words;
  }
  return result;
}
