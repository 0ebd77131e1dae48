// Finding a rule of the 2024 rules in another English edition (an imported one) by its
// content, never by its number alone: rule numbers move between editions (724 became 726,
// 802.6 became 802.5), and a number can come to name another rule.
// - Chapter 8 through the counterpart table, which an import fills by fingerprint and by
//   similarity (match-counterparts.ts).
// - Any other rule through the shipped fingerprints of the English 2024-03-08 text
//   (fingerprints.ts): its section is the one whose title has the same fingerprint, and in
//   it the rule with the same text, else the rule that now stands at its place.
// - A section by its title: findSectionByTitle(text, 'The Monarch').
// The text is read section by section as asked (EditionText.rulesOf), so a ruling reads
// only the sections it cites. Pure.
import type { EditionRef, Rule, Section } from './corpus-model.js';
import { fingerprintText, MULTIPLAYER_SECTION, type RuleFingerprints } from './fingerprints.js';
import type { LaterText } from './reading-texts.js';

/** An edition's text as the finder reads it. */
export interface EditionText {
  edition: EditionRef;
  /** Every section of the edition, with its title. */
  sections: readonly Section[];
  /** The rules of one section, read when first asked for. */
  rulesOf: (section: string) => readonly Rule[];
  /**
   * Chapter 8 through the counterpart table: the number this edition gives the rule that
   * has `number` in the 2024 rules; null where it has no such rule; undefined where the
   * table does not say.
   */
  counterpart?: (number: string) => string | null | undefined;
}

/** The imported editions, as a ruling reaches them (io/read-imported-rules.ts reads them). */
export interface ImportedEditions {
  /** The imported editions, to look a name up in. */
  editions: () => readonly EditionRef[];
  /** An imported edition's text, read section by section as asked. */
  text: (edition: EditionRef) => EditionText;
  /** The shipped fingerprints of the English 2024-03-08 text. */
  fingerprints: () => RuleFingerprints;
  /** Those of the later texts readings were made for (reading-texts.ts): the English 2026-01-16 text's. */
  laterFingerprints: () => Readonly<Record<LaterText, RuleFingerprints>>;
}

/**
 * Where a rule of the 2024 rules is in the edition: with the same text (examples and the
 * numbers of the rules it cites aside), with another text at its place, or nowhere.
 */
export type FoundRule = { status: 'same'; rule: Rule } | { status: 'changed'; rule: Rule } | { status: 'gone' };

/** A section by its title, as the edition words it ("The Monarch"); case and spacing do not count. */
export function findSectionByTitle(text: EditionText, title: string): Section | undefined {
  const print = fingerprintText(title);
  return text.sections.find((section) => fingerprintText(section.title) === print);
}

/** The edition's section with the title that `section` has in the 2024 rules: "726" for "724". */
export function findSectionOf(text: EditionText, prints: RuleFingerprints, section: string): Section | undefined {
  const print = prints.sections[section];
  if (print === undefined) return undefined;
  const titled = text.sections.filter((candidate) => fingerprintText(candidate.title) === print);
  return titled.find((candidate) => candidate.number === section) ?? titled[0];
}

/** A rule of the 2024 rules in the edition; undefined where the fingerprints do not cover it. */
export function findRuleOf(text: EditionText, prints: RuleFingerprints, number: string): FoundRule | undefined {
  const print = prints.hashes[number];
  if (print === undefined) return undefined;
  const section = number.slice(0, 3);
  // Chapter 8: the counterpart the import found; where it found none, a new text may stand at the rule's place.
  const linked = MULTIPLAYER_SECTION.test(section) ? text.counterpart?.(number) : undefined;
  if (linked) {
    const rule = ruleAt(text, linked);
    if (rule) return { status: printOf(rule) === print ? 'same' : 'changed', rule };
  }
  const home = findSectionOf(text, prints, section);
  if (home) {
    const place = `${home.number}${number.slice(3)}`;
    const rules = text.rulesOf(home.number);
    const same = rules.filter((rule) => printOf(rule) === print);
    if (same.length > 0) return { status: 'same', rule: same.find((rule) => rule.number === place) ?? same[0]! };
    const there = rules.find((rule) => rule.number === place);
    // A rule that moved up into the place (805.10g became 805.10f) is not this rule changed.
    if (there && !printsOfSection(prints, section).has(printOf(there))) return { status: 'changed', rule: there };
  }
  // Moved to another section with its text unchanged; the counterparts have looked for that in chapter 8.
  if (linked === null) return { status: 'gone' };
  for (const other of text.sections) {
    if (other === home) continue;
    const rule = text.rulesOf(other.number).find((candidate) => printOf(candidate) === print);
    if (rule) return { status: 'same', rule };
  }
  return { status: 'gone' };
}

function ruleAt(text: EditionText, number: string): Rule | undefined {
  return text.rulesOf(number.slice(0, 3)).find((rule) => rule.number === number);
}

const prints = new WeakMap<Rule, string>();

/** A rule's fingerprint, taken once per rule read. */
function printOf(rule: Rule): string {
  let print = prints.get(rule);
  if (print === undefined) prints.set(rule, (print = fingerprintText(rule.text)));
  return print;
}

/** The fingerprints of the 2024 rules of a section. */
function printsOfSection(fingerprints: RuleFingerprints, section: string): Set<string> {
  const found = new Set<string>();
  for (const [number, print] of Object.entries(fingerprints.hashes))
    if (number.slice(0, 3) === section) found.add(print);
  return found;
}
