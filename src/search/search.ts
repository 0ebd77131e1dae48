// Search by words over every rule of every edition, the glossary and the house rules. Pure:
// the corpus comes in as data, the hits go out as data for the renderers.
import type { CounterpartTable, Lang } from '../rules/corpus-model.js';
import { sourcePieces, type SearchDoc, type SearchSources } from './documents.js';
import { assembleIndex, loadDoc, type IndexPiece, type TokenIndex } from './token-index.js';
import { buildIndexPart, partFits, type IndexPart } from './index-part.js';
import { queryWords, rankDocuments } from './rank.js';
import { scopeHits, type ScopedHit, type SearchScope } from './counterpart-hits.js';
import { chooseEditions } from '../rules/editions.js';
import { wordsToCorrect, type FuzzyMode, type MisspellingFinder } from './expand-words.js';

export type { SearchScope } from './counterpart-hits.js';

export interface SearchHit {
  doc: SearchDoc;
  /** In [0, 1]; 1 for an exact term or title match. */
  score: number;
  via?: ScopedHit['via'];
}

export interface SearchOutcome {
  /** Best first, at most `limit`. */
  hits: SearchHit[];
  /** How many hits there were before the limit. */
  total: number;
  /** Index words to highlight in the snippets. */
  highlight: ReadonlySet<string>;
  /** Where nothing was found in the scope: how many hits each other language had. */
  elsewhere: { lang: Lang; count: number }[];
}

export interface SearchOptions {
  scope: SearchScope;
  /** The counterpart table, or how to read it: it is read only when a hit lies outside the scope. */
  counterparts: CounterpartTable | (() => CounterpartTable);
  limit: number;
  fuzzy?: FuzzyMode;
  /** The misspelling finder (misspellings.ts); without one, typos are not corrected. */
  misspellings: MisspellingFinder | undefined;
}

/** Whether the query has words the index does not hold, so that misspellings must be looked for. */
export function hasUnknownWords(index: TokenIndex, query: string): boolean {
  return wordsToCorrect(index, queryWords(query).words).length > 0;
}

/** The index of every corpus file, built from scratch (tests, bench). */
export function buildSearchIndex(sources: SearchSources): TokenIndex {
  return assembleIndex(sourcePieces(sources).map(({ docs, sourceSha256 }) => indexPiece(docs, sourceSha256)));
}

/** One corpus file's piece of the index: its stored part when that fits, else one built now. */
export function indexPiece(
  docs: readonly SearchDoc[],
  sourceSha256: string,
  stored?: IndexPart,
): IndexPiece & { built: boolean } {
  const load = () => docs;
  if (partFits(stored, sourceSha256, docs.length)) return { part: stored, load, built: false };
  return { part: buildIndexPart(docs, sourceSha256), load, built: true };
}

export function search(index: TokenIndex, query: string, options: SearchOptions): SearchOutcome {
  const { ranked, highlight } = rankDocuments(index, query, {
    fuzzy: options.fuzzy,
    misspellings: options.misspellings,
  });
  const table = once(options.counterparts);
  const scoped = scopeHits(index, ranked, options.scope, table);
  const hits = scoped
    .slice(0, options.limit)
    .map((hit) => ({ doc: loadDoc(index, hit.id), score: hit.score, via: hit.via }));
  const elsewhere = scoped.length > 0 ? [] : countElsewhere(index, ranked, options.scope, table);
  return { hits, total: scoped.length, highlight, elsewhere };
}

/** After a miss: how many hits `--lang` would give in each other language, counterparts included. */
function countElsewhere(
  index: TokenIndex,
  ranked: readonly { id: number; score: number }[],
  inScope: SearchScope,
  table: () => CounterpartTable,
): SearchOutcome['elsewhere'] {
  // Each part holds one edition, glossary or house rules; its first document tells which.
  const firsts = index.parts.map(({ offset }) => index.docs[offset]!);
  const editions = firsts.flatMap((doc) =>
    doc.kind === 'rule' && doc.edition ? [{ lang: doc.lang, edition: doc.edition }] : [],
  );
  const langs = [...new Set(firsts.map((doc) => doc.lang))].filter((lang) => !inScope.langs.includes(lang));
  return langs
    .map((lang) => {
      const scope = { editions: chooseEditions(editions, lang).editions, langs: [lang] };
      return { lang, count: scopeHits(index, ranked, scope, table).length };
    })
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
}

function once<T>(value: T | (() => T)): () => T {
  let known: T | undefined = typeof value === 'function' ? undefined : value;
  return () => (known ??= (value as () => T)());
}
