// The planner behind `mtg-judge rule`: which rules to show for what the judge typed, in
// which editions, with their counterparts and the warnings a moved number needs. Pure:
// the corpus is reached through a loader passed in.
import {
  editionKey,
  parseEditionKey,
  type EditionRef,
  type Rule,
  type RuleCorpus,
  type CounterpartTable,
  type Section,
} from './corpus-model.js';
import { parseRuleQuery, type RuleQuery } from './rule-number.js';
import { coversSection, describeCoverage, findRule, findRules, findSection, nearestNumbers } from './lookup.js';
import { counterpartsOf, describeSameNumber, sameNumberElsewhere, type Counterpart } from './counterparts.js';
import { editionLabel } from './editions.js';

export interface ShownRule {
  rule: Rule;
  counterparts: Counterpart[];
  /** False for an imported edition the counterpart table does not know. */
  counterpartsKnown: boolean;
  /** Set when the rule is shown as another rule's counterpart (--lang all). */
  counterpartOf?: { lang: string; edition: string; number: string };
  /** Warnings where the same number names a different rule in another edition. */
  notes: string[];
}

export interface SectionHeading {
  section: Section;
  edition: EditionRef;
}

export interface Miss {
  query: string;
  /** The query was not a rule number at all: a usage error, not a miss. */
  usage?: boolean;
  message: string;
  notes: string[];
}

export interface RulePlan {
  items: (ShownRule | SectionHeading)[];
  misses: Miss[];
  /** One line each: where a rule was shown from another edition than the one asked for. */
  notes: string[];
}

export interface PlanInput {
  queries: string[];
  /** The editions to look in, newest first; with --lang all, every edition. */
  editions: EditionRef[];
  showAll: boolean;
  /**
   * Where the chosen edition lacks a rule, the editions to show it from instead, in order
   * (the locale's language lacks it, and --lang was not given).
   */
  fallback?: EditionRef[];
  load: (edition: EditionRef) => RuleCorpus;
  counterparts: CounterpartTable;
}

export function isHeading(item: ShownRule | SectionHeading): item is SectionHeading {
  return 'section' in item;
}

export function planRuleLookup(given: PlanInput): RulePlan {
  // Each edition is loaded once, however many numbers are asked for.
  const loaded = new Map<string, RuleCorpus>();
  const load = (edition: EditionRef): RuleCorpus => {
    const key = editionKey(edition);
    let corpus = loaded.get(key);
    if (!corpus) loaded.set(key, (corpus = given.load(edition)));
    return corpus;
  };
  const input: PlanInput = { ...given, load };
  const plan: RulePlan = { items: [], misses: [], notes: [] };
  // A rule asked for twice ("r807.4e" and "Rule 807.4E", or 807.4e within 807.4) is shown once, where first asked.
  const shownKeys = new Set<string>();
  for (const text of input.queries) {
    const query = parseRuleQuery(text);
    if (!query) {
      plan.misses.push({
        query: text,
        usage: true,
        message: `"${text}" is not a rule number`,
        notes: ['write it like 807.4e, 807.4, 807 or 807.4a-807.4d', `to search by words: mtg-judge search ${text}`],
      });
      continue;
    }
    const found = findInEditions(input, query) ?? findInFallback(input, query);
    if (!found) {
      const miss = describeMiss(input, text, query);
      if (!plan.misses.some((known) => known.message === miss.message)) plan.misses.push(miss);
      continue;
    }
    const rules = found.rules.filter((rule) => !shownKeys.has(ruleKey(rule)));
    if (rules.length === 0) continue;
    if (!input.showAll && editionKey(found.corpus) !== editionKey(input.editions[0]!))
      plan.notes.push(
        `${editionLabel(input.editions[0]!)} has no rule ${text}; shown from ${editionLabel(found.corpus)}.`,
      );
    addRules(plan, input, found.corpus, rules, shownKeys);
  }
  return plan;
}

/** Whether a rule follows the last item shown in the same section and edition. */
function continuesRun(last: ShownRule | SectionHeading | undefined, rule: Rule): boolean {
  if (!last || isHeading(last) || last.counterpartOf) return false;
  const before = last.rule;
  return before.section === rule.section && before.lang === rule.lang && before.edition === rule.edition;
}

function ruleKey(rule: Rule): string {
  return `${rule.lang}-${rule.edition} ${rule.number}`;
}

function findInEditions(input: PlanInput, query: RuleQuery): { corpus: RuleCorpus; rules: Rule[] } | undefined {
  for (const edition of input.editions) {
    const corpus = input.load(edition);
    const rules = findRules(corpus, query);
    if (rules.length > 0) return { corpus, rules };
    // One language: only its chosen edition counts. --lang all: the newest edition that has it.
    if (!input.showAll) return undefined;
  }
  return undefined;
}

/** The first of the fallback editions that has the rule. */
function findInFallback(input: PlanInput, query: RuleQuery): { corpus: RuleCorpus; rules: Rule[] } | undefined {
  for (const edition of input.fallback ?? []) {
    const corpus = input.load(edition);
    const rules = findRules(corpus, query);
    if (rules.length > 0) return { corpus, rules };
  }
  return undefined;
}

function addRules(plan: RulePlan, input: PlanInput, corpus: RuleCorpus, rules: Rule[], shownKeys: Set<string>): void {
  for (const rule of rules) {
    // A section's heading opens each run of its rules from one edition, however they were asked
    // for ("807.4e 807.4f" as "807.4e-807.4f").
    if (!continuesRun(plan.items.at(-1), rule)) {
      const heading = findSection(corpus, rule.section);
      if (heading) plan.items.push({ section: heading, edition: corpus });
    }
    shownKeys.add(ruleKey(rule));
    plan.items.push(shown(input, corpus, rule));
    if (input.showAll) plan.items.push(...counterpartRules(input, corpus, rule));
  }
}

function shown(
  input: PlanInput,
  corpus: RuleCorpus,
  rule: Rule,
  counterpartOf?: ShownRule['counterpartOf'],
): ShownRule {
  return { rule, counterpartOf, ...counterpartView(input.counterparts, corpus, rule.number) };
}

/**
 * The counterparts of a rule. An imported edition the table does not list is matched to a
 * listed edition of the same date: official translations of one edition keep its numbers
 * (the English 2024-03-08 text numbers its rules as the German one does). Otherwise its
 * counterparts are unknown; they are never guessed from equal numbers across editions.
 */
export function counterpartView(
  table: CounterpartTable,
  edition: EditionRef,
  number: string,
): Pick<ShownRule, 'counterparts' | 'counterpartsKnown' | 'notes'> {
  const key = editionKey(edition);
  if (table.editions.includes(key)) {
    return {
      counterparts: counterpartsOf(table, key, number) ?? [],
      counterpartsKnown: true,
      notes: describeSameNumber(sameNumberElsewhere(table, key, number)),
    };
  }
  const twin = table.editions.find((other) => parseEditionKey(other).edition === edition.edition);
  const viaTwin = twin === undefined ? undefined : counterpartsOf(table, twin, number);
  if (twin === undefined || viaTwin === undefined)
    return { counterparts: [], counterpartsKnown: twin !== undefined, notes: [] };
  const self = { ...parseEditionKey(twin), number, covered: true };
  return { counterparts: [self, ...viaTwin.filter((c) => editionKey(c) !== key)], counterpartsKnown: true, notes: [] };
}

/** --lang all: the same rule in every other edition, newest first, each under its own number. */
function counterpartRules(input: PlanInput, corpus: RuleCorpus, rule: Rule): ShownRule[] {
  const origin = { lang: rule.lang, edition: rule.edition, number: rule.number };
  const entries = counterpartView(input.counterparts, corpus, rule.number).counterparts;
  const result: ShownRule[] = [];
  for (const edition of input.editions) {
    const entry = entries.find((e) => e.lang === edition.lang && e.edition === edition.edition);
    if (!entry?.number) continue;
    const other = input.load(edition);
    const match = findRule(other, entry.number);
    if (match) result.push(shown(input, other, match, origin));
  }
  return result;
}

function describeMiss(input: PlanInput, text: string, query: RuleQuery): Miss {
  const edition = input.editions[0]!;
  const corpus = input.load(edition);
  const label = editionLabel(edition);
  const number = query.kind === 'number' ? query.number : query.from;
  const notes: string[] = [];
  if (!coversSection(corpus, number)) {
    notes.push(`the ${label} text ${describeCoverage(corpus, number)}; try another --lang, or --lang all`);
    return { query: text, message: `${label} has no rule ${number}`, notes };
  }
  const near = nearestNumbers(corpus, number);
  if (near.length > 0) notes.push(`nearest in ${label}: ${near.join(', ')}`);
  if (query.kind === 'number' && input.counterparts.editions.includes(editionKey(edition))) {
    notes.push(...describeSameNumber(sameNumberElsewhere(input.counterparts, editionKey(edition), number)));
  }
  const what = query.kind === 'number' ? `rule ${query.number}` : `rule between ${query.from} and ${query.to}`;
  return { query: text, message: `${label} has no ${what}`, notes };
}
