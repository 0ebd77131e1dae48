// The lock two mtg-judge processes take before they change one file (a scenario file, the
// store's index.json): a folder beside it (proper-lockfile), refreshed while held and taken
// over once stale, so that a killed holder never blocks the next writer for long.
// - Only "someone else holds it" is waited for. Any other failure to make the lock (no
//   permission, a read-only file system) cannot pass by waiting: it is reported at once,
//   with the folder and why.
// - A holder that was paused (Ctrl-Z, a closed laptop lid) or too busy to refresh its lock
//   for longer than the stale time may find it taken over: `hold.lost` says so once the
//   refresh notices. The store checks it, and what is on the disk, before it publishes.
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';
import { UsageError } from '../core/errors.js';
import { whyNotWritable, type WriteRefusal } from './writable.js';

/** How long a writer waits for another to finish before giving up. */
const WAIT_MS = 60_000;

/**
 * A lock not refreshed for this long was left by a process that died (it is refreshed every
 * half of this). MTG_JUDGE_LOCK_STALE_MS sets it, for tests only: a test of a paused import
 * need not wait ten seconds. proper-lockfile takes 2000 ms at the least.
 */
export const STALE_MS = Math.max(2000, Number(process.env.MTG_JUDGE_LOCK_STALE_MS) || 10_000);

export interface LockHold {
  /** Set once the lock was found taken over by another process, or gone. */
  readonly lost: boolean;
}

/**
 * Runs `work` holding the lock named by `lockPath` (the lock is `lockPath.lock`; its folder is
 * made if need be). Other mtg-judge processes wait for it.
 */
export async function withLock<T>(lockPath: string, work: (hold: LockHold) => Promise<T> | T): Promise<T> {
  makeFolder(dirname(lockPath));
  const hold = { lost: false };
  const release = await acquire(lockPath, () => {
    hold.lost = true;
  });
  try {
    return await work(hold);
  } finally {
    // A lock proper-lockfile found lost is left alone: it is another's now, or no one's.
    await release().catch(() => undefined);
  }
}

async function acquire(lockPath: string, onLost: () => void): Promise<() => Promise<void>> {
  const deadline = Date.now() + WAIT_MS;
  for (let delay = 50; ; delay = Math.min(delay * 2, 200)) {
    try {
      return await lockfile.lock(lockPath, { realpath: false, stale: STALE_MS, retries: 0, onCompromised: onLost });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw cannotLock(lockPath, error);
      if (Date.now() >= deadline)
        throw new UsageError(
          `Another mtg-judge is still writing ${lockPath} after ${WAIT_MS / 1000} s.`,
          [`if no mtg-judge is running, remove ${lockPath}.lock`],
          'io/locked',
        );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Why the lock could not be made: its folder may not be written, or what stands at the
 * lock's path is no lock mtg-judge made (a file, a folder with files in it).
 */
function cannotLock(lockPath: string, error: unknown): UsageError {
  const folder = dirname(lockPath);
  if (refusalOf(folder)) return cannotWriteIn(folder, error);
  return new UsageError(
    `cannot take the lock ${lockPath}.lock (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    [`if no mtg-judge is running, remove ${lockPath}.lock`],
    'io/locked',
  );
}

function makeFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw cannotWriteIn(folder, error);
  }
}

/** A folder mtg-judge may not write in: its owner, mode or file system where one of them is why, else `error`. */
function cannotWriteIn(folder: string, error: unknown): UsageError {
  const refusal = refusalOf(folder);
  const why = refusal?.why ?? `it cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
  const repair = refusal?.chmod ? `make it writable (${refusal.chmod}), or write elsewhere` : 'write elsewhere';
  return new UsageError(`mtg-judge cannot write in ${folder}: ${why}.`, [repair], 'io/not-writable');
}

function refusalOf(folder: string): WriteRefusal | undefined {
  try {
    return whyNotWritable(folder, statSync(folder));
  } catch {
    return undefined;
  }
}
