// A data directory, or a scenario's folder, that mtg-judge may not write, with the real
// binary: owned by another user (the command runs as nobody), of a mode that forbids
// writing (root too leaves it alone), or on a read-only file system (a tmpfs mounted
// read-only in a mount namespace of its own). Each is refused at once with the path and
// why, exit 2, nothing changed, no "internal error"; lookups go on.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freshHome, homeWith, snapshot } from './store-helpers.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(ROOT, 'bin', 'mtg-judge.cjs');
const NOBODY = 65534;
const RULE = '807.4e If a player leaves the game and that player leaving the game would reduce';

/** The command as `prefix` runs it: as another user, in another mount namespace. */
function mtgJudge(prefix: string[], env: Record<string, string>, args: string[], cwd = ROOT) {
  const run = spawnSync(
    prefix[0] ?? process.execPath,
    [...prefix.slice(1), ...(prefix.length ? [process.execPath] : []), bin, ...args],
    {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/tmp', LANG: 'en_US.UTF-8', NO_COLOR: '1', ...env },
      encoding: 'utf8',
      timeout: 50_000,
    },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const asNobody = ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'];
/** Why the tests as nobody cannot run here, if they cannot. */
function whyNotAsNobody(): string | undefined {
  if (process.getuid?.() !== 0) return 'they need root, to run the command as another user';
  if (spawnSync(asNobody[0]!, [...asNobody.slice(1), 'true']).status !== 0)
    return 'setpriv cannot run a command as nobody';
  return undefined;
}
const nobody = whyNotAsNobody();

/** A folder of root's, mode 0755, that nobody may read and not write. */
function rootFolder(from?: string): string {
  const dir = from ?? freshHome();
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * A read-only file system: a tmpfs at `home`, filled from `template`, then remounted
 * read-only, in a mount namespace of its own that ends with the command.
 */
const readOnlyMount = (() => {
  const unshare = process.getuid?.() === 0 ? ['unshare', '-m'] : ['unshare', '-r', '-m'];
  const mount = 'set -e; mount -t tmpfs tmpfs "$1"; cp -R "$2/." "$1/"; mount -o remount,ro "$1"; shift 2; exec "$@"';
  const probe = spawnSync(unshare[0]!, [
    ...unshare.slice(1),
    'sh',
    '-c',
    // Before the shift: "$1" is the mount point.
    mount.replace('shift 2; exec "$@"', '! touch "$1/x" 2>/dev/null'),
    'sh',
    freshHome(),
    freshHome(),
  ]);
  return {
    why:
      probe.status === 0
        ? undefined
        : 'unshare cannot mount a read-only tmpfs here (it needs root, or user namespaces)',
    run: (home: string, template: string, args: string[]) =>
      mtgJudge([...unshare, 'sh', '-c', mount, 'sh', home, template], { MTG_JUDGE_HOME: home }, args),
  };
})();

const modeRestored: string[] = [];
afterEach(() => {
  for (const dir of modeRestored.splice(0)) chmodSync(dir, 0o755);
});

describe.skipIf(!haveOfficialRules('2024-03-08', '2026-01-16'))(
  officialTitle('a data directory mtg-judge may not write', '2024-03-08', '2026-01-16'),
  () => {
    describe.skipIf(nobody !== undefined)(`owned by another user${nobody ? ` (skipped: ${nobody})` : ''}`, () => {
      it('import is refused at once with the owner and the mode, exit 2, and nothing changes', async () => {
        const home = rootFolder(await homeWith('2026-01-16'));
        const before = snapshot(home);
        const run = mtgJudge(asNobody, { MTG_JUDGE_HOME: home }, ['import', officialRules('2024-03-08')]);
        expect(run).toEqual({
          code: 2,
          stdout: '',
          stderr: `error store/not-writable: cannot store editions in the data directory ${home}: it belongs to uid 0, and its mode 0755 does not let uid ${NOBODY} write to it.\n  = set MTG_JUDGE_HOME to a folder you can write\n`,
        });
        expect(snapshot(home)).toEqual(before);
      });

      it('editions remove is refused alike; lookups use the editions it holds', async () => {
        const home = rootFolder(await homeWith('2026-01-16'));
        const before = snapshot(home);
        const removed = mtgJudge(asNobody, { MTG_JUDGE_HOME: home }, ['editions', 'remove', 'en', '2026-01-16']);
        expect(removed.code).toBe(2);
        expect(removed.stderr).toMatch(/^error store\/not-writable: cannot store editions in the data directory /);
        const rule = mtgJudge(asNobody, { MTG_JUDGE_HOME: home }, ['rule', '807.4e']);
        expect(rule).toMatchObject({ code: 0, stderr: '' });
        expect(rule.stdout).toContain('English 2026-01-16');
        expect(rule.stdout).toContain(RULE);
        expect(snapshot(home)).toEqual(before);
      });

      it.runIf(spawnSync('script', ['--version']).status === 0)(
        'ask on a file nobody may write, in a folder of root: refused before the first prompt, exit 2',
        () => {
          const dir = rootFolder();
          const file = join(dir, 'thursday.yaml');
          const text = readFileSync(join(ROOT, 'scenarios', 'spec-first-example.yaml'), 'utf8');
          writeFileSync(file, text);
          chownSync(file, NOBODY, NOBODY);
          // A terminal (util-linux `script`), as ask needs one.
          const inTerminal = [
            'script',
            '-q',
            '-e',
            '-c',
            `exec '${process.execPath}' '${bin}' ask thursday.yaml`,
            '/dev/null',
          ];
          const run = spawnSync(asNobody[0]!, [...asNobody.slice(1), ...inTerminal], {
            cwd: dir,
            env: {
              PATH: process.env.PATH ?? '/usr/bin:/bin',
              HOME: '/tmp',
              TERM: 'dumb',
              NO_COLOR: '1',
              COLUMNS: '500',
            },
            encoding: 'utf8',
            input: '',
            timeout: 50_000,
          });
          expect(run.status).toBe(2);
          expect(run.stdout.replace(/\r/g, '').replace(/\s+/g, ' ')).toContain(
            `error io/read-only-folder: ${file} is in a folder mtg-judge cannot write in (${dir}: it belongs to uid 0, and its mode 0755 does not let uid ${NOBODY} write to it), so mtg-judge leaves it as it is.`,
          );
          expect(readFileSync(file, 'utf8')).toBe(text);
          expect(readdirSync(dir)).toEqual(['thursday.yaml']);
        },
      );
    });

    it('root too is refused a data directory whose mode forbids writing, or whose editions/ folder is read-only', async () => {
      const home = await homeWith('2026-01-16');
      const editions = join(home, 'editions');
      chmodSync(editions, 0o555);
      modeRestored.push(editions);
      const before = snapshot(home);
      const run = mtgJudge([], { MTG_JUDGE_HOME: home }, ['import', officialRules('2024-03-08')]);
      expect(run).toEqual({
        code: 2,
        stdout: '',
        stderr: `error store/not-writable: cannot store editions in ${editions}: it is read-only (mode 0555).\n  = make it writable (chmod u+w ${editions}), or set MTG_JUDGE_HOME to another folder\n`,
      });
      expect(snapshot(home)).toEqual(before);
    });

    describe.skipIf(readOnlyMount.why !== undefined)(
      `on a read-only file system${readOnlyMount.why ? ` (skipped: ${readOnlyMount.why})` : ''}`,
      () => {
        it('import and remove are refused at once; lookups use the editions it holds', async () => {
          const template = await homeWith('2026-01-16');
          const home = freshHome();
          const run = (...args: string[]) => readOnlyMount.run(home, template, args);
          const imported = run('import', officialRules('2024-03-08'));
          expect(imported).toEqual({
            code: 2,
            stdout: '',
            stderr: `error store/not-writable: cannot store editions in the data directory ${home}: it is on a read-only file system.\n  = set MTG_JUDGE_HOME to a folder you can write\n`,
          });
          expect(run('editions', 'remove', 'en', '2026-01-16')).toMatchObject({ code: 2 });
          const rule = run('rule', '807.4e');
          expect(rule).toMatchObject({ code: 0, stderr: '' });
          expect(rule.stdout).toContain('English 2026-01-16');
        });
      },
    );
  },
);
