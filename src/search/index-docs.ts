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
  const section = sectionAt(index, p, id - offset);
  const line = section !== undefined ? head.sectionNames[section]! : namesLine(packed.section('names'), id - offset);
  return splitNames(line);
}

/**
 * A document's line of the `names` section, a JSON object from local id to line, of which a
 * query reads a few: found by its key, and only its value parsed. Parsing the whole object
 * of a large glossary cost a search more than all the names it read. A line holds index
 * tokens, which have no quote, so that the key cannot stand inside a value and the value ends
 * at the next quote (a tab between names is written \t).
 */
function namesLine(names: string, local: number): string {
  const key = `"${local}":"`;
  const at = names.indexOf(key);
  if (at < 0) return '';
  const start = at + key.length - 1;
  return JSON.parse(names.slice(start, names.indexOf('"', start + 1) + 1)) as string;
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
