// From one folded query word to the index words it may mean, each with a similarity in
// (0, 1]: the word itself (1), longer and shorter forms of it ("marker" → "markers",
// "zugmarken" → "zugmarke"), compounds holding it ("marke" → "zugmarke"), and misspellings
// ("rnage" → "range") from the finder passed in (misspellings.ts). Pure.
import { holdsWord, joinedVocabulary, lengthsOf, type TokenIndex } from './token-index.js';

export interface Expansion {
  token: string;
  similarity: number;
}

/**
 * When to look for misspellings. "missing": only for a word the index does not hold, so
 * that a correctly spelt word is not diluted by look-alikes; "always": for every word.
 * Measured over the query set: the same top-1 and top-3, and "always" twice as slow
 * (median 1.4 against 0.7 ms, p99 3.9 against 2.0 ms; with the 2026 rules 2.8 against
 * 1.1 ms and 7.3 against 2.8 ms).
 */
export type FuzzyMode = 'missing' | 'always';

export type Add = (token: string, similarity: number) => void;

/** The index words of one length; the same function for as long as the index lives. */
export type WordsOfLength = (length: number) => readonly string[];

/**
 * Adds the index words that the word may be a misspelling of, with their similarity. It
 * sees the index only through `words`, so that its module (and fuse.js) loads on its own.
 */
export type MisspellingFinder = (words: WordsOfLength, word: string, add: Add) => void;

export interface ExpandOptions {
  fuzzy?: FuzzyMode;
  /** Without one, misspellings are not looked for. */
  misspellings?: MisspellingFinder;
}

/** The query words to look for misspellings of: those the index does not hold. */
export function wordsToCorrect(index: TokenIndex, words: readonly string[]): string[] {
  return words.filter((word) => word.length >= MIN_MISSPELT && !holdsWord(index, word));
}

/** Shorter words have too many neighbours one edit away to guess which was meant. */
const MIN_MISSPELT = 4;

/** Enough to cover a word's forms and compounds; more only adds documents that rank low. */
const MAX_EXPANSIONS = 40;

export function expandWord(index: TokenIndex, word: string, options: ExpandOptions = {}): Expansion[] {
  const found = new Map<string, number>();
  const add = (token: string, similarity: number) => {
    if (similarity > (found.get(token) ?? 0)) found.set(token, similarity);
  };
  const exact = holdsWord(index, word);
  if (exact) add(word, 1);
  addOtherForms(index, word, add);
  if (word.length >= MIN_MISSPELT && (options.fuzzy === 'always' || !exact))
    options.misspellings?.(lengthsOf(index), word, add);
  return (
    [...found]
      .map(([token, similarity]) => ({ token, similarity }))
      // Plain code-unit order: localeCompare would load a collator for nothing.
      .sort((a, b) => b.similarity - a.similarity || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0))
      .slice(0, MAX_EXPANSIONS)
  );
}

/**
 * Other forms of the word: the same word with a different ending ("markers" → "marker",
 * "starting" → "starts", "squadra" → "squadre", "zugmarken" → "zugmarke"), longer words
 * that begin with it ("marke" → "markenzahl"), and from four letters words that hold it
 * inside, as German compounds do ("marke" → "zugmarke"). The similarity grows with the
 * share of letters in common. Found with indexOf in the vocabulary joined into one text:
 * in a profile of the command ("range of influence", nothing compiled yet), a loop over the
 * 4,000 words took 2.2 ms, the native string search 0.9 ms.
 */
function addOtherForms(index: TokenIndex, word: string, add: Add): void {
  if (word.length < 3) return;
  const stem = word.slice(0, word.length <= 4 ? word.length : Math.max(4, word.length - 3));
  const text = joinedVocabulary(index);
  forEachWordWith(text, `\n${stem}`, (token) => {
    const common = commonPrefix(word, token);
    // A different ending counts when both tails are short; a longer word always does.
    if (token !== word && (common === word.length || (word.length - common <= 3 && token.length - common <= 4))) {
      add(token, 0.5 + (0.45 * common) / Math.max(word.length, token.length));
    }
  });
  if (word.length < 4) return;
  forEachWordWith(text, word, (token, inside) => {
    if (inside) add(token, 0.4 + (0.3 * word.length) / token.length);
  });
}

/** Calls back once per word of the joined vocabulary that holds `needle`, and whether it holds it past its start. */
function forEachWordWith(text: string, needle: string, found: (token: string, inside: boolean) => void): void {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    const start = needle.startsWith('\n') ? at + 1 : text.lastIndexOf('\n', at) + 1;
    const end = text.indexOf('\n', start);
    found(text.slice(start, end), start < at);
    at = end - 1;
  }
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}
