// The search index stored beside the shipped corpus, rules-data/corpus/search-index.json:
// the token lists of every corpus file, so that `search` need not fold every text at start-up.
import type { CorpusIndex } from '../rules/corpus-files.js';
import type { Glossary, HouseRules, RuleCorpus } from '../rules/corpus-model.js';
import { glossaryDocuments, houseRuleDocuments, ruleDocuments, type SearchDoc } from './documents.js';
import { STORED_INDEX_FILE, buildIndexPart, type StoredIndex } from './index-part.js';

/** The corpus files (file name → JSON text) with the stored search index added. */
export function withSearchIndex(files: Record<string, string>): Record<string, string> {
  return { ...files, [STORED_INDEX_FILE]: buildStoredSearchIndex(files) };
}

function buildStoredSearchIndex(files: Record<string, string>): string {
  // Built from the corpus files as the commands will read them back, so that they fit exactly.
  const index = JSON.parse(files['index.json']!) as CorpusIndex;
  const parts: StoredIndex['parts'] = {};
  const add = <T extends { sourceSha256: string }>(file: string, documents: (corpus: T) => SearchDoc[]) => {
    const corpus = JSON.parse(files[file]!) as T;
    parts[file] = buildIndexPart(documents(corpus), corpus.sourceSha256);
  };
  for (const { file } of index.editions) add<RuleCorpus>(file, ruleDocuments);
  for (const { file } of index.glossaries) add<Glossary>(file, glossaryDocuments);
  for (const { file } of index.houseRules) add<HouseRules>(file, houseRuleDocuments);
  const stored: StoredIndex = { schemaVersion: 1, parts };
  // One line: nobody reads it, and it parses faster without indentation.
  return JSON.stringify(stored) + '\n';
}
