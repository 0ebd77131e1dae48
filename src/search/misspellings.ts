// Misspellings: which index words a misspelt query word may mean. Kept apart from
// expand-words.ts because it needs fuse.js, which the command loads only when a query word
// is missing from the index (about 2 ms of start-up saved for a query spelt right). Pure;
// fuse.js instances are cached per index.
// The basic build has Bitap search, all this needs, in three quarters of the code to load.
import Fuse from 'fuse.js/basic';
import { editDistance } from '../core/did-you-mean.js';
import type { Add, WordsOfLength } from './expand-words.js';

/** Edits allowed for a word of this length: one up to seven letters, then two. */
export function allowedEdits(length: number): number {
  return length >= 8 ? 2 : 1;
}

/**
 * Misspellings: fuse.js proposes words of about the same length that share the query
 * word's first or second letter (its Bitap score counts a swap of two letters as two
 * errors, so the threshold is loose), then the edit distance with swaps decides and gives
 * the similarity. Measured with the 2026 rules added (6,300 words), per misspelt word:
 * fuse over the whole vocabulary 5–17 ms, over the words of about the same length 1.4–11
 * ms, over those that also share the first or second letter well under 1 ms. A typo in
 * both of the first two letters goes uncorrected; such typos are rare.
 */
export function findMisspellings(words: WordsOfLength, word: string, add: Add): void {
  const edits = allowedEdits(word.length);
  const seen = new Set<string>();
  for (let length = word.length - edits; length <= word.length + edits; length++) {
    for (const at of [0, 1]) {
      for (const hit of fuseFor(words, length, at, word[at]!)?.search(word) ?? []) {
        if (seen.has(hit.item)) continue;
        seen.add(hit.item);
        const distance = editDistance(word, hit.item, edits);
        if (distance > 0 && distance <= edits)
          add(hit.item, 1 - (1.2 * distance) / Math.max(word.length, hit.item.length));
      }
    }
  }
}

const fuseCache = new WeakMap<WordsOfLength, Map<string, Fuse<string> | undefined>>();

/** A fuse.js matcher over the words of one length with one letter at one place, built when first needed. */
function fuseFor(wordsOfLength: WordsOfLength, length: number, at: number, letter: string): Fuse<string> | undefined {
  let cache = fuseCache.get(wordsOfLength);
  if (!cache) {
    cache = new Map<string, Fuse<string> | undefined>();
    fuseCache.set(wordsOfLength, cache);
  }
  const key = `${length} ${at} ${letter}`;
  if (!cache.has(key)) {
    const words = wordsOfLength(length).filter((word) => word[at] === letter);
    const options = {
      threshold: 0.5,
      ignoreLocation: true,
      ignoreFieldNorm: true,
      isCaseSensitive: true,
      shouldSort: false,
    };
    cache.set(key, words.length === 0 ? undefined : new Fuse(words, options));
  }
  return cache.get(key);
}
