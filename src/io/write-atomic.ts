// What the tool stores or rewrites is never left half-written, and two mtg-judge processes
// never write one file at once:
// - writeFileLocked takes an exclusive lock on the file (proper-lockfile: a lock folder
//   beside it, taken over once stale if its holder was killed), then writes a temporary
//   file beside it, flushes it to disk and renames it into place (write-file-atomic). A
//   rename within one folder is atomic, so a kill at any moment leaves the old file or the
//   new one. The file keeps its mode and owner, and a symlink stays a symlink: its target
//   is written.
// - A read-only file is refused, not replaced.
// - withLock holds the same kind of lock around a larger change, such as the files of an
//   imported edition and the manifest that names them.
import { constants, accessSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import { UsageError } from '../core/errors.js';

/** How long a writer waits for another to finish before giving up. */
const WAIT_MS = 60_000;
/**
 * A lock not refreshed for this long was left by a process that died (proper-lockfile refreshes it
 * every half of this).
 */
const STALE_MS = 10_000;

/** Refuses to replace a file that is read-only or not a regular file. A missing file may be created. */
export function checkWritable(path: string): void {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (!stat.isFile())
    throw new UsageError(`${path} is not a regular file, so mtg-judge will not replace it.`, [], 'io/not-a-file');
  let writable = (stat.mode & 0o222) !== 0;
  try {
    accessSync(path, constants.W_OK);
  } catch {
    writable = false;
  }
  if (!writable) {
    throw new UsageError(
      `${path} is read-only, so mtg-judge leaves it as it is.`,
      [`make it writable (chmod u+w ${path}) to keep questions in it, or save to another file`],
      'io/read-only',
    );
  }
}

/** The file a path names, through any symlinks; the path itself when the file does not exist yet. */
function resolveTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * Runs `work` holding the lock named by `lockPath` (a path whose folder exists; the lock is
 * `lockPath.lock`). Other mtg-judge processes wait for it.
 */
export async function withLock<T>(lockPath: string, work: () => Promise<T> | T): Promise<T> {
  mkdirSync(dirname(lockPath), { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(lockPath, {
      realpath: false,
      stale: STALE_MS,
      retries: { retries: Math.ceil(WAIT_MS / 200), minTimeout: 50, maxTimeout: 200 },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new UsageError(
      `Another mtg-judge is still writing ${lockPath} after ${WAIT_MS / 1000} s.`,
      [`if no mtg-judge is running, remove ${lockPath}.lock`],
      'io/locked',
    );
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Writes `data` to `path` atomically under the file's lock, keeping its mode, owner and symlink. */
export async function writeFileLocked(path: string, data: string | Buffer): Promise<void> {
  checkWritable(path);
  const target = resolveTarget(path);
  await withLock(target, async () => {
    checkWritable(target);
    await writeFileAtomic(target, data);
  });
}

/** Writes `data` atomically, without a lock: for files only this process writes, such as a cache of its own. */
export function writeFileAtomicSync(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic.sync(
    path,
    typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength),
  );
}
