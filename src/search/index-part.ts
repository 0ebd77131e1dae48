// The index of one corpus file (an edition, the glossary, the house rules, the topics),
// built once: with the corpus for the shipped files (npm run corpus), at import for an
// imported edition. It is kept as sections that a query reads only as far as it needs them
// (index-pack.ts): the sorted vocabulary with where each word's postings lie, the postings
// and the document table as integers, the written words with their stems, and the
// documents to show. Pure.
import type { Lang } from '../rules/corpus-model.js';
import { splitRuleNumber } from '../rules/rule-number.js';
import type { PartKind, SearchDoc } from './documents.js';
import { conceptToken, findConcepts, type Lexicon } from './lexicon.js';
import { foldedWords } from './normalise.js';
import type { Stemmers } from './stemmers.js';
import { encodeInts, encodePostings } from './postings.js';
import { joinLines } from './sorted-lines.js';
import { STOPWORDS } from './stopwords.js';

/** Changes whenever analysis or this format changes, so that a stored part is built again. */
export const PART_FORMAT = 5;

export const SECTION_NAMES = [
  'vocabulary',
  'postings',
  'docs',
  'keys',
  'names',
  'surface',
  'storeAt',
  'store',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** What a part says of itself; its sections follow it in the pack. */
export interface PartHead {
  kind: PartKind;
  lang: Lang;
  edition?: string;
  /** An imported edition's glossary: that edition's date, set as the index is read (search --edition). */
  glossaryOf?: string;
  /** Glossary and house rules: their title, for people. */
  source?: string;
  /** The sha256 the corpus file records for its source: a part fits only the corpus it was built from. */
  sourceSha256: string;
  docs: number;
  /** The section headings among its documents (local ids), and their numbers. */
  sectionDocs: number[];
  sectionKeys: string[];
  /** Their names' index tokens, as the `names` section holds them: every query reads them. */
  sectionNames: string[];
  /** The first rule of each (its lowest number), -1 for none: a section's title speaks for it. */
  sectionFirst: number[];
  /** How many words its documents have together. */
  words: number;
}

/**
 * The `docs` section's fields: words, names' words, how far back its parent and its section
 * stand, subrules, where its examples start, and where its names' line starts in `names`.
 */
export const DOC_TABLE_FIELDS = 7;

/** Per document, what ranking reads of every candidate; parents and sections are local ids, -1 for none. */
interface PartMeta {
  keys: string[];
  lengths: number[];
  nameLengths: number[];
  examplesAt: number[];
  /** Where its names' line starts in the `names` section. */
  namesAt: number[];
  parents: number[];
  sections: number[];
  sectionDocs: number[];
}

/** A document as stored for showing: what the part's head does not say already. */
export type StoredDoc = Pick<SearchDoc, 'names' | 'text' | 'section' | 'sectionTitle' | 'isSection' | 'keywords'> & {
  /** Its number or term. */
  key: string;
  /** The text searched and shown when it differs from `text` (a rule's examples). */
  body?: string;
};

export interface BuildContext {
  stemmers: Stemmers;
  lexicon: Lexicon;
  /** The concepts held exactly where their one stem is (lexicon.ts singleStems): they get no token. */
  singles: Record<Lang, Record<string, string>>;
}

/** A document's index words in order (names, keywords, body, context), with its concepts at their first word. */
export function documentTokens(
  doc: SearchDoc,
  lang: Lang,
  context: BuildContext,
): {
  tokens: { token: string; at: number }[];
  words: string[];
  length: number;
  nameLength: number;
  /** Where a rule's examples start among its words: what an example says counts less than what the rule says. */
  examplesAt: number;
} {
  const tokens: { token: string; at: number }[] = [];
  const words: string[] = [];
  const fields = [...doc.names, ...(doc.keywords ? [doc.keywords] : [])];
  let nameLength = 0;
  for (const [i, field] of [...fields, doc.body, ...(doc.context ? [doc.context] : [])].entries()) {
    const start = words.length;
    const folded = foldedWords(field);
    words.push(...folded);
    const stems = folded.map((word) => context.stemmers[lang](word));
    stems.forEach((stem, k) => tokens.push({ token: stem, at: start + k }));
    const content = stems.flatMap((stem, k) => (STOPWORDS.has(folded[k]!) ? [] : [{ stem, at: start + k }]));
    const found = findConcepts(
      context.lexicon,
      lang,
      { stems: content.map((c) => c.stem), at: content.map((c) => c.at) },
      { stems, at: stems.map((_, k) => start + k) },
    );
    for (const match of found)
      for (const concept of match.concepts) {
        const token = conceptToken(concept);
        if (!(token in context.singles[lang])) tokens.push({ token, at: match.first });
      }
    if (i < fields.length) nameLength = words.length;
  }
  const examples = doc.body.startsWith(doc.text) && doc.body !== doc.text ? doc.body.slice(doc.text.length) : '';
  return { tokens, words, length: words.length, nameLength, examplesAt: words.length - foldedWords(examples).length };
}

type Entry = { doc: number; positions: number[]; names: number };

export function buildPart(
  docs: readonly SearchDoc[],
  head: Omit<PartHead, 'docs' | 'sectionDocs' | 'sectionKeys' | 'sectionNames' | 'sectionFirst' | 'words'>,
  context: BuildContext,
): { head: PartHead; sections: Record<SectionName, string | Uint8Array> } {
  const postings = new Map<string, Entry[]>();
  const surface = new Set<string>();
  const meta: PartMeta = {
    keys: [],
    lengths: [],
    nameLengths: [],
    examplesAt: [],
    namesAt: [],
    parents: [],
    sections: [],
    sectionDocs: [],
  };
  const names: string[] = [];
  let namesAt = 0;
  docs.forEach((doc, id) => {
    const { tokens, words, length, nameLength, examplesAt } = documentTokens(doc, head.lang, context);
    for (const word of words) surface.add(word);
    meta.keys.push(doc.number ?? doc.term ?? '');
    meta.lengths.push(length);
    meta.nameLengths.push(nameLength);
    meta.examplesAt.push(examplesAt);
    if (doc.isSection) meta.sectionDocs.push(id);
    names.push(nameTokens(tokens, doc, nameLength));
    meta.namesAt.push(namesAt);
    namesAt += names[id]!.length;
    const own = new Map<string, Entry>();
    for (const { token, at } of tokens) {
      const entry = own.get(token);
      if (entry) entry.positions.push(at);
      else own.set(token, { doc: id, positions: [at], names: nameLength });
    }
    for (const [token, entry] of own) {
      const list = postings.get(token);
      if (list) list.push(entry);
      else postings.set(token, [entry]);
    }
  });
  Object.assign(meta, ruleTree(docs));
  const vocabulary = [...postings.keys()].sort();
  const encoded = vocabulary.map((token) => encodePostings(postings.get(token)!));
  const at = [0];
  for (const ints of encoded) at.push(at.at(-1)! + ints.length * 4);
  const store = docs.map((doc) => JSON.stringify(storedDoc(doc)));
  return {
    head: {
      ...head,
      docs: docs.length,
      sectionDocs: meta.sectionDocs,
      sectionKeys: meta.sectionDocs.map((id) => meta.keys[id]!),
      sectionNames: meta.sectionDocs.map((id) => names[id]!),
      sectionFirst: meta.sectionDocs.map((id) => meta.parents.indexOf(id)),
      words: meta.lengths.reduce((sum, n) => sum + n, 0),
    },
    sections: {
      vocabulary: joinLines(vocabulary.map((token, i) => [token, String(at[i])])),
      postings: encodeInts(encoded.flat()),
      docs: encodeInts(docTable(meta)),
      keys: meta.keys.join('\n'),
      // Each document's line, one after another: the docs table says where each starts.
      names: names.join(''),
      // Each written word with its stem: a query word the texts write needs no stemmer.
      surface: joinLines([...surface].sort().map((word) => [word, context.stemmers[head.lang](word)])),
      storeAt: encodeInts(byteOffsets(store)),
      store: store.join(''),
    },
  };
}

/**
 * The table of the `docs` section, field by field (DOC_TABLE_FIELDS): each field's values
 * for every document in turn, so that each is one copy when read. A parent or a section is
 * kept as how far back it stands (0 for none), which holds wherever the part's documents
 * start among all.
 */
function docTable(meta: PartMeta): number[] {
  const back = (ids: readonly number[]) => ids.map((target, id) => (target < 0 ? 0 : id - target));
  const children = meta.parents.map(() => 0);
  for (const parent of meta.parents) if (parent >= 0) children[parent]!++;
  return [
    ...meta.lengths,
    ...meta.nameLengths,
    ...back(meta.parents),
    ...back(meta.sections),
    ...children,
    ...meta.examplesAt,
    ...meta.namesAt,
  ];
}

/** Where each text starts in their concatenation, in UTF-8 bytes, and where the last ends. */
function byteOffsets(texts: readonly string[]): number[] {
  const encoder = new TextEncoder();
  const at = [0];
  for (const text of texts) at.push(at.at(-1)! + encoder.encode(text).length);
  return at;
}

/** Per name, its index tokens (words and concepts) joined by spaces; names joined by tabs. */
function nameTokens(tokens: readonly { token: string; at: number }[], doc: SearchDoc, nameLength: number): string {
  if (nameLength === 0) return '';
  const ends: number[] = [];
  let end = 0;
  for (const field of [...doc.names, ...(doc.keywords ? [doc.keywords] : [])])
    ends.push((end += foldedWords(field).length));
  const byName = ends.map(() => [] as string[]);
  for (const { token, at } of tokens) {
    if (at >= nameLength) continue;
    byName[ends.findIndex((e) => at < e)]!.push(token);
  }
  return byName.map((list) => list.join(' ')).join('\t');
}

function storedDoc(doc: SearchDoc): StoredDoc {
  const { names, text, body, section, sectionTitle, isSection, keywords } = doc;
  return {
    key: doc.number ?? doc.term ?? '',
    names,
    text,
    ...(body !== text && { body }),
    ...(section !== undefined && { section }),
    ...(sectionTitle !== undefined && { sectionTitle }),
    ...(isSection && { isSection }),
    ...(keywords !== undefined && { keywords }),
  };
}

/** Where each rule stands in the tree of sections, rules and subrules of its edition. */
function ruleTree(docs: readonly SearchDoc[]): Pick<PartMeta, 'parents' | 'sections'> {
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
