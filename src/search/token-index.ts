// The search index: the parts of every corpus file side by side, each document with one id
// across them. What a query needs is decoded on first use: a part's vocabulary and
// document table, then only the postings of the words the query looks up and the
// documents it shows. Words are stems of their part's language, so every lookup of a word
// goes to the parts of one language. Pure.
import type { Lang } from '../rules/corpus-model.js';
import type { PartKind, SearchDoc } from './documents.js';
import type { PartHead, PartMeta, StoredDoc } from './index-part.js';
import type { PackedPart } from './index-pack.js';
import type { Lexicon } from './lexicon.js';
import type { Stemmers } from './stemmers.js';
import { decodePostings, type Postings } from './postings.js';

export interface IndexedPart {
  /** The id of its first document. */
  offset: number;
  head: PartHead;
  packed: PackedPart;
}

export interface SearchIndex {
  parts: IndexedPart[];
  docCount: number;
  lexicon: Lexicon;
  /** Per option section, the variant sections that use it ("805" → ["810"]). */
  links: Readonly<Record<string, readonly string[]>>;
  stemmers: Stemmers;
  /** Per document: how many words it has, and how many of them are its names. */
  lengths: Int32Array;
  nameLengths: Int32Array;
  /** Per document: the rule it is a subrule of (the section for a rule), its section's document; else -1. */
  parent: Int32Array;
  section: Int32Array;
  /** Per document: how many subrules name it as parent. */
  children: Int32Array;
  /** Per part: its documents' numbers or terms. */
  keys: string[][];
  averageLength: number;
  /** The section documents. */
  sectionDocs: number[];
  decoded: Decoded;
}

interface Decoded {
  words: (string[] | undefined)[];
  postingsAt: (number[] | undefined)[];
  postings: Map<string, Postings>;
  names: (string[][] | undefined)[];
  nameLines: (string[] | undefined)[];
  storeAt: (number[] | undefined)[];
  docs: (SearchDoc | undefined)[];
  joined: Partial<Record<Lang, string>>;
  surface: Partial<Record<Lang, string[]>>;
  byLength: Partial<Record<Lang, (length: number) => string[]>>;
}

export function assembleIndex(
  packed: readonly PackedPart[],
  extras: { lexicon: Lexicon; links: SearchIndex['links']; stemmers: Stemmers },
): SearchIndex {
  const parts: IndexedPart[] = [];
  const metas: PartMeta[] = [];
  let docCount = 0;
  for (const part of packed) {
    parts.push({ offset: docCount, head: part.head, packed: part });
    metas.push(JSON.parse(part.section('meta')) as PartMeta);
    docCount += part.head.docs;
  }
  const index: SearchIndex = {
    ...extras,
    parts,
    docCount,
    lengths: new Int32Array(docCount),
    nameLengths: new Int32Array(docCount),
    parent: new Int32Array(docCount),
    section: new Int32Array(docCount),
    children: new Int32Array(docCount),
    keys: metas.map((meta) => meta.keys),
    averageLength: 1,
    sectionDocs: [],
    decoded: freshDecoded(),
  };
  let total = 0;
  metas.forEach((meta, p) => {
    const offset = parts[p]!.offset;
    for (let i = 0; i < meta.lengths.length; i++) {
      index.lengths[offset + i] = meta.lengths[i]!;
      index.nameLengths[offset + i] = meta.nameLengths[i]!;
      total += meta.lengths[i]!;
      const parent = meta.parents[i]!;
      index.parent[offset + i] = parent < 0 ? -1 : offset + parent;
      index.section[offset + i] = meta.sections[i]! < 0 ? -1 : offset + meta.sections[i]!;
      if (parent >= 0) index.children[offset + parent]!++;
    }
    for (const id of meta.sectionDocs) index.sectionDocs.push(offset + id);
  });
  index.averageLength = docCount === 0 ? 1 : total / docCount;
  return index;
}

/** Nothing decoded yet: what a new process starts with (the bench times queries from here). */
export function freshDecoded(): Decoded {
  return {
    words: [],
    postingsAt: [],
    postings: new Map(),
    names: [],
    nameLines: [],
    storeAt: [],
    docs: [],
    joined: {},
    surface: {},
    byLength: {},
  };
}

/** The part a document belongs to. */
export function partOf(index: SearchIndex, id: number): number {
  let at = index.parts.length - 1;
  while (index.parts[at]!.offset > id) at--;
  return at;
}

/** What a document is, without reading its text. */
export function kindOf(index: SearchIndex, id: number): { kind: PartKind; lang: Lang; edition?: string; key: string } {
  const p = partOf(index, id);
  const { head, offset } = index.parts[p]!;
  return { kind: head.kind, lang: head.lang, edition: head.edition, key: index.keys[p]![id - offset]! };
}

/** The parts of one language. */
export function partsOf(index: SearchIndex, lang: Lang): number[] {
  return index.parts.flatMap((part, p) => (part.head.lang === lang ? [p] : []));
}

/** A part's words, sorted: stems and concept tokens. */
export function partWords(index: SearchIndex, p: number): string[] {
  let words = index.decoded.words[p];
  if (!words) {
    const text = index.parts[p]!.packed.section('vocabulary');
    index.decoded.words[p] = words = text.length > 1 ? text.slice(1, -1).split('\n') : [];
  }
  return words;
}

/** Where the word stands in the part's sorted words, or -1. */
export function findWord(index: SearchIndex, p: number, word: string): number {
  const words = partWords(index, p);
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = words[mid]!;
    if (at === word) return mid;
    if (at < word) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

const EMPTY: Postings = { docs: [], starts: [0], positions: [] };

/** The documents of part `p` that hold the word, with where it stands in each; ids are global. */
export function postingsOf(index: SearchIndex, p: number, word: string): Postings {
  const key = `${p} ${word}`;
  let postings = index.decoded.postings.get(key);
  if (!postings) {
    const at = findWord(index, p, word);
    if (at < 0) postings = EMPTY;
    else {
      const offsets = (index.decoded.postingsAt[p] ??= index.parts[p]!.packed.section('postingsAt')
        .split(' ')
        .map((n) => parseInt(n, 36)));
      postings = { docs: [], starts: [0], positions: [] };
      decodePostings(
        index.parts[p]!.packed.slice('postings', offsets[at]!, offsets[at + 1]!),
        index.parts[p]!.offset,
        postings,
      );
    }
    index.decoded.postings.set(key, postings);
  }
  return postings;
}

/** Whether any part of the language holds the word. */
export function holdsWord(index: SearchIndex, lang: Lang, word: string): boolean {
  return partsOf(index, lang).some((p) => findWord(index, p, word) >= 0);
}

/** The words of a language's parts as one text, "\nword\nword\n", for the native string search. */
export function joinedVocabulary(index: SearchIndex, lang: Lang): string {
  return (index.decoded.joined[lang] ??= `\n${partsOf(index, lang)
    .map((p) => index.parts[p]!.packed.section('vocabulary').slice(1))
    .join('')}`);
}

/** The folded words as the texts of a language write them (not stemmed), for misspellings and compounds. */
export function surfaceWords(index: SearchIndex, lang: Lang): string[] {
  return (index.decoded.surface[lang] ??= [
    ...new Set(
      partsOf(index, lang).flatMap((p) => {
        const text = index.parts[p]!.packed.section('surface');
        return text.length > 1 ? text.slice(1, -1).split('\n') : [];
      }),
    ),
  ].sort());
}

/** The surface words of a language by length, the same function for as long as the index lives (misspellings.ts caches by it). */
export function surfaceByLength(index: SearchIndex, lang: Lang): (length: number) => string[] {
  let byLength = index.decoded.byLength[lang];
  if (!byLength) {
    const groups: string[][] = [];
    for (const word of surfaceWords(index, lang)) (groups[word.length] ??= []).push(word);
    index.decoded.byLength[lang] = byLength = (length) => groups[length] ?? [];
  }
  return byLength;
}

/** The index tokens of each of a document's names. */
export function namesOf(index: SearchIndex, id: number): string[][] {
  let names = index.decoded.names[id];
  if (!names) {
    const p = partOf(index, id);
    const lines = (index.decoded.nameLines[p] ??= index.parts[p]!.packed.section('names').split('\n'));
    const line = lines[id - index.parts[p]!.offset] ?? '';
    index.decoded.names[id] = names = line === '' ? [] : line.split('\t').map((name) => (name ? name.split(' ') : []));
  }
  return names;
}

/** The whole document, texts included: read from its part's store on first use. */
export function loadDoc(index: SearchIndex, id: number): SearchDoc {
  let doc = index.decoded.docs[id];
  if (!doc) {
    const p = partOf(index, id);
    const { packed, offset, head } = index.parts[p]!;
    const at = (index.decoded.storeAt[p] ??= packed
      .section('storeAt')
      .split(' ')
      .map((n) => parseInt(n, 36)));
    const stored = JSON.parse(packed.slice('store', at[id - offset]!, at[id - offset + 1]!)) as StoredDoc;
    const key = index.keys[p]![id - offset]!;
    const { body, ...rest } = stored;
    index.decoded.docs[id] = doc = {
      kind: head.kind,
      lang: head.lang,
      ...(head.edition !== undefined && { edition: head.edition }),
      ...(head.kind === 'glossary' ? { term: key } : { number: key }),
      ...rest,
      body: body ?? stored.text,
      ...(head.source !== undefined && {
        source: head.kind === 'house-rule' ? `${head.source}, ${stored.keywords ?? ''}` : head.source,
      }),
    };
  }
  return doc;
}
