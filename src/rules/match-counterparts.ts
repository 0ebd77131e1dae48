// The counterparts of an imported edition's multiplayer rules, computed once at import.
// English and German texts cannot be compared word by word, so a rule is matched in two
// steps:
// 1. Its fingerprint (fingerprints.ts) equals that of a rule of the official English
//    2024-03-08 text: it is the German 2024 rule with that number.
// 2. Otherwise its words are close to those of a shipped English 2011 rule that step 1 left
//    unmatched: it is that rule, and so has that rule's counterparts in the table.
// What matches neither is reported as unmatched: a rule new since 2024, or rewritten. Pure.
import { editionKey, type CounterpartTable, type EditionKey, type EditionRef, type Rule } from './corpus-model.js';
import { groupOf } from './counterparts.js';
import { fingerprintText, MULTIPLAYER_SECTION, type RuleFingerprints } from './fingerprints.js';
import { normaliseForComparison } from './normalise-for-comparison.js';

/** One imported rule and the shipped rule it is the same as. */
export interface CounterpartLink {
  number: string;
  anchor: { edition: EditionKey; number: string };
  via: 'fingerprint' | 'similarity';
  /** For a match by similarity: how close the words were, from 0 to 1. */
  score?: number;
}

/** What is stored beside an imported edition: counterparts.json. */
export interface EditionCounterparts {
  schemaVersion: 1;
  edition: EditionKey;
  /** The sections the links were computed for: the edition's sections of 800–811. */
  sections: string[];
  links: CounterpartLink[];
  /** Multiplayer rules of the edition that match no shipped rule. */
  unmatched: string[];
}

export interface MatchInput {
  edition: EditionRef;
  rules: readonly Rule[];
  fingerprints: RuleFingerprints;
  /** The shipped English 2011 rules, matched by similarity. */
  reference: { edition: EditionRef; rules: readonly Rule[] };
  table: CounterpartTable;
}

/** Below this, two texts are not taken for one rule (word overlap, Dice coefficient). */
export const SIMILARITY_THRESHOLD = 0.6;

export function matchCounterparts(input: MatchInput): EditionCounterparts {
  const rules = input.rules.filter((rule) => MULTIPLAYER_SECTION.test(rule.section));
  const links = matchByFingerprint(rules, input.fingerprints);
  const taken = new Set(links.map((link) => groupOf(input.table, link.anchor.edition, link.anchor.number)));
  const linked = new Set(links.map((link) => link.number));
  const open = rules.filter((rule) => !linked.has(rule.number));
  const referenceKey = editionKey(input.reference.edition);
  const candidates = input.reference.rules.filter((rule) => {
    const group = groupOf(input.table, referenceKey, rule.number);
    return MULTIPLAYER_SECTION.test(rule.section) && group !== undefined && !taken.has(group);
  });
  links.push(...matchBySimilarity(open, candidates, referenceKey));
  const matched = new Set(links.map((link) => link.number));
  return {
    schemaVersion: 1,
    edition: editionKey(input.edition),
    sections: [...new Set(rules.map((rule) => rule.section))],
    links: links.sort(
      (a, b) => rules.findIndex((r) => r.number === a.number) - rules.findIndex((r) => r.number === b.number),
    ),
    unmatched: rules.filter((rule) => !matched.has(rule.number)).map((rule) => rule.number),
  };
}

/**
 * Step 1. Where two numbers share a fingerprint (808.2 and 810.3 read alike), the same number wins,
 * else the nearest.
 */
function matchByFingerprint(rules: readonly Rule[], fingerprints: RuleFingerprints): CounterpartLink[] {
  // The counterpart table is about chapter 8: the fingerprints of other sections stay out.
  const order = Object.keys(fingerprints.hashes).filter((number) => MULTIPLAYER_SECTION.test(number.slice(0, 3)));
  const byHash = new Map<string, string[]>();
  for (const number of order) {
    const hash = fingerprints.hashes[number]!;
    byHash.set(hash, [...(byHash.get(hash) ?? []), number]);
  }
  const used = new Set<string>();
  const links: CounterpartLink[] = [];
  for (const rule of rules) {
    const free = (byHash.get(fingerprintText(rule.text)) ?? []).filter((number) => !used.has(number));
    if (free.length === 0) continue;
    const at = order.indexOf(rule.number);
    const distance = (number: string) => (number === rule.number ? -1 : Math.abs(order.indexOf(number) - at));
    const number = free.reduce((best, next) => (distance(next) < distance(best) ? next : best));
    used.add(number);
    links.push({ number: rule.number, anchor: { edition: fingerprints.numbersOf, number }, via: 'fingerprint' });
  }
  return links;
}

/** Step 2: the closest pairs first, each rule used once. */
function matchBySimilarity(
  rules: readonly Rule[],
  candidates: readonly Rule[],
  edition: EditionKey,
): CounterpartLink[] {
  const words = new Map([...rules, ...candidates].map((rule) => [rule, wordCounts(rule.text)]));
  const pairs: { rule: Rule; candidate: Rule; score: number; rank: number }[] = [];
  for (const rule of rules) {
    for (const candidate of candidates) {
      const score = dice(words.get(rule)!, words.get(candidate)!);
      if (score >= SIMILARITY_THRESHOLD)
        pairs.push({ rule, candidate, score, rank: score + placeBonus(rule, candidate) });
    }
  }
  pairs.sort((a, b) => b.rank - a.rank);
  const used = new Set<Rule>();
  const links: CounterpartLink[] = [];
  for (const { rule, candidate, score } of pairs) {
    if (used.has(rule) || used.has(candidate)) continue;
    used.add(rule).add(candidate);
    const anchor = { edition, number: candidate.number };
    links.push({ number: rule.number, anchor, via: 'similarity', score: Math.round(score * 100) / 100 });
  }
  return links;
}

/**
 * Between texts about equally close, the rule that kept its place wins: 805.10c of 2024
 * (the attacking player) reads much like 802.2a of 2011 (the defending player), but
 * 802.2a of 2024 is the same rule as 802.2a of 2011.
 */
function placeBonus(rule: Rule, candidate: Rule): number {
  if (rule.number === candidate.number) return PLACE_BONUS;
  return rule.section === candidate.section ? PLACE_BONUS / 2 : 0;
}

const PLACE_BONUS = 0.1;

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of normaliseForComparison(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)) {
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** Dice's coefficient of two word multisets: twice the shared words over all words. */
function dice(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const [word, count] of a) {
    shared += Math.min(count, b.get(word) ?? 0);
    total += count;
  }
  for (const count of b.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}
