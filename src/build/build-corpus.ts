// npm run corpus: parses rules-data/sources/ into rules-data/corpus/, with the search
// index. Run it after a source, a parser, the term list (rules-data/terms/) or the
// counterparts change; test/rules/corpus-fresh.test.ts fails until you do.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPackageRoot } from '../io/package-root.js';
import { buildCorpusFiles, SOURCES } from '../rules/corpus-files.js';
import { withSearchIndex } from '../search/stored-index.js';
import { STEMMERS } from '../search/stemmers.js';
import { readCounterparts, readTermData } from '../io/read-corpus.js';

const root = findPackageRoot();
const sources: Record<string, string> = {};
for (const name of Object.values(SOURCES)) {
  sources[name] = readFileSync(join(root, 'rules-data', 'sources', name), 'utf8');
}
const outDir = join(root, 'rules-data', 'corpus');
mkdirSync(outDir, { recursive: true });
const inputs = { ...readTermData(), counterparts: readCounterparts(), stemmers: STEMMERS };
for (const [name, text] of Object.entries(withSearchIndex(buildCorpusFiles(sources), inputs))) {
  writeFileSync(join(outDir, name), text);
  process.stdout.write(`wrote rules-data/corpus/${name}\n`);
}
