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

/** "These rules are effective as of February 4, 2011." → "2011-02-04". */
export function parseEffectiveDate(text: string): string | undefined {
  const match = /effective as of ([A-Za-z]+) (\d{1,2}), (\d{4})/u.exec(text);
  if (!match) return undefined;
  const month = MONTHS.indexOf((match[1] ?? '').toLowerCase()) + 1;
  if (month === 0) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
}

/** Every rule of an official edition, with what could not be read as a diagnostic. */
export function parseOfficialRulesResult(text: string, sourceFile: string, lang: Lang): Result<Parsed<RuleCorpus>> {
  const diagnostics: Diagnostic[] = [];
  const edition = parseEffectiveDate(text);
  if (!edition) {
    const message =
      'The file has no "These rules are effective as of <Month day, year>" line, so its edition is unknown.';
    diagnostics.push(problem('rules/no-effective-date', message, sourceFile));
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

function problem(code: string, message: string, file: string, line = 1): Diagnostic {
  return { code, severity: 'error', message, file, start: { line, column: 1 } };
}
