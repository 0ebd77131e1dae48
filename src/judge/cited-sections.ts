// Every rule an answer may rest on under the 2024 rules: what the question kinds declare
// (catalogue.ts) and the rules outside chapter 8 that answers and refusals cite
// (general-rules.ts). The shipped fingerprints cover these rules' sections
// (build/build-fingerprints.ts), so that a ruling under an imported edition finds each of
// them by its content; a test fails where one has no fingerprint.
import { QUESTION_KINDS } from './catalogue.js';
import { GENERAL_RULES } from './general-rules.js';

/** The rule numbers, in 2024 numbering. */
export function citedRules(): Set<string> {
  const rules = new Set<string>(Object.keys(GENERAL_RULES['2024']));
  for (const kind of QUESTION_KINDS) for (const rule of kind.cites['2024']) rules.add(rule);
  return rules;
}

/** The sections they stand in: "724" for 724.1. */
export function citedSections(): Set<string> {
  return new Set([...citedRules()].map((rule) => rule.slice(0, 3)));
}
