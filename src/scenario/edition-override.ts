// --edition on eval, check, table and ask: the same table ruled under another edition's
// rules, whatever the file's `edition` says. A table is ruled by the 2011 rules (the
// English 2011 text) or the 2024 rules (the German 2024 text), core/scenario.ts; the flag
// names one by its year, its date or its language and year, as --edition does elsewhere.
import { RULES_TEXT_OF, type EditionYear } from '../core/scenario.js';
import { UsageError } from '../core/errors.js';

const YEARS: readonly EditionYear[] = ['2011', '2024'];

/** The rules --edition names, e.g. "2011", "2024-03-08" or "de-2024"; a UsageError for any other. */
export function parseRulesEdition(value: string): EditionYear {
  const match = /^(?:([a-z]{2})-)?(\d{4}(?:-\d{2}){0,2})$/i.exec(value.trim());
  const year = YEARS.find((year) => {
    const text = RULES_TEXT_OF[year];
    return (
      match !== null &&
      text.edition.startsWith(match[2]!) &&
      match[2]!.length >= 4 &&
      (!match[1] || match[1].toLowerCase() === text.lang)
    );
  });
  if (year) return year;
  throw new UsageError(
    `--edition ${value} names no rules a table can be ruled by`,
    YEARS.map((year) => `--edition ${year}: the ${year} rules (${describe(year)})`),
    'usage/unknown-edition',
  );
}

function describe(year: EditionYear): string {
  const text = RULES_TEXT_OF[year];
  return `${text.lang === 'en' ? 'English' : 'German'} ${text.edition}; also ${text.lang}-${year} or ${text.edition}`;
}
