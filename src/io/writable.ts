// Whether this process may write a file or into a folder, and if not, why, in words a user
// can act on: the path belongs to another user, its mode has no write bit for its owner, or
// it lies on a read-only file system. Every writer asks this before it starts, so that a
// refusal comes at once, never after a lock has waited on an error that cannot pass.
import { accessSync, constants, statSync, type Stats } from 'node:fs';

export interface WriteRefusal {
  /** Why, as the end of a sentence: "it belongs to uid 0, and its mode 0755 does not let uid 65534 write to it". */
  why: string;
  /** The command that mends it where the user owns the path: "chmod u+w /path". */
  chmod?: string;
}

/** Undefined when the path may be written; `stat` saves a second stat where the caller has one. */
export function whyNotWritable(path: string, stat: Stats = statSync(path)): WriteRefusal | undefined {
  const mode = (stat.mode & 0o7777).toString(8).padStart(4, '0');
  const readOnly = { why: `it is read-only (mode ${mode})`, chmod: `chmod u+w ${path}` };
  try {
    accessSync(path, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EROFS') return { why: 'it is on a read-only file system' };
    if (stat.uid === process.getuid?.()) return readOnly;
    return { why: `it belongs to uid ${stat.uid}, and its mode ${mode} does not let uid ${uid()} write to it` };
  }
  // access(2) lets root write whatever the mode says; a mode without the owner's write bit
  // is how a user marks a file or folder as one to leave alone, so root leaves it too.
  if ((stat.mode & 0o200) === 0) return readOnly;
  return undefined;
}

function uid(): string {
  return String(process.getuid?.() ?? '?');
}
