// Reads a file the user names for import, refusing what is not a regular file before
// reading a byte: a directory, a FIFO (reading one would wait for a writer forever), a
// device. The file is opened without blocking and checked by its open descriptor, so it
// cannot be swapped for a FIFO in between.
import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';
import { UsageError } from '../core/errors.js';

const HINT = 'import takes the plain-text Comprehensive Rules (MagicCompRules-YYYYMMDD.txt)';

export function readSourceFile(path: string, shown: string): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') throw new UsageError(`${shown} is a directory, not a file.`, [HINT], 'import/not-a-file');
    const reason =
      code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new UsageError(`cannot read ${shown}: ${reason}`, [], 'import/unreadable');
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new UsageError(`${shown} is ${kindOf(stat)}, not a file.`, [HINT], 'import/not-a-file');
    if (stat.size === 0) throw new UsageError(`${shown} is empty.`, [HINT], 'import/empty');
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a FIFO (a named pipe)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  return 'not a regular file';
}
