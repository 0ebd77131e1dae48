// A word's postings: the documents that hold it and where, stored as text ("1a.0.5 2f.3":
// document 46 at positions 0 and 5, document 87 at 3, in base 36) and decoded only for the
// words a query looks up. Pure.

/** Decoded postings: the documents holding a word, ascending, each with where it stands. */
export interface Postings {
  docs: number[];
  /** Per document, where its positions start in `positions`; one more entry closes the last. */
  starts: number[];
  positions: number[];
}

/**
 * "1a.0.5 2f.3" → documents 46 (at 0 and 5) and 87 (at 3), their ids shifted by `offset`.
 * Read character by character: splitting made two arrays per document, and a common word's
 * postings hold thousands.
 */
export function decodePostings(encoded: string, offset: number, into: Postings): void {
  let value = 0;
  let first = true;
  for (let i = 0; i <= encoded.length; i++) {
    const code = i < encoded.length ? encoded.charCodeAt(i) : SPACE;
    if (code === DOT || code === SPACE) {
      if (first) into.docs.push(offset + value);
      else into.positions.push(value);
      if (code === SPACE) into.starts.push(into.positions.length);
      first = code === SPACE;
      value = 0;
    } else {
      value = value * 36 + (code <= NINE ? code - ZERO : code - LOWER_A + 10);
    }
  }
}

const [SPACE, DOT, ZERO, NINE, LOWER_A] = [32, 46, 48, 57, 97];

/** Where the word stands in one document (word positions), by binary search in its postings. */
export function positionsIn(postings: Postings, doc: number): number[] {
  let low = 0;
  let high = postings.docs.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = postings.docs[mid]!;
    if (at === doc) return postings.positions.slice(postings.starts[mid], postings.starts[mid + 1]);
    if (at < doc) low = mid + 1;
    else high = mid - 1;
  }
  return [];
}
