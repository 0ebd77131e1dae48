// Each file of an imported edition, damaged in the ways a disk, an editor or a cut copy
// damages it, with the real binary: the command that reads it leaves that edition out
// with the one-line warning (path, what is wrong, the repair) and goes on with the shipped
// editions; `editions` marks the edition damaged, naming the same file. Never an
// "internal error", never a stack trace.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { homeWith } from './store-helpers.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const bin = fileURLToPath(new URL('../../bin/mtg-judge.cjs', import.meta.url));

function mtgJudge(home: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], {
    env: { ...process.env, MTG_JUDGE_HOME: home, LANG: 'en_US.UTF-8', NO_COLOR: '1' },
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Overwrites the 807 section of the rules' data file with JSON of another shape, of the same length. */
function otherShapeIn807(path: string): void {
  const head = JSON.parse(readFileSync(join(path, '..', 'rules.json'), 'utf8')) as {
    parts: { section: string; offset: number; length: number }[];
  };
  const part = head.parts.find((p) => p.section === '807')!;
  const bytes = readFileSync(path);
  Buffer.from('{"rules": 807}'.padEnd(part.length - 1) + '\n').copy(bytes, part.offset);
  writeFileSync(path, bytes);
}

const cut = (path: string) => truncateSync(path, Math.floor(readFileSync(path).length / 2));

/** [file, damage, what is wrong, a command that reads the file, its exit code] */
const cases: [string, string, (path: string) => void, string, string[], number][] = [
  [
    'rules.json',
    '{}',
    (p) => writeFileSync(p, '{}'),
    "is damaged (not the head of an edition's rules)",
    ['rule', '807.4e'],
    0,
  ],
  ['rules.json', 'cut short', cut, 'is damaged (cut short, or not JSON)', ['rule', '807.4e'], 0],
  ['rules.json', 'missing', (p) => rmSync(p), 'is missing', ['rule', '807.4e'], 0],
  [
    'rules.data.json',
    'a section of another shape',
    otherShapeIn807,
    'is damaged (not a list of rules)',
    ['rule', '807.4e'],
    0,
  ],
  ['glossary.json', '[]', (p) => writeFileSync(p, '[]'), 'is damaged (not a glossary)', ['glossary', 'deathtouch'], 1],
  ['counterparts.json', 'missing', (p) => rmSync(p), 'is missing', ['rule', '807.4e'], 0],
  [
    'counterparts.json',
    'of another shape',
    (p) => writeFileSync(p, '{"links": 3}'),
    "is damaged (not an edition's counterparts)",
    ['rule', '807.4e'],
    0,
  ],
  ['search.rules.pack', 'missing', (p) => rmSync(p), 'is missing', ['search', 'turn', 'marker'], 0],
  ['search.rules.pack', 'cut short', cut, 'is damaged (cut short)', ['search', 'turn', 'marker'], 0],
  [
    'search.rules.pack',
    'not a pack',
    (p) => writeFileSync(p, 'mtg-judge search index\n{"parts": 3}\n'),
    'is damaged (not a search index)',
    ['search', 'turn', 'marker'],
    0,
  ],
];

describe.skipIf(!haveOfficialRules('2026-01-16'))(
  officialTitle("an imported edition's damaged file", '2026-01-16'),
  { timeout: 120_000 },
  () => {
    it.each(cases)('%s, %s: left out with a warning where it is read; editions marks it', async (...row) => {
      const [file, , damage, why, args, code] = row;
      const home = await homeWith('2026-01-16');
      const folder = join(home, 'editions', readdirSync(join(home, 'editions'))[0]!);
      const path = join(folder, file);
      damage(path);
      const message = `${why}: the imported edition en-2026-01-16 is left out`;
      const repair = `import it again (mtg-judge import ${officialRules('2026-01-16')}), or remove it (mtg-judge editions remove en 2026-01-16)`;
      const read = mtgJudge(home, ...args);
      expect(read.code).toBe(code);
      expect(read.stderr.split('\n')[0]).toBe(
        `warning store/damaged-edition: ${path} ${message}; to repair: ${repair}`,
      );
      expect(read.stderr).not.toMatch(/internal error|\bat .*\.[cjt]s:\d+/);
      // The shipped editions answer in its place.
      if (args[0] === 'rule') expect(read.stdout).toContain('807.4e If a player leaves the game');
      if (args[0] === 'search') expect(read.stdout).toMatch(/^807\.4/m);
      const listed = mtgJudge(home, 'editions', '--json');
      expect(listed).toMatchObject({ code: 0, stderr: '' });
      const edition = (
        JSON.parse(listed.stdout) as { editions: { origin: string; problem?: unknown }[] }
      ).editions.find((e) => e.origin === 'imported');
      expect(edition?.problem).toEqual({
        code: 'store/damaged-edition',
        path,
        message,
        repair,
        edition: 'en-2026-01-16',
      });
    });
  },
);
