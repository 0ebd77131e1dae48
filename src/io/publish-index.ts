// Publishing a change to the store: the new index.json swapped in by rename, one atomic
// step, but only by a process that still holds the lock and finds the index it read. An
// import paused past the lock's stale time may find on waking that another took the lock
// over and changed the store: then it publishes nothing (edition-store.ts).
import { randomBytes } from 'node:crypto';
import { readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { flush, isRunning, removeEditionFolder, removeQuietly, writeDurably } from './edition-folders.js';
import { STALE_MS, type LockHold } from './file-lock.js';
import { MANIFEST, readManifest, type Manifest, type StoredEdition } from './read-store.js';

/** The index as an import read it under the lock: what it changes, and the text it must still find. */
export interface Reading {
  manifest: Manifest;
  text: string | undefined;
}

/** An index written but not yet swapped in: index.json.<pid>.<id>.next */
const NEXT_INDEX = '.next';
const NEXT_INDEX_NAME = /^index\.json\.(\d+)\.[0-9a-f]+\.next$/u;

/**
 * Swaps in the index naming `editions`, one generation on from the one read, and flushes
 * the data directory so that the swap outlives a power cut. Nothing is published by a
 * process that lost its lock or finds another index than it read: it removes its own
 * new folder, if any, and stops. The new index is written and flushed before that check,
 * so that between the check and the rename there are only a few system calls, never a
 * wait on the disk.
 */
export function publishIndex(
  dir: string,
  hold: LockHold,
  reading: Reading,
  editions: StoredEdition[],
  own: { folder?: string; what: 'import' | 'removal' },
): void {
  const generation = (reading.manifest.generation ?? 0) + 1;
  const manifest: Manifest = { schemaVersion: 1, generation, editions };
  const path = join(dir, MANIFEST);
  const next = `${path}.${process.pid}.${randomBytes(4).toString('hex')}${NEXT_INDEX}`;
  try {
    writeDurably(next, JSON.stringify(manifest, null, 1) + '\n');
    if (lostLock(dir, hold, reading)) {
      if (own.folder) removeEditionFolder(dir, own.folder);
      throw lockLost(dir, own.what);
    }
    renameSync(next, path);
  } finally {
    rmSync(next, { force: true });
  }
  flush(dir);
}

/** Whether the lock was taken over, or the index changed, since `reading`. */
export function lostLock(dir: string, hold: LockHold, reading: Reading): boolean {
  if (hold.lost) return true;
  const now = readManifest(dir);
  return !('value' in now) || now.text !== reading.text;
}

export function lockLost(dir: string, what: 'import' | 'removal'): UsageError {
  return new UsageError(
    `another mtg-judge changed the editions in ${dir} while this ${what} was paused past the lock's ${STALE_MS / 1000} s, so this ${what} changed nothing; run it again.`,
    [],
    'store/lock-lost',
  );
}

/** Removes the index a killed import wrote and never swapped in. */
export function removeUnswappedIndexes(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = NEXT_INDEX_NAME.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) removeQuietly(dir, name);
  }
}
