// From one folded query word to the index words it may mean in each language, each with a
// similarity in (0, 1]: its stem (1), other words of its family ("einfluss" →
// "einflussweit"), compounds that hold it ("mark" → "zugmark", "giftmark"), the parts of a
// compound the texts do not hold ("zugmarkenhalter" → "zugmark"), and misspellings
// ("rnage" → "range"), found by the finder passed in (misspellings.ts). Pure.
import type { HeldLetters } from '../core/did-you-mean.js';
import type { Lang } from '../rules/corpus-model.js';
import { LANGS } from './lexicon.js';
import { holdsWord, type SearchIndex } from './token-index.js';
import { KEPT_STEMS } from './stemmers.js';
import { forEachWordFrom, forEachWordWith, misspellingCandidates, writesWord } from './vocabulary.js';

export interface Expansion {
  token: string;
  similarity: number;
}

export type Add = (token: string, similarity: number) => void;

/**
 * The written words of `min` to `max` letters that begin with `first` or have `second` for
 * their second letter, and hold the letters asked for (vocabulary.ts misspellingCandidates).
 */
export type Candidates = (
  min: number,
  max: number,
  first: string,
  second: string,
  held: HeldLetters,
) => readonly string[];

/**
 * Adds the words that the word may be a misspelling of, with their similarity. It sees the
 * index only through `candidates`, so that its module loads on its own.
 */
export type MisspellingFinder = (candidates: Candidates, word: string, add: Add) => void;

export interface ExpandOptions {
  /** Without one, misspellings are not looked for. */
  misspellings?: MisspellingFinder;
}

/** Shorter words have too many neighbours one edit away to guess which was meant. */
const MIN_MISSPELT = 4;

/** Enough to cover a word's family and compounds; more only adds documents that rank low. */
const MAX_EXPANSIONS = 40;

/**
 * A word of another ending shares at least this many letters, unless it is the word's own
 * head ("teammat" → "team"): "schad" (Schaden) is no kin of "schau" (schauen).
 */
const MIN_ROOT = 5;

/** From this many letters in common, a word of another ending is of the family even with a longer ending. */
const DERIVED_ROOT = 7;

/** A compound's part counts a little less than the word itself. */
const WHOLE_SPLIT = 0.8;
const PART_SPLIT = 0.6;

/** Whether the word, or the stem of it, is a word of some language's texts. */
export function isKnownWord(index: SearchIndex, word: string): boolean {
  return LANGS.some((lang) => holdsWord(index, lang, index.stemmers[lang](word)));
}

/** The query words to look for misspellings of: those no language holds, long enough to guess. */
export function wordsToCorrect(index: SearchIndex, words: readonly string[]): string[] {
  return words.filter((word) => word.length >= MIN_MISSPELT && !/\d/.test(word) && !isKnownWord(index, word));
}

/**
 * Per index and misspelling finder, the words expanded so far: an index kept loaded (the
 * library, `mcp`) meets the same words in question after question. Cleared when it grows
 * past KEPT_WORDS, so that a long-lived server does not grow without end.
 */
type Expanded = Record<Lang, Expansion[]>;
const expanded = new WeakMap<SearchIndex, Map<MisspellingFinder | undefined, Map<string, Expanded>>>();
const KEPT_WORDS = 10_000;

/** The word's expansions in each language. */
export function expandWord(index: SearchIndex, word: string, options: ExpandOptions = {}): Record<Lang, Expansion[]> {
  let byFinder = expanded.get(index);
  if (!byFinder) expanded.set(index, (byFinder = new Map<MisspellingFinder | undefined, Map<string, Expanded>>()));
  let words = byFinder.get(options.misspellings);
  if (!words) byFinder.set(options.misspellings, (words = new Map<string, Expanded>()));
  let result = words.get(word);
  if (!result) {
    if (words.size >= KEPT_WORDS) words.clear();
    words.set(word, (result = expandAfresh(index, word, options)));
  }
  return result;
}

function expandAfresh(index: SearchIndex, word: string, options: ExpandOptions): Record<Lang, Expansion[]> {
  const known = isKnownWord(index, word);
  const result = {} as Record<Lang, Expansion[]>;
  for (const lang of LANGS) {
    const found = new Map<string, number>();
    const add: Add = (token, similarity) => {
      if (similarity > (found.get(token) ?? 0)) found.set(token, similarity);
    };
    const stem = index.stemmers[lang](word);
    if (holdsWord(index, lang, stem)) add(stem, 1);
    addFamily(index, lang, stem, add);
    if (!known) addCompoundParts(index, lang, word, add);
    // An unknown word may be a misspelling even where a part of it is a word ("Riesentummult").
    if (!known && word.length >= MIN_MISSPELT && !/\d/.test(word) && options.misspellings)
      options.misspellings(
        (min, max, first, second, held) => misspellingCandidates(index, lang, min, max, first, second, held),
        word,
        (token, similarity) => add(index.stemmers[lang](token), similarity),
      );
    result[lang] = [...found]
      .map(([token, similarity]) => ({ token, similarity }))
      // Plain code-unit order: localeCompare would load a collator for nothing.
      .sort((a, b) => b.similarity - a.similarity || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0))
      .slice(0, MAX_EXPANSIONS);
  }
  return result;
}

/**
 * Other words of the stem's family: the same stem with a different ending, and longer words
 * that begin with it ("einfluss" → "einflussweit"), found where they lie in the sorted
 * vocabularies; and in German, where compounds are words, from four letters the words that
 * hold it inside ("mark" → "zugmark"). The similarity grows with the share of letters in
 * common.
 */
function addFamily(index: SearchIndex, lang: Lang, word: string, add: Add): void {
  if (word.length < 3 || /\d/.test(word)) return;
  const stem = word.slice(0, word.length <= 4 ? word.length : Math.max(4, word.length - 3));
  forEachWordFrom(index, lang, stem, (token) => {
    const common = commonPrefix(word, token);
    // A different ending counts when both tails are short; a longer word when it adds
    // little ("einfluss" → "einflussweit", not "turn" → "turnierpack").
    const longer = common === word.length && token.length - word.length <= Math.max(4, word.length / 2);
    // A long shared root takes a longer other ending: "regeneri" (regenerieren) → "regeneration".
    const tail = common >= DERIVED_ROOT ? 6 : 4;
    const sibling =
      (common >= MIN_ROOT || common === token.length) && word.length - common <= 3 && token.length - common <= tail;
    if (token !== word && (longer || sibling) && !keptApart(lang, word, token)) {
      add(token, 0.5 + (0.4 * common) / Math.max(word.length, token.length));
    }
  });
  if (word.length < 4 || lang !== 'de') return;
  forEachWordWith(index, lang, word, (token, inside) => {
    if (inside) add(token, 0.4 + (0.3 * word.length) / token.length);
  });
}

/** Whether one of two words is a stem kept apart from the other, the shorter (stemmers.ts). */
function keptApart(lang: Lang, word: string, token: string): boolean {
  const kept = KEPT_STEMS[lang];
  return (kept.has(word) && word.startsWith(token)) || (kept.has(token) && token.startsWith(word));
}

/**
 * A compound the texts do not hold, split into words they do: the longest head that is a
 * word of the texts, then the rest, with a German linking "s" or "n" dropped.
 * "zugmarkenhalter" → "zugmarken" (+ "halter", not a word here); "giftmarkenzahl" →
 * "giftmarken" + "zahl". Both found: each counts; only the head: less.
 */
function addCompoundParts(index: SearchIndex, lang: Lang, word: string, add: Add): void {
  if (word.length < 8) return;
  const has = (w: string) => writesWord(index, lang, w);
  for (let cut = word.length - 3; cut >= 4; cut--) {
    const head = word.slice(0, cut);
    if (!has(head)) continue;
    const rest = word.slice(cut);
    const tail = [rest, rest.replace(/^(s|n|en|es)/, '')].find((w) => w.length >= 3 && has(w));
    const stem = index.stemmers[lang];
    add(stem(head), tail ? WHOLE_SPLIT : PART_SPLIT);
    if (tail) add(stem(tail), WHOLE_SPLIT);
    return;
  }
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}
