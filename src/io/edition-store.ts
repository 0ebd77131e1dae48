// The user's data directory as a store of imported editions, write side (the layout is in
// read-store.ts, the folders in edition-folders.ts, the swap of the index in
// publish-index.ts). Under the index's lock, an import
// writes every file of the edition into a new folder and flushes it, then publishes: it
// swaps in the index that names the folder by rename, one atomic step, and flushes the
// data directory. A crash or a kill at any moment leaves the old store or the new one.
// Then it removes the folder it replaced and the folders that no index names and no live
// import owns (left by a killed import).
//
// A lock that was not refreshed for its stale time is taken over by the next import, so
// that a killed import never blocks it for long. An import that was only paused (Ctrl-Z)
// may wake to find that another changed the store meanwhile: it checks, just before it
// publishes, that it still holds the lock and that the index is the one it read (its
// generation), and where not, it publishes nothing, removes its own folder and says so.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { editionKey, type EditionRef, type Glossary, type RuleCorpus } from '../rules/corpus-model.js';
import { editionLabel } from '../rules/editions.js';
import type { EditionCounterparts } from '../rules/match-counterparts.js';
import {
  dropMarker,
  EDITIONS,
  removeEditionFolder,
  removeOrphans,
  removeQuietly,
  writeEditionFolder,
} from './edition-folders.js';
import { withLock, type LockHold } from './file-lock.js';
import { lockLost, lostLock, publishIndex, removeUnswappedIndexes, type Reading } from './publish-index.js';
import { EDITION_HEAD, editionPackPath, MANIFEST, readManifest, type StoredEdition } from './read-store.js';
import { cannotWrite, checkStoreWritable } from './check-store-writable.js';

export interface NewEdition {
  corpus: RuleCorpus;
  glossary: Glossary;
  counterparts: EditionCounterparts;
  source: NonNullable<StoredEdition['source']>;
  /** The edition's search index (read-search-index.ts), built before the lock is taken. */
  searchIndex: Uint8Array;
}

export interface Stored {
  stored: StoredEdition & { path: string };
  /** The edition of the same language and date it replaced. */
  replaced?: StoredEdition;
}

/** Adds an edition, replacing one of the same language and date unless that holds more rules and `force` is not set. */
export async function storeEdition(dir: string, edition: NewEdition, force: boolean): Promise<Stored> {
  openForWriting(dir);
  return withLock(join(dir, MANIFEST), (hold) => {
    const reading = manifestForWriting(dir);
    const key = editionKey(edition.corpus);
    const replaced = reading.manifest.editions.find((e) => editionKey(e) === key);
    if (replaced && replaced.rules > edition.corpus.rules.length && !force) throw fewerRules(replaced, edition.corpus);
    const folder = `${EDITIONS}/${key}-${randomBytes(4).toString('hex')}`;
    const stored = writingFolder(dir, folder, edition, hold, reading);
    const editions = [...reading.manifest.editions.filter((e) => e !== replaced), stored];
    publishIndex(dir, hold, reading, editions, { folder, what: 'import' });
    dropMarker(dir, folder);
    cleanUp(dir, editions, replaced);
    return { stored: { ...stored, path: join(dir, folder) }, ...(replaced ? { replaced } : {}) };
  });
}

/** Removes an imported edition. Returns it, or undefined where no such edition was imported. */
export async function removeEdition(dir: string, ref: EditionRef): Promise<StoredEdition | undefined> {
  const current = readManifest(dir);
  // Nothing to remove: no lock taken, nothing written.
  if ('value' in current && !current.value.editions.some((e) => editionKey(e) === editionKey(ref))) return undefined;
  openForWriting(dir);
  return withLock(join(dir, MANIFEST), (hold) => {
    const reading = manifestForWriting(dir);
    const gone = reading.manifest.editions.find((e) => editionKey(e) === editionKey(ref));
    if (!gone) return undefined;
    const editions = reading.manifest.editions.filter((e) => e !== gone);
    publishIndex(dir, hold, reading, editions, { what: 'removal' });
    cleanUp(dir, editions, gone);
    return gone;
  });
}

/**
 * The edition's files. The rules are one file of sections one after the other, which the
 * head (rules.json) finds by offset: a lookup reads only its section, and an import writes
 * and flushes a handful of files rather than one per section.
 */
function editionFiles(edition: NewEdition): Record<string, string | Uint8Array> {
  const { corpus, glossary, counterparts } = edition;
  const chunks: string[] = [];
  let offset = 0;
  const parts = corpus.sections.map((section) => {
    const rules = corpus.rules.filter((rule) => rule.section === section.number);
    const chunk = JSON.stringify(rules) + '\n';
    const length = Buffer.byteLength(chunk);
    chunks.push(chunk);
    offset += length;
    return { section: section.number, file: RULES_DATA, rules: rules.length, offset: offset - length, length };
  });
  return {
    [RULES_DATA]: chunks.join(''),
    [EDITION_HEAD]: JSON.stringify({ ...corpus, rules: [], parts }) + '\n',
    'glossary.json': JSON.stringify(glossary) + '\n',
    'counterparts.json': JSON.stringify(counterparts) + '\n',
    [editionPackPath('', EDITION_HEAD)]: edition.searchIndex,
  };
}

const RULES_DATA = 'rules.data.json';

/** What the index says of the new edition. */
function entryOf(edition: NewEdition, folder: string): StoredEdition {
  const { corpus, glossary, source } = edition;
  return {
    lang: corpus.lang,
    edition: corpus.edition,
    title: corpus.title,
    rules: corpus.rules.length,
    sectionsCovered: corpus.sectionsCovered,
    folder,
    file: EDITION_HEAD,
    glossary: { file: 'glossary.json', entries: glossary.entries.length },
    counterparts: 'counterparts.json',
    source,
  };
}

/**
 * The new folder, written and flushed; a failure (a full disk) is told as what it is:
 * nothing stored has changed. Where the lock was lost meanwhile, that is what is told.
 */
function writingFolder(
  dir: string,
  folder: string,
  edition: NewEdition,
  hold: LockHold,
  reading: Reading,
): StoredEdition {
  try {
    writeEditionFolder(dir, folder, editionFiles(edition));
    return entryOf(edition, folder);
  } catch (error) {
    removeEditionFolder(dir, folder);
    if (lostLock(dir, hold, reading)) throw lockLost(dir, 'import');
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(
      `cannot write the edition into ${join(dir, folder)} (${code}); the editions stored before are unchanged.`,
      ['make room on the disk, or set MTG_JUDGE_HOME to another folder, and import again'],
      'store/write-failed',
    );
  }
}

/**
 * The replaced edition's files, and every folder under editions/ that the index does not
 * name and no live import owns. An edition an older mtg-judge stored in the data directory
 * itself (rules.<key>.json, its sections and search part) is removed by name.
 */
function cleanUp(dir: string, editions: readonly StoredEdition[], replaced: StoredEdition | undefined): void {
  if (replaced?.folder) removeEditionFolder(dir, replaced.folder);
  else if (replaced) removeOldLayout(dir, replaced);
  removeOrphans(dir, new Set(editions.flatMap((e) => (e.folder ? [e.folder] : []))));
  removeUnswappedIndexes(dir);
}

function removeOldLayout(dir: string, edition: StoredEdition): void {
  const prefix = `rules.${editionKey(edition)}.`;
  for (const name of readdirSafe(dir))
    if (name.startsWith(prefix) || name === `search.${edition.file}`) removeQuietly(dir, name);
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The data directory, checked, then made if need be. */
function openForWriting(dir: string): void {
  checkStoreWritable(dir);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw cannotWrite(`the data directory ${dir}`, `it cannot be made (${(error as NodeJS.ErrnoException).code})`);
  }
}

/** The index to change, as read; a damaged one is never written over, so that nothing in it is lost. */
function manifestForWriting(dir: string): Reading {
  const read = readManifest(dir);
  if ('value' in read) return { manifest: read.value, text: read.text };
  const problem = read.problem!;
  throw new UsageError(
    `${problem.path} ${problem.message.replace(/:.*$/u, '')}, so mtg-judge will not write over it.`,
    [problem.repair],
    'store/damaged',
  );
}

function fewerRules(old: StoredEdition, corpus: RuleCorpus): UsageError {
  const label = editionLabel(corpus);
  return new UsageError(
    `${label} is already imported with ${old.rules} rules, and this file has only ${corpus.rules.length}: it would replace more than it brings.`,
    [`if this file is the one you want, import it with --force`],
    'import/fewer-rules',
  );
}
