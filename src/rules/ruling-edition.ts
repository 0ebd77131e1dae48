// Which rules a table is ruled under, as a scenario's `edition` or --edition on eval, check,
// table and ask names them (scenario-format.md, "Rulings under an imported edition"):
// - `2011` and `2024`, the shipped editions' dates, and those with their language
//   (`en-2011`, `de-2024-03-08`) always mean the shipped rules, whatever is imported;
// - an imported edition is its language and year or date (`en-2026`, `en-2026-01-16`), or
//   a year or date that names no shipped edition and one imported edition only (`2026`);
// - an imported edition of 2024-03-08 or later is ruled with the readings made for the
//   2024 rules, one of 2011-02-04 as the shipped 2011 rules, and an earlier one not at all.
// Pure: the imported editions are passed in.
import { RULES_TEXT_OF, type EditionYear } from '../core/scenario.js';
import { LANG_NAMES, type EditionRef, type Lang } from './corpus-model.js';
import { editionLabel } from './editions.js';

/** What a name chose: shipped rules, an imported edition ruled with the 2024 readings, or a refusal. */
export type RulingChoice =
  | { year: EditionYear; imported?: undefined; problem?: undefined }
  | { year: '2024'; imported: EditionRef; problem?: undefined }
  | { problem: RulingProblem; year?: undefined; imported?: undefined };

/** Why a name chooses no rules; its message begins with the name, for "edition …" or "--edition …" to lead. */
export interface RulingProblem {
  /** scenario/edition-not-imported, or question/not-in-edition for an edition older than the readings. */
  code: 'scenario/edition-not-imported' | 'question/not-in-edition';
  message: string;
  notes: string[];
}

/** The earliest text the 2024 readings were made for. */
export const READINGS_2024_FROM = RULES_TEXT_OF['2024'].edition;

/** An edition as a name: a year or date, with a language or without ("en-2026", "2026-01-16"). */
export const EDITION_NAME = /^(?:([a-z]{2})-)?(\d{4}(?:-\d{2}(?:-\d{2})?)?)$/u;
const NAME = EDITION_NAME;

/** Editions shipped whole for one language and date only, which no table is ruled under. */
const SHIPPED_PARTS: readonly EditionRef[] = [{ lang: 'it', edition: '2025-09-19' }];

/** The shipped rules a name means ("2024", "en-2011", "2024-03-08"), or undefined. */
export function shippedRulings(name: string): EditionYear | undefined {
  const match = NAME.exec(name.trim().toLowerCase());
  if (!match) return undefined;
  const [, lang, date] = match as unknown as [string, string | undefined, string];
  return (['2011', '2024'] as const).find((year) => names(RULES_TEXT_OF[year], lang, date));
}

/** The rules a name means, among the shipped editions and those imported. */
export function chooseRulingEdition(name: string, imported: readonly EditionRef[]): RulingChoice {
  const year = shippedRulings(name);
  if (year) return { year };
  const match = NAME.exec(name.trim().toLowerCase());
  const [, lang, date] = (match ?? []) as (string | undefined)[];
  if (!match || date === undefined) return notImported(`${name} does not name an edition`, []);
  const part = SHIPPED_PARTS.find((edition) => names(edition, lang, date));
  if (part) return shippedPart(name, part, imported);
  const named = imported.filter((edition) => names(edition, lang, date));
  if (named.length > 1)
    return notImported(`${name} names ${named.length} imported editions: ${named.map(editionLabel).join(', ')}`, [
      `give the whole date, e.g. ${named[0]!.lang}-${named[0]!.edition}`,
    ]);
  const edition = named[0];
  if (!edition)
    return notImported(
      `${name} names no shipped edition, and ${describeMissing(lang, date)} is imported`,
      importNotes(lang, date),
    );
  if (edition.edition >= READINGS_2024_FROM) return { year: '2024', imported: edition };
  if (edition.edition === RULES_TEXT_OF['2011'].edition) return { year: '2011' };
  return {
    problem: {
      code: 'question/not-in-edition',
      message: `${name} names ${editionLabel(edition)}, older than the 2024-03-08 rules the readings were made for and not the 2011-02-04 text: no question is ruled under it`,
      notes: ['rule the table under 2011, 2024, or an imported edition of 2024-03-08 or later'],
    },
  };
}

/** Does a language (if any) and a year or date name this edition? */
function names(edition: { lang: string; edition: string }, lang: string | undefined, date: string): boolean {
  return (lang === undefined || lang === edition.lang) && edition.edition.startsWith(date);
}

/** The Italian 2025 text holds rule 805 only: a table is ruled under a whole edition. */
function shippedPart(name: string, part: EditionRef, imported: readonly EditionRef[]): RulingChoice {
  const whole = imported.find((edition) => edition.lang === 'en' && edition.edition === part.edition);
  const write = `en-${part.edition.slice(0, 4)}`;
  return notImported(
    `${name} names the shipped ${editionLabel(part)} text, which holds rule 805 only: a table is ruled under a whole edition`,
    whole
      ? [`to rule it under ${editionLabel(whole)}, write ${write}`]
      : [
          `to rule it under the English ${part.edition} rules, import them and write ${write}:`,
          importLine(part.edition),
        ],
  );
}

function describeMissing(lang: string | undefined, date: string): string {
  const language = lang && lang in LANG_NAMES ? `${LANG_NAMES[lang as Lang]} ` : lang ? `${lang} ` : '';
  return `no ${language}edition of ${date}`;
}

/** What to run to add the edition a name asks for. */
function importNotes(lang: string | undefined, date: string): string[] {
  if (lang !== undefined && lang !== 'en') return ['only official English texts can be imported'];
  return [`add it with: ${importLine(date)}`];
}

/** "mtg-judge import MagicCompRules-20260116.txt", the file named by its date where the whole date is known. */
export function importLine(date: string): string {
  return date.length === 10
    ? `mtg-judge import MagicCompRules-${date.replaceAll('-', '')}.txt (the official text of ${date})`
    : `mtg-judge import FILE, where FILE is an official Comprehensive Rules text of ${date} (magic.wizards.com/en/rules)`;
}

function notImported(message: string, notes: string[]): RulingChoice {
  return { problem: { code: 'scenario/edition-not-imported', message, notes } };
}
