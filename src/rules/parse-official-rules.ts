// The full Comprehensive Rules as Wizards of the Coast publish them in plain text: UTF-8
// with a BOM or plain ASCII, CR or CRLF line endings, a table of contents that repeats
// the headings, the rules one paragraph per line, then "Glossary" and "Credits".
import type { Parsed } from './corpus-model.js';
import type { Lang, RuleCorpus } from './corpus-model.js';
import type { Diagnostic, Result } from '../core/diagnostic.js';
import { buildRuleCorpus } from './rule-collector.js';
import { parseRuleLines, type RuleLineFormat } from './parse-rule-lines.js';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const FORMAT: RuleLineFormat = {
  // Continuation paragraphs (810.7b of 2011, indented with spaces) are lines of their own.
  layout: 'paragraphs',
  // The glossary follows the last rule; the table of contents names it too, but the
  // walker starts after the contents, at the heading above the first rule.
  endsBody: (line) => line.line === 'Glossary',
};

// Digits of any length: a year of 99999 is read whole and refused, never cut to 9999.
const EFFECTIVE = /effective as of ([A-Za-z]+) (\d+), (\d+)/u;
/** Magic was first published in 1993: an earlier year is a typo, not an edition. */
const FIRST_YEAR = 1993;

/** "These rules are effective as of February 4, 2011." → "2011-02-04"; undefined without such a line or a real date. */
export function parseEffectiveDate(text: string, latestYear = Number.POSITIVE_INFINITY): string | undefined {
  const found = findEffectiveDate(text, latestYear);
  return found?.problem === undefined ? found?.date : undefined;
}

interface EffectiveDate {
  date: string;
  /** "January 16, 2026", as written. */
  written: string;
  /** What is wrong with it, as the end of a sentence; undefined for a day of a year Magic has rules for. */
  problem?: string;
  line: number;
  column: number;
}

/** The "effective as of" line: its date in ISO form, what is wrong with it, and where it is. */
function findEffectiveDate(text: string, latestYear: number): EffectiveDate | undefined {
  const match = EFFECTIVE.exec(text);
  if (!match) return undefined;
  const [whole, monthName, day, year] = match as unknown as [string, string, string, string];
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  const date = `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
  const before = text.slice(0, match.index + 'effective as of '.length).split(/\r\n|\r|\n/u);
  const place = { line: before.length, column: before.at(-1)!.length + 1 };
  const written = whole.slice('effective as of '.length);
  const found = { date, written, ...place };
  const last = Number.isFinite(latestYear) ? String(latestYear) : 'now';
  if (Number(year) < FIRST_YEAR || Number(year) > latestYear)
    return { ...found, problem: `is not in a year Magic has rules for (${FIRST_YEAR} to ${last})` };
  const time = Date.UTC(Number(year), month - 1, Number(day));
  const real = month > 0 && new Date(time).toISOString().slice(0, 10) === date;
  return real ? found : { ...found, problem: 'is not a date' };
}

/**
 * Every rule of an official edition, with what could not be read as a diagnostic.
 * `latestYear`: the last year an edition may bear (next year, as `import` reads the clock);
 * without it, any year from 1993.
 */
export function parseOfficialRulesResult(
  text: string,
  sourceFile: string,
  lang: Lang,
  latestYear = Number.POSITIVE_INFINITY,
): Result<Parsed<RuleCorpus>> {
  const diagnostics: Diagnostic[] = [];
  const found = findEffectiveDate(text, latestYear);
  const edition = found && found.problem === undefined ? found.date : undefined;
  if (!found) {
    const message =
      'The file has no "These rules are effective as of <Month day, year>" line, so its edition is unknown.';
    diagnostics.push(problem('rules/no-effective-date', message, sourceFile));
  } else if (found.problem !== undefined) {
    const message = `The effective date "${found.written}" ${found.problem}, so the edition is unknown.`;
    diagnostics.push(problem('rules/bad-effective-date', message, sourceFile, found.line, found.column));
  }
  const ref = { lang, edition: edition ?? '' };
  const parsed = parseRuleLines(text, FORMAT, ref, sourceFile);
  if (parsed.rules.length === 0) {
    diagnostics.push(problem('rules/no-rules', 'The file has no numbered rules such as "100.1. …".', sourceFile));
  }
  for (const note of parsed.notes) {
    diagnostics.push({
      ...problem('rules/unexpected-line', `${note.note}.`, sourceFile, note.line),
      severity: 'warning',
    });
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return { value: buildRuleCorpus(ref, 'Magic: The Gathering Comprehensive Rules', sourceFile, parsed), diagnostics };
}

/**
 * Every rule of an official edition, for a file known to be one. Throws when the text
 * has no edition date or no rules; `import` uses parseOfficialRulesResult to report that.
 */
export function parseOfficialRules(text: string, sourceFile: string, lang: Lang): Parsed<RuleCorpus> {
  const result = parseOfficialRulesResult(text, sourceFile, lang);
  if (!result.value) throw new Error(result.diagnostics.map((d) => d.message).join(' '));
  return result.value;
}

function problem(code: string, message: string, file: string, line = 1, column = 1): Diagnostic {
  return { code, severity: 'error', message, file, start: { line, column } };
}
