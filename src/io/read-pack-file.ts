// A search index file (search/index-pack.ts) opened from the disk: its header is read at
// once, the rest by the piece as a query needs it. The pack in an imported edition's folder
// must be whole: one that is missing, is not a pack or is cut short is damage, found here.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { openPack, type Pack } from '../search/index-pack.js';
import { PART_FORMAT } from '../search/index-part.js';
import { StoreDamage, whyUnreadable } from './stored-files.js';

/** The first read of a pack: its header and, in a small pack, all of it; the rest is read by the piece. */
const FIRST_READ = 1 << 16;

/**
 * Opens a pack file: `pack` is undefined where the file is not a pack. An error of the file
 * system (no such file) is thrown.
 */
export function openPackFile(path: string): { pack: Pack | undefined; fileSize: number } {
  const fd = openSync(path, 'r');
  const fileSize = fstatSync(fd).size;
  let start = Buffer.allocUnsafe(Math.min(fileSize, FIRST_READ));
  readSync(fd, start, 0, start.length, 0);
  // A header longer than the first read (a pack of many sections): read until it ends.
  while (start.length < fileSize && start.indexOf(10, start.indexOf(10) + 1) < 0) {
    start = Buffer.allocUnsafe(Math.min(fileSize, start.length * 4));
    readSync(fd, start, 0, start.length, 0);
  }
  if (fileSize <= FIRST_READ) closeSync(fd);
  // The descriptor of a larger pack stays open for the process, which reads from it as it goes.
  const read = (offset: number, length: number) => {
    const bytes = Buffer.allocUnsafe(length);
    if (readSync(fd, bytes, 0, length, offset) < length) throw new Error(`${path} is cut short`);
    return bytes;
  };
  try {
    return { pack: openPack(read, start), fileSize };
  } catch {
    // A header that is not JSON, or not a pack's.
    return { pack: undefined, fileSize };
  }
}

/** The search index in an imported edition's folder, as `import` wrote it; anything else is a StoreDamage. */
export function openEditionPack(path: string, dir: string): Pack {
  let opened;
  try {
    opened = openPackFile(path);
  } catch (error) {
    throw new StoreDamage(path, whyUnreadable(error), dir);
  }
  const { pack, fileSize } = opened;
  if (!pack) throw new StoreDamage(path, 'is damaged (not a search index)', dir);
  // A pack of another format is built again (read-search-index.ts), whatever its size.
  if (pack.stamp.format === PART_FORMAT && pack.size !== fileSize)
    throw new StoreDamage(path, `is damaged (${fileSize < pack.size ? 'cut short' : 'longer than it should be'})`, dir);
  return pack;
}
