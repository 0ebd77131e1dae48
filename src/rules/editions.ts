// Choosing editions from --lang and --edition. Pure: the list of editions is passed in.
import { LANG_NAMES, type EditionRef, type Lang } from './corpus-model.js';

export interface EditionChoice<E extends EditionRef> {
  editions: E[];
  /** Why nothing was chosen, with what there is instead. */
  problem?: { message: string; notes: string[] };
}

/** Newest first. */
export function byNewest<E extends EditionRef>(editions: readonly E[]): E[] {
  // ISO dates sort as plain strings; localeCompare would load a collator, which costs a lookup milliseconds.
  return [...editions].sort((a, b) => byCodeUnits(b.edition, a.edition));
}

/**
 * Where the locale's language lacks a rule, the editions to show it from: the newest
 * first, and of one date an imported edition (one with a `dir`) first, as it is the
 * whole official text. So: an imported English edition, then German 2024, then English
 * 2011; the Italian 2025 text, which follows the newest numbering, stands by its date.
 */
export function fallbackOrder<E extends EditionRef & { dir?: string }>(editions: readonly E[]): E[] {
  return [...editions].sort(
    (a, b) => byCodeUnits(b.edition, a.edition) || Number(b.dir !== undefined) - Number(a.dir !== undefined),
  );
}

/**
 * The glossaries to search and look in: the shipped ones, and of the imported ones the
 * newest of each language (an older edition's glossary says much the same again).
 */
export function currentGlossaries<G extends { lang: string; edition?: string; dir?: string }>(
  glossaries: readonly G[],
): G[] {
  const newest = new Map<string, G>();
  for (const glossary of glossaries) {
    const known = newest.get(glossary.lang);
    if (glossary.dir !== undefined && (!known || byCodeUnits(glossary.edition ?? '', known.edition ?? '') > 0))
      newest.set(glossary.lang, glossary);
  }
  return glossaries.filter((glossary) => glossary.dir === undefined || newest.get(glossary.lang) === glossary);
}

/**
 * The editions whose index a search reads: the shipped ones, those in its scope, and the
 * newest imported edition of each language. An older imported edition of a language adds
 * nothing a search shows, since its rules reach the scope only as their counterparts in
 * the newer one, which the index already holds; reading it would only cost time.
 */
export function editionsToSearch<E extends EditionRef & { dir?: string }>(
  editions: readonly E[],
  scope: readonly EditionRef[],
): E[] {
  const wanted = new Set(scope.map((e) => `${e.lang}-${e.edition}`));
  const newest = new Map<string, E>();
  for (const edition of byNewest(editions.filter((e) => e.dir !== undefined)))
    if (!newest.has(edition.lang)) newest.set(edition.lang, edition);
  return editions.filter(
    (e) => e.dir === undefined || wanted.has(`${e.lang}-${e.edition}`) || newest.get(e.lang) === e,
  );
}

/** "English 2011-02-04" */
export function editionLabel(ref: EditionRef): string {
  return `${LANG_NAMES[ref.lang]} ${ref.edition}`;
}

/** "English 2011": in sentences about counterparts, editions are told apart by year. */
export function editionYearLabel(ref: EditionRef): string {
  return `${LANG_NAMES[ref.lang]} ${ref.edition.slice(0, 4)}`;
}

/**
 * The editions to use, newest first. One language: its newest edition matching --edition
 * (a year or a date prefix, or a language and one: "en-2026", which also names the
 * language); a value that names two editions of the language is a problem that lists
 * them. "all": every edition, filtered by --edition when given.
 */
export function chooseEditions<E extends EditionRef>(
  all: readonly E[],
  lang: Lang | 'all',
  edition?: string,
): EditionChoice<E> {
  const named = /^(en|de|it)-(.+)$/u.exec(edition ?? '');
  const language = named && lang !== 'all' ? (named[1] as Lang) : lang;
  const date = named ? named[2] : edition;
  const inLang = byNewest(language === 'all' ? all : all.filter((e) => e.lang === language));
  const matching = date ? inLang.filter((e) => e.edition.startsWith(date)) : inLang;
  if (language !== 'all' && date && matching.length > 1 && !matching.every((e) => e.edition === date))
    return {
      editions: [],
      problem: {
        message: `--edition ${edition} names ${matching.length} editions: ${matching.map(editionLabel).join(', ')}`,
        notes: [`give the whole date, e.g. --edition ${matching[0]!.edition}`],
      },
    };
  if (matching.length > 0) return { editions: language === 'all' ? matching : matching.slice(0, 1) };
  const available = byNewest(all).map(editionLabel).join(', ');
  const what = language === 'all' ? 'no edition' : `no ${LANG_NAMES[language]} edition`;
  return {
    editions: [],
    problem: {
      message: `there is ${what}${edition ? ` of ${edition}` : ''} in the rules data`,
      notes: [`available: ${available}`, 'add an official Comprehensive Rules text with: mtg-judge import FILE'],
    },
  };
}

/** Plain code-unit order, without the cost of a collator. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The edition a spec such as "en-2011", "de-2024-03-08", "2024" or "it" names, or why it names none or several. */
export function resolveEdition<E extends EditionRef>(
  all: readonly E[],
  spec: string,
): { edition: E; problem?: undefined } | { edition?: undefined; problem: { message: string; notes: string[] } } {
  const match = /^(?:(en|de|it)(?:-|$))?(\d{4}(?:-\d{2}(?:-\d{2})?)?)?$/u.exec(spec.trim().toLowerCase());
  const [, lang, date] = match ?? [];
  const named =
    match && (lang || date)
      ? byNewest(all).filter((e) => (!lang || e.lang === lang) && (!date || e.edition.startsWith(date)))
      : [];
  const unique = [...new Map(named.map((e) => [`${e.lang}-${e.edition}`, e])).values()];
  if (unique.length === 1) return { edition: unique[0]! };
  const choices = byNewest(all).map((e) => `${e.lang}-${e.edition} (${editionLabel(e)})`);
  const message = !match
    ? `"${spec}" does not name an edition: write a language and a date, such as en-2011 or de-2024-03-08`
    : unique.length === 0
      ? `no edition is "${spec}"`
      : `"${spec}" names ${unique.length} editions: ${unique.map(editionLabel).join(', ')}`;
  return { problem: { message, notes: [`the editions: ${[...new Set(choices)].join(', ')}`] } };
}
