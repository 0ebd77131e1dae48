// What `mtg-judge editions` lists: every edition, shipped or imported, read whole, so that
// a damaged one shows as damaged with its repair rather than failing the list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { byNewest } from '../rules/editions.js';
import type { CorpusIndex } from '../rules/corpus-files.js';
import type { CorpusPart, Glossary, RuleCorpus } from '../rules/corpus-model.js';
import type { EditionCounterparts } from '../rules/match-counterparts.js';
import { SHIPPED_CORPUS_DIR } from './read-corpus.js';
import { damagedEdition, readStore, type StoredEdition } from './read-store.js';
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

/** An imported edition with every file of it read: the first that is missing or does not parse makes it damaged. */
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
  const damaged = (file: string, why: string) => ({
    ...info,
    problem: damagedEdition(join(entry.path, file), { ...entry, source: entry.source?.file }, why),
  });
  try {
    const head = readWhole<RuleCorpus>(entry.path, entry.file);
    const rules = (head.parts ?? []).reduce((sum, part) => sum + readPart(entry.path, part).length, 0);
    if (head.parts && rules !== entry.rules) return damaged(entry.file, `holds ${rules} rules, not ${entry.rules}`);
    if (entry.glossary) readWhole<Glossary>(entry.path, entry.glossary.file);
    const counterparts = entry.counterparts
      ? readWhole<EditionCounterparts>(entry.path, entry.counterparts)
      : undefined;
    return counterparts ? { ...info, unmatched: counterparts.unmatched } : info;
  } catch (error) {
    if (!(error instanceof FileDamage)) throw error;
    return damaged(error.file, error.why);
  }
}

/** One section's rules: a file of its own, or its bytes in the file of all sections. */
function readPart(dir: string, part: CorpusPart): unknown[] {
  if (part.offset === undefined) return readWhole<unknown[]>(dir, part.file);
  const bytes = readBytes(dir, part.file).subarray(part.offset, part.offset + (part.length ?? 0));
  try {
    if (bytes.length !== part.length) throw new Error('short');
    return JSON.parse(bytes.toString('utf8')) as unknown[];
  } catch {
    throw new FileDamage(part.file, 'is damaged (cut short, or not JSON)');
  }
}

const bytesRead = new Map<string, Buffer>();

function readBytes(dir: string, file: string): Buffer {
  const path = join(dir, file);
  let bytes = bytesRead.get(path);
  if (bytes) return bytes;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FileDamage(file, code === 'ENOENT' ? 'is missing' : `cannot be read (${code})`);
  }
  bytesRead.set(path, bytes);
  return bytes;
}

function readWhole<T>(dir: string, file: string): T {
  const bytes = readBytes(dir, file);
  try {
    return JSON.parse(bytes.toString('utf8')) as T;
  } catch {
    throw new FileDamage(file, 'is damaged (cut short, or not JSON)');
  }
}

class FileDamage extends Error {
  constructor(
    readonly file: string,
    readonly why: string,
  ) {
    super(`${file} ${why}`);
  }
}
