// The first pass of ranking: over the postings of every index word a query may mean, part
// by part, what each document holds of each query word. Pure.
import type { Lang } from '../rules/corpus-model.js';
import { LANGS } from './lexicon.js';
import type { AnalyzedQuery } from './query.js';
import type { WordLookup } from './rank-parts.js';
import { partsOf, postingsOf, type SearchIndex } from './token-index.js';

// BM25's usual constants: how fast repeated words saturate, and how much length counts.
const K1 = 1.2;
const B = 0.75;
/** How much a section title's word counts for the rules of that section. */
export const INHERITED = 0.85;
/**
 * How much a word a rule inherits from its section's title weighs in its relevance (a word of its
 * text saturates at 1).
 */
const INHERITED_RELEVANCE = 0.5;
/** The similarity from which a document counts as holding a query word. */
export const HOLDS = 0.5;

/**
 * Scratch space for accumulate, kept between queries: with a large imported edition each
 * query would allocate typed arrays of a quarter megabyte, garbage for the collector. Only
 * the entries a query touched are cleared after it.
 */
const scratch = {
  best: new Float64Array(0),
  saturation: new Float64Array(0),
  seen: new Uint8Array(0),
  held: new Uint8Array(0),
};

function scratchFor(size: number, docs: number) {
  if (scratch.best.length < size) {
    scratch.best = new Float64Array(size);
    scratch.saturation = new Float64Array(size);
  }
  if (scratch.seen.length < docs) {
    scratch.seen = new Uint8Array(docs);
    scratch.held = new Uint8Array(docs);
  }
  return scratch;
}

/**
 * One pass over the postings of every index word the query may mean, part by part: per
 * document and query word, the best similarity found and the best similarity × BM25
 * saturation of its count, a name's words counting NAME_WEIGHT times (postings.ts).
 */
export function accumulate(
  index: SearchIndex,
  byLang: Record<Lang, WordLookup>,
  soft: readonly boolean[],
  parts: ReadonlySet<number> | undefined,
) {
  const width = soft.length;
  const { best, saturation, seen, held: heldHere } = scratchFor(index.docCount * width, index.docCount);
  const candidates: number[] = [];
  for (const lang of LANGS) {
    // Plain arrays rather than the lookup's objects: this loop runs over every posting, mostly interpreted.
    const tokens = [...byLang[lang]].map(([token, entries]) => ({
      token,
      words: entries.map((e) => e.word),
      similarities: entries.map((e) => e.similarity),
    }));
    for (const p of partsOf(index, lang)) {
      if (parts && !parts.has(p)) continue;
      for (const { token, words, similarities } of tokens) {
        const { docs, weights, offset } = postingsOf(index, p, token);
        for (let i = 0; i < docs.length; i++) {
          const id = offset + docs[i]!;
          if (seen[id] === 0) {
            seen[id] = 1;
            candidates.push(id);
          }
          const count = weights[i]!;
          const saturated = count / (count + K1 * (1 - B + (B * index.lengths[id]!) / index.averageLength));
          for (let k = 0; k < words.length; k++) {
            const at = id * width + words[k]!;
            const similarity = similarities[k]!;
            if (similarity >= HOLDS && best[at]! < HOLDS && !soft[words[k]!]) heldHere[id]!++;
            if (similarity > best[at]!) best[at] = similarity;
            if (similarity * saturated > saturation[at]!) saturation[at] = similarity * saturated;
          }
        }
      }
    }
  }
  const summary = (id: number, weights: readonly number[], section: Float64Array | undefined, query: AnalyzedQuery) => {
    let held = 0;
    let coverage = 0;
    let relevance = 0;
    let total = 0;
    for (let word = 0; word < width; word++) {
      const soft = query.slots[word]!.soft;
      const inherited = soft ? 0 : INHERITED * (section?.[word] ?? 0);
      const similarity = Math.max(best[id * width + word]!, inherited);
      if (!soft && similarity >= HOLDS) held++;
      coverage += weights[word]! * similarity;
      relevance += weights[word]! * Math.max(saturation[id * width + word]!, INHERITED_RELEVANCE * inherited);
      total += weights[word]!;
    }
    return { held, coverage: total > 0 ? coverage / total : 0, relevance: total > 0 ? relevance / total : 0 };
  };
  const release = () => {
    for (const id of candidates) {
      best.fill(0, id * width, id * width + width);
      saturation.fill(0, id * width, id * width + width);
      seen[id] = 0;
      heldHere[id] = 0;
    }
  };
  /** How many query words a document holds in its own words (its section's title aside): a floor of what it holds. */
  const heldInText = (id: number) => heldHere[id]!;
  return { candidates, summary, release, heldInText };
}
