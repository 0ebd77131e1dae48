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

/**
 * Orders rule numbers as the rules do: 807.4 < 807.4a < 807.4j < 807.5 < 807.10; anything
 * else by code units. A search looks rules up by number by halving, so this runs thousands
 * of times: it reads the digits in place (orderKey) rather than matching NUMBER.
 */
export function compareRuleNumbers(a: string, b: string): number {
  const x = orderKey(a);
  const y = orderKey(b);
  return x < 0 || y < 0 ? byCodeUnits(a, b) : x - y;
}

/**
 * A rule number (as NUMBER reads it) as one integer in the rules' order: section, then rule
 * (none before 0), then subrule letter (none before "a"); -1 for anything else.
 */
function orderKey(number: string): number {
  const length = number.length;
  let section = 0;
  for (let i = 0; i < 3; i++) {
    const digit = number.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    section = section * 10 + digit;
  }
  if (length === 3) return section * 1_000_000;
  if (number.charCodeAt(3) !== 46) return -1;
  let at = 4;
  let rule = 0;
  for (; at < length && at < 7; at++) {
    const digit = number.charCodeAt(at) - 48;
    if (!(digit >= 0 && digit <= 9)) break;
    rule = rule * 10 + digit;
  }
  if (at === 4) return -1;
  let sub = 0;
  if (at < length) {
    const letter = number.charCodeAt(at++);
    if (!(letter >= 97 && letter <= 122)) return -1;
    sub = letter - 96;
  }
  return at === length ? section * 1_000_000 + (rule + 1) * 100 + sub : -1;
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
