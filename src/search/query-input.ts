// What a judge typed, made fit to search: control characters (a pasted tab, an escape
// sequence) become spaces, and the rest is checked. An empty query and one over the length
// limit are usage errors; a query of nothing but stop words finds nothing. Pure.
import { foldedWords } from './normalise.js';
import { STOPWORDS } from './stopwords.js';
import { readQuestion } from './question-words.js';

/** The longest query searched, in characters: a sentence or two, not a pasted rule. */
export const MAX_QUERY_LENGTH = 300;

export type CheckedQuery =
  | { kind: 'words'; text: string }
  | { kind: 'empty' }
  | { kind: 'too-long'; length: number }
  | { kind: 'stop-words'; text: string };

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The arguments without control characters, and without those that were nothing else. */
export function cleanArgs(args: readonly string[]): string[] {
  return args.map((arg) => arg.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
}

export function checkQuery(args: readonly string[]): CheckedQuery {
  const text = cleanArgs(args).join(' ');
  if (text.length > MAX_QUERY_LENGTH) return { kind: 'too-long', length: text.length };
  const words = foldedWords(text);
  if (words.length === 0) return { kind: 'empty' };
  const { filler } = readQuestion(words);
  if (words.every((word, i) => STOPWORDS.has(word) || filler[i])) return { kind: 'stop-words', text };
  return { kind: 'words', text };
}
