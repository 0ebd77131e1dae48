// Rules for people (text, optionally coloured; the output layer wraps it on a terminal)
// and for scripts (the JSON of the contract in the README).
import { escapeRegExp } from '../core/reg-exp.js';
import { LANG_NAMES, type Lang, type Rule } from '../rules/corpus-model.js';
import { isHeading, type RulePlan, type ShownRule } from '../rules/show-rules.js';
import type { Counterpart } from '../rules/counterparts.js';
import type { Style } from './style.js';
import { HANG } from './layout-marks.js';
import { escapeControls } from './terminal-text.js';
import type { RuleJson, RulesDocument } from './json-documents.js';

const EXAMPLE_LABEL: Record<Lang, string> = { en: 'Example', de: 'Beispiel', it: 'Esempio' };

export interface TextOptions {
  style: Style;
}

export function renderRulesText(plan: RulePlan, options: TextOptions): string {
  const { style } = options;
  const out: string[] = [];
  for (const item of plan.items) {
    if (isHeading(item)) {
      const label = `${LANG_NAMES[item.edition.lang]} ${item.edition.edition}`;
      out.push(`${style.bold(`${item.section.number}. ${escapeControls(item.section.title)}`)}  ${style.dim(label)}`);
      if (item.section.titleNote) out.push(style.dim(`  (${item.section.titleNote})`));
      out.push('');
      continue;
    }
    out.push(...renderRule(item, options), '');
  }
  return out.join('\n');
}

function renderRule(item: ShownRule, options: TextOptions): string[] {
  const { style } = options;
  const { rule } = item;
  const lines: string[] = [];
  if (item.counterpartOf) {
    const origin = item.counterpartOf;
    lines.push(style.dim(`  ↳ ${LANG_NAMES[rule.lang]} ${rule.edition}, counterpart of ${origin.number}:`));
  }
  // An imported edition is text from outside: escaped before it is styled. The first
  // paragraph hangs beside the rule's number, and the others under it.
  const paragraphs = escapeControls(rule.text).split('\n\n');
  paragraphs.forEach((paragraph, i) => {
    const lead = i === 0 ? style.bold.green(`${rule.number} `) : ' '.repeat(rule.number.length + 1);
    lines.push(`${lead}${HANG}${highlightCites(paragraph, rule, style)}`);
  });
  for (const example of rule.examples) {
    const label = style.italic(`${EXAMPLE_LABEL[rule.lang]}:`);
    lines.push(`  ${HANG}${label} ${highlightCites(escapeControls(example), rule, style)}`);
  }
  const counterparts = item.counterpartsKnown
    ? renderCounterparts(item.counterparts, rule)
    : 'Counterparts: not known for this imported edition';
  lines.push(style.dim(`  ${counterparts}`));
  for (const note of item.notes) lines.push(style.yellow(`  Note: ${HANG}${note}`));
  return lines;
}

export function renderCounterparts(counterparts: readonly Counterpart[], rule: Rule): string {
  // An edition whose text does not cover this section (Italian: 805 only) is left out.
  const covered = counterparts.filter((c) => c.covered);
  if (covered.length === 0) return `Counterparts: none in the other texts`;
  const parts = covered.map((c) => {
    const label = `${LANG_NAMES[c.lang]} ${c.edition}`;
    return c.number === null ? `${label}: no such rule` : `${label} ${c.number}`;
  });
  const only = covered.every((c) => c.number === null);
  const suffix = only ? ` — this rule exists only in ${LANG_NAMES[rule.lang]} ${rule.edition}` : '';
  return `Counterparts: ${parts.join(' · ')}${suffix}`;
}

/** Cited rule numbers stand out, so that a judge sees where to look next. */
function highlightCites(text: string, rule: Rule, style: Style): string {
  if (rule.cites.length === 0) return text;
  const pattern = new RegExp(`(?<![\\d.])(${rule.cites.map(escapeRegExp).join('|')})(?![\\da-z])`, 'g');
  return text.replace(pattern, (number) => style.cyan.underline(number));
}

/** The document of `rule --json`. */
export function rulesJson(plan: RulePlan): RulesDocument {
  const rules = plan.items.filter((item): item is ShownRule => !isHeading(item)).map(ruleJson);
  return { schemaVersion: 1, rules, ...(plan.misses.length > 0 ? { notFound: plan.misses } : {}) };
}

function ruleJson(item: ShownRule): RuleJson {
  const { rule } = item;
  return {
    number: rule.number,
    lang: rule.lang,
    edition: rule.edition,
    section: rule.section,
    sectionTitle: rule.sectionTitle,
    text: rule.text,
    examples: rule.examples,
    counterparts: item.counterparts
      .filter((c): c is Counterpart & { number: string } => c.number !== null)
      .map((c) => ({ lang: c.lang, edition: c.edition, number: c.number })),
    cites: rule.cites,
    ...(item.counterpartOf ? { counterpartOf: item.counterpartOf } : {}),
    ...(item.notes.length > 0 ? { notes: item.notes } : {}),
    source: rule.source,
  };
}
