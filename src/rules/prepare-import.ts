// What `import` makes of an official text before it stores anything: its language, the
// rules, the glossary, and every reason to refuse it (wrong language, no date, cut short,
// a gap in 800–811). Pure: the text comes in, an edition or the diagnostics go out.
import type { Diagnostic, Result } from '../core/diagnostic.js';
import { LANG_NAMES, type Glossary, type Lang, type Parsed, type RuleCorpus } from './corpus-model.js';
import { checkCompleteness } from './check-edition.js';
import { detectLanguage } from './detect-language.js';
import { findGlossary, parseOfficialGlossary, splitLines } from './parse-official-glossary.js';
import { parseOfficialRulesResult } from './parse-official-rules.js';

export interface PreparedEdition {
  corpus: Parsed<RuleCorpus>;
  glossary: Parsed<Glossary>;
}

/**
 * `lang` is what --lang says, or undefined where it was not given: then the text's own
 * language is taken. `latestYear`: the last year an effective date may bear (next year, by
 * the caller's clock); without it, any year from 1993.
 */
export function prepareImport(
  text: string,
  sourceFile: string,
  lang: Lang | undefined,
  latestYear?: number,
): Result<PreparedEdition> {
  const guess = detectLanguage(text).lang;
  if (guess === undefined || (lang !== undefined && guess !== lang)) {
    return { diagnostics: [languageProblem(guess, lang, sourceFile)] };
  }
  const parsed = parseOfficialRulesResult(text, sourceFile, guess, latestYear);
  if (!parsed.value) return { diagnostics: parsed.diagnostics };
  const corpus = parsed.value;
  const lastRuleLine = corpus.rules.at(-1)?.source.endLine ?? 0;
  const glossary = parseOfficialGlossary(text, sourceFile, corpus, lastRuleLine);
  const bounds = findGlossary(splitLines(text), lastRuleLine - 1);
  const problems = checkCompleteness({ corpus, glossary, bounds }, sourceFile);
  const diagnostics = [...parsed.diagnostics, ...problems];
  if (problems.length > 0) return { diagnostics };
  return { value: { corpus, glossary }, diagnostics };
}

function languageProblem(guess: Lang | undefined, lang: Lang | undefined, file: string): Diagnostic {
  const start = { line: 1, column: 1 };
  if (guess === undefined)
    return {
      code: 'import/unknown-language',
      severity: 'error',
      message: 'The text is not in English, German or Italian, the languages mtg-judge reads.',
      file,
      start,
      notes: ['import takes the official Comprehensive Rules as plain text (MagicCompRules-YYYYMMDD.txt)'],
    };
  return {
    code: 'import/wrong-language',
    severity: 'error',
    message: `The text is in ${LANG_NAMES[guess]}, but --lang says ${LANG_NAMES[lang!]}.`,
    file,
    start,
    notes: [`import it with --lang ${guess}, or without --lang: the text's language is taken then`],
  };
}
