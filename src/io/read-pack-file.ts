// A search index file (search/index-pack.ts) opened from the disk: its header is read at
// once, the rest by the piece as a query needs it. The pack in an imported edition's folder
// must be whole: one that is missing, is not a pack or is cut short is damage, found here.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { openPack, type Pack } from '../search/index-pack.js';
import { PART_FORMAT } from '../search/index-part.js';
import { StoreDamage, whyUnreadable } from './stored-files.js';

/** The first read of a pack: its header and, in a small pack, all of it; the rest is read by the piece. */
const FIRST_READ = 1 << 16;

/** A pack file as opened: `close` lets go of its descriptor, after which the pack cannot be read. */
export interface OpenedPack {
  pack: Pack | undefined;
  fileSize: number;
  close: () => void;
}

/**
 * Opens a pack file: `pack` is undefined where the file is not a pack. An error of the file
 * system (no such file) is thrown.
 */
export function openPackFile(path: string): OpenedPack {
  const fd = openSync(path, 'r');
  const fileSize = fstatSync(fd).size;
  let start = Buffer.allocUnsafe(Math.min(fileSize, FIRST_READ));
  readSync(fd, start, 0, start.length, 0);
  // A header longer than the first read (a pack of many sections): read until it ends.
  while (start.length < fileSize && start.indexOf(10, start.indexOf(10) + 1) < 0) {
    start = Buffer.allocUnsafe(Math.min(fileSize, start.length * 4));
    readSync(fd, start, 0, start.length, 0);
  }
  let open = fileSize > FIRST_READ;
  if (!open) closeSync(fd);
  // The descriptor of a larger pack stays open until closed, and is read from as a query goes.
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  const read = (offset: number, length: number) => {
    if (!open) throw new Error(`${path} was closed`);
    const bytes = Buffer.allocUnsafe(length);
    if (readSync(fd, bytes, 0, length, offset) < length) throw new Error(`${path} is cut short`);
    return bytes;
  };
  try {
    return { pack: openPack(read, start), fileSize, close };
  } catch {
    // A header that is not JSON, or not a pack's.
    close();
    return { pack: undefined, fileSize, close };
  }
}

/** The search index in an imported edition's folder, as `import` wrote it; anything else is a StoreDamage. */
export function openEditionPack(path: string, dir: string): OpenedPack & { pack: Pack } {
  let opened: OpenedPack;
  try {
    opened = openPackFile(path);
  } catch (error) {
    throw new StoreDamage(path, whyUnreadable(error), dir);
  }
  const { pack, fileSize, close } = opened;
  if (!pack) throw new StoreDamage(path, 'is damaged (not a search index)', dir);
  // A pack of another format is built again (read-search-index.ts), whatever its size.
  if (pack.stamp.format === PART_FORMAT && pack.size !== fileSize) {
    close();
    throw new StoreDamage(path, `is damaged (${fileSize < pack.size ? 'cut short' : 'longer than it should be'})`, dir);
  }
  return { pack, fileSize, close };
}
