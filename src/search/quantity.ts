// A question for a number ("how many turn markers", "wie viele Spieler", "quanti giocatori")
// is answered by a text that states one: such a query gets a soft word that a text holds
// when it names a number ("one turn marker for each full four players"). Like a negation,
// it is weighed where a text holds it and never required. Pure.
import type { Lang } from '../rules/corpus-model.js';
import type { Expansion } from './expand-words.js';
import { LANGS } from './lexicon.js';
import { fold } from './normalise.js';
import { holdsWord, type SearchIndex } from './token-index.js';

/** The folded words that open a question for a number, as runs of the query's words. */
const ASKS: readonly (readonly string[])[] = [
  'how many',
  'how much',
  'number of',
  'wie viele',
  'wie vielen',
  'wie viel',
  'wieviele',
  'anzahl',
  'quanti',
  'quante',
  'numero di',
].map((phrase) => fold(phrase).split(' '));

/** Number words: the numbers a rule of chapter 8 states, and the word "number". */
const NUMBER_WORDS: Record<Lang, readonly string[]> = {
  en: 'one two three four five six seven eight nine ten eleven twelve number half twice'.split(' '),
  de: 'zwei drei vier fünf sechs sieben acht neun zehn elf zwölf anzahl hälfte doppelt'.split(' ').map(fold),
  it: 'due tre quattro cinque sei sette otto nove dieci undici dodici numero metà doppio'.split(' ').map(fold),
};

/** The query word that stands for the question's number. */
export const QUANTITY_WORD = '#number';

/** Whether the query's folded words (stop words kept) ask for a number. */
export function asksForNumber(sequence: readonly string[]): boolean {
  return ASKS.some((ask) => sequence.some((_, i) => ask.every((word, k) => sequence[i + k] === word)));
}

/** Per language, the index words that name a number. */
export function numberExpansions(index: SearchIndex): Record<Lang, Expansion[]> {
  const result = {} as Record<Lang, Expansion[]>;
  for (const lang of LANGS)
    result[lang] = NUMBER_WORDS[lang]
      .map((word) => index.stemmers[lang](word))
      .filter((token) => holdsWord(index, lang, token))
      .map((token) => ({ token, similarity: 1 }));
  return result;
}
