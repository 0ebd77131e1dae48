// Rules for people (text, optionally coloured and wrapped) and for scripts (the JSON of
// the contract in the README).
import { LANG_NAMES, type Lang, type Rule } from '../rules/corpus-model.js';
import { isHeading, type RulePlan, type ShownRule } from '../rules/show-rules.js';
import type { Counterpart } from '../rules/counterparts.js';
import type { Style } from './style.js';
import { escapeControls } from './terminal-text.js';

const EXAMPLE_LABEL: Record<Lang, string> = { en: 'Example', de: 'Beispiel', it: 'Esempio' };

export interface TextOptions {
  style: Style;
  /** Wrap to this width; undefined: one line per paragraph (for pipes and grep). */
  width?: number;
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
  // An imported edition is text from outside: escaped before it is styled.
  const paragraphs = escapeControls(rule.text).split('\n\n');
  paragraphs.forEach((paragraph, i) => {
    const lead = i === 0 ? `${rule.number} ` : '';
    const body = wrap(lead + paragraph, options.width, i === 0 ? rule.number.length + 1 : 0);
    lines.push(highlightCites(body, rule, style).replace(lead, style.bold.green(lead)));
  });
  for (const example of rule.examples) {
    const body = wrap(`${EXAMPLE_LABEL[rule.lang]}: ${escapeControls(example)}`, options.width && options.width - 2, 0);
    lines.push(
      indent(highlightCites(body, rule, style), '  ').replace(
        `${EXAMPLE_LABEL[rule.lang]}:`,
        style.italic(`${EXAMPLE_LABEL[rule.lang]}:`),
      ),
    );
  }
  const counterparts = item.counterpartsKnown
    ? renderCounterparts(item.counterparts, rule)
    : 'Counterparts: not known for this imported edition';
  lines.push(style.dim(`  ${counterparts}`));
  for (const note of item.notes) lines.push(style.yellow(`  Note: ${note}`));
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
  const pattern = new RegExp(`(?<![\\d.])(${rule.cites.map(escape).join('|')})(?![\\da-z])`, 'g');
  return text.replace(pattern, (number) => style.cyan.underline(number));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}

/** Wraps at spaces to `width`; the first line keeps its leading spaces, the others are indented by `hang`. */
export function wrap(text: string, width: number | undefined, hang: number): string {
  if (!width || width < 30 || text.length <= width) return text;
  const indent = /^ */.exec(text)![0];
  const lines: string[] = [];
  let line = indent;
  for (const word of text.slice(indent.length).split(' ')) {
    const empty = line.trim() === '';
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = ' '.repeat(hang) + word;
    } else {
      line = empty ? line + word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

/** The JSON of `rule --json`. */
export function renderRulesJson(plan: RulePlan): string {
  const rules = plan.items.filter((item): item is ShownRule => !isHeading(item)).map(ruleJson);
  return (
    JSON.stringify({ schemaVersion: 1, rules, ...(plan.misses.length > 0 ? { notFound: plan.misses } : {}) }, null, 2) +
    '\n'
  );
}

function ruleJson(item: ShownRule): Record<string, unknown> {
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
      .filter((c) => c.number !== null)
      .map((c) => ({ lang: c.lang, edition: c.edition, number: c.number })),
    cites: rule.cites,
    ...(item.counterpartOf ? { counterpartOf: item.counterpartOf } : {}),
    ...(item.notes.length > 0 ? { notes: item.notes } : {}),
    source: rule.source,
  };
}
