// The edition store under stress, with the real binary: an import killed at a random
// moment leaves the old edition or the new one, whole, and two imports at once both land.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshHome, homeWith, snapshot } from '../cli/store-helpers.js';
import { haveOfficialRules, officialRules, officialTitle, readOfficialText } from '../official-rules.js';

const bin = fileURLToPath(new URL('../../bin/mtg-judge.cjs', import.meta.url));

function mtgJudge(home: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, MTG_JUDGE_HOME: home, LANG: 'en_US.UTF-8', NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Starts an import and kills it with SIGKILL after `delay` ms (if it is still running). */
function importKilledAfter(home: string, file: string, delay: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'import', file, '--force'], {
      env: { ...process.env, MTG_JUDGE_HOME: home },
      stdio: 'ignore',
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), delay);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Starts an import and kills it with SIGKILL once `reached` holds (if it is still running). */
function importKilledWhen(home: string, file: string, reached: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'import', file, '--force'], {
      env: { ...process.env, MTG_JUDGE_HOME: home },
      stdio: 'ignore',
    });
    const timer = setInterval(() => {
      if (reached()) child.kill('SIGKILL');
    }, 2);
    child.on('exit', () => {
      clearInterval(timer);
      resolve();
    });
  });
}

/** The 807.4a text English 2026 has, as rule --json gives it. */
function rule807(home: string): string {
  const run = mtgJudge(home, 'rule', '807.4a', '--lang', 'en', '--json');
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout) as { rules: { text: string }[] }).rules[0]!.text;
}

describe.skipIf(!haveOfficialRules('2024-03-08', '2026-01-16'))(
  officialTitle('the edition store', '2024-03-08', '2026-01-16'),
  () => {
    it('after a kill -9 at any moment of a re-import, holds the old edition or the new one, whole', async () => {
      const base = await homeWith('2026-01-16');
      const oldText = rule807(base);
      // The new edition: the same date, one rule reworded.
      const changed = join(freshHome(), 'changed.txt');
      writeFileSync(
        changed,
        readOfficialText('2026-01-16').replace('for each full four players', 'for every four players'),
      );
      const newText = oldText.replace('for each full four players', 'for every four players');
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 900 }), async (delay) => {
          const home = await homeWith('2026-01-16');
          await importKilledAfter(home, changed, delay);
          const listed = mtgJudge(home, 'editions', '--json');
          const editions = (JSON.parse(listed.stdout) as { editions: { origin: string; problem?: unknown }[] })
            .editions;
          expect(editions.filter((e) => e.origin === 'imported')).toHaveLength(1);
          expect(editions.every((e) => e.problem === undefined)).toBe(true);
          expect([oldText, newText]).toContain(rule807(home));
          // The shipped editions answer as ever.
          expect(mtgJudge(home, 'rule', '807.4a', '--edition', '2011').stdout).toContain(
            '807.4a There is one turn marker for each full four players in the game.',
          );
        }),
        { numRuns: 6 },
      );
    });

    it('after a kill -9 while it writes its folder, lets the next import take over the lock once it is stale', async () => {
      const home = await homeWith('2026-01-16');
      // Killed as soon as its new folder appears: under the lock, with the folder's marker written.
      const before = readdirSync(join(home, 'editions')).length;
      await importKilledWhen(
        home,
        officialRules('2024-03-08'),
        () => readdirSync(join(home, 'editions')).length > before + 1,
      );
      const lock = join(home, 'index.json.lock');
      // A lock its killed holder no longer refreshes grows stale (10 s); age it rather than wait.
      if (existsSync(lock)) utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      const run = mtgJudge(home, 'import', officialRules('2024-03-08'));
      expect(run.code).toBe(0);
      const manifest = JSON.parse(readFileSync(join(home, 'index.json'), 'utf8')) as {
        editions: { edition: string }[];
      };
      expect(manifest.editions.map((e) => e.edition).sort()).toEqual(['2024-03-08', '2026-01-16']);
      // What the killed import had written is gone: one folder per edition, no marker of a
      // folder being imported, no index left unswapped, no lock.
      const folders = new Set(Object.keys(snapshot(home)).flatMap((path) => path.split('/').slice(0, 2).join('/')));
      expect([...folders].filter((f) => f.startsWith('editions/'))).toHaveLength(2);
      expect(readdirSync(home).sort()).toEqual(['editions', 'index.json']);
    });

    it('lets two imports started at once wait for each other: both land', async () => {
      const home = freshHome();
      const run = (file: string) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, [bin, 'import', file], {
            env: { ...process.env, MTG_JUDGE_HOME: home },
            stdio: 'ignore',
          });
          child.on('exit', (code) => resolve(code));
        });
      const codes = await Promise.all([run(officialRules('2024-03-08')), run(officialRules('2026-01-16'))]);
      expect(codes).toEqual([0, 0]);
      const listed = JSON.parse(mtgJudge(home, 'editions', '--json').stdout) as {
        editions: { lang: string; edition: string; origin: string; rules: number }[];
      };
      expect(listed.editions.filter((e) => e.origin === 'imported')).toEqual([
        expect.objectContaining({ lang: 'en', edition: '2026-01-16', rules: 3114 }),
        expect.objectContaining({ lang: 'en', edition: '2024-03-08', rules: 2941 }),
      ]);
    });
  },
);
