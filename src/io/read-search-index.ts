// The search index: the parts stored with the shipped corpus, and for each imported
// edition a part built on its first search and kept next to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusIndex } from '../rules/corpus-files.js';
import type { RuleCorpus } from '../rules/corpus-model.js';
import { glossaryDocuments, houseRuleDocuments, ruleDocuments, type SearchDoc } from '../search/documents.js';
import { PART_FORMAT, STORED_INDEX_FILE, partFits, type IndexPart, type StoredIndex } from '../search/index-part.js';
import { assembleIndex, type IndexPiece, type TokenIndex } from '../search/token-index.js';
import { indexPiece } from '../search/search.js';
import { readGlossary, readHouseRules, readRuleCorpus, SHIPPED_CORPUS_DIR } from './read-corpus.js';

/**
 * Every edition is searched, not only the scope's: a hit elsewhere brings its counterpart.
 * The shipped parts are stored with the corpus (built and checked with it), so a corpus
 * file is read only when one of its documents is shown. An imported edition's part is
 * built once and kept next to it.
 */
export function readSearchIndex(corpus: CorpusIndex): { index: TokenIndex; built: Built[] } {
  const stored = readStoredParts();
  const built: Built[] = [];
  const pieces: IndexPiece[] = [
    ...corpus.editions.map(({ file, dir }) =>
      dir === undefined ? shipped(stored, file, () => ruleDocuments(readRuleCorpus(file))) : imported(dir, file, built),
    ),
    ...corpus.glossaries.map(({ file, dir }) =>
      dir === undefined
        ? shipped(stored, file, () => glossaryDocuments(readGlossary(file)))
        : importedGlossary(dir, file),
    ),
    ...corpus.houseRules.map(({ file }) => shipped(stored, file, () => houseRuleDocuments(readHouseRules(file)))),
  ];
  return { index: assembleIndex(pieces), built };
}

/** An imported edition's part built by this search, to keep next to it. */
export interface Built {
  path: string;
  part: IndexPart;
}

function shipped(stored: StoredIndex['parts'], file: string, load: () => SearchDoc[]): IndexPiece {
  const part = stored[file];
  if (part?.format === PART_FORMAT) return { part, load };
  // No stored part (a corpus built without it): build one now, slower but the same.
  const docs = load();
  return indexPiece(docs, '');
}

function imported(dir: string, file: string, built: Built[]): IndexPiece {
  const path = join(dir, `search.${file}`);
  const stored = readJsonIfThere<IndexPart>(path);
  // The head names the parts and their sizes: a stored index that fits needs no rule read
  // now, and a hit reads only its own section.
  const head = readRuleCorpus(file, dir, []);
  if (head.parts) {
    const count = head.sections.length + head.parts.reduce((sum, part) => sum + part.rules, 0);
    if (partFits(stored, head.sourceSha256, count))
      return {
        part: stored,
        load: () => ruleDocuments(readRuleCorpus(file, dir)),
        loadOne: docLoader(dir, file, head),
      };
  }
  const piece = indexPiece(ruleDocuments(readRuleCorpus(file, dir)), head.sourceSha256, stored);
  if (piece.built) built.push({ path, part: piece.part });
  return piece;
}

/**
 * An imported edition's glossary: its part and its documents, one a line, were written at
 * import (edition-search-index.ts); a hit reads its own line, not the whole glossary.
 */
function importedGlossary(dir: string, file: string): IndexPiece {
  const load = () => glossaryDocuments(readGlossary(file, dir));
  const stored = readJsonIfThere<IndexPart>(join(dir, `search.${file}`));
  if (stored?.format === PART_FORMAT) return { part: stored, load, loadOne: (i) => docLine(dir, i) ?? load()[i]! };
  const glossary = readGlossary(file, dir);
  return indexPiece(glossaryDocuments(glossary), glossary.sourceSha256);
}

/** An imported glossary's search documents, one JSON a line, in the order of its index part. */
export const GLOSSARY_DOCS = 'search.glossary.docs.jsonl';

/** The i-th line of the glossary's documents, where the file is there and whole. */
function docLine(dir: string, i: number): SearchDoc | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, GLOSSARY_DOCS), 'utf8');
  } catch {
    return undefined;
  }
  let start = 0;
  for (let line = 0; line < i && start >= 0; line++) start = text.indexOf('\n', start) + 1 || -1;
  const end = text.indexOf('\n', start);
  if (start < 0 || end < 0) return undefined;
  try {
    return JSON.parse(text.slice(start, end)) as SearchDoc;
  } catch {
    return undefined;
  }
}

/** The i-th document of an edition stored in parts: its section headings first, then its rules in order. */
function docLoader(dir: string, file: string, head: RuleCorpus): (i: number) => SearchDoc {
  const sectionDocs = ruleDocuments(head);
  return (i) => {
    if (i < sectionDocs.length) return sectionDocs[i]!;
    let rule = i - sectionDocs.length;
    for (const part of head.parts ?? []) {
      if (rule < part.rules) {
        const corpus = readRuleCorpus(file, dir, [part.section]);
        return ruleDocuments({ ...corpus, sections: [] })[rule]!;
      }
      rule -= part.rules;
    }
    throw new Error(`no document ${i} in ${file}`);
  };
}

/** Keeps the parts built for imported editions; the file writer is loaded only for that. */
export async function keepBuiltParts(built: readonly Built[]): Promise<void> {
  if (built.length === 0) return;
  const { writeFileAtomicSync } = await import('./write-atomic.js');
  for (const { path, part } of built) {
    try {
      writeFileAtomicSync(path, JSON.stringify(part) + '\n');
    } catch {
      // Only a cache: the next search builds the part again.
    }
  }
}

/** rules-data/corpus/search-index.json, written by the corpus build. */
function readStoredParts(): StoredIndex['parts'] {
  return readJsonIfThere<StoredIndex>(join(SHIPPED_CORPUS_DIR, STORED_INDEX_FILE))?.parts ?? {};
}

function readJsonIfThere<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
