// Fingerprints of a rule text: a hash of its words, so that two copies of one rule can be
// told to be the same without keeping the text. The project ships the fingerprints of the
// official English 2024-03-08 text (rules-data/fingerprints.en-2024-03-08.json): its
// chapter 8, whose numbers the German 2024 translation keeps (an imported English rule with
// one of these fingerprints is the counterpart of the German rule with that number), and
// every section in which a question kind cites a rule, with the section's title, so that a
// ruling under an imported edition finds those rules by their content (find-in-edition.ts).
// Pure.
import { createHash } from 'node:crypto';
import { maskCitations } from './citations.js';
import { normaliseForComparison } from './normalise-for-comparison.js';
import type { EditionKey, Rule, Section } from './corpus-model.js';

export interface RuleFingerprints {
  schemaVersion: 1;
  /** The edition the hashes were taken from: "en-2024-03-08". */
  edition: EditionKey;
  /** The edition whose numbers these are: "de-2024-03-08". */
  numbersOf: EditionKey;
  /** Rule number → fingerprint of its text: every rule of the sections covered. */
  hashes: Record<string, string>;
  /** Section number → fingerprint of its title, for the sections covered. */
  sections: Record<string, string>;
}

/** Chapter 8, the multiplayer rules: the part of the rules the counterpart table covers. */
export const MULTIPLAYER_SECTION = /^8(?:0\d|1[01])$/u;

/**
 * The fingerprint of a rule's text (not its examples) or of a section's title. Case,
 * quotes, dashes and spacing do not count, nor do the numbers of the rules it cites: a
 * later edition that renumbered the rule a text points to ("see rule 723" became "see rule
 * 726") has not changed the rule. Other numbers ("100 cards") are words like any other.
 */
export function fingerprintText(text: string): string {
  const words = maskCitations(normaliseForComparison(text).toLowerCase()).replace(/\s+/gu, ' ').trim();
  return createHash('sha256').update(words, 'utf8').digest('hex').slice(0, 16);
}

/** The fingerprints of an edition's rules and titles in the sections chosen. */
export function fingerprintRules(
  corpus: { rules: readonly Rule[]; sections: readonly Section[] },
  edition: EditionKey,
  numbersOf: EditionKey,
  covers: (section: string) => boolean,
): RuleFingerprints {
  const hashes: Record<string, string> = {};
  for (const rule of corpus.rules) if (covers(rule.section)) hashes[rule.number] = fingerprintText(rule.text);
  const sections: Record<string, string> = {};
  for (const section of corpus.sections)
    if (covers(section.number)) sections[section.number] = fingerprintText(section.title);
  return { schemaVersion: 1, edition, numbersOf, hashes, sections };
}
