// The planner behind `mtg-judge changes`: what became of the rules a judge names between
// two editions, rule by rule, matched by counterparts rather than by number. Between two
// editions of one language a matched rule whose text changed is reworded, with a word
// diff; across languages texts cannot be compared, so a matched rule is kept or
// renumbered. Pure.
import { editionKey, LANG_NAMES, type CounterpartTable, type Rule, type RuleCorpus } from './corpus-model.js';
import { groupOf } from './counterparts.js';
import { editionLabel } from './editions.js';
import { coversSection, findRules } from './lookup.js';
import { normaliseForComparison } from './normalise-for-comparison.js';
import { compareRuleNumbers, type RuleQuery } from './rule-number.js';
import { wordDiff, type WordDiff } from './word-diff.js';

export type Change =
  | { change: 'added'; to: string }
  | { change: 'removed'; from: string }
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
  for (const query of queries) {
    const number = query.kind === 'number' ? query.number : query.from;
    for (const corpus of [from, to])
      if (!coversSection(corpus, number))
        return {
          problem: `the ${editionLabel(corpus)} text covers only ${corpus.sectionsCovered.join(', ')}, not ${number}`,
        };
  }
  const fromRules = queries.flatMap((query) => findRules(from, query));
  const toRules = queries.flatMap((query) => findRules(to, query));
  const unknown = [...fromRules.filter((r) => !known(table, from, r)), ...toRules.filter((r) => !known(table, to, r))];
  if (unknown.length > 0)
    return { problem: `counterparts are known only for the multiplayer rules 800–811, not for ${unknown[0]!.number}` };
  const sameLanguage = from.lang === to.lang;
  const changes = new Map<string, Change>();
  const fromKey = editionKey(from);
  const toKey = editionKey(to);
  for (const rule of fromRules) {
    const there = groupOf(table, fromKey, rule.number)!.numbers[toKey];
    if (there === null || there === undefined) changes.set(`${rule.number} `, { change: 'removed', from: rule.number });
    else changes.set(`${rule.number} ${there}`, matched(rule, findOne(to, there), sameLanguage));
  }
  for (const rule of toRules) {
    const here = groupOf(table, toKey, rule.number)!.numbers[fromKey];
    if (here === null || here === undefined) changes.set(` ${rule.number}`, { change: 'added', to: rule.number });
    else changes.set(`${here} ${rule.number}`, matched(findOne(from, here), rule, sameLanguage));
  }
  return { plan: { changes: [...changes.values()].sort(inRuleOrder), sameLanguage } };
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

/** In the order of the newer edition's numbers; a removed rule where it stood in the older one. */
function inRuleOrder(a: Change, b: Change): number {
  const place = (c: Change) => ('to' in c ? c.to : c.from);
  // At one place, the rule that is there now comes before the one removed from it.
  return compareRuleNumbers(place(a), place(b)) || Number('to' in b) - Number('to' in a);
}

/** "English 2011-02-04 → German 2024-03-08" */
export function describeChanges(from: RuleCorpus, to: RuleCorpus): string {
  return `${LANG_NAMES[from.lang]} ${from.edition} → ${LANG_NAMES[to.lang]} ${to.edition}`;
}
