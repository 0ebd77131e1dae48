// The term list (rules-data/terms/terms.json) as search uses it: each entry is a concept,
// and each of its forms in each language a phrase of stems that names it. A text that holds
// a form holds the concept; its index gets the concept's token ("~1k") beside its words, in
// every language alike. So "turn marker" in an English query and "Zugmarke" in a German
// rule meet at one token, and so do "2HG" and "Two-Headed Giant". Pure.
import type { Lang } from '../rules/corpus-model.js';
import { foldedWords } from './normalise.js';
import type { Stemmers } from './stemmers.js';
import { joinLines, keyAt, lowerBound, nextLine, valueAt } from './sorted-lines.js';
import { STOPWORDS, TITLE_FILLERS } from './stopwords.js';

/** One entry of rules-data/terms/terms.json, as far as search reads it. */
export interface TermEntry {
  kind: string;
  en: string[];
  de: string[];
  it: string[];
  /**
   * What people say for the concept that the rules do not ("scoop", "rausfliegen",
   * "eliminato"): a query that says it means the concept, a text that says it does not.
   */
  said?: Partial<Record<Lang, string[]>>;
}

/**
 * The compiled list, stored with the index: per language, its forms as sorted lines
 * "\nstems\tconcepts\n": each form's content stems joined by spaces, and the concepts
 * (entry numbers, base 36, comma-separated) it names. A query looks up the few forms it
 * needs where they lie, without parsing the rest.
 */
export type Lexicon = Record<Lang, string>;

export const LANGS: readonly Lang[] = ['en', 'de', 'it'];

/** The index token of a concept: "~" sorts after every word, so concepts never mix with words. */
export function conceptToken(concept: number): string {
  return `~${concept.toString(36)}`;
}

export function isConceptToken(token: string): boolean {
  return token.startsWith('~');
}

/**
 * A form as the lexicon keys it: its content stems; but a form that is one word beside its
 * stop words keeps them all, marked "=" ("ins Spiel", the battlefield, is not "Spiel", the
 * game), and is matched against the whole text.
 */
function formKey(form: string, lang: Lang, stemmers: Stemmers): string {
  const words = foldedWords(form);
  const content = words.filter((word) => !STOPWORDS.has(word));
  if (content.length === 1 && words.length > 1) return `=${words.map((w) => stemmers[lang](w)).join(' ')}`;
  return content.map((word) => stemmers[lang](word)).join(' ');
}

/** The term list's forms as the index and queries match them. */
export function compileLexicon(terms: readonly TermEntry[], stemmers: Stemmers): Lexicon {
  return compileForms(
    terms,
    (term, lang) => term[lang],
    (form, lang) => formKey(form, lang, stemmers),
  );
}

/**
 * What people say (TermEntry.said), keyed by content stems: matched in a query's content
 * words only, never in a text, so that "dies" leads a query to the players who leave the
 * game without making every creature that dies a player who left.
 */
export function compileSaid(terms: readonly TermEntry[], stemmers: Stemmers): Lexicon {
  const key = (form: string, lang: Lang) =>
    foldedWords(form)
      .filter((word) => !STOPWORDS.has(word))
      .map((word) => stemmers[lang](word))
      .join(' ');
  return compileForms(terms, (term, lang) => term.said?.[lang] ?? [], key);
}

function compileForms(
  terms: readonly TermEntry[],
  formsOf: (term: TermEntry, lang: Lang) => readonly string[],
  keyOf: (form: string, lang: Lang) => string,
): Lexicon {
  const lexicon = {} as Lexicon;
  for (const lang of LANGS) {
    const forms = new Map<string, Set<number>>();
    terms.forEach((term, concept) => {
      for (const form of formsOf(term, lang)) {
        const stems = keyOf(form, lang);
        if (stems === '') continue;
        forms.set(stems, (forms.get(stems) ?? new Set()).add(concept));
      }
    });
    lexicon[lang] = joinLines(
      [...forms]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([stems, concepts]) => [
          stems,
          [...concepts]
            .sort((a, b) => a - b)
            .map((c) => c.toString(36))
            .join(','),
        ]),
    );
  }
  return lexicon;
}

interface Form {
  rest: string[];
  concepts: number[];
}

/** Per lexicon text (the term list's forms, what people say), the forms found by first stem. */
const caches = new Map<string, Map<string, Form[]>>();

/** The forms whose first stem is this one: the lines "stem" and "stem …", which sort together. */
function formsStartingWith(text: string, stem: string): Form[] {
  let cache = caches.get(text);
  if (!cache) caches.set(text, (cache = new Map<string, Form[]>()));
  const key = stem;
  let forms = cache.get(key);
  if (!forms) {
    forms = [];
    for (let at = lowerBound(text, stem); at < text.length; at = nextLine(text, at)) {
      const stems = keyAt(text, at);
      if (stems !== stem && !stems.startsWith(`${stem} `)) break;
      const concepts = valueAt(text, at)
        .split(',')
        .map((c) => parseInt(c, 36));
      forms.push({ rest: stems.split(' ').slice(1), concepts });
    }
    if (cache.size > 50000) cache.clear();
    if (caches.size > 16) caches.clear();
    cache.set(key, forms);
  }
  return forms;
}

/** A form found in a text: where its first and last content words stand, and its concepts. */
export interface ConceptMatch {
  first: number;
  last: number;
  concepts: number[];
}

/** A text's stems and where each stands in it. */
export interface StemRun {
  stems: readonly string[];
  at: readonly number[];
}

/**
 * Every form of the language in a text, overlaps included ("extra turn" holds "turn"
 * too): the content forms in its content stems, the forms kept whole ("=ins spiel") in all
 * its stems.
 */
export function findConcepts(lexicon: Lexicon, lang: Lang, content: StemRun, all: StemRun): ConceptMatch[] {
  const found: ConceptMatch[] = [];
  const scan = ({ stems, at }: StemRun, mark: string) =>
    stems.forEach((stem, i) => {
      for (const { rest, concepts } of formsStartingWith(lexicon[lang], mark + stem)) {
        if (rest.every((next, k) => stems[i + 1 + k] === next))
          found.push({ first: at[i]!, last: at[i + rest.length]!, concepts });
      }
    });
  scan(content, '');
  scan(all, '=');
  return found;
}

/** Every line of a language's forms: [stems, concepts]. */
function formLines(lexicon: Lexicon, lang: Lang): [string, number[]][] {
  const text = lexicon[lang];
  const lines: [string, number[]][] = [];
  for (let at = 1; at < text.length; at = nextLine(text, at))
    lines.push([
      keyAt(text, at),
      valueAt(text, at)
        .split(',')
        .map((c) => parseInt(c, 36)),
    ]);
  return lines;
}

/**
 * The index tokens that only say what kind of section a title names: the stems of
 * "Variant", "Option" and their kin in each language, and the concepts named by nothing
 * else ("variants", "Optionen"). A title counts as matched in full without them. Made when
 * the index is built, and stored with it.
 */
export function fillerTokens(lexicon: Lexicon, stemmers: Stemmers): string[] {
  const fillers = new Set<string>();
  for (const lang of LANGS) for (const word of TITLE_FILLERS) fillers.add(stemmers[lang](word));
  for (const lang of LANGS)
    for (const [stems, concepts] of formLines(lexicon, lang))
      if (stems.split(' ').every((stem) => fillers.has(stem))) for (const c of concepts) fillers.add(conceptToken(c));
  return [...fillers].sort();
}

/**
 * Per language, the concepts all of whose forms there are one word with one stem ("player",
 * "players"), with that stem. A text holds such a concept exactly when it holds the stem, so
 * the index keeps no token for it, and a query looks the stem up instead: for the commonest
 * words, half the postings to read.
 */
export function singleStems(lexicon: Lexicon): Record<Lang, Record<string, string>> {
  const result = {} as Record<Lang, Record<string, string>>;
  for (const lang of LANGS) {
    const stems = new Map<number, Set<string>>();
    for (const [form, concepts] of formLines(lexicon, lang))
      for (const c of concepts) stems.set(c, (stems.get(c) ?? new Set()).add(form));
    result[lang] = {};
    for (const [concept, forms] of stems) {
      const [only] = forms;
      if (forms.size === 1 && !/[ =]/.test(only!)) result[lang][conceptToken(concept)] = only!;
    }
  }
  return result;
}
