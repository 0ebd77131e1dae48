// The search index: the parts of every corpus file side by side, each document with one id
// across them. A query reads what it needs where it lies: a word is found by binary search
// in its part's sorted vocabulary text, which also says where its postings are; only those
// postings are decoded, and only the documents shown are read from the store. Words are
// stems of their part's language, so every lookup of a word goes to the parts of one
// language. Pure.
import type { Lang } from '../rules/corpus-model.js';
import type { SearchDoc } from './documents.js';
import { DOC_TABLE_FIELDS, type PartHead } from './index-part.js';
import type { PackedPart } from './index-pack.js';
import type { Lexicon } from './lexicon.js';
import { decodeInts, decodePostings, EMPTY_POSTINGS, type Postings } from './postings.js';
import { findLine, nextLine, valueAt } from './sorted-lines.js';
import { compareRuleNumbers } from '../rules/rule-number.js';
import type { Stemmers } from './stemmers.js';

export interface IndexedPart {
  /** The id of its first document. */
  offset: number;
  head: PartHead;
  packed: PackedPart;
}

export interface IndexExtras {
  lexicon: Lexicon;
  /** What people say for the concepts, read from queries only (lexicon.ts compileSaid). */
  said: Lexicon;
  /** Per option section, the variant sections that use it ("805" → ["810"]). */
  links: Readonly<Record<string, readonly string[]>>;
  /** Tokens that only say what kind of section a title names ("variant", "Option"). */
  fillers: ReadonlySet<string>;
  /** Per language, the concepts the index holds as their one stem (lexicon.ts singleStems). */
  singles: Readonly<Record<Lang, Readonly<Record<string, string>>>>;
  stemmers: Stemmers;
}

export interface SearchIndex extends IndexExtras {
  parts: IndexedPart[];
  docCount: number;
  /** Per document, its part. */
  partOfDoc: Uint16Array;
  /** Per language, its parts. */
  byLang: Readonly<Record<Lang, readonly number[]>>;
  /** Per document: how many words it has, and how many of them are its names. */
  lengths: Int32Array;
  nameLengths: Int32Array;
  /** Per document: where its examples start among its words (its length where it has none). */
  examplesAt: Int32Array;
  /** Per document: where its names' line starts in its part's `names` section; the next one's start ends it. */
  namesAt: Int32Array;
  /**
   * Per document: how far back the rule it is a subrule of stands (its section for a rule), and its
   * section; 0 for none.
   */
  parentBack: Int32Array;
  sectionBack: Int32Array;
  /** Per document: how many subrules name it as parent. */
  children: Int32Array;
  averageLength: number;
  /** The section documents. */
  sectionDocs: number[];
  decoded: Decoded;
}

interface Decoded {
  keys: (string[] | undefined)[];
  /** Per rule part: the numbers looked up, and their documents. */
  ruleNumbers: (Map<string, number | undefined> | undefined)[];
  /** Per part and word: where its vocabulary line starts, -1 for none. */
  lines: Map<string, number>[];
  postings: Map<string, Postings>[];
  docs: (SearchDoc | undefined)[];
  sections: (PartSections | undefined)[];
}

/** Nothing decoded yet: what a new process starts with. */
export function freshDecoded(): Decoded {
  return {
    keys: [],
    ruleNumbers: [],
    lines: [],
    postings: [],
    docs: [],
    sections: [],
  };
}

/**
 * The stemmers, each first looking the word up among the words its language's texts write,
 * which the index keeps with their stems: a stemmer runs, mostly interpreted, only for a
 * word no text writes.
 */
function knownStems(stemmers: Stemmers, packed: readonly PackedPart[]): Stemmers {
  const wrap = (lang: Lang) => {
    const parts = packed.filter((part) => part.head.lang === lang);
    const known = new Map<string, string>();
    return (word: string) => {
      let stem = known.get(word);
      if (stem === undefined) {
        for (const part of parts) {
          const text = part.section('surface');
          const at = findLine(text, word);
          if (at >= 0) stem = valueAt(text, at);
          if (stem) break;
        }
        known.set(word, (stem ||= stemmers[lang](word)));
      }
      return stem;
    };
  };
  return { en: wrap('en'), de: wrap('de'), it: wrap('it') };
}

export function assembleIndex(packed: readonly PackedPart[], extras: IndexExtras): SearchIndex {
  const parts: IndexedPart[] = [];
  let docCount = 0;
  for (const part of packed) {
    parts.push({ offset: docCount, head: part.head, packed: part });
    docCount += part.head.docs;
  }
  const partOfDoc = new Uint16Array(docCount);
  const byLang = { en: [] as number[], de: [] as number[], it: [] as number[] };
  // One buffer for the tables: fewer allocations at every start.
  const tables = new Int32Array(DOC_TABLE_FIELDS * docCount);
  const table = (i: number) => tables.subarray(i * docCount, (i + 1) * docCount);
  const index: SearchIndex = {
    ...extras,
    stemmers: knownStems(extras.stemmers, packed),
    parts,
    docCount,
    partOfDoc,
    byLang,
    lengths: table(0),
    nameLengths: table(1),
    parentBack: table(2),
    sectionBack: table(3),
    children: table(4),
    examplesAt: table(5),
    namesAt: table(6),
    averageLength: 1,
    sectionDocs: [],
    decoded: freshDecoded(),
  };
  let total = 0;
  parts.forEach(({ offset, head, packed }, p) => {
    partOfDoc.fill(p, offset, offset + head.docs);
    byLang[head.lang].push(p);
    readDocTable(packed.bytes('docs'), offset, index);
    for (const id of head.sectionDocs) index.sectionDocs.push(offset + id);
    total += head.words;
  });
  index.averageLength = docCount === 0 ? 1 : total / docCount;
  return index;
}

/** The `docs` section's fields (index-part.ts), each copied into the index's table at once. */
function readDocTable(bytes: Uint8Array, offset: number, index: SearchIndex): void {
  const ints = decodeInts(bytes);
  const n = ints.length / DOC_TABLE_FIELDS;
  const field = (i: number) => ints.subarray(i * n, (i + 1) * n);
  index.lengths.set(field(0), offset);
  index.nameLengths.set(field(1), offset);
  index.parentBack.set(field(2), offset);
  index.sectionBack.set(field(3), offset);
  index.children.set(field(4), offset);
  index.examplesAt.set(field(5), offset);
  index.namesAt.set(field(6), offset);
}

/** The rule a document is a subrule of (the section for a rule), or -1. */
export function parentOf(index: SearchIndex, id: number): number {
  const back = index.parentBack[id]!;
  return back === 0 ? -1 : id - back;
}

/** A rule's section heading document, or -1. */
export function sectionOf(index: SearchIndex, id: number): number {
  const back = index.sectionBack[id]!;
  return back === 0 ? -1 : id - back;
}

/** The part a document belongs to. */
export function partOf(index: SearchIndex, id: number): number {
  return index.partOfDoc[id]!;
}

/** What a document is (its part's head: kind, language, edition), without reading its text. */
export function headOf(index: SearchIndex, id: number): PartHead {
  return index.parts[index.partOfDoc[id]!]!.head;
}

/** A part's documents' numbers (rules, sections, house rules, topics) or terms (glossary). */
export function keysOf(index: SearchIndex, p: number): string[] {
  return (index.decoded.keys[p] ??= index.parts[p]!.packed.section('keys').split('\n'));
}

/**
 * Rule part p's document with this number, if it has one: found by halving, as its documents
 * stand in the rules' order, and by a scan only where that fails. Kept once found: a query
 * asks for the same few rules in every part, and a long-lived index for them again.
 */
export function ruleDocByNumber(index: SearchIndex, p: number, number: string): number | undefined {
  const found = (index.decoded.ruleNumbers[p] ??= new Map<string, number | undefined>());
  if (found.has(number)) return found.get(number);
  const keys = keysOf(index, p);
  const { offset } = index.parts[p]!;
  let low = 0;
  let high = keys.length - 1;
  let id: number | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const order = compareRuleNumbers(keys[mid]!, number);
    if (order === 0 && keys[mid] === number) id = offset + mid;
    if (order === 0) break;
    if (order < 0) low = mid + 1;
    else high = mid - 1;
  }
  if (id === undefined) {
    const at = keys.indexOf(number);
    if (at >= 0) id = offset + at;
  }
  found.set(number, id);
  return id;
}

/** A document's number or term. */
export function keyOf(index: SearchIndex, id: number): string {
  const p = index.partOfDoc[id]!;
  return keysOf(index, p)[id - index.parts[p]!.offset]!;
}

/**
 * A part's section titles, as every query compares them with its words: the index tokens of
 * each title, and per token the titles that hold it. Built on first use; a handful of arrays
 * rather than a set per title, since a search that runs once builds it for every part.
 */
export interface PartSections {
  /** Per section, the index tokens of its title (its first name). */
  titles: readonly (readonly string[])[];
  /** Index token → the sections whose title holds it, each once. */
  holding: ReadonlyMap<string, readonly number[]>;
}

export function sectionsOf(index: SearchIndex, p: number): PartSections {
  let sections = index.decoded.sections[p];
  if (!sections) {
    const { sectionNames } = index.parts[p]!.head;
    const titles: string[][] = [];
    const holding = new Map<string, number[]>();
    for (let i = 0; i < sectionNames.length; i++) {
      const line = sectionNames[i]!;
      const tab = line.indexOf('\t');
      const title = firstName(tab < 0 ? line : line.slice(0, tab));
      titles.push(title);
      for (const token of title) {
        const list = holding.get(token);
        if (!list) holding.set(token, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
    index.decoded.sections[p] = sections = { titles, holding };
  }
  return sections;
}

function firstName(name: string): string[] {
  return name ? name.split(' ') : [];
}

/**
 * Which of part p's sections a local document heads, or undefined: found by halving, as
 * the part lists its section headings in the order of its documents.
 */
export function sectionAt(index: SearchIndex, p: number, local: number): number | undefined {
  const docs = index.parts[p]!.head.sectionDocs;
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const doc = docs[mid]!;
    if (doc === local) return mid;
    if (doc < local) low = mid + 1;
    else high = mid - 1;
  }
  return undefined;
}

/** A section heading's document in part p by its number ("810"), if the part has it. */
export function sectionDoc(index: SearchIndex, p: number, number: string): number | undefined {
  const { head, offset } = index.parts[p]!;
  const at = head.sectionKeys.indexOf(number);
  return at < 0 ? undefined : offset + head.sectionDocs[at]!;
}

/** "word word\tword" → [["word", "word"], ["word"]] */
export function splitNames(line: string): string[][] {
  return line === '' ? NO_NAMES : line.split('\t').map((name) => (name ? name.split(' ') : []));
}

const NO_NAMES: string[][] = [];

/** The parts of one language. */
export function partsOf(index: SearchIndex, lang: Lang): readonly number[] {
  return index.byLang[lang];
}

/** Where the word's line starts in part p's vocabulary, or -1. */
function lineOf(index: SearchIndex, p: number, word: string): number {
  const lines = (index.decoded.lines[p] ??= new Map<string, number>());
  let at = lines.get(word);
  if (at === undefined) lines.set(word, (at = findLine(index.parts[p]!.packed.section('vocabulary'), word)));
  return at;
}

/** The documents of part `p` that hold the word, with where it stands in each; ids are global. */
export function postingsOf(index: SearchIndex, p: number, word: string): Postings {
  const decoded = (index.decoded.postings[p] ??= new Map<string, Postings>());
  let postings = decoded.get(word);
  if (!postings) {
    const line = lineOf(index, p, word);
    if (line < 0) postings = EMPTY_POSTINGS;
    else {
      const { packed, offset } = index.parts[p]!;
      const vocabulary = packed.section('vocabulary');
      const next = nextLine(vocabulary, line);
      const from = Number(valueAt(vocabulary, line));
      const to = next < vocabulary.length ? Number(valueAt(vocabulary, next)) : packed.length('postings');
      postings = decodePostings(packed.bytes('postings', from, to), offset);
    }
    decoded.set(word, postings);
  }
  return postings;
}

/** Whether any part of the language holds the word. */
export function holdsWord(index: SearchIndex, lang: Lang, word: string): boolean {
  return index.byLang[lang].some((p) => lineOf(index, p, word) >= 0);
}
