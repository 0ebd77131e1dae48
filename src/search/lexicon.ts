// The term list (rules-data/terms/terms.json) as search uses it: each entry is a concept,
// and each of its forms in each language a phrase of stems that names it. A text that holds
// a form holds the concept; its index gets the concept's token ("~1k") beside its words, in
// every language alike. So "turn marker" in an English query and "Zugmarke" in a German
// rule meet at one token, and so do "2HG" and "Two-Headed Giant". Pure.
import type { Lang } from '../rules/corpus-model.js';
import { foldedWords } from './normalise.js';
import type { Stemmers } from './stemmers.js';
import { STOPWORDS, TITLE_FILLERS } from './stopwords.js';

/** One entry of rules-data/terms/terms.json, as far as search reads it. */
export interface TermEntry {
  kind: string;
  en: string[];
  de: string[];
  it: string[];
}

/**
 * The compiled list, stored with the index: per language, each form's content stems
 * joined by spaces, with the concepts (entry numbers) it names.
 */
export type Lexicon = Record<Lang, [stems: string, concepts: number[]][]>;

export const LANGS: readonly Lang[] = ['en', 'de', 'it'];

/** The index token of a concept: "~" sorts after every word, so concepts never mix with words. */
export function conceptToken(concept: number): string {
  return `~${concept.toString(36)}`;
}

export function isConceptToken(token: string): boolean {
  return token.startsWith('~');
}

/** A form's content words, stemmed: "das Spiel verlassen" → ["spiel", "verlass"]. */
export function contentStems(text: string, lang: Lang, stemmers: Stemmers): string[] {
  return foldedWords(text)
    .filter((word) => !STOPWORDS.has(word))
    .map((word) => stemmers[lang](word));
}

export function compileLexicon(terms: readonly TermEntry[], stemmers: Stemmers): Lexicon {
  const lexicon = {} as Lexicon;
  for (const lang of LANGS) {
    const forms = new Map<string, Set<number>>();
    terms.forEach((term, concept) => {
      for (const form of term[lang]) {
        const stems = contentStems(form, lang, stemmers).join(' ');
        if (stems === '') continue;
        forms.set(stems, (forms.get(stems) ?? new Set()).add(concept));
      }
    });
    lexicon[lang] = [...forms]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([stems, concepts]) => [stems, [...concepts].sort((a, b) => a - b)]);
  }
  return lexicon;
}

/** The forms of one language by their first stem. */
type Matcher = Map<string, { rest: string[]; concepts: number[] }[]>;

const matchers = new WeakMap<Lexicon, Partial<Record<Lang, Matcher>>>();

function matcherFor(lexicon: Lexicon, lang: Lang): Matcher {
  let byLang = matchers.get(lexicon);
  if (!byLang) matchers.set(lexicon, (byLang = {}));
  let matcher = byLang[lang];
  if (!matcher) {
    matcher = new Map();
    for (const [stems, concepts] of lexicon[lang]) {
      const [first, ...rest] = stems.split(' ');
      matcher.set(first!, [...(matcher.get(first!) ?? []), { rest, concepts }]);
    }
    byLang[lang] = matcher;
  }
  return matcher;
}

/** A form found in a text: where its first and last content words stand, and its concepts. */
export interface ConceptMatch {
  first: number;
  last: number;
  concepts: number[];
}

/**
 * Every form of the language in a sequence of content stems, overlaps included ("extra
 * turn" holds "turn" too). `at` gives each stem's position in the whole text.
 */
export function findConcepts(
  lexicon: Lexicon,
  lang: Lang,
  stems: readonly string[],
  at: readonly number[],
): ConceptMatch[] {
  const matcher = matcherFor(lexicon, lang);
  const found: ConceptMatch[] = [];
  stems.forEach((stem, i) => {
    for (const { rest, concepts } of matcher.get(stem) ?? []) {
      if (rest.every((next, k) => stems[i + 1 + k] === next))
        found.push({ first: at[i]!, last: at[i + rest.length]!, concepts });
    }
  });
  return found;
}

const fillerSets = new WeakMap<Lexicon, Set<string>>();

/**
 * The index tokens that only say what kind of section a title names: the stems of
 * "Variant", "Option" and their kin in each language, and the concepts named by nothing
 * else ("variants", "Optionen"). A title counts as matched in full without them.
 */
export function fillerTokens(lexicon: Lexicon, stemmers: Stemmers): ReadonlySet<string> {
  let fillers = fillerSets.get(lexicon);
  if (!fillers) {
    fillers = new Set();
    for (const lang of LANGS) for (const word of TITLE_FILLERS) fillers.add(stemmers[lang](word));
    for (const lang of LANGS)
      for (const [stems, concepts] of lexicon[lang])
        if (stems.split(' ').every((stem) => fillers!.has(stem)))
          for (const c of concepts) fillers.add(conceptToken(c));
    fillerSets.set(lexicon, fillers);
  }
  return fillers;
}

const reverse = new WeakMap<Lexicon, Partial<Record<Lang, Map<string, string[]>>>>();

/** The stems of every form that names the concept in the language, for highlighting. */
export function conceptStems(lexicon: Lexicon, lang: Lang, token: string): readonly string[] {
  let byLang = reverse.get(lexicon);
  if (!byLang) reverse.set(lexicon, (byLang = {}));
  let map = byLang[lang];
  if (!map) {
    map = new Map();
    for (const [stems, concepts] of lexicon[lang])
      for (const concept of concepts) {
        const key = conceptToken(concept);
        map.set(key, [...new Set([...(map.get(key) ?? []), ...stems.split(' ')])]);
      }
    byLang[lang] = map;
  }
  return map.get(token) ?? [];
}
