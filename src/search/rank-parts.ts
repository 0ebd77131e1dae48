// The two measures that order documents holding the same query words: how well one of the
// entry's names covers the query, and how close together the words stand. Pure.
import { isConceptToken } from './lexicon.js';
import { STOPWORDS } from './stopwords.js';

/**
 * Index word → the query words it stands for, with its similarity to each, and whether it
 * stands for them as a concept of the term list (a concept token, or the one stem of a concept).
 */
export type WordLookup = Map<string, { word: number; similarity: number; concept?: boolean }[]>;

/**
 * 1 when a name is exactly the query (any order, fillers such as "Variant" aside); less
 * when the name holds only part of the query or the query only part of the name.
 */
export function scoreNames(
  names: readonly string[][],
  lookup: WordLookup,
  words: number,
  fillers: ReadonlySet<string>,
): number {
  let best = 0;
  for (const name of names) {
    const queryCover = coverByName(name, lookup, words, true).reduce((sum, value) => sum + value, 0) / words;
    const nameCover = nameCovered(name, lookup, fillers);
    // Squared: a name that holds half the query, or half a name, says little about the entry.
    best = Math.max(best, queryCover * queryCover * (0.5 + 0.5 * nameCover * nameCover));
  }
  return best;
}

/**
 * Per query word: how well the name holds it. With `whole`, a concept of the term list
 * counts in full: "Imperatore" names the Emperor Variant as well as "Emperor" does.
 */
export function coverByName(name: readonly string[], lookup: WordLookup, words: number, whole = false): Float64Array {
  const found = new Float64Array(words);
  for (const token of name) {
    for (const { word, similarity, concept } of lookup.get(token) ?? [])
      found[word] = Math.max(found[word]!, whole && concept ? 1 : similarity);
  }
  return found;
}

/**
 * The share of the name's words (fillers and stop words aside) that the query holds, or
 * of its concepts, whichever is more: "Riesentumult" holds none of the words of "Grand
 * Melee Variant", but all its concepts.
 */
export function nameCovered(name: readonly string[], lookup: WordLookup, fillers: ReadonlySet<string>): number {
  const words = { covered: 0, all: 0 };
  const concepts = { covered: 0, all: 0 };
  for (const token of name) {
    if (STOPWORDS.has(token) || fillers.has(token)) continue;
    const count = isConceptToken(token) ? concepts : words;
    count.all++;
    const entries = lookup.get(token) ?? [];
    count.covered += Math.max(0, ...entries.map((e) => (e.concept ? 1 : e.similarity)));
  }
  const byWords = words.all === 0 ? 1 : words.covered / words.all;
  return Math.max(byWords, concepts.all === 0 ? 0 : concepts.covered / concepts.all);
}

/**
 * How close together the query words stand: 1 when the matched words stand next to each
 * other (with room for the query's stop words, "range of influence"), falling with the
 * width of the narrowest stretch of text that holds them all. `hits` says where each query
 * word stands, in order of position: each a position times `words` plus the word (rank.ts
 * wordHits), numbers that a native sort puts in order.
 */
export function scoreProximity(hits: Float64Array, words: number, gap: number): number {
  if (words <= 1) return 1;
  const seen = new Uint8Array(words);
  let present = 0;
  for (let i = 0; i < hits.length; i++) {
    const word = hits[i]! % words;
    if (seen[word] === 0) {
      seen[word] = 1;
      present++;
    }
  }
  if (present < 2) return 0;
  const width = narrowestWindow(hits, present, words);
  return Math.min(1, (present + gap) / width);
}

/** The width of the narrowest run of positions that holds `present` different words. */
function narrowestWindow(hits: Float64Array, present: number, words: number): number {
  const counts = new Int32Array(words);
  let distinct = 0;
  let best = Infinity;
  let left = 0;
  for (let right = 0; right < hits.length; right++) {
    const hit = hits[right]!;
    if (counts[hit % words]!++ === 0) distinct++;
    while (distinct === present) {
      const start = hits[left]!;
      best = Math.min(best, Math.floor(hit / words) - Math.floor(start / words) + 1);
      if (--counts[start % words]! === 0) distinct--;
      left++;
    }
  }
  return best;
}
