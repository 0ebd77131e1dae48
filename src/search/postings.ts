// A word's postings: the documents of a part that hold it, how much (a name's words count
// NAME_WEIGHT times), and where. Stored as little-endian 32-bit integers, so that reading
// them is one copy into a typed array, not a loop: a command runs its code once, mostly
// interpreted, and a decoding loop over a common word's postings would cost milliseconds.
// Pure.

/** A word of a name (title, headword, heading) counts as this many words of the text. */
export const NAME_WEIGHT = 3;

export interface Postings {
  /** The id of the part's first document: add it to `docs` for global ids. */
  offset: number;
  /** Local ids of the documents holding the word, ascending. */
  docs: Int32Array;
  /** Per document, how often it holds the word, a name's words counting NAME_WEIGHT times. */
  weights: Int32Array;
  /** Per document, where its positions start in `positions`; one more entry closes the last. */
  starts: Int32Array;
  positions: Int32Array;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Integers as little-endian bytes. */
export function encodeInts(values: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((value, i) => view.setInt32(i * 4, value, true));
  return bytes;
}

/** Little-endian bytes as integers (a copy, aligned). */
export function decodeInts(bytes: Uint8Array): Int32Array {
  // new Uint8Array(bytes) copies: a Node Buffer's slice would share its pool.
  if (LITTLE_ENDIAN) return new Int32Array(new Uint8Array(bytes).buffer);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Int32Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getInt32(i * 4, true));
}

/** One word's postings as integers: n, the n documents, their n weights, n + 1 starts, the positions. */
export function encodePostings(entries: readonly { doc: number; positions: number[]; names: number }[]): number[] {
  const out = [entries.length, ...entries.map((e) => e.doc)];
  for (const { positions, names } of entries)
    out.push(positions.reduce((sum, at) => sum + (at < names ? NAME_WEIGHT : 1), 0));
  let start = 0;
  out.push(start);
  for (const { positions } of entries) out.push((start += positions.length));
  for (const { positions } of entries) out.push(...positions);
  return out;
}

export function decodePostings(bytes: Uint8Array, offset: number): Postings {
  const ints = decodeInts(bytes);
  const n = ints[0]!;
  return {
    offset,
    docs: ints.subarray(1, 1 + n),
    weights: ints.subarray(1 + n, 1 + 2 * n),
    starts: ints.subarray(1 + 2 * n, 2 + 3 * n),
    positions: ints.subarray(2 + 3 * n),
  };
}

export const EMPTY_POSTINGS: Postings = {
  offset: 0,
  docs: new Int32Array(0),
  weights: new Int32Array(0),
  starts: new Int32Array(1),
  positions: new Int32Array(0),
};

/** Where the word stands in one document (global id), by binary search in its postings. */
export function positionsIn(postings: Postings, doc: number): Int32Array {
  const place = placeIn(postings, doc);
  return place < 0
    ? EMPTY_POSTINGS.positions
    : postings.positions.subarray(postings.starts[place], postings.starts[place + 1]);
}

/** The document's place among the postings' documents (global id), or -1. */
export function placeIn(postings: Postings, doc: number): number {
  const local = doc - postings.offset;
  const { docs } = postings;
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = docs[mid]!;
    if (at === local) return mid;
    if (at < local) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
