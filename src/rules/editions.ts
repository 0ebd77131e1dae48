// The order of editions and the labels they go by (choose-editions.ts picks them from
// --edition). Pure: the list of editions is passed in.
import { LANG_NAMES, type EditionRef } from './corpus-model.js';

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

/** Plain code-unit order, without the cost of a collator. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
