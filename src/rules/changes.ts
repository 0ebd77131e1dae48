// The planner behind `mtg-judge changes`: what became of the rules a judge names between
// two editions, rule by rule, matched by counterparts rather than by number. Between two
// editions of one language a matched rule whose text changed is reworded, with a word
// diff; across languages texts cannot be compared, so a matched rule is kept or
// renumbered. Pure.
import { editionKey, LANG_NAMES, type CounterpartTable, type Rule, type RuleCorpus } from './corpus-model.js';
import { groupOf } from './counterparts.js';
import { editionLabel } from './editions.js';
import { coversSection, describeCoverage, findRules } from './lookup.js';
import { normaliseForComparison } from './normalise-for-comparison.js';
import { compareRuleNumbers, splitRuleNumber, type RuleQuery } from './rule-number.js';
import { wordDiff, type WordDiff } from './word-diff.js';

/** The rule an added or removed subrule stands under, where that rule was renumbered: 810.7 → 805.10. */
export interface Under {
  from: string;
  to: string;
}

export type Change =
  | { change: 'added'; to: string; under?: Under }
  | { change: 'removed'; from: string; under?: Under }
  | { change: 'kept'; from: string; to: string }
  | { change: 'reworded'; from: string; to: string; diff: WordDiff }
  | { change: 'renumbered'; from: string; to: string; reworded?: true; diff?: WordDiff };

export interface ChangesPlan {
  changes: Change[];
  /** Whether texts were compared: only between two editions of one language. */
  sameLanguage: boolean;
}

export interface ChangesInput {
  queries: RuleQuery[];
  from: RuleCorpus;
  to: RuleCorpus;
  table: CounterpartTable;
}

/** The changes, or why they cannot be told (an edition does not cover the rules, or the table does not know them). */
export function planChanges(
  input: ChangesInput,
): { plan: ChangesPlan; problem?: undefined } | { plan?: undefined; problem: string } {
  const { from, to, table, queries } = input;
  const named = {
    from: queries.flatMap((query) => findRules(from, query)),
    to: queries.flatMap((query) => findRules(to, query)),
  };
  const problem = notComparable(input, named);
  if (problem) return { problem };
  const sameLanguage = from.lang === to.lang;
  const [older, newer] = [sideOf(from, to, table, true), sideOf(to, from, table, false)];
  // A rule named by its old number or by its new one; and a subrule removed from under (or
  // added to) the counterpart of a rule named: 810.7e went with 810.7, which is 805.10 now.
  const fromRules = [...named.from, ...unmatchedUnder(older, newer, named.to)];
  const toRules = [...named.to, ...unmatchedUnder(newer, older, named.from)];
  const changes = new Map<string, Change>();
  for (const rule of fromRules) {
    const there = older.counterpart(rule.number);
    if (there === undefined)
      changes.set(`${rule.number} `, { change: 'removed', from: rule.number, ...under(older, rule.number) });
    else changes.set(`${rule.number} ${there}`, matched(rule, findOne(to, there), sameLanguage));
  }
  for (const rule of toRules) {
    const here = newer.counterpart(rule.number);
    if (here === undefined)
      changes.set(` ${rule.number}`, { change: 'added', to: rule.number, ...under(newer, rule.number) });
    else changes.set(`${here} ${rule.number}`, matched(findOne(from, here), rule, sameLanguage));
  }
  return { plan: { changes: [...changes.values()].sort(inRuleOrder), sameLanguage } };
}

/** Why the rules cannot be compared: an edition does not cover them, or the table does not know them. */
function notComparable(input: ChangesInput, named: { from: Rule[]; to: Rule[] }): string | undefined {
  const { from, to, table } = input;
  for (const query of input.queries) {
    const number = query.kind === 'number' ? query.number : query.from;
    for (const corpus of [from, to])
      if (!coversSection(corpus, number)) return `the ${editionLabel(corpus)} text ${describeCoverage(corpus, number)}`;
  }
  const unknown = [
    ...named.from.filter((r) => !known(table, from, r)),
    ...named.to.filter((r) => !known(table, to, r)),
  ];
  if (unknown.length > 0)
    return `counterparts are known only for the multiplayer rules 800–811, not for ${unknown[0]!.number}`;
  return undefined;
}

/** One of the two editions compared: its rules, and a rule's counterpart in the other edition. */
interface Side {
  corpus: RuleCorpus;
  /** Whether it is the older edition, the one changes are "from". */
  older: boolean;
  counterpart(number: string): string | undefined;
}

function sideOf(corpus: RuleCorpus, other: RuleCorpus, table: CounterpartTable, older: boolean): Side {
  const [key, otherKey] = [editionKey(corpus), editionKey(other)];
  return {
    corpus,
    older,
    counterpart: (number) => groupOf(table, key, number)?.numbers[otherKey] ?? undefined,
  };
}

/**
 * The subrules on side `here` of the counterparts of `rules` (of side `there`) that have no
 * counterpart there: what was removed from under a rule, or added to it.
 */
function unmatchedUnder(here: Side, there: Side, rules: readonly Rule[]): Rule[] {
  return rules.flatMap((rule) => {
    const parent = there.counterpart(rule.number);
    if (parent === undefined) return [];
    return findRules(here.corpus, { kind: 'number', number: parent }).filter(
      (sub) => sub.number !== parent && here.counterpart(sub.number) === undefined,
    );
  });
}

/** The rule a subrule stands under, where that rule has another number on the other side. */
function under(side: Side, number: string): { under?: Under } {
  const parent = parentOf(number);
  const other = parent === undefined ? undefined : side.counterpart(parent);
  if (parent === undefined || other === undefined || other === parent) return {};
  return { under: side.older ? { from: parent, to: other } : { from: other, to: parent } };
}

/** "810.7" for "810.7e"; undefined for a rule that is no subrule. */
function parentOf(number: string): string | undefined {
  const parts = splitRuleNumber(number);
  return parts?.sub === undefined || parts.rule === undefined ? undefined : `${parts.section}.${parts.rule}`;
}

function known(table: CounterpartTable, corpus: RuleCorpus, rule: Rule): boolean {
  return groupOf(table, editionKey(corpus), rule.number) !== undefined;
}

function findOne(corpus: RuleCorpus, number: string): Rule | undefined {
  return corpus.rules.find((rule) => rule.number === number);
}

function matched(before: Rule | undefined, after: Rule | undefined, sameLanguage: boolean): Change {
  const from = before?.number ?? '';
  const to = after?.number ?? '';
  const changed =
    sameLanguage &&
    before !== undefined &&
    after !== undefined &&
    normaliseForComparison(before.text) !== normaliseForComparison(after.text);
  const diff = changed ? { diff: wordDiff(before.text, after.text) } : undefined;
  if (from !== to) return { change: 'renumbered', from, to, ...(diff ? { reworded: true as const, ...diff } : {}) };
  return diff ? { change: 'reworded', from, to, ...diff } : { change: 'kept', from, to };
}

/**
 * In the order of the newer edition's numbers; a removed rule where it stood in the older
 * one, or, under a renumbered rule, where it would stand under that rule's new number.
 */
function inRuleOrder(a: Change, b: Change): number {
  const place = (c: Change) =>
    'to' in c ? c.to : c.under ? `${c.under.to}${splitRuleNumber(c.from)?.sub ?? ''}` : c.from;
  // At one place, the rule that is there now comes before the one removed from it.
  return compareRuleNumbers(place(a), place(b)) || Number('to' in b) - Number('to' in a);
}

/** "English 2011-02-04 → German 2024-03-08" */
export function describeChanges(from: RuleCorpus, to: RuleCorpus): string {
  return `${LANG_NAMES[from.lang]} ${from.edition} → ${LANG_NAMES[to.lang]} ${to.edition}`;
}
