// Ranking: which documents a query finds, and in what order. Pure.
//
// score = (held + (coverage + within) / 2) / (words + 1), where
// - held counts the query's content words the document holds: the word itself, another
//   form of it or a misspelling of it; a rule also holds the words of its section's title.
//   Being a whole number, it puts a document that holds all the words above one that holds
//   only some;
// - coverage, in [0, 1], says how well it holds them: 1 for the words themselves, less for
//   other forms, misspellings and section titles, each word weighted by its rarity (idf);
// - within, in [0, 1], orders documents that hold the same words: 1 when the query is a
//   name of the entry (a section title, a glossary term); otherwise how often and how close
//   together the words stand, whether the rule's section is about them, and whether its
//   subrules hold them too (807.4 heads the ten turn-marker rules 807.4a–j).
// An exact term or title match therefore scores 1, and every score lies in [0, 1].
import { expandWord, type ExpandOptions, type Expansion } from './expand-words.js';
import { foldedWords } from './normalise.js';
import { STOPWORDS } from './stopwords.js';
import { coverByName, scoreNames, scoreProximity, type WordLookup } from './rank-parts.js';
import { namesOf, positionsIn, postingsOf, type TokenIndex } from './token-index.js';

export interface RankedDoc {
  id: number;
  score: number;
}

export interface RankOutcome {
  ranked: RankedDoc[];
  /** Index words that matched well enough to be highlighted. */
  highlight: Set<string>;
}

export interface RankOptions extends ExpandOptions {
  /** How many of the best documents get the closeness measure (it reads their words). */
  refine?: number;
}

// BM25's usual constants: how fast repeated words saturate, and how much length counts.
const K1 = 1.2;
const B = 0.75;
/** How much a section title's word counts for the rules of that section. */
const INHERITED = 0.75;
/** The similarity from which a document counts as holding a query word. */
const HOLDS = 0.5;
const HIGHLIGHT_FROM = 0.6;
/**
 * How many of the best documents get the closeness measure. Enough for the scope's hits to
 * be among them when most of the best are in other languages.
 */
const REFINE = 50;

interface Candidate {
  id: number;
  held: number;
  coverage: number;
  relevance: number;
  names: number;
  sectionCover: number;
  score: number;
}

/** The query's words, folded, each once: its content words, or all if it has only stop words. */
export function queryWords(query: string): { words: string[]; stopWords: number } {
  const all = [...new Set(foldedWords(query))];
  const content = all.filter((word) => !STOPWORDS.has(word));
  const words = content.length > 0 ? content : all;
  return { words, stopWords: all.length - words.length };
}

export function rankDocuments(index: TokenIndex, query: string, options: RankOptions = {}): RankOutcome {
  const { words, stopWords: gap } = queryWords(query);
  const expansions = words.map((word) => expandWord(index, word, options));
  const lookup = wordLookup(expansions);
  const stats = accumulate(index, expansions);
  const sections = sectionCovers(index, lookup, words.length);
  const weights = expansions.map((list) => idf(index, list[0]?.token));
  const scored = stats.candidates.map((id): Candidate => {
    const section = sections.get(index.section[id]!);
    const { held, coverage, relevance } = stats.summary(id, weights, section);
    const names = scoreNames(namesOf(index, id), lookup, words.length);
    const sectionCover = section ? section.reduce((sum, v) => sum + v, 0) / words.length : 0;
    return { id, held, coverage, relevance, names, sectionCover, score: 0 };
  });
  stats.release();
  const candidates = keepBest(scored, words.length);
  const children = childShares(index, candidates);
  for (const c of candidates) c.score = combine(words.length, c, 0.5, children.get(c.id) ?? 0);
  candidates.sort(byScore);
  candidates.forEach((c, rank) => {
    if (rank >= (options.refine ?? REFINE)) return;
    const closeness = scoreProximity(wordHits(index, lookup, c.id), words.length, gap);
    c.score = combine(words.length, c, closeness, children.get(c.id) ?? 0);
  });
  candidates.sort(byScore);
  const highlight = new Set(
    expansions
      .flat()
      .filter((e) => e.similarity >= HIGHLIGHT_FROM)
      .map((e) => e.token),
  );
  return { ranked: candidates.map(({ id, score }) => ({ id, score })), highlight };
}

/**
 * Only the documents that hold nearly as many query words as the best: all of them for a
 * query of one or two words, all but one for three to five. Where another language holds
 * "turn marker" in full, a text that only says "turn" is no answer.
 */
function keepBest(candidates: Candidate[], words: number): Candidate[] {
  const most = candidates.reduce((best, c) => Math.max(best, c.held), 0);
  const least = Math.max(1, most - Math.floor(words / 3));
  return candidates.filter((c) => c.held >= least);
}

function combine(words: number, c: Candidate, closeness: number, childShare: number): number {
  const body = 0.45 * c.relevance + 0.35 * closeness + 0.2 * c.sectionCover + 0.2 * childShare;
  // Only a name can make a perfect score.
  const within = Math.max(c.names, Math.min(0.99, body));
  return (c.held + (c.coverage + within) / 2) / (words + 1);
}

function byScore(a: { id: number; score: number }, b: { id: number; score: number }): number {
  return b.score - a.score || a.id - b.id;
}

function wordLookup(expansions: readonly Expansion[][]): WordLookup {
  const lookup: WordLookup = new Map();
  expansions.forEach((list, word) => {
    for (const { token, similarity } of list) {
      const entry = lookup.get(token) ?? [];
      entry.push({ word, similarity });
      lookup.set(token, entry);
    }
  });
  return lookup;
}

function idf(index: TokenIndex, token: string | undefined): number {
  const n = index.docs.length;
  const df = token === undefined ? 0 : postingsOf(index, token).docs.length;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** Where the query words stand in one document, in order: the positions of every expansion it holds. */
function wordHits(index: TokenIndex, lookup: WordLookup, id: number): { at: number; word: number }[] {
  const hits: { at: number; word: number }[] = [];
  for (const [token, entries] of lookup) {
    for (const at of positionsIn(postingsOf(index, token), id)) for (const { word } of entries) hits.push({ at, word });
  }
  return hits.sort((a, b) => a.at - b.at);
}

/** Per section document whose title holds a query word: how well it holds each. */
function sectionCovers(index: TokenIndex, lookup: WordLookup, words: number): Map<number, Float64Array> {
  const covers = new Map<number, Float64Array>();
  for (const id of index.sectionDocs) {
    const cover = coverByName(namesOf(index, id)[0] ?? [], lookup, words);
    if (cover.some((v) => v > 0)) covers.set(id, cover);
  }
  return covers;
}

/**
 * Per rule: the share of its subrules that hold every query word it holds itself. A rule
 * whose subrules all speak of the query is where that topic starts.
 */
function childShares(index: TokenIndex, candidates: readonly Candidate[]): Map<number, number> {
  const held = new Map(candidates.map((c) => [c.id, c.held]));
  const counts = new Map<number, number>();
  for (const c of candidates) {
    const parent = index.parent[c.id]!;
    if (parent < 0 || index.docs[parent]!.isSection) continue;
    if (c.held >= (held.get(parent) ?? Infinity)) counts.set(parent, (counts.get(parent) ?? 0) + 1);
  }
  return new Map([...counts].map(([id, n]) => [id, n / index.children[id]!]));
}

/**
 * Scratch space for accumulate, kept between queries: with the 2026 rules each query would
 * allocate a quarter megabyte of typed arrays, garbage that the collector then has to deal
 * with during later queries. Only the entries a query touched are cleared after it.
 */
const scratch = { best: new Float64Array(0), saturation: new Float64Array(0), seen: new Uint8Array(0) };

function scratchFor(size: number, docs: number) {
  if (scratch.best.length < size) {
    scratch.best = new Float64Array(size);
    scratch.saturation = new Float64Array(size);
  }
  if (scratch.seen.length < docs) scratch.seen = new Uint8Array(docs);
  return scratch;
}

/**
 * One pass over the postings of every expansion: per document and query word, the best
 * similarity found and the best similarity × BM25 saturation of its count. `release`
 * clears the scratch space once the summaries have been read.
 */
function accumulate(index: TokenIndex, expansions: readonly Expansion[][]) {
  const width = expansions.length;
  const { best, saturation, seen } = scratchFor(index.docs.length * width, index.docs.length);
  const candidates: number[] = [];
  expansions.forEach((list, word) => {
    for (const { token, similarity } of list) {
      const { docs, starts } = postingsOf(index, token);
      for (let p = 0; p < docs.length; p++) {
        const id = docs[p]!;
        const count = starts[p + 1]! - starts[p]!;
        if (!seen[id]) {
          seen[id] = 1;
          candidates.push(id);
        }
        const norm = 1 - B + (B * index.lengths[id]!) / index.averageLength;
        const at = id * width + word;
        best[at] = Math.max(best[at]!, similarity);
        saturation[at] = Math.max(saturation[at]!, (similarity * count) / (count + K1 * norm));
      }
    }
  });
  const summary = (id: number, weights: readonly number[], section: Float64Array | undefined) => {
    let held = 0;
    let coverage = 0;
    let relevance = 0;
    let total = 0;
    for (let word = 0; word < width; word++) {
      const similarity = Math.max(best[id * width + word]!, INHERITED * (section?.[word] ?? 0));
      if (similarity >= HOLDS) held++;
      coverage += weights[word]! * similarity;
      relevance += weights[word]! * saturation[id * width + word]!;
      total += weights[word]!;
    }
    return { held, coverage: total > 0 ? coverage / total : 0, relevance: total > 0 ? relevance / total : 0 };
  };
  const release = () => {
    for (const id of candidates) {
      best.fill(0, id * width, id * width + width);
      saturation.fill(0, id * width, id * width + width);
      seen[id] = 0;
    }
  };
  return { candidates, summary, release };
}
