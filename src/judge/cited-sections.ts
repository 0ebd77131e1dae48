// Every rule an answer may rest on: what the question kinds declare (catalogue.ts) and the
// rules outside chapter 8 that answers and refusals cite (general-rules.ts), by the text
// their readings were made for (rules/reading-texts.ts): the 2024 rules, or the 2026 rules
// for Commander, the monarch and the initiative. The shipped fingerprints of each text
// cover these rules' sections (build/build-fingerprints.ts), so that a ruling under an
// imported edition finds each of them by its content; a test fails where one has none.
import { readCitation, type ReadingText } from '../rules/reading-texts.js';
import { QUESTION_KINDS } from './catalogue.js';
import { GENERAL_RULES } from './general-rules.js';

/** The citations as the kinds write them: "801.17", "724.4@2026". */
export function citations(): Set<string> {
  const rules = new Set<string>(Object.keys(GENERAL_RULES['2024']));
  for (const kind of QUESTION_KINDS) for (const rule of kind.cites['2024']) rules.add(rule);
  return rules;
}

/** The rule numbers of one text that answers may cite; the 2024 rules by default. */
export function citedRules(text: ReadingText = '2024'): Set<string> {
  const numbers = [...citations()].map(readCitation).filter((cited) => cited.text === text);
  return new Set(numbers.map((cited) => cited.number));
}

/** The sections they stand in: "724" for 724.1. */
export function citedSections(text: ReadingText = '2024'): Set<string> {
  return new Set([...citedRules(text)].map((rule) => rule.slice(0, 3)));
}
