// Misspellings: which written words a misspelt query word may mean. Each word of about the
// same length that shares its first or second letter (a typo seldom hits both), and holds
// enough of its letters to be near enough (core/did-you-mean.ts lettersWithin), is measured
// with the edit distance that counts a swap of neighbours as one edit (core/did-you-mean.ts),
// which gives up as soon as the limit is passed. Measured over the query sets with the 2026
// rules added (10,000 English words): fuse.js proposing candidates took up to 10 ms for a
// query whose words no language writes, the bounded distance over the same candidates
// under 1 ms. Pure.
import { editDistance, lettersWithin } from '../core/did-you-mean.js';
import type { Add, Candidates } from './expand-words.js';

/** Edits allowed for a word of this length: one up to six letters, then two. */
export function allowedEdits(length: number): number {
  return length >= 7 ? 2 : 1;
}

export function findMisspellings(candidates: Candidates, word: string, add: Add): void {
  const edits = allowedEdits(word.length);
  const held = lettersWithin(word, edits);
  for (const candidate of candidates(word.length - edits, word.length + edits, word[0]!, word[1]!, held)) {
    const distance = editDistance(word, candidate, edits);
    if (distance > 0 && distance <= edits)
      add(candidate, 1 - (1.2 * distance) / Math.max(word.length, candidate.length));
  }
}
