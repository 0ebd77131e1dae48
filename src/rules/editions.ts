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
 * (a year or a date prefix). "all": every edition, filtered by --edition when given.
 */
export function chooseEditions<E extends EditionRef>(
  all: readonly E[],
  lang: Lang | 'all',
  edition?: string,
): EditionChoice<E> {
  const inLang = byNewest(lang === 'all' ? all : all.filter((e) => e.lang === lang));
  const matching = edition ? inLang.filter((e) => e.edition.startsWith(edition)) : inLang;
  if (matching.length > 0) return { editions: lang === 'all' ? matching : matching.slice(0, 1) };
  const available = byNewest(all).map(editionLabel).join(', ');
  const what = lang === 'all' ? 'no edition' : `no ${LANG_NAMES[lang]} edition`;
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
