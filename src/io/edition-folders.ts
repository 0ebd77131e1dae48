// The folders under editions/ in the data directory: how an import writes one so that it
// survives a crash or a power cut whole, how it marks a folder as its own while no index
// names it yet, and which folders a clean-up may remove.
// - Every file of a new folder is flushed to the disk, then the folder, then editions/:
//   only then may index.json name it (edition-store.ts).
// - A folder no index names is another import's work in progress as long as that import
//   lives, though it be paused (Ctrl-Z) for hours: its marker beside it,
//   editions/<folder>.import, names the process and host, and is written before the
//   folder is made, so that the folder is never without it. A clean-up removes a folder
//   only where no live import can own it: its importer is gone, or, where that cannot be
//   known (no marker, another host), it was left untouched for longer than the lock's
//   stale time.
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { STALE_MS } from './file-lock.js';

export const EDITIONS = 'editions';

/** The marker's name is its folder's and this. */
const MARKER = '.import';

/**
 * Marks the folder as this process's, makes it and writes its files, each flushed, then
 * flushes the folder and the folders above it that changed. The caller drops the marker
 * once index.json names the folder.
 */
export function writeEditionFolder(dir: string, folder: string, files: Record<string, string | Uint8Array>): void {
  const editions = join(dir, EDITIONS);
  let madeEditions = false;
  try {
    statSync(editions);
  } catch {
    madeEditions = mkdirSync(editions, { recursive: true }) !== undefined;
  }
  writeFileSync(join(dir, folder + MARKER), JSON.stringify({ pid: process.pid, host: hostname() }) + '\n', {
    flag: 'wx',
  });
  const path = join(dir, folder);
  mkdirSync(path);
  for (const [name, data] of Object.entries(files)) writeDurably(join(path, name), data);
  flush(path);
  flush(editions);
  if (madeEditions) flush(dir);
}

/** The folder is named by index.json now: it is no longer work in progress. */
export function dropMarker(dir: string, folder: string): void {
  removeQuietly(dir, folder + MARKER);
}

/** A new file, written, then flushed to the disk. */
export function writeDurably(path: string, data: string | Uint8Array): void {
  const fd = openSync(path, 'wx');
  try {
    writeFileSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes a folder's entries, so that its files are found after a crash. */
export function flush(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Removes an edition's folder and its marker, if it can; `folder` is relative to the data directory. */
export function removeEditionFolder(dir: string, folder: string): void {
  removeQuietly(dir, folder);
  removeQuietly(dir, folder + MARKER);
}

/** Removes a folder or file of the data directory, if it can; `path` is relative to it. */
export function removeQuietly(dir: string, path: string): void {
  try {
    rmSync(join(dir, path), { recursive: true, force: true });
  } catch {
    // What is left no index names: a later clean-up removes it.
  }
}

/**
 * Every folder under editions/ that `named` does not hold and no live import owns, with
 * its marker; and every marker whose importer is gone.
 */
export function removeOrphans(dir: string, named: ReadonlySet<string>): void {
  let names: string[];
  try {
    names = readdirSync(join(dir, EDITIONS));
  } catch {
    return;
  }
  for (const name of names) {
    const folder = `${EDITIONS}/${name.endsWith(MARKER) ? name.slice(0, -MARKER.length) : name}`;
    if (name.endsWith(MARKER) ? ownedByLiveImport(dir, folder) : named.has(folder) || ownedByLiveImport(dir, folder))
      continue;
    removeQuietly(dir, `${EDITIONS}/${name}`);
  }
}

function ownedByLiveImport(dir: string, folder: string): boolean {
  let owner: { pid?: unknown; host?: unknown } | undefined;
  try {
    owner = JSON.parse(readFileSync(join(dir, folder + MARKER), 'utf8')) as typeof owner;
  } catch {
    owner = undefined;
  }
  const pid = owner?.pid;
  if (owner?.host === hostname() && Number.isSafeInteger(pid) && (pid as number) > 0)
    return pid !== process.pid && isRunning(pid as number);
  // No marker (a folder an older mtg-judge left), or one of another host, whose processes
  // cannot be asked: what was touched within the stale time may be another's work.
  return [folder, folder + MARKER].some((path) => {
    try {
      return statSync(join(dir, path)).mtimeMs > Date.now() - STALE_MS;
    } catch {
      return false;
    }
  });
}

/** Whether a process of this host is running (or paused): signal 0 asks without sending. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
