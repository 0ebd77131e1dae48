// The index of one corpus file (one edition, the glossary, the house rules), in a form that
// is cheap to load: building it means folding and splitting every text, which took 17 ms
// for the shipped corpus and 94 ms for the whole 2026 rules, while parsing the stored form
// takes about 1 ms. The corpus build stores the shipped parts in
// rules-data/corpus/search-index.json; an imported edition's part is built on first use. Pure.
import type { DocKind, DocMeta, SearchDoc } from './documents.js';
import type { Lang } from '../rules/corpus-model.js';
import { foldedWords } from './normalise.js';
import { splitRuleNumber } from '../rules/rule-number.js';

/** Changes whenever folding, splitting or this format changes, so that stored parts are rebuilt. */
export const PART_FORMAT = 1;

export interface IndexPart {
  format: number;
  /** The sha256 the corpus file records for its source: a part fits only the corpus it was built from. */
  sourceSha256: string;
  /** What all the part's documents share. */
  kind: DocKind;
  lang: Lang;
  edition?: string;
  /** Per document: its number (a rule, a section, a house rule) or its term (glossary). */
  keys: string[];
  /** The section headings among the documents. */
  sectionDocs: number[];
  /** Per document, how many words it has: names, keywords, then body. */
  lengths: number[];
  /**
   * Per document, the folded words of each of its names, joined by spaces, the names by tabs;
   * "" for a document without names (most): one string each parses faster than an array each.
   */
  names: string[];
  /** Per document: the document of the rule it is a subrule of (807.4 for 807.4a, the section for 807.4), else -1. */
  parents: number[];
  /** Per document: its section's document (807 for 807.4a), else -1. */
  sections: number[];
  /**
   * Every word of the part, sorted (JavaScript's default order), as one text "\nword\nword\n":
   * one string parses at once, the native string search finds word forms in it, and split
   * at line breaks it gives the sorted words for binary search (see partWords).
   */
  vocabulary: string;
  /**
   * Per word, the documents that hold it and where: "id.position.position" in base 36, one
   * per document, separated by spaces; decoded only for the words a query touches. Two
   * arrays rather than an object keyed by word: JSON.parse took 2.8 ms for the object and
   * 1.2 ms for the arrays. Positions rather than each document's words: half the size.
   */
  postings: string[];
}

/** Decoded postings: the documents holding a word, ascending, each with where it stands. */
export interface Postings {
  docs: number[];
  /** Per document, where its positions start in `positions`; one more entry closes the last. */
  starts: number[];
  positions: number[];
}

/** Where the corpus build stores the shipped parts, in rules-data/corpus/. */
export const STORED_INDEX_FILE = 'search-index.json';

/** The shipped parts, by corpus file name. */
export interface StoredIndex {
  schemaVersion: 1;
  parts: Record<string, IndexPart>;
}

export function buildIndexPart(docs: readonly SearchDoc[], sourceSha256: string): IndexPart {
  const lengths: number[] = [];
  const names: string[] = [];
  const entries = new Map<string, string[]>();
  docs.forEach((doc, id) => {
    const own = doc.names.map((name) => foldedWords(name));
    const words = [...own.flat(), ...(doc.keywords ? foldedWords(doc.keywords) : []), ...foldedWords(doc.body)];
    lengths.push(words.length);
    names.push(own.map((name) => name.join(' ')).join('\t'));
    const positions = new Map<string, string>();
    words.forEach((word, at) => positions.set(word, `${positions.get(word) ?? id.toString(36)}.${at.toString(36)}`));
    for (const [word, entry] of positions) {
      const list = entries.get(word);
      if (list) list.push(entry);
      else entries.set(word, [entry]);
    }
  });
  const words = [...entries.keys()].sort();
  const postings = words.map((word) => entries.get(word)!.join(' '));
  const { kind = 'rule', lang = 'en', edition } = docs[0] ?? {};
  const keys = docs.map((doc) => doc.number ?? doc.term ?? '');
  const sectionDocs = docs.flatMap((doc, id) => (doc.isSection ? [id] : []));
  const vocabulary = words.length === 0 ? '\n' : `\n${words.join('\n')}\n`;
  return {
    format: PART_FORMAT,
    sourceSha256,
    kind,
    lang,
    edition,
    keys,
    sectionDocs,
    lengths,
    names,
    ...ruleTree(docs),
    vocabulary,
    postings,
  };
}

/** The documents of a part as ranking sees them, without their texts. */
export function partMetas(part: IndexPart): DocMeta[] {
  const sections = new Set(part.sectionDocs);
  return part.keys.map((key, id): DocMeta => {
    const { kind, lang, edition } = part;
    if (kind === 'glossary') return { kind, lang, term: key };
    if (kind === 'house-rule') return { kind, lang, edition, number: key };
    return {
      kind,
      lang,
      edition,
      number: key,
      section: key.split('.')[0],
      ...(sections.has(id) ? { isSection: true } : {}),
    };
  });
}

/** Where each rule stands in the tree of sections, rules and subrules of its edition. */
function ruleTree(docs: readonly SearchDoc[]): { parents: number[]; sections: number[] } {
  const byNumber = new Map<string, number>();
  docs.forEach((doc, id) => doc.kind === 'rule' && doc.number && byNumber.set(doc.number, id));
  const parents = docs.map(() => -1);
  const sections = docs.map(() => -1);
  docs.forEach((doc, id) => {
    if (doc.kind !== 'rule' || doc.isSection || !doc.number || !doc.section) return;
    const parts = splitRuleNumber(doc.number);
    sections[id] = byNumber.get(doc.section) ?? -1;
    parents[id] =
      (parts?.sub !== undefined ? byNumber.get(`${parts.section}.${parts.rule}`) : undefined) ?? sections[id];
  });
  return { parents, sections };
}

/** True when a stored part was built from this corpus, with this tokenizer, for these documents. */
export function partFits(part: IndexPart | undefined, sourceSha256: string, docs: number): part is IndexPart {
  return (
    part !== undefined &&
    part.format === PART_FORMAT &&
    part.sourceSha256 === sourceSha256 &&
    part.lengths.length === docs
  );
}

const splitWords = new WeakMap<IndexPart, string[]>();

/** The part's words, sorted, split from its vocabulary text on first use. */
export function partWords(part: IndexPart): string[] {
  let words = splitWords.get(part);
  if (!words)
    splitWords.set(part, (words = part.vocabulary.length > 1 ? part.vocabulary.slice(1, -1).split('\n') : []));
  return words;
}

/** Where the word stands in the part's sorted words, or -1. */
export function findWord(part: IndexPart, word: string): number {
  const words = partWords(part);
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

/**
 * "1a.0.5 2f.3" → documents 46 (at 0 and 5) and 87 (at 3), their ids shifted by `offset`.
 * Read character by character: splitting made two arrays per document, and with the 2026
 * rules a common word's postings hold thousands.
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
