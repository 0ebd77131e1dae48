// Rule numbers: "807", "807.4", "807.4e". Parsing the loose forms a judge types, ordering,
// and "is this rule part of that one" (807.4e is part of 807.4 and of 807; 807.10 is not
// part of 807.1).
import { byCodeUnits } from './editions.js';

export interface RuleNumberParts {
  section: number;
  rule?: number;
  sub?: string;
}

const NUMBER = /^(\d{3})(?:\.(\d{1,3})([a-z])?)?$/;

export function splitRuleNumber(number: string): RuleNumberParts | undefined {
  const match = NUMBER.exec(number);
  if (!match) return undefined;
  return {
    section: Number(match[1]),
    rule: match[2] === undefined ? undefined : Number(match[2]),
    sub: match[3],
  };
}

/** Orders rule numbers as the rules do: 807.4 < 807.4a < 807.4j < 807.5 < 807.10. */
export function compareRuleNumbers(a: string, b: string): number {
  const x = splitRuleNumber(a);
  const y = splitRuleNumber(b);
  if (!x || !y) return byCodeUnits(a, b);
  return x.section - y.section || (x.rule ?? -1) - (y.rule ?? -1) || byCodeUnits(x.sub ?? '', y.sub ?? '');
}

/** True when `number` is `parent` itself or one of its subrules. */
export function isWithin(number: string, parent: string): boolean {
  if (number === parent) return true;
  const x = splitRuleNumber(number);
  const p = splitRuleNumber(parent);
  if (!x || !p || x.section !== p.section) return false;
  if (p.rule === undefined) return true;
  if (x.rule !== p.rule) return false;
  return p.sub === undefined && x.sub !== undefined;
}

export type RuleQuery = { kind: 'number'; number: string } | { kind: 'range'; from: string; to: string };

/**
 * Reads what a judge types: "807.4e", "r807.4e", "807.4e.", "Rule 807.4E", "Regel 807.4e",
 * "regola 805.3", ranges "807.4a-807.4d", "807.4a–d" and "807.4a..807.4d".
 * Returns undefined when the input is not a rule number at all.
 */
export function parseRuleQuery(input: string): RuleQuery | undefined {
  const cleaned = input
    .trim()
    .toLowerCase()
    .replace(/^(?:rule|rules|regel|regeln|regola|regole|cr|r)\s*/, '')
    .replace(/\s+/g, '');
  // Written as escapes (en and em dash), so that the bundle is ASCII and loads as one-byte text.
  const range = /^(.+?)(?:-|\u2013|\u2014|\.\.)(.+)$/.exec(cleaned);
  if (range) {
    const from = normaliseNumber(range[1]!);
    if (!from) return undefined;
    const to = normaliseNumber(range[2]!) ?? expandShortEnd(from, range[2]!);
    return to ? { kind: 'range', from, to } : undefined;
  }
  const number = normaliseNumber(cleaned);
  return number ? { kind: 'number', number } : undefined;
}

function normaliseNumber(text: string): string | undefined {
  const trimmed = text.replace(/\.$/, '');
  return NUMBER.test(trimmed) ? trimmed : undefined;
}

/** "807.4a–d": the end of a range given by its last letter or number only. */
function expandShortEnd(from: string, end: string): string | undefined {
  const parts = splitRuleNumber(from);
  if (!parts) return undefined;
  if (/^[a-z]$/.test(end) && parts.rule !== undefined) return `${parts.section}.${parts.rule}${end}`;
  if (/^\d{1,3}$/.test(end) && parts.rule !== undefined && parts.sub === undefined) return `${parts.section}.${end}`;
  return undefined;
}

/** The sections ("807") the queries name, ranges included; texts that are not rule numbers name none. */
export function querySections(texts: readonly string[]): string[] {
  const sections = new Set<string>();
  for (const text of texts) {
    const query = parseRuleQuery(text);
    if (!query) continue;
    const from = Number((query.kind === 'number' ? query.number : query.from).slice(0, 3));
    const to = Number((query.kind === 'number' ? query.number : query.to).slice(0, 3));
    for (let section = Math.min(from, to); section <= Math.max(from, to); section++) sections.add(String(section));
  }
  return [...sections];
}

/** True for a text that looks like a rule number or range, so that search can route it to lookup. */
export function looksLikeRuleNumber(input: string): boolean {
  return parseRuleQuery(input) !== undefined;
}
