// Fingerprints of a rule text: a hash of its words, so that two copies of one rule can be
// told to be the same without keeping the text. The project ships the fingerprints of the
// official English 2024-03-08 text's chapter 8 (rules-data/fingerprints.en-2024-03-08.json),
// whose numbers the German 2024 translation keeps: an imported English rule with one of
// these fingerprints is the counterpart of the German rule with that number. Pure.
import { createHash } from 'node:crypto';
import { normaliseForComparison } from './normalise-for-comparison.js';
import type { EditionKey, Rule } from './corpus-model.js';

export interface RuleFingerprints {
  schemaVersion: 1;
  /** The edition the hashes were taken from: "en-2024-03-08". */
  edition: EditionKey;
  /** The edition whose numbers these are: "de-2024-03-08". */
  numbersOf: EditionKey;
  /** Rule number → fingerprint of its text. */
  hashes: Record<string, string>;
}

/** Chapter 8, the multiplayer rules: the part of the rules the counterpart table covers. */
export const MULTIPLAYER_SECTION = /^8(?:0\d|1[01])$/u;

/** A cited rule number: "723", "702.19b". */
const CITED_NUMBER = /\b\d{3}(?:\.\d+[a-z]?)?\b/gu;

/**
 * The fingerprint of a rule's text (not its examples). Case, quotes, dashes and spacing do
 * not count, nor do the numbers of the rules it cites: a later edition that renumbered the
 * rule a text points to ("see rule 723" became "see rule 726") has not changed the rule.
 */
export function fingerprintText(text: string): string {
  const words = normaliseForComparison(text).toLowerCase().replace(CITED_NUMBER, '#').replace(/\s+/gu, ' ').trim();
  return createHash('sha256').update(words, 'utf8').digest('hex').slice(0, 16);
}

/** The fingerprints of an edition's multiplayer rules. */
export function fingerprintRules(rules: readonly Rule[], edition: EditionKey, numbersOf: EditionKey): RuleFingerprints {
  const hashes: Record<string, string> = {};
  for (const rule of rules)
    if (MULTIPLAYER_SECTION.test(rule.section)) hashes[rule.number] = fingerprintText(rule.text);
  return { schemaVersion: 1, edition, numbersOf, hashes };
}
