// Whether the data directory can hold editions, asked before an import reads its file or a
// removal takes the lock: a refusal comes at once, with the path and why, never after a wait.
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { EDITIONS } from './edition-folders.js';
import { whyNotWritable } from './writable.js';

/**
 * Refuses at once, with why, a data directory that cannot hold editions: a file, a folder
 * of another user, one whose mode forbids writing (as root too), one on a read-only file
 * system; so is its editions/ folder, and the folder a missing one would be made in.
 */
export function checkStoreWritable(dir: string): void {
  let stat;
  try {
    stat = statSync(dir);
  } catch {
    const parent = nearestFolder(dirname(dir));
    const refusal = parent === undefined ? undefined : whyNotWritable(parent);
    if (refusal) throw cannotWrite(`the data directory ${dir}`, `it cannot be made in ${parent}: ${refusal.why}`);
    return;
  }
  if (!stat.isDirectory())
    throw cannotWrite(
      `the data directory ${dir}`,
      'it is a file, not a folder',
      'move the file away, or set MTG_JUDGE_HOME to a folder',
    );
  for (const folder of [dir, join(dir, EDITIONS)]) {
    let refusal;
    try {
      refusal = whyNotWritable(folder);
    } catch {
      continue;
    }
    if (refusal)
      throw cannotWrite(
        folder === dir ? `the data directory ${dir}` : folder,
        refusal.why,
        refusal.chmod ? `make it writable (${refusal.chmod}), or set MTG_JUDGE_HOME to another folder` : undefined,
      );
  }
}

/** The folder itself or the nearest above it that exists. */
function nearestFolder(path: string): string | undefined {
  for (let at = path; ; at = dirname(at)) {
    try {
      if (statSync(at).isDirectory()) return at;
      return undefined;
    } catch {
      if (dirname(at) === at) return undefined;
    }
  }
}

/** `where`: "the data directory /path", or a folder in it. */
export function cannotWrite(
  where: string,
  why: string,
  repair = 'set MTG_JUDGE_HOME to a folder you can write',
): UsageError {
  return new UsageError(`cannot store editions in ${where}: ${why}.`, [repair], 'store/not-writable');
}
