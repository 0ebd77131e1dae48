// The words of a language's parts, as a query looks through them: a stem's family by the
// sorted vocabulary, compounds holding a word, and the written words for misspellings and
// compound parts. Pure.
import type { HeldLetters } from '../core/did-you-mean.js';
import { escapeRegExp } from '../core/reg-exp.js';
import type { Lang } from '../rules/corpus-model.js';
import { findLine, keyAt, lowerBound, nextLine } from './sorted-lines.js';
import type { SearchIndex } from './token-index.js';

/** Calls back once per word of the language's vocabularies that begins with `prefix`. */
export function forEachWordFrom(index: SearchIndex, lang: Lang, prefix: string, found: (token: string) => void): void {
  for (const p of index.byLang[lang]) {
    const text = index.parts[p]!.packed.section('vocabulary');
    for (let at = lowerBound(text, prefix); at < text.length; at = nextLine(text, at)) {
      const word = keyAt(text, at);
      if (!word.startsWith(prefix)) break;
      found(word);
    }
  }
}

/** Calls back once per word of the language's vocabularies that holds `needle`, and whether past its start. */
export function forEachWordWith(
  index: SearchIndex,
  lang: Lang,
  needle: string,
  found: (token: string, inside: boolean) => void,
): void {
  const atStart = needle.startsWith('\n');
  for (const p of index.byLang[lang]) {
    const text = index.parts[p]!.packed.section('vocabulary');
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      const start = atStart ? at + 1 : text.lastIndexOf('\n', at) + 1;
      const word = keyAt(text, start);
      // A needle found past the word, in its postings offset, is no match.
      if (atStart || at + needle.length <= start + word.length) found(word, start < at);
      at = text.indexOf('\n', start) - 1;
    }
  }
}

/** Whether the texts of the language write this word (not stemmed). */
export function writesWord(index: SearchIndex, lang: Lang, word: string): boolean {
  return index.byLang[lang].some((p) => findLine(index.parts[p]!.packed.section('surface'), word) >= 0);
}

/**
 * A lookahead for a line of "word\ttail" whose word holds at least `least` letters among
 * `letters` (core/did-you-mean.ts lettersWithin); nothing where that asks for none. Each
 * letter is written as its code, so that none reads as syntax.
 */
function holding({ letters, least }: HeldLetters): string {
  if (least <= 0) return '';
  const among = letters
    .split('')
    .map((letter) => `\\u${letter.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('');
  return `(?=(?:[^${among}\\t\\n]*[${among}]){${least}})`;
}

const ANY_LETTERS: HeldLetters = { letters: '', least: 0 };

/**
 * The words the texts of a language write (folded), once each, that have `min` to `max`
 * letters and hold the letters asked for: those that may be near enough to a word of a
 * search that found nothing (near-terms.ts). One regular expression finds them in each
 * part's list, as native code.
 */
export function writtenWords(index: SearchIndex, lang: Lang, min: number, max: number, held = ANY_LETTERS): string[] {
  // A line is "word\tstem": the word is what stands before the tab.
  const pattern = new RegExp(`^${holding(held)}[^\\t\\n]{${min},${max}}(?=\\t)`, 'gm');
  const found = new Set<string>();
  for (const p of index.byLang[lang])
    for (const word of index.parts[p]!.packed.section('surface').match(pattern) ?? []) found.add(word);
  return [...found];
}

/**
 * The words the texts of a language write (folded) that have `min` to `max` letters, begin
 * with `first` or have `second` for their second letter, and hold the letters asked for:
 * those a misspelt word may be of (misspellings.ts). One regular expression finds them in
 * each part's list, as native code: splitting ten thousand lines into words of each
 * length, interpreted, cost a search with a misspelt word about 5 ms, and measuring every
 * word of the right length and letter a few more.
 */
export function misspellingCandidates(
  index: SearchIndex,
  lang: Lang,
  min: number,
  max: number,
  first: string,
  second: string,
  held = ANY_LETTERS,
): string[] {
  // A line is "word\tstem": the word is what stands before the tab.
  const letter = '[^\\t\\n]';
  const pattern = new RegExp(
    // The first or second letter, which few lines have, is tried before the letters held.
    `^(?=${escapeRegExp(first)}|${letter}${escapeRegExp(second)})${holding(held)}` +
      `(?:${escapeRegExp(first)}${letter}{${Math.max(0, min - 1)},${max - 1}}` +
      `|${letter}${escapeRegExp(second)}${letter}{${Math.max(0, min - 2)},${max - 2}})(?=\\t)`,
    'gm',
  );
  const found: string[] = [];
  for (const p of index.byLang[lang]) found.push(...(index.parts[p]!.packed.section('surface').match(pattern) ?? []));
  return found;
}
