// An import paused (SIGSTOP, as Ctrl-Z or a closed laptop lid does) past the lock's stale
// time while another import runs, then woken (SIGCONT), with the real binary. The other
// import takes the stale lock over and lands; the paused one, if it held the lock, publishes
// nothing and says so in one line with exit 2; if it was still reading its file, it lands
// too. No edition is ever lost, and no folder of a live import is removed. The stale time
// is 2 s here (MTG_JUDGE_LOCK_STALE_MS, for tests only) rather than 10 s.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { homeWith } from '../cli/store-helpers.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const bin = fileURLToPath(new URL('../../bin/mtg-judge.cjs', import.meta.url));
const STALE_MS = 2000;

interface Run {
  child: ChildProcess;
  done: Promise<{ code: number | null; stderr: string }>;
}

function startImport(home: string, file: string): Run {
  const child = spawn(process.execPath, [bin, 'import', file], {
    env: { ...process.env, MTG_JUDGE_HOME: home, MTG_JUDGE_LOCK_STALE_MS: String(STALE_MS), NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr })),
  );
  return { child, done };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `test` holds, looking every few milliseconds; false if `run` ended first. */
async function until(test: () => boolean, run?: Run): Promise<boolean> {
  let ended = false;
  void run?.done.then(() => (ended = true));
  for (;;) {
    if (test()) return true;
    if (ended) return false;
    await sleep(2);
  }
}

/** Everything under editions/: the folders, and the marker of a folder still being imported. */
const entries = (home: string) => readdirSync(join(home, 'editions')).sort();
const folders = (home: string) => entries(home).filter((name) => !name.endsWith('.import'));
const indexNames = (home: string, date: string) => readFileSync(join(home, 'index.json'), 'utf8').includes(date);

function imported(home: string): { edition: string; problem?: unknown }[] {
  const run = spawnSync(process.execPath, [bin, 'editions', '--json'], {
    env: { ...process.env, MTG_JUDGE_HOME: home },
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  const list = JSON.parse(run.stdout) as { editions: { edition: string; origin: string; problem?: unknown }[] };
  return list.editions.filter((e) => e.origin === 'imported');
}

/** Waits until the lock, no longer refreshed by its paused holder, is older than the stale time. */
async function lockGoesStale(lock: string): Promise<void> {
  await until(() => statSync(lock).mtimeMs < Date.now() - STALE_MS - 500);
}

describe.skipIf(!haveOfficialRules('2024-03-08', '2025-09-19', '2026-01-16'))(
  officialTitle('an import paused past the stale time', '2024-03-08', '2025-09-19', '2026-01-16'),
  { timeout: 240_000 },
  () => {
    // Paused as its new folder appears, or as the last file of that folder does, just before it publishes.
    it.each([
      ['as it starts writing its folder', (folder: string) => existsSync(folder)],
      ['just before it publishes', (folder: string) => existsSync(join(folder, 'search.rules.pack'))],
    ])(
      'while it holds the lock, %s: the other lands, the paused one stores nothing and exits 2',
      async (_, reached) => {
        // A few tries, for the rare one where the pause lands just after the import let go of its lock.
        for (let attempt = 1; attempt <= 5; attempt++) {
          const home = await homeWith('2024-03-08');
          const before = folders(home);
          const lock = join(home, 'index.json.lock');
          const paused = startImport(home, officialRules('2026-01-16'));
          // It holds the lock once its new folder appears: that folder is written under the lock.
          const ownFolder = () => folders(home).find((f) => !before.includes(f));
          const holding = await until(() => {
            const own = ownFolder();
            return existsSync(lock) && own !== undefined && reached(join(home, 'editions', own));
          }, paused);
          if (holding) paused.child.kill('SIGSTOP');
          if (!holding || !existsSync(lock) || indexNames(home, '2026-01-16')) {
            paused.child.kill('SIGCONT');
            await paused.done;
            continue;
          }
          const own = ownFolder()!;
          await lockGoesStale(lock);
          const other = await startImport(home, officialRules('2025-09-19')).done;
          expect(other).toEqual({ code: 0, stderr: '' });
          // The other import's clean-up left the paused import's folder alone: its importer lives.
          expect(folders(home)).toContain(own);
          paused.child.kill('SIGCONT');
          expect(await paused.done).toEqual({
            code: 2,
            stderr: `error store/lock-lost: another mtg-judge changed the editions in ${home} while this import was paused past the lock's 2 s, so this import changed nothing; run it again.\n`,
          });
          // Nothing lost, nothing half-written: the store is as the other import left it.
          expect(imported(home)).toEqual([
            expect.objectContaining({ edition: '2025-09-19' }),
            expect.objectContaining({ edition: '2024-03-08' }),
          ]);
          expect(imported(home).every((e) => e.problem === undefined)).toBe(true);
          expect(entries(home)).toHaveLength(2);
          expect(folders(home)).not.toContain(own);
          expect(existsSync(lock)).toBe(false);
          return;
        }
        throw new Error('in five tries, the pause never came while the import held its lock');
      },
    );

    it('while it reads its file: the other import lands, and so does the paused one', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        const home = await homeWith('2024-03-08');
        const lock = join(home, 'index.json.lock');
        const paused = startImport(home, officialRules('2026-01-16'));
        await sleep(100);
        paused.child.kill('SIGSTOP');
        // The pause must come before the lock: a fast machine may have got there already.
        if (existsSync(lock) || folders(home).length > 1 || paused.child.exitCode !== null) {
          paused.child.kill('SIGCONT');
          await paused.done;
          continue;
        }
        await sleep(STALE_MS + 500);
        expect(await startImport(home, officialRules('2025-09-19')).done).toEqual({ code: 0, stderr: '' });
        paused.child.kill('SIGCONT');
        expect(await paused.done).toEqual({ code: 0, stderr: '' });
        expect(imported(home).map((e) => [e.edition, e.problem])).toEqual([
          ['2026-01-16', undefined],
          ['2025-09-19', undefined],
          ['2024-03-08', undefined],
        ]);
        expect(entries(home)).toHaveLength(3);
        return;
      }
      throw new Error('in five tries, the import always reached its lock within 100 ms');
    });
  },
);
