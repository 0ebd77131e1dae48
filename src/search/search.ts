// Search by words over every rule of every edition, the glossary and the house rules, in
// every language at once; or in one language with --lang. Pure: the index comes in as
// data, the hits go out as data for the renderers.
import type { EditionRef, Lang } from '../rules/corpus-model.js';
import type { CounterpartPlaces } from '../rules/imported-counterparts.js';
import type { SearchDoc } from './documents.js';
import type { MisspellingFinder } from './expand-words.js';
import { groupHits, type Counterpart } from './group-hits.js';
import { LANGS } from './lexicon.js';
import { positionsIn } from './postings.js';
import { analyzeQuery, type AnalyzedQuery } from './query.js';
import { rankDocuments } from './rank.js';
import { headOf, partOf, postingsOf, type SearchIndex } from './token-index.js';
import { loadDoc } from './index-docs.js';
import { citedFirst, LOOKED_AT } from './cited-first.js';

export interface SearchHit {
  doc: SearchDoc;
  /** In [0, 1]; 1 for an exact term or title match. */
  score: number;
  /** The same rule in the other editions. */
  counterparts: Counterpart[];
  /** Where the words it matched stand among the words of its body (from 0), to highlight. */
  marks: ReadonlySet<number>;
}

export interface SearchOutcome {
  /** Best first, at most `limit`. */
  hits: SearchHit[];
  /** How many hits there were before the limit. */
  total: number;
  /** With --lang, where nothing was found: how many hits each other language has. */
  elsewhere: { lang: Lang; count: number }[];
  /** The language of the query, where one is clear. */
  queryLang?: Lang;
}

export interface SearchOptions {
  /** --lang: search and show only this language; every language when undefined. */
  lang?: Lang;
  /** --edition, or --lang's newest edition: only these editions' rules; every edition when undefined. */
  editions?: readonly EditionRef[];
  /**
   * --edition was given: the documents of those editions (their rules, an imported edition's
   * glossary) come first, and those of none (the rulebook's glossary, house rules) after them.
   */
  editionsFirst?: boolean;
  /** The locale's language: it breaks ties and orders counterparts. */
  locale: Lang;
  /** The counterpart table with the imported editions in it, as groups read one by one. */
  counterparts: CounterpartPlaces;
  limit: number;
  /** The misspelling finder (misspellings.ts); without one, typos are not corrected. */
  misspellings?: MisspellingFinder;
}

/** How many of the best documents are put in order: enough for the hits shown, which group up to four. */
const KEEP = 200;
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
  const ranking = rankDocuments(index, analyzed, { parts, keep: Math.max(KEEP, 4 * options.limit) });
  const grouped = groupHits(index, ranking, {
    counterparts: options.counterparts,
    shown,
    prefer,
    ...(analyzed.lang !== undefined && { queryLang: analyzed.lang }),
    // With editions first, every hit is needed to bring theirs forward.
    ...(!options.editionsFirst && { wanted: Math.max(options.limit, LOOKED_AT) }),
  });
  const ordered = options.editionsFirst ? editionsFirst(index, grouped.hits, options.editions ?? []) : grouped.hits;
  // The first few are loaded for the citation tie-break; the rest only as far as the limit.
  const loaded = ordered.slice(0, Math.max(options.limit, LOOKED_AT)).map(({ id, score, counterparts }) => ({
    id,
    doc: loadDoc(index, id),
    score,
    counterparts,
    first: ofEditions(index, id, options.editions ?? []),
  }));
  const lead = options.editionsFirst ? loaded.filter((hit) => hit.first) : loaded;
  const after = options.editionsFirst ? loaded.filter((hit) => !hit.first) : [];
  const hits = [...citedFirst(lead), ...citedFirst(after)]
    .slice(0, options.limit)
    .map(({ id, doc, score, counterparts }) => ({ doc, score, counterparts, marks: marksOf(index, analyzed, id) }));
  const elsewhere = grouped.total > 0 || options.lang === undefined ? [] : countElsewhere(index, analyzed, options);
  return { hits, total: grouped.total, elsewhere, queryLang: analyzed.lang };
}

function inScope(index: SearchIndex, id: number, options: SearchOptions): boolean {
  const { kind, lang, edition } = headOf(index, id);
  if (kind === 'topic') return false;
  if (options.lang !== undefined && lang !== options.lang) return false;
  if (kind !== 'rule' || options.editions === undefined) return true;
  return options.editions.some((e) => e.lang === lang && e.edition === edition);
}

/** Whether a document is of one of the editions: a rule of it, or the glossary of an imported one. */
function ofEditions(index: SearchIndex, id: number, editions: readonly EditionRef[]): boolean {
  const { kind, lang, edition, glossaryOf } = headOf(index, id);
  const of = kind === 'rule' ? edition : kind === 'glossary' ? glossaryOf : undefined;
  return of !== undefined && editions.some((e) => e.lang === lang && e.edition === of);
}

/** The hits of the editions first, in their order, then the others in theirs. */
function editionsFirst<H extends { id: number }>(
  index: SearchIndex,
  hits: readonly H[],
  editions: readonly EditionRef[],
) {
  const first = hits.filter((hit) => ofEditions(index, hit.id, editions));
  return [...first, ...hits.filter((hit) => !ofEditions(index, hit.id, editions))];
}

/** After a miss with --lang: how many hits each other language would give. */
function countElsewhere(index: SearchIndex, query: AnalyzedQuery, options: SearchOptions): SearchOutcome['elsewhere'] {
  const ranking = rankDocuments(index, query);
  const { counterparts } = options;
  return LANGS.filter((lang) => lang !== options.lang)
    .map((lang) => {
      const shown = (id: number) => inScope(index, id, { ...options, lang, editions: undefined });
      return { lang, count: groupHits(index, ranking, { counterparts, shown, prefer: [lang], wanted: 0 }).total };
    })
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
}

/**
 * Where the query's words stand in a document's body: the positions the index recorded for
 * every index word that matched well and every concept (at a phrase's first word), less its
 * names' words, which come first.
 */
function marksOf(index: SearchIndex, query: AnalyzedQuery, id: number): ReadonlySet<number> {
  const p = partOf(index, id);
  const { lang } = headOf(index, id);
  const names = index.nameLengths[id]!;
  const marks = new Set<number>();
  for (const slot of query.slots) {
    const tokens = [
      ...slot.expansions[lang].filter((e) => e.similarity >= HIGHLIGHT_FROM).map((e) => e.token),
      ...[...slot.concepts, ...slot.said].map((token) => index.singles[lang][token] ?? token),
    ];
    for (const token of tokens)
      for (const at of positionsIn(postingsOf(index, p, token), id)) if (at >= names) marks.add(at - names);
  }
  return marks;
}
