// Data directories for the tests of import, editions and the store: fresh ones, ones with
// an official edition imported (imported once per test file, then copied), snapshots to
// prove that nothing stored changed, and bad rules files built from the official texts.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll } from 'vitest';
import { runCli } from './run-cli.js';
import { officialRules, readOfficialText } from '../official-rules.js';

const made: string[] = [];

/** A new temporary folder, removed after the test file. */
export function freshHome(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-home-'));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const imported = new Map<string, string>();

/** A data directory holding the official editions of these dates, imported once per test file and copied. */
export async function homeWith(...dates: string[]): Promise<string> {
  const key = dates.join(' ');
  let template = imported.get(key);
  if (!template) {
    template = freshHome();
    for (const date of dates) {
      const run = await runCli(['import', officialRules(date)], { MTG_JUDGE_HOME: template });
      if (run.code !== 0) throw new Error(run.stderr);
    }
    imported.set(key, template);
  }
  const home = freshHome();
  cpSync(template, home, { recursive: true });
  return home;
}

/** Every file under a folder, with the hash of its content: equal snapshots, nothing changed. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

/** The official 2026-01-16 text, spoilt in each of the ways import must catch. */
export function badFiles(): Record<string, string> {
  const dir = freshHome();
  const text = readOfficialText('2026-01-16').replace(/^\uFEFF/u, '');
  const lines = text.split('\r');
  const file = (name: string, data: string | Buffer) => {
    writeFileSync(join(dir, name), data);
    return join(dir, name);
  };
  const cutAt = lines.findIndex((line) => line.startsWith('702.19b'));
  const folder = join(dir, 'a-folder.txt');
  mkdirSync(folder);
  const fifo = join(dir, 'a-fifo.txt');
  spawnSync('mkfifo', [fifo]);
  return {
    cut: file('cut.txt', lines.slice(0, cutAt + 1).join('\r')),
    latin1: file('latin1.txt', iconv.encode(text, 'latin1')),
    windows1252: file('windows1252.txt', iconv.encode(text, 'windows-1252')),
    utf16: file('utf16.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')])),
    noDate: file('no-date.txt', text.replace(/These rules are effective as of [A-Za-z]+ \d+, \d{4}\./gu, '')),
    empty: file('empty.txt', ''),
    folder,
    fifo,
  };
}
