// An answer against the `expect` its author wrote, by the answer's shape
// (scenario-format.md, "How an answer is compared with expect"), with the difference said
// in words a judge can act on.
import type { AnswerShape } from '../core/answer.js';

export interface Comparison {
  ok: boolean;
  /** What differs, one line each; empty when ok. */
  differences: string[];
}

export function compareAnswer(shape: AnswerShape, actual: unknown, expected: unknown): Comparison {
  const set = shape === 'players' || shape === 'objects' || shape === 'names';
  if (set && Array.isArray(actual) && Array.isArray(expected)) return compareSets(actual, expected);
  if (shape === 'seating' && Array.isArray(actual) && Array.isArray(expected)) return compareSeating(actual, expected);
  if (shape === 'mapping' && entriesOf(actual) && entriesOf(expected)) return compareMappings(actual, expected);
  if (shape === 'holder' && holders(actual) && holders(expected))
    return compareSets(holders(actual)!, holders(expected)!);
  return sameValue(actual, expected) ? pass : fail(`expected ${formatValue(expected)}, got ${formatValue(actual)}`);
}

const pass: Comparison = { ok: true, differences: [] };
const fail = (...differences: string[]): Comparison => ({ ok: false, differences });

/** A set of players: order and repetition do not matter. */
function compareSets(actual: unknown[], expected: unknown[]): Comparison {
  const missing = expected.filter((e) => !actual.some((a) => sameValue(a, e)));
  const extra = actual.filter((a) => !expected.some((e) => sameValue(a, e)));
  const differences = [
    ...(missing.length > 0 ? [`expected but not in the answer: ${missing.map(formatValue).join(', ')}`] : []),
    ...(extra.length > 0 ? [`in the answer but not expected: ${extra.map(formatValue).join(', ')}`] : []),
  ];
  return differences.length === 0 ? pass : fail(...differences);
}

/** Who has a designation as a set: "none" is nobody, a name one player, a list those who may have it. */
function holders(value: unknown): unknown[] | undefined {
  if (value === 'none') return [];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value : undefined;
}

/** A seating is a circle: any starting seat will do, but not the other direction. */
function compareSeating(actual: unknown[], expected: unknown[]): Comparison {
  if (isRotation(actual, expected)) return pass;
  const asSets = compareSets(actual, expected);
  if (!asSets.ok || actual.length !== expected.length) {
    return asSets.ok ? fail(`expected ${expected.length} seats, got ${actual.length}`) : asSets;
  }
  const reversed = isRotation([...actual].reverse(), expected);
  const detail = reversed ? 'the same seats in the opposite direction' : 'the same players in another order';
  return fail(`${detail}: expected ${formatValue(expected)}, got ${formatValue(actual)}`);
}

function isRotation(actual: unknown[], expected: unknown[]): boolean {
  if (actual.length !== expected.length) return false;
  if (actual.length === 0) return true;
  return actual.some((_, start) => expected.every((e, i) => sameValue(actual[(start + i) % actual.length], e)));
}

/** Key by key. Keys compare as text, so that YAML's `1: Alex` matches an answer's "1". */
function compareMappings(actual: unknown, expected: unknown): Comparison {
  const got = new Map(entriesOf(actual));
  const want = new Map(entriesOf(expected));
  const differences: string[] = [];
  for (const [key, value] of want) {
    if (!got.has(key))
      differences.push(`${formatKey(key)}: expected ${formatValue(value)}, but the answer has no such key`);
    else if (!sameValue(got.get(key), value))
      differences.push(`${formatKey(key)}: expected ${formatValue(value)}, got ${formatValue(got.get(key))}`);
  }
  for (const [key, value] of got) {
    if (!want.has(key)) differences.push(`${formatKey(key)}: not expected, the answer has ${formatValue(value)}`);
  }
  return differences.length === 0 ? pass : fail(...differences);
}

/** A mapping's entries with text keys, or undefined when the value is not a mapping. */
function entriesOf(value: unknown): [string, unknown][] | undefined {
  if (value instanceof Map) return [...value].map(([k, v]) => [String(k), v]);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.entries(value);
}

/** Deep equality in which mapping keys compare as text. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const left = entriesOf(a);
  const right = entriesOf(b);
  if (!left || !right || left.length !== right.length) return false;
  const others = new Map(right);
  return left.every(([key, value]) => others.has(key) && sameValue(value, others.get(key)));
}

/** A value as it would be written in a scenario file: [Alex, Bianca], {1: Alex}, 2, true. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  const entries = entriesOf(value);
  if (entries) return `{${entries.map(([k, v]) => `${formatKey(k)}: ${formatValue(v)}`).join(', ')}}`;
  // A text that reads as a number is quoted, so that "2" and 2 look different in a report.
  if (typeof value === 'string') return /^[-+.]?\d/.test(value) ? JSON.stringify(value) : formatKey(value);
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
    ? String(value)
    : JSON.stringify(value);
}

/** Text as plain YAML would show it, quoted only where it would otherwise read as something else. */
function formatKey(text: string): string {
  const plain = text !== '' && !/^[\s\-?#&*!|>'"%@`]|[,:[\]{}#]|\s$/.test(text) && !/^(true|false|null|~)$/i.test(text);
  return plain ? text : JSON.stringify(text);
}
