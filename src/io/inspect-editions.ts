// What `mtg-judge editions` lists: every edition, shipped or imported, read whole by the
// readers the lookups use, so that a damaged one shows as damaged with its repair, as a
// lookup would find it, rather than failing the list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { byNewest } from '../rules/editions.js';
import type { CorpusIndex } from '../rules/corpus-files.js';
import type { RuleCorpus } from '../rules/corpus-model.js';
import { readEditionCounterparts, readGlossary, readRuleCorpus, SHIPPED_CORPUS_DIR } from './read-corpus.js';
import { openEditionPack } from './read-pack-file.js';
import { damagedEdition, EDITION_HEAD, editionPackPath, readStore, type StoredEdition } from './read-store.js';
import { isStoreDamage } from './stored-files.js';
import type { EditionInfo, EditionList } from '../rules/edition-list.js';

export function inspectEditions(dataDir: string | undefined): EditionList {
  const shipped = JSON.parse(readFileSync(join(SHIPPED_CORPUS_DIR, 'index.json'), 'utf8')) as CorpusIndex;
  const store = readStore(dataDir);
  const imported = store.editions.map(inspectImported);
  const shippedInfo = shipped.editions.map((entry): EditionInfo => {
    const corpus = JSON.parse(readFileSync(join(SHIPPED_CORPUS_DIR, entry.file), 'utf8')) as RuleCorpus;
    const replacing = imported.find((e) => e.lang === entry.lang && e.edition === entry.edition);
    return {
      lang: entry.lang,
      edition: entry.edition,
      origin: 'shipped',
      title: entry.title,
      rules: entry.rules,
      glossaryEntries: 0,
      source: join('rules-data', 'sources', corpus.sourceFile),
      stored: join('rules-data', 'corpus', entry.file),
      ...(replacing ? { replacedBy: replacing.stored } : {}),
    };
  });
  const glossaries = shipped.glossaries.map((g) => ({ ...g, stored: join('rules-data', 'corpus', g.file) }));
  return { dataDir, editions: byNewest([...imported, ...shippedInfo]), glossaries, problems: store.problems };
}

/** An imported edition with every file of it read as a lookup reads it: the first that is damaged makes it damaged. */
function inspectImported(entry: StoredEdition & { path: string }): EditionInfo {
  const info: EditionInfo = {
    lang: entry.lang,
    edition: entry.edition,
    origin: 'imported',
    title: entry.title,
    rules: entry.rules,
    glossaryEntries: entry.glossary?.entries ?? 0,
    source: entry.source?.file ?? '',
    stored: entry.path,
  };
  const damaged = (path: string, why: string) => ({
    ...info,
    problem: damagedEdition(path, { ...entry, source: entry.source?.file }, why),
  });
  try {
    const corpus = readRuleCorpus(entry.file, entry.path);
    if (corpus.parts && corpus.rules.length !== entry.rules)
      return damaged(join(entry.path, entry.file), `holds ${corpus.rules.length} rules, not ${entry.rules}`);
    if (entry.glossary) readGlossary(entry.glossary.file, entry.path);
    if (entry.file === EDITION_HEAD) openEditionPack(editionPackPath(entry.path, entry.file), entry.path).close();
    if (!entry.counterparts) return info;
    return { ...info, unmatched: readEditionCounterparts(entry.path, entry.counterparts).unmatched };
  } catch (error) {
    if (!isStoreDamage(error)) throw error;
    return damaged(error.path, error.why);
  }
}
