// Ranking: which documents a query finds, and in what order. Pure.
//
// score = (held + (coverage + within) / 2) / (words + 1), over the query's required words:
// - held counts the words the document holds: the word's stem, another word of its family,
//   a compound part, a misspelling, or a concept of the term list the word belongs to (so a
//   German rule holds "turn marker" through "Zugmarke"); a rule also holds the words of its
//   section's title, and an option's rule those of the variants that use the option. A
//   whole number, it puts a document that holds all the words above one that holds some;
// - coverage, in [0, 1], says how well it holds them, each word weighted by its rarity;
// - within, in [0, 1], orders documents that hold the same words: 1 when the query is a
//   name of the entry (a section title, a glossary headword, a house rule's heading);
//   otherwise BM25 relevance with a name counting thrice a word of the text, how close
//   together the words stand, whether its section is about them, and whether its subrules
//   hold them too (807.4 heads the ten turn-marker rules 807.4a–j).
// Negations count towards coverage and within where a document holds them.
import type { Lang } from '../rules/corpus-model.js';
import type { AnalyzedQuery } from './query.js';
import type { PartHead } from './index-part.js';
import { coverByName, scoreNames, scoreProximity, type WordLookup } from './rank-parts.js';
import { headOf, partOf, postingsOf, sectionDoc, sectionOf, sectionsOf, type SearchIndex } from './token-index.js';
import { placeIn } from './postings.js';
import { namesOf } from './index-docs.js';
import { accumulate, HOLDS, INHERITED } from './rank-accumulate.js';
import { childShares, firstPass, keepBest, splitBest, type Candidate } from './rank-first-pass.js';
import { LANGS } from './lexicon.js';
import { introducesTopic, settledWords } from './rank-settled.js';

export interface RankedDoc {
  id: number;
  score: number;
}

export interface RankOptions {
  /** Only the parts with these numbers; all when undefined. */
  parts?: ReadonlySet<number>;
  /** How many of the best documents get the closeness measure (it reads their words). */
  refine?: number;
  /** How many of the best documents are put in order (KEEP). */
  keep?: number;
  /** Told how each document put in order scored, part by part: for people tuning the ranking. */
  trace?: (id: number, parts: Readonly<Record<string, unknown>>) => void;
}

/** How much a variant's title counts for the rules of an option it uses, against the option's own title. */
const LINKED = 0.85;
/** How much a concept of the term list counts against the word itself. */
export const CONCEPT = 0.9;
/** In another language than the query's, where that is clear: a translation, weaker than a synonym. */
const CONCEPT_ACROSS = 0.8;
/** What people say for a concept ("scoop", "rausfliegen") counts less than the term list's own forms. */
const SAID = 0.85;
/** How much coverage weighs against the order within (see the top of this file). */
const COVERAGE = 0.5;
const REFINE = 60;

/** Index token → the query words it stands for, per language (concepts in every language). */
function lookups(query: AnalyzedQuery, singles: SearchIndex['singles']): Record<Lang, WordLookup> {
  const concept = (lang: Lang) => (query.lang === undefined || query.lang === lang ? CONCEPT : CONCEPT_ACROSS);
  const result = {} as Record<Lang, WordLookup>;
  for (const lang of LANGS) {
    const lookup: WordLookup = new Map();
    const put = (token: string, word: number, similarity: number, isConcept: boolean) => {
      const entry = lookup.get(token) ?? [];
      const known = entry.find((e) => e.word === word);
      if (known) {
        known.concept ||= isConcept;
        known.similarity = Math.max(known.similarity, similarity);
      } else entry.push({ word, similarity, concept: isConcept });
      lookup.set(token, entry);
    };
    // A word of the query's language found in another language's text is most often another
    // word there (English "markers" is the German stem of "Marke"): a native match comes first.
    const own = query.lang === undefined || query.lang === lang ? 1 : 0.85;
    query.slots.forEach((slot, word) => {
      for (const { token, similarity } of slot.expansions[lang]) put(token, word, own * similarity, false);
      for (const token of slot.concepts) put(singles[lang][token] ?? token, word, concept(lang), true);
      for (const token of slot.said) put(singles[lang][token] ?? token, word, SAID * concept(lang), false);
    });
    result[lang] = lookup;
  }
  return result;
}

/** The documents a query finds: the best, in order, and the others, only counted. */
export interface Ranking {
  top: RankedDoc[];
  rest: number[];
}

/** A topic stands for its rules, but a rule's own words count more. */
const TOPIC = 0.85;
/**
 * A glossary entry answers a question for a term ("was bedeutet Vorrang", or the term
 * itself); asked anything else, it gives way to the rules, the more so in another language.
 */
const GLOSSARY_ASIDE = 0.9;
const GLOSSARY_ACROSS = 0.6;
/** Asked what a term means, the glossary comes first. */
const GLOSSARY_ASKED = 1.1;
/** From this name score, the query is the entry's term (or nearly). */
const NAMED = 0.8;

function kindWeight(head: PartHead, names: number, query: AnalyzedQuery): number {
  if (head.kind === 'topic') return TOPIC;
  if (head.kind !== 'glossary') return 1;
  const native = query.lang === undefined || query.lang === head.lang;
  if (query.asksForTerm) return GLOSSARY_ASKED;
  // The term itself: in the query's language the entry answers it; in another, its rule does.
  if (names >= NAMED) return native ? 1 : GLOSSARY_ASIDE;
  return native ? GLOSSARY_ASIDE : GLOSSARY_ACROSS;
}

export function rankDocuments(index: SearchIndex, query: AnalyzedQuery, options: RankOptions = {}): Ranking {
  const width = query.slots.length;
  if (width === 0) return { top: [], rest: [] };
  const required = query.slots.filter((slot) => !slot.soft).length;
  const byLang = lookups(query, index.singles);
  const soft = query.slots.map((slot) => slot.soft);
  const stats = accumulate(index, byLang, soft, options.parts);
  const weights = rarities(index, stats.df);
  const sections = sectionCovers(index, byLang, width);
  // Only documents that may hold nearly as many words as the best are scored (keepBest):
  // those holding too few in their own words and their section's title are passed over. A
  // glossary entry that gives way to the rules sets no bar for them (kindWeight).
  const glossaryPart = index.parts.map(({ head }) => head.kind === 'glossary');
  const setsBar = (id: number) => query.asksForTerm || !glossaryPart[index.partOfDoc[id]!];
  let most = 0;
  for (const id of stats.candidates) if (setsBar(id)) most = Math.max(most, stats.heldInText(id));
  const least = Math.max(1, most - Math.floor(required / 3));
  const titleHeld = new Map(
    [...sections].map(([id, cover]) => [id, cover.filter((v) => v * INHERITED >= HOLDS).length]),
  );
  const hopeful = stats.candidates.filter(
    (id) => stats.heldInText(id) >= least || stats.heldInText(id) + (titleHeld.get(sectionOf(index, id)) ?? 0) >= least,
  );
  // The first pass, over every hopeful document: its score with closeness guessed, in columns.
  const pass = firstPass(hopeful, (id, into) => {
    const section = sections.get(sectionOf(index, id));
    stats.summary(id, weights[headOf(index, id).lang], section, undefined, undefined, into);
    return section ? sumOf(section) / width : 0;
  });
  keepBest(pass, required, setsBar);
  // A name none of whose words the query may mean scores 0: only the others are read.
  for (let i = 0; i < pass.length; i++)
    if (stats.namesHold(pass.ids[i]!))
      pass.names[i] = scoreNames(
        namesOf(index, pass.ids[i]!),
        byLang[headOf(index, pass.ids[i]!).lang],
        width,
        index.fillers,
      );
  childShares(index, pass);
  // Before the words' places are read: a single word stands close to itself, a document
  // holding one of several words has nothing to be close to; the rest are guessed halfway.
  const guess = (count: number) => (width <= 1 ? 1 : count < 2 ? 0 : 0.5);
  for (let i = 0; i < pass.length; i++)
    pass.score[i] =
      combine(
        required,
        pass.held[i]!,
        pass.coverage[i]!,
        pass.relevance[i]!,
        pass.sectionCover[i]!,
        pass.names[i]!,
        guess(pass.count[i]!),
        pass.child[i]!,
      ) * kindWeight(headOf(index, pass.ids[i]!), pass.names[i]!, query);
  const { top, rest } = splitBest(pass, options.keep ?? KEEP);
  const final = (c: Candidate, closeness: number) =>
    combine(required, c.held, c.coverage, c.relevance, c.sectionCover, c.names, closeness, c.child) *
    kindWeight(headOf(index, c.id), c.names, query);
  if (options.trace)
    for (const c of top) {
      c.detail = [];
      stats.summary(c.id, weights[headOf(index, c.id).lang], sections.get(sectionOf(index, c.id)), c.detail);
    }
  top.sort(byScore);
  // The postings each part holds of the query, taken only for the parts the best documents are in.
  const held: HeldTokens[] = [];
  const heldIn = (p: number) => (held[p] ??= heldTokens(index, p, byLang[index.parts[p]!.head.lang]));
  const closeness = top.map((c, rank) =>
    rank < (options.refine ?? REFINE)
      ? scoreProximity(wordHits(heldIn(partOf(index, c.id)), c.id, width), width, query.stopWords)
      : guess(c.count),
  );
  top.forEach((c, i) => (c.score = final(c, closeness[i]!)));
  // Among the rules that answer the whole question under a title the query names, one that
  // repeats the name in passing gets nothing more for it (rank-settled.ts).
  const settled = settledWords(index, top, sections, byLang, soft);
  top.forEach((c, i) => {
    if (!settled || c.count < required || introducesTopic(index, c.id)) return;
    const section = sections.get(sectionOf(index, c.id));
    if (c.detail) c.detail.length = 0;
    const again = stats.summary(c.id, weights[headOf(index, c.id).lang], section, c.detail, settled);
    Object.assign(c, { held: again.held, coverage: again.coverage, relevance: again.relevance });
    c.score = final(c, closeness[i]!);
  });
  top.forEach((c, i) => options.trace?.(c.id, { ...c, closeness: closeness[i] }));
  return { top: top.sort(byScore).map(({ id, score }) => ({ id, score })), rest };
}

/** How many of the best documents are put in order; the others are only counted. */
const KEEP = 200;

function combine(
  words: number,
  held: number,
  coverage: number,
  relevance: number,
  sectionCover: number,
  names: number,
  closeness: number,
  childShare: number,
): number {
  const body = 0.35 * relevance + 0.45 * closeness + 0.2 * sectionCover + 0.2 * childShare;
  // Only a name can make a perfect score.
  const within = Math.max(names, Math.min(0.99, body));
  return (Math.min(held, words) + COVERAGE * coverage + (1 - COVERAGE) * within) / (words + 1);
}

function sumOf(values: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum;
}

function byScore(a: RankedDoc, b: RankedDoc): number {
  return b.score - a.score || a.id - b.id;
}

/**
 * Per language, each query word's weight: how rare it is among that language's documents,
 * found as ranking went through them (accumulate's df), so after translation: "creature"
 * weighs as little in the German texts, where "Kreatur" is everywhere, as in the English.
 * A word no document of any language holds weighs nothing: it tells no document apart.
 */
function rarities(index: SearchIndex, df: Readonly<Record<Lang, Int32Array>>): Record<Lang, Float64Array> {
  const width = df.en.length;
  const result = {} as Record<Lang, Float64Array>;
  const n = index.docCount;
  for (const lang of LANGS) {
    result[lang] = Float64Array.from({ length: width }, (_, w) => {
      const d = df.en[w]! + df.de[w]! + df.it[w]!;
      if (d === 0) return 0;
      return Math.log(1 + (n - d + 0.5) / (d + 0.5));
    });
  }
  return result;
}

/** Per part, the query's index words it holds, with their postings. */
type HeldTokens = ReturnType<typeof heldTokens>;

/** The index words of the lookup that a part holds, with their postings there. */
function heldTokens(index: SearchIndex, p: number, lookup: WordLookup) {
  return [...lookup]
    .map(([token, entries]) => ({ postings: postingsOf(index, p, token), entries }))
    .filter(({ postings }) => postings.docs.length > 0);
}

/**
 * Where the query words stand in one document, in order: the positions of every index word
 * it holds, each as its position times `words` plus the query word (rank-parts.ts
 * scoreProximity). Numbers rather than objects: a typed array sorts natively, where a
 * comparator runs interpreted for every pair, and the collector has nothing to sweep.
 */
function wordHits(held: HeldTokens, id: number, words: number): Float64Array {
  const places = new Int32Array(held.length);
  let count = 0;
  for (let t = 0; t < held.length; t++) {
    const { postings, entries } = held[t]!;
    const place = (places[t] = placeIn(postings, id));
    if (place >= 0) count += (postings.starts[place + 1]! - postings.starts[place]!) * entries.length;
  }
  const hits = new Float64Array(count);
  let n = 0;
  for (let t = 0; t < held.length; t++) {
    const place = places[t]!;
    if (place < 0) continue;
    const { postings, entries } = held[t]!;
    const { positions, starts } = postings;
    for (let i = starts[place]!; i < starts[place + 1]!; i++)
      for (let e = 0; e < entries.length; e++) hits[n++] = positions[i]! * words + entries[e]!.word;
  }
  return hits.sort();
}

/**
 * Per section document, how well its title holds each query word, a rule inheriting it:
 * its own title's words, and at LINKED those of the variants that use the option it is.
 */
function sectionCovers(index: SearchIndex, byLang: Record<Lang, WordLookup>, words: number): Map<number, Float64Array> {
  const own = new Map<number, Float64Array>();
  index.parts.forEach(({ head, offset }, p) => {
    const { titles, holding } = sectionsOf(index, p);
    // Only the titles that hold one of the query's index words.
    const touched = new Set<number>();
    for (const token of byLang[head.lang].keys()) for (const i of holding.get(token) ?? []) touched.add(i);
    for (const i of touched) {
      const cover = coverByName(titles[i]!, byLang[head.lang], words);
      if (cover.some((v) => v > 0)) own.set(offset + head.sectionDocs[i]!, cover);
    }
  });
  const covers = new Map(own);
  const links = Object.entries(index.links);
  index.parts.forEach((part, p) => {
    for (const [number, variants] of links) {
      const section = sectionDoc(index, p, number);
      if (section === undefined) continue;
      for (const variant of variants) {
        const cover = own.get(sectionDoc(index, p, variant) ?? -1);
        if (!cover) continue;
        const mine = covers.get(section);
        const merged = mine === own.get(section) ? Float64Array.from(mine ?? new Float64Array(words)) : mine!;
        cover.forEach((v, w) => (merged[w] = Math.max(merged[w]!, LINKED * v)));
        covers.set(section, merged);
      }
    }
  });
  return covers;
}
