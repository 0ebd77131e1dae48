// The cross-edition counterparts: the same rule in other editions, matched by meaning.
// A number names a rule only within one edition (English 2011 800.6 is the first-turn draw
// step, German 2024 800.6 is the mulligan rule), so every lookup takes an edition key.
import { editionKey, parseEditionKey } from './corpus-model.js';
import { editionYearLabel as editionLabel } from './editions.js';
import type { CounterpartGroupRecord, CounterpartTable, EditionKey, Lang } from './corpus-model.js';

/** The same rule in another edition. */
export interface Counterpart {
  lang: Lang;
  edition: string;
  /** The rule's number in that edition, or null where that edition has no such rule. */
  number: string | null;
  /** False where that edition's text does not cover this part of the rules (Italian: 805 only). */
  covered: boolean;
}

/** What a number names in another edition, and where this edition's rule went there. */
export interface SameNumberHint {
  lang: Lang;
  edition: string;
  /** The rule that has the same number in that edition; null where no rule there has it. */
  sameNumber: { number: string; topic: string; sameRule: boolean; here: string | null | undefined } | null;
  /** False where that edition has no rule at all in the number's section (Italian outside 805). */
  coversSection: boolean;
  /** This edition's rule in that edition; null where this edition has no rule with the number. */
  counterpart: Counterpart | null;
}

export interface SameNumberReport {
  lang: Lang;
  edition: string;
  number: string;
  /** The topic of this edition's rule with that number; null where this edition has none. */
  topic: string | null;
  elsewhere: SameNumberHint[];
}

export interface CounterpartProblem {
  code:
    | 'counterparts/unknown-edition'
    | 'counterparts/missing-edition-key'
    | 'counterparts/unexpected-edition-key'
    | 'counterparts/empty-group'
    | 'counterparts/unknown-number'
    | 'counterparts/duplicate-number'
    | 'counterparts/missing-number';
  message: string;
  /** Index of the group in the table, where the problem sits in one. */
  group?: number;
}

/** The rule numbers an edition has, and the sections ("805") its text covers. */
export interface EditionNumbers {
  numbers: string[];
  sections: string[];
}

/** The group holding the rule with this number in this edition, if the table knows it. */
export function groupOf(table: CounterpartTable, key: EditionKey, number: string): CounterpartGroupRecord | undefined {
  return groupIndex(table, key).get(number);
}

/**
 * Per table and edition, its rules' groups by number ("800.6" → its group), built when an
 * edition is first asked for; and per table "en-2011-02-04 §800" → true for a covered section.
 */
const indexes = new WeakMap<CounterpartTable, Map<EditionKey, Map<string, CounterpartGroupRecord>>>();
const sections = new WeakMap<CounterpartTable, Set<string>>();

function groupIndex(table: CounterpartTable, key: EditionKey): Map<string, CounterpartGroupRecord> {
  let byEdition = indexes.get(table);
  if (!byEdition) indexes.set(table, (byEdition = new Map<EditionKey, Map<string, CounterpartGroupRecord>>()));
  let index = byEdition.get(key);
  if (!index) {
    index = new Map();
    for (const group of table.groups) {
      const number = group.numbers[key];
      if (typeof number === 'string') index.set(number, group);
    }
    byEdition.set(key, index);
  }
  return index;
}

/** Does the edition have any rule in this section? */
function coversSectionOf(table: CounterpartTable, key: EditionKey, section: string): boolean {
  let covered = sections.get(table);
  if (!covered) {
    covered = new Set();
    for (const group of table.groups) {
      for (const [edition, number] of Object.entries(group.numbers))
        if (number !== null) covered.add(`${edition} ${sectionOf(number)}`);
    }
    sections.set(table, covered);
  }
  return covered.has(`${key} ${section}`);
}

/**
 * The rule's entries in every other edition of the table, in the table's edition order;
 * undefined when the table does not know the number in this edition.
 */
export function counterpartsOf(table: CounterpartTable, key: EditionKey, number: string): Counterpart[] | undefined {
  const group = groupOf(table, key, number);
  if (group === undefined) return undefined;
  return table.editions
    .filter((other) => other !== key)
    .map((other) => {
      const covered = Object.hasOwn(group.numbers, other);
      return { ...parseEditionKey(other), number: covered ? (group.numbers[other] ?? null) : null, covered };
    });
}

/** The `counterparts` field of `rule --json`: only the editions that have the rule. */
export function linkedCounterparts(
  table: CounterpartTable,
  key: EditionKey,
  number: string,
): { lang: Lang; edition: string; number: string }[] {
  const linked: { lang: Lang; edition: string; number: string }[] = [];
  for (const entry of counterpartsOf(table, key, number) ?? []) {
    if (entry.number !== null) linked.push({ lang: entry.lang, edition: entry.edition, number: entry.number });
  }
  return linked;
}

/**
 * What this number means in the other editions, and where this edition's rule went: the
 * data behind the hint a judge needs when a number names different rules in two editions.
 */
export function sameNumberElsewhere(table: CounterpartTable, key: EditionKey, number: string): SameNumberReport {
  const own = groupOf(table, key, number);
  const counterparts = own === undefined ? undefined : counterpartsOf(table, key, number);
  const elsewhere = table.editions
    .filter((other) => other !== key)
    .map((other): SameNumberHint => {
      const there = groupOf(table, other, number);
      return {
        ...parseEditionKey(other),
        sameNumber:
          there === undefined
            ? null
            : { number, topic: there.topic, sameRule: there === own, here: there.numbers[key] },
        coversSection: coversSectionOf(table, other, sectionOf(number)),
        counterpart: counterparts?.find((entry) => editionKey(entry) === other) ?? null,
      };
    });
  return { ...parseEditionKey(key), number, topic: own?.topic ?? null, elsewhere };
}

/**
 * One sentence per other edition where the number means something else, e.g. for English
 * 2011 800.6: "In German 2024, 800.6 is the mulligan rule; the first-turn draw step is
 * 800.7 there." For a number this edition lacks (English 810.11): "In German 2024, 810.11
 * is Two-Headed Giant with larger teams; in English 2011 that rule is 810.10."
 * Empty when the number means the same everywhere it exists.
 */
export function describeSameNumber(report: SameNumberReport): string[] {
  const own = editionLabel(report);
  const lines: string[] = [];
  for (const hint of report.elsewhere) {
    if (hint.sameNumber?.sameRule) continue;
    const label = editionLabel(hint);
    const moved = hint.counterpart;
    const ownRuleThere =
      report.topic === null || moved === null || !moved.covered
        ? ''
        : moved.number === null
          ? `it has no rule on ${report.topic}`
          : `${report.topic} is ${moved.number} there`;
    if (hint.sameNumber !== null) {
      const here = hint.sameNumber.here;
      const back =
        report.topic !== null
          ? ownRuleThere
          : here === undefined
            ? ''
            : here === null
              ? `${own} has no such rule`
              : `in ${own} that rule is ${here}`;
      lines.push(`In ${label}, ${report.number} is ${hint.sameNumber.topic}${back ? `; ${back}` : ''}.`);
    }
    // Where the other edition simply lacks the number, the counterparts already say where the rule is.
  }
  return lines;
}

function sectionOf(number: string): string {
  return number.split('.')[0] ?? number;
}

/**
 * Checks the table against the editions' rule numbers: every number of every edition in
 * exactly one group, no unknown numbers, and an edition's key present in a group exactly
 * when one of the group's rules lies in a section that edition covers.
 */
export function validateCounterpartTable(
  table: CounterpartTable,
  editions: Record<EditionKey, EditionNumbers>,
): CounterpartProblem[] {
  const problems: CounterpartProblem[] = [];
  for (const key of table.editions) {
    if (!Object.hasOwn(editions, key))
      problems.push({ code: 'counterparts/unknown-edition', message: `no rule numbers given for edition ${key}` });
  }
  const seen = new Map<EditionKey, Map<string, number>>(table.editions.map((key) => [key, new Map()]));
  table.groups.forEach((group, index) => {
    const numbers = Object.entries(group.numbers);
    const sections = new Set(numbers.flatMap(([, n]) => (n === null ? [] : [sectionOf(n)])));
    if (sections.size === 0)
      problems.push({
        code: 'counterparts/empty-group',
        message: `group "${group.topic}" names no rule`,
        group: index,
      });
    for (const key of table.editions) {
      const covers = editions[key]?.sections.some((s) => sections.has(s)) ?? false;
      const has = Object.hasOwn(group.numbers, key);
      if (covers && !has)
        problems.push({
          code: 'counterparts/missing-edition-key',
          message: `group "${group.topic}" lacks ${key}, which covers its section`,
          group: index,
        });
      if (!covers && has)
        problems.push({
          code: 'counterparts/unexpected-edition-key',
          message: `group "${group.topic}" has ${key}, which does not cover its section`,
          group: index,
        });
    }
    for (const [key, number] of numbers) {
      const byNumber = seen.get(key);
      if (byNumber === undefined) {
        problems.push({
          code: 'counterparts/unknown-edition',
          message: `group "${group.topic}" names edition ${key}, which the table does not list`,
          group: index,
        });
        continue;
      }
      if (number === null) continue;
      if (!(editions[key]?.numbers.includes(number) ?? true)) {
        problems.push({
          code: 'counterparts/unknown-number',
          message: `${key} has no rule ${number} (group "${group.topic}")`,
          group: index,
        });
      }
      const first = byNumber.get(number);
      if (first !== undefined)
        problems.push({
          code: 'counterparts/duplicate-number',
          message: `${key} ${number} is in groups ${first} and ${index}`,
          group: index,
        });
      else byNumber.set(number, index);
    }
  });
  for (const key of table.editions) {
    for (const number of editions[key]?.numbers ?? []) {
      if (!seen.get(key)?.has(number))
        problems.push({ code: 'counterparts/missing-number', message: `${key} ${number} is in no group` });
    }
  }
  return problems;
}
