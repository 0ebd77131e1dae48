// The user's data directory as a store of imported editions, write side (the layout is in
// read-store.ts). An import writes every file of the edition into a new folder, then swaps
// the manifest that names it in by rename: one atomic step, so a kill at any moment leaves
// the old store or the new one. Then it removes the folder it replaced and any folder no
// manifest names (left by a killed import). All of it runs under the manifest's lock:
// imports and removals take turns, and each sees what the one before it wrote.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { editionKey, type EditionRef, type Glossary, type RuleCorpus } from '../rules/corpus-model.js';
import { editionLabel } from '../rules/editions.js';
import type { EditionCounterparts } from '../rules/match-counterparts.js';
import { MANIFEST, readManifest, type Manifest, type StoredEdition } from './read-store.js';
import { withLock, writeFileAtomicSync } from './write-atomic.js';

const EDITIONS = 'editions';

export interface NewEdition {
  corpus: RuleCorpus;
  glossary: Glossary;
  counterparts: EditionCounterparts;
  source: NonNullable<StoredEdition['source']>;
  /** Writes the edition's search index into its folder (read-search-index.ts). */
  writeSearchIndex: (folder: string) => void;
}

export interface Stored {
  stored: StoredEdition & { path: string };
  /** The edition of the same language and date it replaced. */
  replaced?: StoredEdition;
}

/** Adds an edition, replacing one of the same language and date unless that holds more rules and `force` is not set. */
export async function storeEdition(dir: string, edition: NewEdition, force: boolean): Promise<Stored> {
  openForWriting(dir);
  return withLock(join(dir, MANIFEST), () => {
    const manifest = manifestForWriting(dir);
    const key = editionKey(edition.corpus);
    const replaced = manifest.editions.find((e) => editionKey(e) === key);
    if (replaced && replaced.rules > edition.corpus.rules.length && !force) throw fewerRules(replaced, edition.corpus);
    const folder = `${EDITIONS}/${key}-${randomBytes(4).toString('hex')}`;
    const stored = writingFolder(dir, folder, edition);
    const editions = [...manifest.editions.filter((e) => e !== replaced), stored];
    writeManifest(dir, { schemaVersion: 1, editions });
    removeUnnamed(dir, editions, replaced);
    return { stored: { ...stored, path: join(dir, folder) }, ...(replaced ? { replaced } : {}) };
  });
}

/** Removes an imported edition. Returns it, or undefined where no such edition was imported. */
export async function removeEdition(dir: string, ref: EditionRef): Promise<StoredEdition | undefined> {
  const current = readManifest(dir);
  // Nothing to remove: no lock taken, nothing written.
  if ('value' in current && !current.value.editions.some((e) => editionKey(e) === editionKey(ref))) return undefined;
  openForWriting(dir);
  return withLock(join(dir, MANIFEST), () => {
    const manifest = manifestForWriting(dir);
    const gone = manifest.editions.find((e) => editionKey(e) === editionKey(ref));
    if (!gone) return undefined;
    const editions = manifest.editions.filter((e) => e !== gone);
    writeManifest(dir, { schemaVersion: 1, editions });
    removeUnnamed(dir, editions, gone);
    return gone;
  });
}

/**
 * The edition's files, each written once and flushed to the disk, then the folder itself:
 * only after that may the manifest name it. The rules are one file of sections one after
 * the other, which the head (rules.json) finds by offset: a lookup reads only its section,
 * and an import writes and flushes a handful of files rather than one per section.
 */
function writeFolder(path: string, folder: string, edition: NewEdition): StoredEdition {
  const { corpus, glossary, counterparts, source } = edition;
  mkdirSync(path, { recursive: true });
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
  writeDurably(join(path, RULES_DATA), chunks.join(''));
  writeDurably(join(path, 'rules.json'), JSON.stringify({ ...corpus, rules: [], parts }) + '\n');
  writeDurably(join(path, 'glossary.json'), JSON.stringify(glossary) + '\n');
  writeDurably(join(path, 'counterparts.json'), JSON.stringify(counterparts) + '\n');
  edition.writeSearchIndex(path);
  flush(path);
  return {
    lang: corpus.lang,
    edition: corpus.edition,
    title: corpus.title,
    rules: corpus.rules.length,
    sectionsCovered: corpus.sectionsCovered,
    folder,
    file: 'rules.json',
    glossary: { file: 'glossary.json', entries: glossary.entries.length },
    counterparts: 'counterparts.json',
    source,
  };
}

const RULES_DATA = 'rules.data.json';

/** A new file in a folder no manifest names yet: written, then flushed to the disk. */
function writeDurably(path: string, data: string): void {
  const fd = openSync(path, 'wx');
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes a folder's entries, so that its files are found after a crash. */
function flush(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** writeFolder, with a failure (a full disk) told as what it is: nothing stored has changed. */
function writingFolder(dir: string, folder: string, edition: NewEdition): StoredEdition {
  try {
    return writeFolder(join(dir, folder), folder, edition);
  } catch (error) {
    try {
      rmSync(join(dir, folder), { recursive: true, force: true });
    } catch {
      // What is left no manifest names: the next import removes it.
    }
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(
      `cannot write the edition into ${join(dir, folder)} (${code}); the editions stored before are unchanged.`,
      ['make room on the disk, or set MTG_JUDGE_HOME to another folder, and import again'],
      'store/write-failed',
    );
  }
}

function writeManifest(dir: string, manifest: Manifest): void {
  writeFileAtomicSync(join(dir, MANIFEST), JSON.stringify(manifest, null, 1) + '\n');
}

/**
 * The replaced edition's files, and every folder under editions/ that the manifest does not
 * name: what a killed import left. Safe under the lock, where no other import is writing.
 */
function removeUnnamed(dir: string, editions: readonly StoredEdition[], replaced: StoredEdition | undefined): void {
  const named = new Set(editions.flatMap((e) => (e.folder ? [e.folder] : [])));
  if (replaced && !replaced.folder) removeOldLayout(dir, replaced);
  let folders: string[] = [];
  try {
    folders = readdirSync(join(dir, EDITIONS));
  } catch {
    return;
  }
  for (const name of folders)
    if (!named.has(`${EDITIONS}/${name}`)) rmSync(join(dir, EDITIONS, name), { recursive: true, force: true });
}

/**
 * An edition an older mtg-judge stored in the data directory itself: rules.<key>.json, its sections
 * and its search part.
 */
function removeOldLayout(dir: string, edition: StoredEdition): void {
  const prefix = `rules.${editionKey(edition)}.`;
  for (const name of readdirSync(dir))
    if (name.startsWith(prefix) || name === `search.${edition.file}`) rmSync(join(dir, name), { force: true });
}

/** The data directory, made if need be; refused with a clear error where it cannot hold editions. */
function openForWriting(dir: string): void {
  let stat;
  try {
    stat = statSync(dir);
  } catch {
    try {
      mkdirSync(dir, { recursive: true });
      return;
    } catch (error) {
      throw cannotWrite(dir, `it cannot be made (${(error as NodeJS.ErrnoException).code})`);
    }
  }
  if (!stat.isDirectory())
    throw cannotWrite(dir, 'it is a file, not a folder', 'move the file away, or set MTG_JUDGE_HOME to a folder');
  if ((stat.mode & 0o200) === 0) throw cannotWrite(dir, 'it is read-only', `make it writable (chmod u+w ${dir})`);
}

function cannotWrite(dir: string, why: string, repair = 'set MTG_JUDGE_HOME to a folder you can write'): UsageError {
  return new UsageError(`cannot store editions in the data directory ${dir}: ${why}.`, [repair], 'store/not-writable');
}

/** The manifest to change; a damaged one is never written over, so that nothing in it is lost. */
function manifestForWriting(dir: string): Manifest {
  const read = readManifest(dir);
  if ('value' in read) return read.value;
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
