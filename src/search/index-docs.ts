// What a document says beyond its words: its names, as ranking compares them with the
// query, and its texts, read from its part's store only for the hits shown. Pure.
import type { SearchDoc } from './documents.js';
import type { StoredDoc } from './index-part.js';
import { decodeInts } from './postings.js';
import { sectionAt, splitNames, type SearchIndex } from './token-index.js';

/** The index tokens of each of a document's names. */
export function namesOf(index: SearchIndex, id: number): string[][] {
  if (index.nameLengths[id] === 0) return splitNames('');
  const p = index.partOfDoc[id]!;
  const { head, offset, packed } = index.parts[p]!;
  const local = id - offset;
  const section = sectionAt(index, p, local);
  if (section !== undefined) return splitNames(head.sectionNames[section]!);
  // The part's lines stand one after another; the docs table says where each starts.
  const names = packed.section('names');
  const end = local + 1 < head.docs ? index.namesAt[id + 1]! : names.length;
  return splitNames(names.slice(index.namesAt[id], end));
}

/** The whole document, texts included: read from its part's store on first use. */
export function loadDoc(index: SearchIndex, id: number): SearchDoc {
  let doc = index.decoded.docs[id];
  if (!doc) {
    const p = index.partOfDoc[id]!;
    const { packed, offset, head } = index.parts[p]!;
    const [from, to] = decodeInts(packed.bytes('storeAt', (id - offset) * 4, (id - offset + 2) * 4));
    const stored = JSON.parse(packed.slice('store', from!, to!)) as StoredDoc;
    const { body, key, ...rest } = stored;
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
