// Is an official text whole? Before an import keeps anything, the parsed edition must have
// chapters 1–9 in order, the sections 800–811 with no gap in their numbering, and a glossary
// followed by the credits. A file cut off in the middle fails here, with where it ends. Pure.
import type { Diagnostic } from '../core/diagnostic.js';
import type { Glossary, Parsed, Rule, RuleCorpus } from './corpus-model.js';
import type { GlossaryBounds } from './parse-official-glossary.js';
import { MULTIPLAYER_SECTION } from './fingerprints.js';
import { splitRuleNumber } from './rule-number.js';

const CHAPTERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const MULTIPLAYER_SECTIONS = Array.from({ length: 12 }, (_, i) => String(800 + i));
/** At most this many gaps are named: one is enough to refuse the file. */
const MAX_GAPS = 5;

export interface EditionParts {
  corpus: Parsed<RuleCorpus>;
  glossary: Parsed<Glossary>;
  bounds: GlossaryBounds;
}

export function checkCompleteness({ corpus, glossary, bounds }: EditionParts, file: string): Diagnostic[] {
  const last = corpus.rules.at(-1);
  if (!last) return [];
  const chapters = new Set(corpus.sections.map((section) => section.number.slice(0, 1)));
  const missing = CHAPTERS.filter((chapter) => !chapters.has(chapter));
  // Where chapters are missing, that is the news: the sections they hold are missing too.
  if (missing.length > 0) return [chaptersMissing(missing, last, file)];
  return [...multiplayerGaps(corpus, file), ...glossaryProblems(glossary, bounds, last, file)];
}

function chaptersMissing(missing: string[], last: Rule, file: string): Diagnostic {
  const named = `${missing.length === 1 ? 'chapter' : 'chapters'} ${list(missing)} ${missing.length === 1 ? 'is' : 'are'} missing`;
  const cut = missing.every((chapter) => chapter > last.section.slice(0, 1));
  return cut
    ? problem(
        'import/cut',
        `The file is cut short: the text ends in rule ${last.number}; ${named}.`,
        file,
        last.source.endLine,
        ['download the whole text again from Wizards of the Coast (MagicCompRules-YYYYMMDD.txt)'],
      )
    : problem('import/chapters-missing', `The text is not a whole edition: ${named}.`, file, 1, [
        'import takes the whole Comprehensive Rules, chapters 1 to 9 and the glossary',
      ]);
}

/** 800–811 without a missing section or number. The official numbering skips the letters l and o. */
function multiplayerGaps(corpus: Parsed<RuleCorpus>, file: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const present = new Set(corpus.sections.map((section) => section.number));
  for (const section of MULTIPLAYER_SECTIONS)
    if (!present.has(section)) diagnostics.push(problem('import/gap', `Section ${section} is missing.`, file, 1));
  const rules = corpus.rules.filter((rule) => MULTIPLAYER_SECTION.test(rule.section));
  rules.forEach((rule, i) => {
    const before = rules[i - 1]?.section === rule.section ? rules[i - 1] : undefined;
    const expected = nextNumbers(before?.number, rule.section);
    if (!expected.includes(rule.number)) {
      const gap = `${expected[0]} is missing${before ? ` between ${before.number} and ${rule.number}` : ` before ${rule.number}`}`;
      diagnostics.push(problem('import/gap', `The numbering of 800–811 has a gap: ${gap}.`, file, rule.source.line));
    }
  });
  return diagnostics.slice(0, MAX_GAPS);
}

/** The numbers that may follow `number` in its section: its first subrule, its next subrule, the next rule. */
export function nextNumbers(number: string | undefined, section: string): string[] {
  if (number === undefined) return [`${section}.1`];
  const parts = splitRuleNumber(number);
  if (parts?.rule === undefined) return [`${section}.1`];
  const next = `${section}.${parts.rule + 1}`;
  if (parts.sub === undefined) return [`${section}.${parts.rule}a`, next];
  return [`${section}.${parts.rule}${nextLetter(parts.sub)}`, next];
}

function nextLetter(letter: string): string {
  const next = String.fromCharCode(letter.charCodeAt(0) + 1);
  // 800.4k is followed by 800.4m: l and o are skipped, as they look like 1 and 0.
  return next === 'l' || next === 'o' ? String.fromCharCode(next.charCodeAt(0) + 1) : next;
}

function glossaryProblems(
  glossary: Parsed<Glossary>,
  bounds: GlossaryBounds,
  lastRule: Rule,
  file: string,
): Diagnostic[] {
  if (bounds.start < 0) {
    const message = `The file is cut short: the text ends in rule ${lastRule.number}; the glossary and the credits are missing.`;
    return [problem('import/cut', message, file, lastRule.source.endLine)];
  }
  if (glossary.entries.length === 0)
    return [problem('import/no-glossary', 'The text has no glossary after the rules.', file, bounds.start + 1)];
  if (bounds.credits >= 0) return [];
  const last = glossary.entries.at(-1)!;
  const message = `The file is cut short: the text ends in the glossary, at "${last.term}"; the rest of the glossary and the credits are missing.`;
  return [problem('import/cut', message, file, last.source.endLine)];
}

/** "8 and 9", "1, 2 and 3" */
function list(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function problem(code: string, message: string, file: string, line: number, notes?: string[]): Diagnostic {
  return { code, severity: 'error', message, file, start: { line, column: 1 }, ...(notes ? { notes } : {}) };
}
