// The locked atomic writer: what ask and import store goes through it.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLock } from '../../src/io/file-lock.js';
import { checkWritable, writeFileLocked } from '../../src/io/write-atomic.js';

const folder = () => mkdtempSync(join(tmpdir(), 'mtg-judge-write-'));

describe('writeFileLocked', () => {
  it('replaces the text and keeps a 0600 file 0600', async () => {
    const file = join(folder(), 'table.yaml');
    writeFileSync(file, 'old\n', { mode: 0o600 });
    chmodSync(file, 0o600);
    await writeFileLocked(file, 'new\n');
    expect(readFileSync(file, 'utf8')).toBe('new\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('writes through a symlink and leaves the symlink in place', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'real.yaml'), 'old\n');
    symlinkSync('real.yaml', join(dir, 'link.yaml'));
    await writeFileLocked(join(dir, 'link.yaml'), 'new\n');
    expect(lstatSync(join(dir, 'link.yaml')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'link.yaml'))).toBe('real.yaml');
    expect(readFileSync(join(dir, 'real.yaml'), 'utf8')).toBe('new\n');
  });

  it('refuses a read-only file and leaves it as it was', async () => {
    const file = join(folder(), 'table.yaml');
    writeFileSync(file, 'old\n');
    chmodSync(file, 0o444);
    await expect(writeFileLocked(file, 'new\n')).rejects.toMatchObject({ code: 'io/read-only', name: 'UsageError' });
    expect(readFileSync(file, 'utf8')).toBe('old\n');
  });

  it('refuses a folder', () => {
    expect(() => checkWritable(folder())).toThrow(/is not a regular file/);
  });

  it('lets a second writer wait for the first: both changes land', async () => {
    const file = join(folder(), 'log.txt');
    writeFileSync(file, '');
    const append = (line: string) =>
      withLock(file, async () => {
        const before = readFileSync(file, 'utf8');
        await new Promise((resolve) => setTimeout(resolve, 30));
        writeFileSync(file, before + line);
      });
    await Promise.all([append('a\n'), append('b\n'), append('c\n')]);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean).sort()).toEqual(['a', 'b', 'c']);
  });

  it('takes over a lock that a killed process left behind, once it is stale', async () => {
    const file = join(folder(), 'store.json');
    writeFileSync(file, '{}\n');
    // A lock folder as a holder killed with SIGKILL leaves it: not refreshed for a minute.
    mkdirSync(`${file}.lock`);
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${file}.lock`, old, old);
    await writeFileLocked(file, '{"ok": true}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"ok": true}\n');
  });
});
