// The one step of `import` that builds an imported edition's search index: the index
// parts of its rules and of its glossary, written into the edition's folder before the
// manifest names it, so that no search has to build them. read-search-index.ts reads them
// as search.<file> beside each file.
import { join } from 'node:path';
import type { Glossary, RuleCorpus } from '../rules/corpus-model.js';
import { glossaryDocuments, ruleDocuments } from '../search/documents.js';
import { indexPiece } from '../search/search.js';
import { GLOSSARY_DOCS } from './read-search-index.js';
import { writeFileAtomicSync } from './write-atomic.js';

export function writeEditionSearchIndex(folder: string, corpus: RuleCorpus, glossary: Glossary): void {
  const rules = indexPiece(ruleDocuments(corpus), corpus.sourceSha256).part;
  writeFileAtomicSync(join(folder, 'search.rules.json'), JSON.stringify(rules) + '\n');
  const docs = glossaryDocuments(glossary);
  const entries = indexPiece(docs, glossary.sourceSha256).part;
  writeFileAtomicSync(join(folder, 'search.glossary.json'), JSON.stringify(entries) + '\n');
  // One document a line, so that a hit reads its own line rather than the whole glossary.
  writeFileAtomicSync(join(folder, GLOSSARY_DOCS), docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
}
