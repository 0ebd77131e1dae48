// What the tool stores or rewrites is never left half-written, and two mtg-judge processes
// never write one file at once:
// - writeFileLocked takes the file's lock (file-lock.ts), then writes a temporary file
//   beside it, flushes it to disk and renames it into place (write-file-atomic). A rename
//   within one folder is atomic, so a kill at any moment leaves the old file or the new
//   one. The file keeps its mode and owner, and a symlink stays a symlink: its target is
//   written.
// - A file that is read-only, or in a folder that cannot be written (where the lock and the
//   temporary file go), is refused before anything is asked or written.
import { mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { UsageError } from '../core/errors.js';
import { withLock } from './file-lock.js';
import { whyNotWritable } from './writable.js';

/**
 * Refuses to replace a file that is read-only or not a regular file, or one in a folder
 * that cannot be written. A missing file may be created where its folder can be written.
 */
export function checkWritable(path: string): void {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    checkFolder(path, dirname(path));
    return;
  }
  if (!stat.isFile())
    throw new UsageError(`${path} is not a regular file, so mtg-judge will not replace it.`, [], 'io/not-a-file');
  const refusal = whyNotWritable(path, stat);
  if (refusal?.chmod) {
    throw new UsageError(
      `${path} is read-only, so mtg-judge leaves it as it is.`,
      [`make it writable (${refusal.chmod}) to keep questions in it, or save to another file`],
      'io/read-only',
    );
  }
  if (refusal)
    throw new UsageError(
      `${path} cannot be written: ${refusal.why}, so mtg-judge leaves it as it is.`,
      ['save to another file'],
      'io/read-only',
    );
  checkFolder(path, dirname(resolveTarget(path)));
}

/**
 * The folder a file is written in: a new copy goes there, then replaces the file by
 * rename, and so does the lock. A folder still to be made is made when the file is written.
 */
function checkFolder(path: string, folder: string): void {
  let refusal;
  try {
    refusal = whyNotWritable(folder);
  } catch {
    return;
  }
  if (!refusal) return;
  const mend = refusal.chmod ? `make the folder writable (${refusal.chmod}), or ` : '';
  throw new UsageError(
    `${path} is in a folder mtg-judge cannot write in (${folder}: ${refusal.why}), so mtg-judge leaves it as it is.`,
    [
      'mtg-judge saves a file by writing a new copy beside it and renaming it over the file, so its folder must be ' +
        `writable: ${mend}copy the file to a folder you can write`,
    ],
    'io/read-only-folder',
  );
}

/** The file a path names, through any symlinks; the path itself when the file does not exist yet. */
function resolveTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
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
