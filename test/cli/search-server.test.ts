// The search server (src/cli/search-server.ts) with the real command and a real server: a
// piped search it answers gives exactly what the search run on its own gives
// (MTG_JUDGE_SEARCH_SERVER=off), also as the data directory changes under it; a server that
// is gone, stopped or not to be trusted leaves the search to run itself, never to hang.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { homeWith } from './store-helpers.js';
import { runningServer, stopServersIn } from '../../src/cli/search-server.js';
import { haveOfficialRules } from '../official-rules.js';

const bin = fileURLToPath(new URL('../../bin/mtg-judge.cjs', import.meta.url));
const { searchServerBox } = createRequire(import.meta.url)(bin) as {
  searchServerBox: (temporary: string) => { dir: string; box: string };
};

// A temporary folder of this file's own, so that its servers are its own.
const temporary = mkdtempSync(join(tmpdir(), 'mtg-judge-server-'));
const { box } = searchServerBox(temporary);

function mtgJudge(args: string[], env: Record<string, string> = {}, options: SpawnSyncOptions = {}) {
  const run = spawnSync(process.execPath, [bin, ...args], {
    env: { ...process.env, TMPDIR: temporary, LANG: 'en_US.UTF-8', NO_COLOR: '1', ...env },
    encoding: 'utf8',
    ...options,
  });
  return { code: run.status, stdout: String(run.stdout), stderr: String(run.stderr) };
}

/** The search run on its own, and as the server answers it (or as the command runs it where the server does not). */
function bothWays(args: string[], env: Record<string, string> = {}, options: SpawnSyncOptions = {}) {
  const alone = mtgJudge(args, { ...env, MTG_JUDGE_SEARCH_SERVER: 'off' }, options);
  const asked = mtgJudge(args, env, options);
  return { alone, asked };
}

/** The servers of the box that run. */
const servers = () => (existsSync(box) ? readdirSync(box) : []).filter((name) => runningServer(name) !== undefined);

/** Waits for a server to serve the box (it says so once warmed up), and gives its pid. */
function serving(): number {
  const until = Date.now() + 60_000;
  while (servers().length === 0) {
    if (Date.now() > until) throw new Error(`no search server in ${box}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  return runningServer(servers()[0]!)!;
}

/** Whether the process `pid` runs (a zombie, ended but not yet reaped, does not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

/** The box's time of change, in nanoseconds: a request and its answer change it. */
const changed = () => statSync(box, { bigint: true }).mtimeNs;

function stopServers(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const name of servers()) {
    try {
      process.kill(runningServer(name)!, signal);
    } catch {
      // Ended already.
    }
  }
}

afterAll(() => stopServers());

describe('the search server', () => {
  it('is started by a piped search, which runs itself; then it answers as a search run alone would', () => {
    const first = bothWays(['search', 'range', 'of', 'influence']);
    expect(first.asked).toEqual(first.alone);
    expect(first.asked.stdout).toMatch(/^801\./);
    serving();
    const lines = [
      ['search', 'range', 'of', 'influence'],
      ['search', 'was', 'passiert', 'wenn', 'ich', 'rausfliege'],
      ['search', 'cosa', 'succede', 'se', 'un', 'giocatore', 'abbandona', 'la', 'partita'],
      ['search', 'commander', 'damage', '--json', '--limit', '3'],
      ['search', 'Vorrang', '--lang', 'de'],
      ['search', 'xyzzyq'],
      ['search', 'the', 'of'],
      ['search', '807.4e'],
    ];
    for (const args of lines) {
      const before = changed();
      const { alone, asked } = bothWays(args);
      expect(asked, args.join(' ')).toEqual(alone);
      expect(changed(), `${args.join(' ')}: asked the server`).not.toBe(before);
    }
    expect(bothWays(['search', 'xyzzyq']).asked.code).toBe(1);
    // What a search reads of the environment goes with the request: the locale, colour.
    const environments: Record<string, string>[] = [
      { LANG: 'de_DE.UTF-8' },
      { LC_ALL: 'it_IT.UTF-8' },
      { FORCE_COLOR: '1', NO_COLOR: '' },
    ];
    for (const env of environments) {
      const before = changed();
      const { alone, asked } = bothWays(['search', 'range', 'of', 'influence'], env);
      expect(asked, JSON.stringify(env)).toEqual(alone);
      expect(changed(), `${JSON.stringify(env)}: asked the server`).not.toBe(before);
    }
    expect(bothWays(['search', 'range'], { FORCE_COLOR: '1', NO_COLOR: '' }).asked.stdout).toContain('\u001b[');
  });

  it('leaves to the whole program a command line that is not a plain search', () => {
    serving();
    for (const args of [
      ['search', '--help'],
      ['search', '--limit', '0', 'range'],
      ['search', '--lang', 'fr', 'range'],
    ]) {
      const { alone, asked } = bothWays(args);
      expect(asked, args.join(' ')).toEqual(alone);
    }
    expect(bothWays(['search', '--limit', '0', 'range']).asked.code).toBe(2);
  });

  it('reads a data directory named by a relative path from the asker’s folder', () => {
    serving();
    const home = mkdtempSync(join(temporary, 'home-'));
    writeFileSync(join(home, 'index.json'), '{ not json');
    const { alone, asked } = bothWays(
      ['search', 'range', 'of', 'influence'],
      { MTG_JUDGE_HOME: `./${basename(home)}` },
      { cwd: dirname(home) },
    );
    expect(asked).toEqual(alone);
    // The damaged index is warned of: the relative path was read where the asker is.
    expect(asked.stderr).toContain(`${basename(home)}/index.json`);
  });

  it.skipIf(!haveOfficialRules('2026-01-16'))(
    'answers from the data directory as it is now: an import, a damaged search index',
    async () => {
      serving();
      const home = await homeWith('2026-01-16');
      const monarch = bothWays(['search', 'monarch'], { MTG_JUDGE_HOME: home });
      expect(monarch.asked).toEqual(monarch.alone);
      expect(monarch.asked.stdout).toContain('724.1');
      // The edition's search index cut in half under the server, which had it open.
      const folder = readdirSync(home, { recursive: true, encoding: 'utf8' }).find((name) => name.endsWith('.pack'))!;
      const pack = join(home, folder);
      truncateSync(pack, Math.floor(readFileSync(pack).length / 2));
      const before = changed();
      const damaged = bothWays(['search', 'monarch'], { MTG_JUDGE_HOME: home });
      expect(damaged.asked).toEqual(damaged.alone);
      expect(changed()).not.toBe(before);
      expect(damaged.asked.stderr).toContain('is damaged (cut short)');
    },
  );

  it('is never asked in a box others may enter', () => {
    serving();
    chmodSync(box, 0o777);
    try {
      const before = changed();
      const { alone, asked } = bothWays(['search', 'range', 'of', 'influence']);
      expect(asked).toEqual(alone);
      expect(changed()).toBe(before);
    } finally {
      chmodSync(box, 0o700);
    }
  });

  it('answers a request it cannot read with "local": the asker runs the search itself', () => {
    serving();
    writeFileSync(join(box, 'r-test'), '{ not json', { mode: 0o600 });
    // As the asker does: the request is renamed into place whole.
    spawnSync('mv', [join(box, 'r-test'), join(box, 'q-test')]);
    const until = Date.now() + 60_000;
    while (!existsSync(join(box, 'a-test')) && Date.now() < until)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    expect(JSON.parse(readFileSync(join(box, 'a-test'), 'utf8'))).toEqual({ local: true });
  });

  it('that is stopped: the search waits a while, then runs itself', () => {
    const pid = serving();
    process.kill(pid, 'SIGSTOP');
    try {
      const { alone, asked } = bothWays(['search', 'range', 'of', 'influence']);
      expect(asked).toEqual(alone);
      // The request was never taken: that server is let go, and another started.
      expect(readdirSync(box).some((name) => name.startsWith(`pid-${pid}-`))).toBe(false);
      expect(serving()).not.toBe(pid);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    // Its file gone, the stopped server ends when it runs again.
    const until = Date.now() + 60_000;
    while (alive(pid) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    expect(alive(pid)).toBe(false);
  });

  it('keeps the order of what a search writes to stdout and stderr, as in a file given both', () => {
    serving();
    const home = mkdtempSync(join(temporary, 'home-'));
    writeFileSync(join(home, 'index.json'), '{ not json');
    const written = (env: Record<string, string>) => {
      const file = join(home, 'output.txt');
      const fd = openSync(file, 'w');
      try {
        mtgJudge(
          ['search', 'range', 'of', 'influence'],
          { MTG_JUDGE_HOME: home, ...env },
          { stdio: ['ignore', fd, fd] },
        );
      } finally {
        closeSync(fd);
      }
      return readFileSync(file, 'utf8');
    };
    const before = changed();
    const asked = written({});
    expect(changed()).not.toBe(before);
    expect(asked).toBe(written({ MTG_JUDGE_SEARCH_SERVER: 'off' }));
    // The warning about the damaged data directory comes first, before the results.
    expect(asked).toMatch(/^warning store\//);
  });

  it('that ended without a word: the search runs itself, and starts another', () => {
    const pid = serving();
    stopServers('SIGKILL');
    const until = Date.now() + 60_000;
    while (alive(pid) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    const { alone, asked } = bothWays(['search', 'range', 'of', 'influence']);
    expect(asked).toEqual(alone);
    const next = serving();
    expect(next).not.toBe(pid);
  });

  it('is not trusted to a pid file that names another process', () => {
    const other = mkdtempSync(join(temporary, 'tmp-'));
    chmodSync(other, 0o700);
    const otherBox = searchServerBox(other).box;
    mkdirSync(otherBox, { recursive: true, mode: 0o700 });
    chmodSync(dirname(otherBox), 0o700);
    // The pid of a live process that is not a server (this test's own), as a killed server's
    // file names once its pid is reused.
    writeFileSync(join(otherBox, `pid-${process.pid}-1`), '');
    const { alone, asked } = bothWays(['search', 'range', 'of', 'influence'], { TMPDIR: other });
    expect(asked).toEqual(alone);
    // And a real server is started beside it.
    const until = Date.now() + 60_000;
    const started = () => readdirSync(otherBox).some((name) => runningServer(name) !== undefined);
    while (!started() && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    expect(started()).toBe(true);
    stopServersIn(other);
  });

  it('is not needed where the temporary folder cannot hold its folder: the search runs itself', () => {
    const other = mkdtempSync(join(temporary, 'tmp-'));
    // A file where the server's folder would be.
    writeFileSync(dirname(searchServerBox(other).box), '');
    const { alone, asked } = bothWays(['search', 'range', 'of', 'influence'], { TMPDIR: other });
    expect(asked).toEqual(alone);
    expect(asked.code).toBe(0);
    // A temporary folder that does not exist is not made.
    const missing = join(other, 'missing');
    const run = bothWays(['search', 'range', 'of', 'influence'], { TMPDIR: missing });
    expect(run.asked).toEqual(run.alone);
    expect(existsSync(missing)).toBe(false);
  });

  it('ends on SIGTERM, and takes its box with it', () => {
    serving();
    stopServers();
    const until = Date.now() + 60_000;
    while (existsSync(box) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    expect(existsSync(box) ? readdirSync(box) : 'gone').toBe('gone');
    expect(existsSync(dirname(box))).toBe(true);
  });
});
