// The first pass of ranking: over the postings of every index word a query may mean, part
// by part, what each document holds of each query word. Pure.
import type { Lang } from '../rules/corpus-model.js';
import { LANGS } from './lexicon.js';
import type { WordLookup } from './rank-parts.js';
import { partsOf, postingsOf, type SearchIndex } from './token-index.js';
import type { Postings } from './postings.js';

// BM25's usual constants: how fast repeated words saturate, and how much length counts.
const K1 = 1.2;
const B = 0.75;
/** The share of BM25's length norm that every document has, whatever its length. */
const KEPT_SHARE = 1 - B;
/** How much a section title's word counts for the rules of that section. */
export const INHERITED = 0.85;
/**
 * How much a word a rule inherits from its section's title weighs in its relevance (a word of its
 * text saturates at 1).
 */
const INHERITED_RELEVANCE = 0.5;
/** The similarity from which a document counts as holding a query word. */
export const HOLDS = 0.5;
/** A word only an example holds: the example illustrates the rule, with words the rule need not be about. */
const EXAMPLE = 0.75;
/** The similarity from which a match counts as the word itself: a synonym of the term list does. */
const FULL = 0.9;
/**
 * How much of what a document holds is counted by the number of words; the rest by their
 * rarity, so that a rule holding the question's distinctive words beats one holding more of
 * its common ones.
 */
const BY_COUNT = 0.5;

/**
 * Scratch space for accumulate, kept between queries: with a large imported edition each
 * query would allocate typed arrays of a quarter megabyte, garbage for the collector. What a
 * query wrote is cleared when the next one starts, with a fill (memset) of the length it
 * used: a process that runs one search never clears it, and a loop over the candidates,
 * interpreted, took milliseconds for a long query.
 */
const scratch = {
  best: new Float64Array(0),
  saturation: new Float64Array(0),
  seen: new Uint8Array(0),
  inText: new Uint8Array(0),
  named: new Uint8Array(0),
  /** How much of best and saturation, and of seen and inText, the last query used. */
  used: 0,
  usedDocs: 0,
};

function scratchFor(size: number, docs: number) {
  scratch.best.fill(0, 0, scratch.used);
  scratch.saturation.fill(0, 0, scratch.used);
  scratch.seen.fill(0, 0, scratch.usedDocs);
  scratch.inText.fill(0, 0, scratch.usedDocs);
  scratch.named.fill(0, 0, scratch.usedDocs);
  if (scratch.best.length < size) {
    scratch.best = new Float64Array(size);
    scratch.saturation = new Float64Array(size);
  }
  if (scratch.seen.length < docs) {
    scratch.seen = new Uint8Array(docs);
    scratch.inText = new Uint8Array(docs);
    scratch.named = new Uint8Array(docs);
  }
  scratch.used = size;
  scratch.usedDocs = docs;
  return scratch;
}

/** What accumulate tallies as it reads the postings, per document and query word. */
interface Tally {
  best: Float64Array;
  saturation: Float64Array;
  seen: Uint8Array;
  inText: Uint8Array;
  /** Per document, 1 where one of its names holds one of the index words. */
  named: Uint8Array;
  candidates: number[];
  soft: readonly boolean[];
  width: number;
  /** Per query word, how many documents of the language hold it. */
  held: Int32Array;
  index: SearchIndex;
}

/**
 * One index word's postings in one part, added to the tally: the loop every posting goes
 * through. A function of its own, small, so that where V8 optimizes the loop while it runs
 * it compiles this alone: compiling all of accumulate took longer than a search, and a
 * process waits at exit for a compile still going on.
 */
function addPostings(tally: Tally, postings: Postings, token: TokenWords): void {
  const { best, saturation, seen, inText, named, candidates, soft, width, held } = tally;
  const { lengths, examplesAt, nameLengths, averageLength } = tally.index;
  const { words, similarities, inExamples } = token;
  const lengthShare = B / averageLength;
  const { docs, weights, offset, starts, positions } = postings;
  // Each fraction the loop makes, interpreted, is an object for the collector: the loop
  // makes as few as the arithmetic allows, and reads each value once.
  for (let i = 0; i < docs.length; i++) {
    const id = offset + docs[i]!;
    if (seen[id] === 0) {
      seen[id] = 1;
      candidates.push(id);
    }
    const count = weights[i]!;
    const saturated = count / (count + K1 * (KEPT_SHARE + lengthShare * lengths[id]!));
    // Positions ascend: where the first stands in the examples, the rule's text does not hold
    // the word; where it stands before the names end, a name holds it.
    const first = positions[starts[i]!]!;
    const found = first >= examplesAt[id]! ? inExamples : similarities;
    if (first < nameLengths[id]!) named[id] = 1;
    for (let k = 0; k < words.length; k++) {
      const word = words[k]!;
      const at = id * width + word;
      const similarity = found[k]!;
      const was = best[at]!;
      if (similarity > was) {
        if (similarity >= HOLDS && was < HOLDS) {
          held[word]!++;
          if (!soft[word]) inText[id]!++;
        }
        best[at] = similarity;
      }
      const weighed = similarity * saturated;
      if (weighed > saturation[at]!) saturation[at] = weighed;
    }
  }
}

/**
 * One index word a query may mean: the query words it stands for, and how similar it is to
 * each in a rule's text and in its examples.
 */
interface TokenWords {
  token: string;
  words: Int32Array;
  similarities: Float64Array;
  inExamples: Float64Array;
}

/** What a document holds of the query's words, as ranking weighs it. */
export interface Held {
  /**
   * The words it holds (section title included), each weighted by its rarity, scaled so that
   * all of them make the number of words.
   */
  held: number;
  /** How many words it holds, unweighted. */
  count: number;
  /** How many words its own text holds (its section's title aside). */
  inText: number;
  coverage: number;
  relevance: number;
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
  const { best, saturation, seen, inText, named } = scratchFor(index.docCount * width, index.docCount);
  const candidates: number[] = [];
  // Per language and query word, how many documents hold it in their own words: its rarity there.
  const df = { en: new Int32Array(width), de: new Int32Array(width), it: new Int32Array(width) };
  for (const lang of LANGS) {
    // Plain arrays rather than the lookup's objects: this loop runs over every posting, mostly interpreted.
    // Filled by plain loops: TypedArray.from with a mapping function calls it through the
    // iteration protocol, for hundreds of tokens in a long German query.
    const tokens = [...byLang[lang]].map(([token, entries]): TokenWords => {
      const words = new Int32Array(entries.length);
      const similarities = new Float64Array(entries.length);
      const inExamples = new Float64Array(entries.length);
      for (let i = 0; i < entries.length; i++) {
        words[i] = entries[i]!.word;
        similarities[i] = entries[i]!.similarity;
        inExamples[i] = EXAMPLE * entries[i]!.similarity;
      }
      return { token, words, similarities, inExamples };
    });
    const tally = { best, saturation, seen, inText, named, candidates, soft, width, held: df[lang], index };
    for (const p of partsOf(index, lang)) {
      if (parts && !parts.has(p)) continue;
      for (const token of tokens) addPostings(tally, postingsOf(index, p, token.token), token);
    }
  }
  /**
   * What the document holds, its words weighed by `weights` (its language's rarities): a
   * word its section's title holds counts too, a soft word only towards coverage and relevance.
   * With `settled`, a text that repeats its title's settled words counts them as its title's.
   * Written into `into`: the first pass of ranking reuses one for thousands of documents.
   */
  const summary = (
    id: number,
    weights: ArrayLike<number>,
    section: Float64Array | undefined,
    detail?: number[],
    settled?: Uint8Array,
    into: Held = { held: 0, count: 0, inText: 0, coverage: 0, relevance: 0 },
  ): Held => {
    let held = 0;
    let count = 0;
    let inText = 0;
    let share = 0;
    let heldWeight = 0;
    let requiredWeight = 0;
    let required = 0;
    let coverage = 0;
    let relevance = 0;
    let total = 0;
    // Settled words (rank-settled.ts) that the text repeats all together: it repeats its
    // title's name, and gets no more for that than a rule that leaves the name to the title.
    // One of them alone is the rule's own word ("turno" in "the first turn", under "Shared
    // Team Turns") and keeps its weight.
    let repeats = settled !== undefined;
    for (let word = 0; settled && word < width; word++)
      if (settled[word] === 1 && best[id * width + word]! < HOLDS) repeats = false;
    for (let word = 0; word < width; word++) {
      const weight = weights[word]!;
      const inherited = soft[word] ? 0 : INHERITED * (section?.[word] ?? 0);
      const written = best[id * width + word]!;
      if (!soft[word] && written >= HOLDS) inText++;
      const titled = repeats && settled?.[word] === 1 && inherited > 0;
      const own = titled ? 0 : written;
      const similarity = Math.max(own, inherited);
      detail?.push(similarity);
      if (!soft[word]) {
        required++;
        requiredWeight += weight;
        if (similarity >= HOLDS) {
          // A word held by a weaker match (a translation, what people say, a section's
          // title, a misspelling) counts for a little less than one the text writes.
          const part = Math.min(1, similarity / FULL);
          count++;
          share += part;
          heldWeight += weight * part;
        }
      }
      coverage += weight * similarity;
      relevance += weight * Math.max(titled ? 0 : saturation[id * width + word]!, INHERITED_RELEVANCE * inherited);
      total += weight;
    }
    const byCount = share / Math.max(1, required);
    const byRarity = requiredWeight > 0 ? heldWeight / requiredWeight : 0;
    held = required * (BY_COUNT * byCount + (1 - BY_COUNT) * byRarity);
    into.held = held;
    into.count = count;
    into.inText = inText;
    into.coverage = total > 0 ? coverage / total : 0;
    into.relevance = total > 0 ? relevance / total : 0;
    return into;
  };
  /** How many of the query's required words a document's own words hold: a floor of what it holds. */
  const heldInText = (id: number) => inText[id]!;
  /** Whether one of the document's names holds one of the query's index words: else they score nothing. */
  const namesHold = (id: number) => named[id] === 1;
  return { candidates, summary, df, heldInText, namesHold };
}
