// The exact-token index: folded word → the documents that hold it, and where. It finds the
// candidates for a query and scores whole-word hits; fuse.js only maps a misspelt word to
// words of this index's vocabulary (misspellings.ts). Assembled from one part per corpus
// file (index-part.ts); what a query needs is decoded on first use. Pure.
import type { DocMeta, SearchDoc } from './documents.js';
import { decodePostings, findWord, partMetas, partWords, type IndexPart, type Postings } from './index-part.js';

export interface TokenIndex {
  /** What ranking needs of each document; `loadDoc` gives the whole document. */
  docs: readonly DocMeta[];
  /** The parts, each with the id of its first document and how to load its documents. */
  parts: readonly {
    offset: number;
    part: IndexPart;
    load: () => readonly SearchDoc[];
    loadOne?: (i: number) => SearchDoc;
  }[];
  /** Per document, how many words it has. */
  lengths: Int32Array;
  averageLength: number;
  /** The section documents ("807 Grand Melee Variant"). */
  sectionDocs: number[];
  /** Per document: the rule it is a subrule of (807.4 for 807.4a; the section for 807.4), else -1. */
  parent: Int32Array;
  /** Per document: its section's document (807 for 807.4a), else -1. */
  section: Int32Array;
  /** Per document: how many subrules name it as parent (807.4 has ten). */
  children: Int32Array;
  /** What has been decoded so far. */
  decoded: {
    postings: Map<string, Postings>;
    names: (string[][] | undefined)[];
    vocabulary?: string[];
    byLength?: string[][];
    lengths?: (length: number) => string[];
    byNumber?: Map<string, number>;
    joined?: string;
    loaded: (readonly SearchDoc[] | undefined)[];
  };
}

/** One corpus file's part of the index, and how to load its documents (only for hits). */
export interface IndexPiece {
  part: IndexPart;
  load: () => readonly SearchDoc[];
  /** Loads one document alone, where its corpus is stored in parts (an imported edition). */
  loadOne?: (i: number) => SearchDoc;
}

export function assembleIndex(pieces: readonly IndexPiece[]): TokenIndex {
  const docs = pieces.flatMap((piece) => partMetas(piece.part));
  const parts: TokenIndex['parts'][number][] = [];
  const lengths = new Int32Array(docs.length);
  const parent = new Int32Array(docs.length);
  const section = new Int32Array(docs.length);
  const children = new Int32Array(docs.length);
  let offset = 0;
  let total = 0;
  for (const { part, load, loadOne } of pieces) {
    parts.push({ offset, part, load, ...(loadOne && { loadOne }) });
    part.lengths.forEach((length, i) => {
      lengths[offset + i] = length;
      total += length;
      parent[offset + i] = part.parents[i]! < 0 ? -1 : offset + part.parents[i]!;
      section[offset + i] = part.sections[i]! < 0 ? -1 : offset + part.sections[i]!;
      if (part.parents[i]! >= 0) children[offset + part.parents[i]!]!++;
    });
    offset += part.lengths.length;
  }
  return {
    docs,
    parts,
    lengths,
    averageLength: docs.length === 0 ? 1 : total / docs.length,
    parent,
    section,
    children,
    sectionDocs: docs.flatMap((doc, id) => (doc.isSection ? [id] : [])),
    decoded: { postings: new Map(), names: [], loaded: [] },
  };
}

/** The documents that hold the word, ascending, with where it stands in each; none if no document holds it. */
export function postingsOf(index: TokenIndex, word: string): Postings {
  let postings = index.decoded.postings.get(word);
  if (!postings) {
    postings = { docs: [], starts: [0], positions: [] };
    for (const { offset, part } of index.parts) {
      const at = findWord(part, word);
      if (at !== -1) decodePostings(part.postings[at]!, offset, postings);
    }
    index.decoded.postings.set(word, postings);
  }
  return postings;
}

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

export function holdsWord(index: TokenIndex, word: string): boolean {
  return index.parts.some(({ part }) => findWord(part, word) !== -1);
}

/** The folded words of each of a document's names. */
export function namesOf(index: TokenIndex, id: number): string[][] {
  return (index.decoded.names[id] ??= pieceOf(index, id, (part, i) => part.names[i]!)
    .split('\t')
    .filter(Boolean)
    .map(split));
}

function split(text: string): string[] {
  return text === '' ? [] : text.split(' ');
}

function pieceOf<T>(index: TokenIndex, id: number, read: (part: IndexPart, i: number) => T): T {
  const at = partAt(index, id);
  return read(index.parts[at]!.part, id - index.parts[at]!.offset);
}

function partAt(index: TokenIndex, id: number): number {
  let at = index.parts.length - 1;
  while (index.parts[at]!.offset > id) at--;
  return at;
}

/** The whole document, texts included: its corpus file is loaded on first use. */
export function loadDoc(index: TokenIndex, id: number): SearchDoc {
  const at = partAt(index, id);
  const { offset, part, load, loadOne } = index.parts[at]!;
  if (loadOne) return loadOne(id - offset);
  let docs = index.decoded.loaded[at];
  if (!docs) {
    docs = load();
    // The part was built from this corpus file; anything else is a stale rules-data.
    if (docs.length !== part.lengths.length)
      throw new Error(
        `the search index does not fit its corpus file (${docs.length} documents, the index has ${part.lengths.length}); run npm run corpus`,
      );
    index.decoded.loaded[at] = docs;
  }
  return docs[id - offset]!;
}

/** Every word of the index; a word of several parts comes once per part. */
export function vocabularyOf(index: TokenIndex): string[] {
  return (index.decoded.vocabulary ??= index.parts.flatMap(({ part }) => partWords(part)));
}

/** The vocabulary as one text, "\nword\nword\n", for the native string search. */
export function joinedVocabulary(index: TokenIndex): string {
  return (index.decoded.joined ??= `\n${index.parts.map(({ part }) => part.vocabulary.slice(1)).join('')}`);
}

/** The words of one length, for fuzzy matching against words of about the query word's length. */
export function wordsOfLength(index: TokenIndex, length: number): string[] {
  if (!index.decoded.byLength) {
    const groups: string[][] = [];
    for (const word of vocabularyOf(index)) (groups[word.length] ??= []).push(word);
    index.decoded.byLength = groups;
  }
  return index.decoded.byLength[length] ?? [];
}

/** wordsOfLength for this index as one function, the same each time: what the misspelling finder gets. */
export function lengthsOf(index: TokenIndex): (length: number) => string[] {
  return (index.decoded.lengths ??= (length) => wordsOfLength(index, length));
}

export function numberKey(doc: Pick<SearchDoc, 'lang' | 'edition'>, number: string): string {
  return `${doc.lang}-${doc.edition ?? ''} ${number}`;
}

/** The rule document with this number in this edition ("en-2011-02-04 807.4e"), sections included. */
export function docByNumber(index: TokenIndex, key: string): number | undefined {
  if (!index.decoded.byNumber) {
    const map = new Map<string, number>();
    index.docs.forEach((doc, id) => {
      if (doc.kind === 'rule' && doc.number !== undefined) map.set(numberKey(doc, doc.number), id);
    });
    index.decoded.byNumber = map;
  }
  return index.decoded.byNumber.get(key);
}
