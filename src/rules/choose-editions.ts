// Which editions a value of --edition, --from or --to names, with --lang and the locale:
// the one function behind rule, search, changes and editions remove. Pure: the list of
// editions is passed in.
import { LANG_NAMES, type EditionRef, type Lang } from './corpus-model.js';
import { byNewest, editionLabel, fallbackOrder } from './editions.js';

export interface EditionWish {
  /** A year, a date, a language, or a language and a year or date: "2024", "2024-03-08", "en", "en-2026". */
  value?: string;
  /** --lang where it was given ('all': every language); undefined where the locale chose it. */
  lang?: Lang | 'all';
  /** The locale's language: it comes first where a value names editions in several languages. */
  locale: Lang;
  /** The flag the value came from, for messages (default --edition; '' for none). */
  flag?: string;
  /** Where nothing matches, say that an edition can be imported (default true). */
  importHint?: boolean;
}

export interface EditionProblem {
  message: string;
  notes: string[];
}

export interface EditionChoice<E extends EditionRef> {
  /** The edition to use first, then (one per language) those of the other languages the value names. */
  editions: E[];
  /** Why nothing was chosen, with what there is instead. */
  problem?: EditionProblem;
}

const VALUE = /^(?:(en|de|it)(?:-|$))?(\d{4}(?:-\d{2}(?:-\d{2})?)?)?$/u;

/**
 * The editions a wish names, the one to use first.
 * - A value names the editions whose date begins with its year or date, of its language
 *   where it names one ("en-2026"), else of --lang where given. A value that names exactly
 *   one edition picks it, whatever the locale.
 * - Where it names editions in several languages, the locale's language comes first, then
 *   the others in fallback order (the newest, of one date the imported first), one edition
 *   each.
 * - A value that names two editions of the language that comes first is a problem that
 *   lists them; the whole date tells them apart.
 * - Without a value: the newest edition of --lang, else of the locale's language.
 * - --lang all: every edition the value names (without one, every edition), newest first.
 */
export function chooseEditions<E extends EditionRef & { dir?: string }>(
  all: readonly E[],
  wish: EditionWish,
): EditionChoice<E> {
  const flag = wish.flag ?? '--edition';
  const raw = wish.value?.trim().toLowerCase();
  const parsed = raw === undefined ? [] : VALUE.exec(raw);
  const said = [flag, wish.value === '' ? '""' : wish.value].filter(Boolean).join(' ');
  if (!parsed || raw === '')
    return problem(`${said} does not name an edition`, [
      'write a year, a date, or a language and a year: 2024, 2024-03-08, en-2026',
      available(all),
    ]);
  const [, named, date] = parsed as (string | undefined)[];
  if (wish.lang === 'all' && !named) {
    const every = byNewest(all.filter((e) => date === undefined || e.edition.startsWith(date)));
    return every.length > 0 ? { editions: every } : missing(all, wish, undefined, date);
  }
  const lang = (named as Lang | undefined) ?? (wish.lang === 'all' ? undefined : wish.lang);
  if (raw === undefined) {
    const newest = fallbackOrder(all.filter((e) => e.lang === (lang ?? wish.locale)))[0];
    return newest ? { editions: [newest] } : missing(all, wish, lang ?? wish.locale, undefined);
  }
  const matching = fallbackOrder(
    all.filter((e) => (lang === undefined || e.lang === lang) && (date === undefined || e.edition.startsWith(date))),
  );
  if (matching.length === 0) return missing(all, wish, lang, date);
  const langs = [...new Set(matching.map((e) => e.lang))].sort(
    (a, b) => Number(b === wish.locale) - Number(a === wish.locale),
  );
  const first = distinctDates(matching.filter((e) => e.lang === langs[0]));
  if (first.length > 1)
    return problem(`${said} names ${first.length} editions: ${first.map(editionLabel).join(', ')}`, [
      `give the whole date, e.g. ${[flag, `${first[0]!.lang}-${first[0]!.edition}`].filter(Boolean).join(' ')}`,
    ]);
  return { editions: langs.map((l) => matching.find((e) => e.lang === l)!) };
}

/** One edition per date: an imported edition and the shipped one it overrides are one. */
function distinctDates<E extends EditionRef>(editions: readonly E[]): E[] {
  return [...new Map(editions.map((e) => [e.edition, e])).values()];
}

function missing<E extends EditionRef>(
  all: readonly E[],
  wish: EditionWish,
  lang: Lang | undefined,
  date: string | undefined,
): EditionChoice<E> {
  const what = lang === undefined ? 'no edition' : `no ${LANG_NAMES[lang]} edition`;
  const notes = [available(all)];
  if (wish.importHint !== false) notes.push('add an official Comprehensive Rules text with: mtg-judge import FILE');
  return problem(`there is ${what}${date ? ` of ${date}` : ''} in the rules data`, notes);
}

function available(all: readonly EditionRef[]): string {
  return `available: ${distinctKeys(byNewest(all)).map(editionLabel).join(', ')}`;
}

function distinctKeys<E extends EditionRef>(editions: readonly E[]): E[] {
  return [...new Map(editions.map((e) => [`${e.lang}-${e.edition}`, e])).values()];
}

function problem<E extends EditionRef>(message: string, notes: string[]): EditionChoice<E> {
  return { editions: [], problem: { message, notes } };
}
