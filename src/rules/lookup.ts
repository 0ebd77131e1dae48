// Finding rules by number in one edition's corpus. Pure: the corpus is passed in.
import type { Rule, RuleCorpus, Section } from './corpus-model.js';
import { compareRuleNumbers, isWithin, splitRuleNumber, type RuleQuery } from './rule-number.js';
import { suggest } from '../core/did-you-mean.js';

/** The rules a query names, in the rules' order: a rule with its subrules, a section, or a range. */
export function findRules(corpus: RuleCorpus, query: RuleQuery): Rule[] {
  if (query.kind === 'number') {
    const key = canonicalNumber(query.number);
    return key === undefined
      ? corpus.rules.filter((rule) => isWithin(rule.number, query.number))
      : (numberIndex(corpus.rules).get(key) ?? []);
  }
  const { from, to } = query;
  const [low, high] = compareRuleNumbers(from, to) <= 0 ? [from, to] : [to, from];
  return corpus.rules.filter(
    (rule) =>
      compareRuleNumbers(rule.number, low) >= 0 &&
      (compareRuleNumbers(rule.number, high) <= 0 || isWithin(rule.number, high)),
  );
}

/** The rule with exactly this number, or undefined. */
export function findRule(corpus: RuleCorpus, number: string): Rule | undefined {
  const key = canonicalNumber(number);
  const filed = key === undefined ? corpus.rules : (numberIndex(corpus.rules).get(key) ?? []);
  return filed.find((rule) => rule.number === number);
}

export function findSection(corpus: RuleCorpus, number: string): Section | undefined {
  return corpus.sections.find((section) => section.number === number);
}

/**
 * The existing numbers nearest to one that does not exist: first its neighbours in the
 * rules' order (807.4z → 807.4j, 807.5), then look-alikes in the same section (807.4 for 807.4.).
 */
export function nearestNumbers(corpus: RuleCorpus, number: string, limit = 4): string[] {
  const numbers = corpus.rules.map((rule) => rule.number);
  const index = numbers.findIndex((n) => compareRuleNumbers(n, number) > 0);
  const at = index === -1 ? numbers.length : index;
  const neighbours = [numbers[at - 1], numbers[at]].filter((n): n is string => n !== undefined);
  const section = number.slice(0, 3);
  const lookalikes = suggest(
    number,
    numbers.filter((n) => n.startsWith(section)),
    limit,
  );
  return [...new Set([...neighbours, ...lookalikes])].slice(0, limit).sort(compareRuleNumbers);
}

/** Up to this many runs of sections are listed in full; of more, the nearest few sections. */
const RUNS_LISTED = 12;
const NEAREST_SECTIONS = 6;

/**
 * What an edition covers, for a number in a section it lacks, its runs of sections in full:
 * "covers only 805, not 807", "covers only 100–123, 200–213, …, 900–905, not 999"; where
 * the runs are many, the nearest sections: "covers 146 sections, not 999; the nearest: 900,
 * 901, 902, 903, 904, 905 (and 140 more)".
 */
export function describeCoverage(corpus: RuleCorpus, number: string): string {
  const sections = corpus.sectionsCovered;
  const section = number.slice(0, 3);
  const runs = sectionRuns(sections);
  if (runs.length <= RUNS_LISTED) return `covers only ${runs.join(', ')}, not ${section}`;
  const wanted = Number(section);
  const nearest = [...sections]
    .sort((a, b) => Math.abs(Number(a) - wanted) - Math.abs(Number(b) - wanted) || Number(a) - Number(b))
    .slice(0, NEAREST_SECTIONS)
    .sort((a, b) => Number(a) - Number(b));
  const more = sections.length - nearest.length;
  return `covers ${sections.length} sections, not ${section}; the nearest: ${nearest.join(', ')} (and ${more} more)`;
}

/** ["800", "801", "802", "805"] → ["800–802", "805"] */
function sectionRuns(sections: readonly string[]): string[] {
  const numbers = [...new Set(sections.map(Number))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const n of numbers) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs.map(([from, to]) => (from === to ? String(from) : `${from}–${to}`));
}

/** True when the edition covers the section at all (the Italian text holds only 805). */
export function coversSection(corpus: RuleCorpus, number: string): boolean {
  const section = number.slice(0, 3);
  return corpus.sectionsCovered.includes(section);
}

/** "807.04" and "807.4" name one rule: the number as its parts write it. */
function canonicalNumber(number: string): string | undefined {
  const parts = splitRuleNumber(number);
  if (!parts) return undefined;
  return parts.rule === undefined ? String(parts.section) : `${parts.section}.${parts.rule}${parts.sub ?? ''}`;
}

// A lookup per number must not scan the corpus: `rule` with 10,000 numbers would grow with
// the square. Each rule is filed under its own number, its section and the rule it is a
// subrule of: the answers of isWithin, built once per corpus.
const numberIndexes = new WeakMap<readonly Rule[], Map<string, Rule[]>>();

function numberIndex(rules: readonly Rule[]): Map<string, Rule[]> {
  const known = numberIndexes.get(rules);
  if (known) return known;
  const index = new Map<string, Rule[]>();
  const file = (key: string, rule: Rule) => {
    const list = index.get(key);
    if (list) list.push(rule);
    else index.set(key, [rule]);
  };
  for (const rule of rules) {
    const parts = splitRuleNumber(rule.number);
    if (!parts) continue;
    const own = canonicalNumber(rule.number)!;
    file(own, rule);
    if (parts.rule !== undefined) file(String(parts.section), rule);
    if (parts.sub !== undefined) file(`${parts.section}.${parts.rule}`, rule);
  }
  numberIndexes.set(rules, index);
  return index;
}
