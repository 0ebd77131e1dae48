// What a query asks for: its words (stop words aside, negations kept as soft words), what
// each may mean in each language (expand-words.ts), the concepts of the term list its
// phrases name in any language, and the language most of its words belong to. Pure.
import type { Lang } from '../rules/corpus-model.js';
import { expandWord, type Expansion, type ExpandOptions } from './expand-words.js';
import { conceptToken, findConcepts, LANGS } from './lexicon.js';
import { foldedWords } from './normalise.js';
import { NEGATIONS, STOPWORDS, STOPWORDS_OF } from './stopwords.js';
import { holdsWord, type SearchIndex } from './token-index.js';
import { asksForNumber, numberExpansions, QUANTITY_WORD } from './quantity.js';
import { readQuestion } from './question-words.js';

export interface QuerySlot {
  /** The folded word. */
  word: string;
  /** A negation ("not", "kein"): weighed where a text holds it, never required. */
  soft: boolean;
  /** The index words it may mean, per language. */
  expansions: Record<Lang, Expansion[]>;
  /** The concept tokens of the term-list phrases it belongs to, in any language. */
  concepts: string[];
  /** The concept tokens of what people say that it belongs to ("scoop": concede), less sure. */
  said: string[];
}

export interface AnalyzedQuery {
  slots: QuerySlot[];
  /** How many stop words the query had ("range of influence": 1), which closeness allows for. */
  stopWords: number;
  /** The language that holds most of the query's words, where one does. */
  lang?: Lang;
  /** The query asks what a term means ("was bedeutet Vorrang"): a glossary entry may answer it. */
  asksForTerm: boolean;
}

/**
 * The query's words, folded, each once: its content words (neither stop words nor a
 * question's filler), else those that are not stop words, else all.
 */
export function queryWords(query: string): { words: string[]; stopWords: number; asksForTerm: boolean } {
  const sequence = foldedWords(query);
  const { filler, asksForTerm } = readQuestion(sequence);
  const all = [...new Set(sequence)];
  const plain = all.filter((word) => !STOPWORDS.has(word));
  const content = plain.filter((word) => sequence.some((w, i) => w === word && !filler[i]));
  const words = content.length > 0 ? content : plain.length > 0 ? plain : all;
  return { words, stopWords: all.length - plain.length, asksForTerm };
}

export function analyzeQuery(index: SearchIndex, query: string, options: ExpandOptions = {}): AnalyzedQuery {
  const { words, stopWords, asksForTerm } = queryWords(query);
  const slots = words.map((word): QuerySlot => ({
    word,
    soft: NEGATIONS.has(word) && words.length > 1,
    expansions: NO_EXPANSIONS,
    concepts: [],
    said: [],
  }));
  const sequence = foldedWords(query);
  addConcepts(index, slots, sequence);
  // A word the term list knows ("scooped", the "rage" of "rage quit") is what it says, not a
  // misspelling of a word of the texts ("range"): its misspellings are not looked for at all,
  // which for one word of an everyday question took a few milliseconds.
  for (const slot of slots) {
    const says = slot.concepts.length > 0 || slot.said.length > 0;
    slot.expansions = expandWord(index, slot.word, says ? { ...options, misspellings: undefined } : options);
  }
  const lang = guessLang(index, words, sequence);
  if (slots.some((slot) => !STOPWORDS.has(slot.word)) && asksForNumber(sequence))
    slots.push({ word: QUANTITY_WORD, soft: true, expansions: numberExpansions(index), concepts: [], said: [] });
  return { slots, stopWords, lang, asksForTerm };
}

/**
 * The term list's phrases in the query, read in each language: each concept goes to the
 * query words it spans. Read in the query's own order, repeats included ("squadra contro
 * squadra"), stop words too for the forms that keep them ("ins Spiel").
 */
function addConcepts(index: SearchIndex, slots: QuerySlot[], sequence: readonly string[]): void {
  const slotOf = sequence.map((word) => slots.findIndex((slot) => slot.word === word));
  // A phrase is read over the words that are not stop words, filler included: "legend rule".
  const content = sequence.flatMap((word, i) => (STOPWORDS.has(word) ? [] : [i]));
  for (const lang of LANGS) {
    const stems = sequence.map((word) => index.stemmers[lang](word));
    const runs = {
      content: { stems: content.map((i) => stems[i]!), at: content },
      all: { stems, at: sequence.map((_, i) => i) },
    };
    const found = [
      { matches: findConcepts(index.lexicon, lang, runs.content, runs.all), said: false },
      { matches: findConcepts(index.said, lang, runs.content, NO_RUN), said: true },
    ];
    for (const { matches, said } of found)
      for (const match of matches)
        for (let at = match.first; at <= match.last; at++) {
          const slot = slots[slotOf[at]!];
          const list = slot && (said ? slot.said : slot.concepts);
          for (const concept of list ? match.concepts : []) {
            const token = conceptToken(concept);
            if (!list!.includes(token)) list!.push(token);
          }
        }
  }
}

const NO_RUN = { stems: [], at: [] };

const NO_EXPANSIONS: Record<Lang, Expansion[]> = { en: [], de: [], it: [] };

/**
 * The language whose texts hold the most of the words (their stems). Where no text holds
 * any of them, or languages tie, the question's stop words choose among those languages:
 * "was passiert wenn ich rausfliege" is German by "wenn" and "ich", though no text says
 * "rausfliege". None on a tie again.
 */
function guessLang(index: SearchIndex, words: readonly string[], sequence: readonly string[]): Lang | undefined {
  const holds = (lang: Lang) => words.filter((word) => holdsWord(index, lang, index.stemmers[lang](word))).length;
  const byWords = leaders(LANGS, holds);
  if (byWords.length === 1) return byWords[0];
  const byStopWords = leaders(byWords.length > 0 ? byWords : LANGS, (lang) =>
    sequence.reduce((count, word) => count + (STOPWORDS_OF[lang].has(word) ? 1 : 0), 0),
  );
  return byStopWords.length === 1 ? byStopWords[0] : undefined;
}

/** The languages of the highest count; none where every count is 0. */
function leaders(langs: readonly Lang[], count: (lang: Lang) => number): Lang[] {
  const counts = langs.map(count);
  const most = Math.max(0, ...counts);
  return most === 0 ? [] : langs.filter((_, i) => counts[i] === most);
}
