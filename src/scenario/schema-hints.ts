// How to fix a value the schema refuses: the `= …` line under each schema diagnostic. Every
// refusal gets one. The commonest slips get a precise one (a keyword's typo, YAML 1.1's
// yes/no, a number in quotes or in words, one name where a list belongs); anything else is
// told what to write from what the schema expects.
import type * as z from 'zod';
import { didYouMean, quoteList } from '../core/did-you-mean.js';
import type { DocPath } from '../core/scenario.js';
import { isMapping } from './describe.js';
import { scenarioSchema } from './schema.js';

type Issue = z.core.$ZodIssue;

/** Where a missing key goes, and what it holds when the schema says. */
export function addKeyHint(parent: DocPath, key: string, where: string): string {
  if (key === 'ask') return `add "ask:" to ${where} with the question kind, e.g. "ask: range-of-influence"`;
  const shape: Record<string, z.ZodType> = scenarioSchema.shape;
  const description = parent.length === 0 ? shape[key]?.meta()?.description : undefined;
  return `add "${key}:" to ${where}${description ? `: ${description}` : ''}`;
}

/** The fix for one value the schema refuses. */
export function valueHint(issue: Issue, path: DocPath, value: unknown): string {
  return precise(issue, path, value) ?? `write ${issue.message} in its place`;
}

function precise(issue: Issue, path: DocPath, value: unknown): string | undefined {
  if (value === null) return 'write a value after the colon, or remove the key';
  // An edition is a year, a date, or a language and either: one hint whatever the slip.
  if (path.length === 1 && path[0] === 'edition')
    return 'write "edition: 2024", "edition: 2011", or an imported edition, such as "edition: en-2026"';
  switch (issue.code) {
    case 'invalid_union':
      // An expect is a value of the answer's shape or {error: CODE}: the hint of the first
      // branch that has one, passing over a mapping where the value is none (the refusal).
      return issue.errors
        .flatMap((errors) => errors.filter((e) => e.path.length === 0))
        .filter((e) => isMapping(value) || e.code !== 'invalid_type' || e.expected !== 'object')
        .map((e) => precise(e, path, value))
        .find((h) => h !== undefined);
    case 'invalid_value':
      return choiceHint(issue.values, path, value);
    case 'invalid_type':
      return typeHint(issue.expected, path, value);
    case 'too_small':
      if (issue.origin === 'array')
        return `put at least ${issue.minimum === 1 ? 'one entry' : `${issue.minimum} entries`} in the list`;
      if (issue.origin === 'string') return 'write something between the quotes, or remove the key';
      return Number(issue.minimum) > Number.MIN_SAFE_INTEGER
        ? `write ${issue.minimum} or more`
        : `write a number within ±${Number.MAX_SAFE_INTEGER}`;
    case 'too_big':
      return Number(issue.maximum) < Number.MAX_SAFE_INTEGER
        ? `write ${issue.maximum} or less`
        : `write a number within ±${Number.MAX_SAFE_INTEGER}`;
    default:
      return undefined;
  }
}

function choiceHint(values: readonly unknown[], path: DocPath, value: unknown): string {
  const choices = [...new Set(values.map(String))];
  // Only a word has typos: "2" is not a misspelt 1.
  const typo = typeof value === 'string' && /[a-z]/i.test(value) ? didYouMean(value, choices) : undefined;
  if (typo) return typo;
  if (choices.length > 3) return 'write one of those values, spelt as shown';
  const key = path[path.length - 1];
  const written = choices.map((choice) => (typeof key === 'string' ? `${key}: ${choice}` : choice));
  return `write ${quoteList(written)}`;
}

function typeHint(expected: string, path: DocPath, value: unknown): string | undefined {
  const key = path[path.length - 1];
  const keyed = (text: string) => (typeof key === 'string' ? `${key}: ${text}` : text);
  if (typeof value === 'string') {
    const text = value.trim();
    if ((expected === 'number' || expected === 'int') && /^[-+]?\d+(\.\d+)?$/.test(text))
      return `drop the quotes: ${keyed(text)} ("${text}" in quotes is text)`;
    if (expected === 'boolean' && /^(true|false)$/.test(text))
      return `drop the quotes: ${keyed(text)} ("${text}" in quotes is text)`;
    // YAML 1.2 reads yes, no, on and off as text, unlike YAML 1.1.
    if (expected === 'boolean' && /^(yes|no|on|off|y|n)$/i.test(text)) return 'write true or false';
    const word = NUMBER_WORDS.indexOf(text.toLowerCase());
    if ((expected === 'number' || expected === 'int') && word >= 0) return `write it in digits: ${keyed(String(word))}`;
  }
  if (expected === 'number' || expected === 'int') {
    if (typeof value === 'number') return `write a whole number, such as ${keyed(String(Math.trunc(value)))}`;
    return 'write a number in digits, without quotes';
  }
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return `quotes make it text: "${value}"`;
  if (expected === 'string' && Array.isArray(value))
    return value.length === 1 && typeof value[0] === 'string'
      ? `write it without brackets: ${keyed(value[0])}`
      : 'write one value, not a list';
  if (expected === 'string' && isMapping(value)) return 'write it as text; a value with ": " in it must be in quotes';
  if (expected === 'array' && isMapping(value))
    return 'write each entry on a line of its own that starts with "- ", or all of them as [a, b, c]';
  if (expected === 'array' && typeof value === 'string' && value !== '' && !MAPPING_LISTS.includes(String(key)))
    return `write it as a list${String(value).includes(',') ? '' : ', even of one'}: ${keyed(`[${value}]`)}`;
  if (expected === 'array') return 'write each entry on a line of its own that starts with "- "';
  if (expected === 'object' || expected === 'record')
    return 'write "key: value" pairs, one per line under the key, or as {key: value}';
  return undefined;
}

/** The lists whose entries are mappings, not names. */
const MAPPING_LISTS = ['questions', 'events', 'objects'];

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
