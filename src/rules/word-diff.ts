// A word diff between two texts of one rule, as `changes --json` gives it: runs of words
// kept ("="), taken out ("-") and put in ("+"), in reading order. jsdiff's diffWords does the
// matching (Myers' algorithm over words, whitespace kept with the words it follows).
import { diffWords } from 'diff';

export type WordDiff = ['=' | '-' | '+', string][];

export function wordDiff(before: string, after: string): WordDiff {
  return diffWords(before, after).map((part) => [part.added ? '+' : part.removed ? '-' : '=', part.value]);
}
