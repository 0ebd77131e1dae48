// A damaged data directory: shipped lookups go on with a one-line warning naming the path
// and the repair; editions shows the damage; import gives a clear error. No stack trace.
import { chmodSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { freshHome, homeWith } from './store-helpers.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const RULE =
  '807.4e If a player leaves the game and that player leaving the game would reduce the number of turn markers';
const noStack = (text: string) => expect(text).not.toMatch(/\bat .*\.[jt]s:\d+|internal error/);
const readOnly: string[] = [];

afterEach(() => {
  // Give the folders back their write bit, so that the temporary files can be cleaned up.
  for (const dir of readOnly.splice(0)) chmodSync(dir, 0o755);
});

describe('a data directory that is a file', () => {
  it('is ignored with a warning, and shown by editions', async () => {
    const home = join(freshHome(), 'mtg-judge');
    writeFileSync(home, 'not a folder\n');
    const env = { MTG_JUDGE_HOME: home };
    const rule = await runCli(['rule', '807.4e'], env);
    expect(rule.code).toBe(0);
    expect(rule.stdout).toContain(RULE);
    expect(rule.stderr).toBe(
      `warning store/not-a-folder: ${home} is a file, not a folder: imported editions are ignored; to repair: move the file away, or set MTG_JUDGE_HOME to a folder\n`,
    );
    const editions = await runCli(['editions'], env);
    expect(editions.code).toBe(0);
    expect(editions.stdout).toContain(`Data directory: ${home}\n  damaged: ${home} is a file, not a folder`);
  });
});

describe.skipIf(!haveOfficialRules('2024-03-08', '2026-01-16'))(
  officialTitle('a damaged store', '2024-03-08', '2026-01-16'),
  () => {
    it('a file for a data directory: import is refused', async () => {
      const home = join(freshHome(), 'mtg-judge');
      writeFileSync(home, 'not a folder\n');
      const imported = await runCli(['import', officialRules('2024-03-08')], { MTG_JUDGE_HOME: home });
      expect(imported).toEqual({
        code: 2,
        stdout: '',
        stderr: `error store/not-writable: cannot store editions in the data directory ${home}: it is a file, not a folder.\n  = move the file away, or set MTG_JUDGE_HOME to a folder\n`,
      });
      expect(readFileSync(home, 'utf8')).toBe('not a folder\n');
    });

    it('a failure to write the edition is a clear error, and the editions stored before are unchanged', async () => {
      const home = freshHome();
      // A file where the folder of editions goes: the edition cannot be written.
      writeFileSync(join(home, 'editions'), 'in the way\n');
      const run = await runCli(['import', officialRules('2024-03-08')], { MTG_JUDGE_HOME: home });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(
        /^error store\/write-failed: cannot write the edition into .*\/editions\/en-2024-03-08-[0-9a-f]{8} \(ENOTDIR\); the editions stored before are unchanged\.\n/,
      );
      expect(readdirSync(home)).toEqual(['editions']);
    });

    it('read-only: lookups work with a warning; import and remove are refused', async () => {
      const home = await homeWith('2026-01-16');
      chmodSync(home, 0o555);
      readOnly.push(home);
      const env = { MTG_JUDGE_HOME: home };
      const rule = await runCli(['rule', '807.4e', '--edition', '2011'], env);
      expect(rule.code).toBe(0);
      expect(rule.stdout).toContain(RULE);
      expect(rule.stderr).toBe(
        `warning store/read-only: ${home} is read-only: editions cannot be imported or removed; to repair: make it writable (chmod u+w ${home})\n`,
      );
      const imported = await runCli(['import', officialRules('2024-03-08')], env);
      expect(imported.code).toBe(2);
      expect(imported.stderr).toContain(
        `error store/not-writable: cannot store editions in the data directory ${home}: it is read-only (mode 0555).\n  = make it writable (chmod u+w ${home}), or set MTG_JUDGE_HOME to another folder\n`,
      );
      const removed = await runCli(['editions', 'remove', 'en', '2026-01-16'], env);
      expect(removed.code).toBe(2);
      noStack(removed.stderr);
    });

    it('a garbage index: shipped lookups work with a warning; import will not write over it', async () => {
      const home = await homeWith('2026-01-16');
      const index = join(home, 'index.json');
      writeFileSync(index, '{"schemaVersion": 1, "editions": [gar');
      const env = { MTG_JUDGE_HOME: home };
      const rule = await runCli(['rule', '807.4e'], env);
      expect(rule.code).toBe(0);
      expect(rule.stdout).toContain(RULE);
      const warning = `warning store/damaged-index: ${index} is damaged (not an index of editions): imported editions are ignored; to repair: move it away (mv ${index} ${index}.damaged) and import the editions again\n`;
      expect(rule.stderr).toBe(warning);
      const search = await runCli(['search', 'turn', 'marker', '--limit', '1'], env);
      expect(search.code).toBe(0);
      expect(search.stderr).toBe(warning);
      const editions = await runCli(['editions'], env);
      expect(editions.stdout).toContain(`  damaged: ${index} is damaged (not an index of editions)`);
      const imported = await runCli(['import', officialRules('2024-03-08')], env);
      expect(imported.code).toBe(2);
      expect(imported.stderr).toContain(
        `error store/damaged: ${index} is damaged (not an index of editions), so mtg-judge will not write over it.\n`,
      );
      expect(readFileSync(index, 'utf8')).toBe('{"schemaVersion": 1, "editions": [gar');
    });

    it("an edition's file cut short: that edition is left out with a warning, editions shows it, a new import repairs it", async () => {
      const home = await homeWith('2026-01-16');
      const [folder] = readdirSync(join(home, 'editions'));
      const data = join(home, 'editions', folder!, 'rules.data.json');
      truncateSync(data, 700_000);
      const env = { MTG_JUDGE_HOME: home };
      const warning = `warning store/damaged-edition: ${data} is damaged (cut short): the imported edition en-2026-01-16 is left out; to repair: import it again (mtg-judge import ${officialRules('2026-01-16')}), or remove it (mtg-judge editions remove en 2026-01-16)\n`;
      const rule = await runCli(['rule', '807.4e'], env);
      expect(rule).toMatchObject({ code: 0, stderr: warning });
      expect(rule.stdout).toContain(`${RULE}`);
      expect(rule.stdout).toContain('English 2011-02-04');
      const editions = await runCli(['editions', '--json'], env);
      const listed = JSON.parse(editions.stdout).editions[0];
      expect(listed).toMatchObject({ edition: '2026-01-16', problem: { code: 'store/damaged-edition', path: data } });
      const again = await runCli(['import', officialRules('2026-01-16')], env);
      expect(again.code).toBe(0);
      const repaired = await runCli(['rule', '807.4e'], env);
      expect(repaired).toMatchObject({ code: 0, stderr: '' });
      expect(repaired.stdout).toContain('English 2026-01-16');
    });

    it('eval reads cited texts around a damaged edition, with the warning once', async () => {
      const file = join('scenarios', 'spec-first-example.yaml');
      // Two homes: files read in this process are kept, so the damaged one is read first.
      const whole = await runCli(['eval', file, '--json'], { MTG_JUDGE_HOME: await homeWith('2024-03-08') });
      const home = await homeWith('2024-03-08');
      const [folder] = readdirSync(join(home, 'editions'));
      const data = join(home, 'editions', folder!, 'rules.data.json');
      truncateSync(data, 10_000);
      const cut = await runCli(['eval', file, '--json'], { MTG_JUDGE_HOME: home });
      expect(cut.code).toBe(0);
      expect(cut.stderr).toBe(
        `warning store/damaged-edition: ${data} is damaged (cut short): the imported edition en-2024-03-08 is left out; to repair: import it again (mtg-judge import ${officialRules('2024-03-08')}), or remove it (mtg-judge editions remove en 2024-03-08)\n`,
      );
      // The same answers; the cited texts come from the shipped editions instead.
      const answers = (run: { stdout: string }) => (JSON.parse(run.stdout) as { answers: unknown[] }).answers;
      expect(answers(cut)).toEqual(answers(whole));
      expect(cut.stdout).not.toBe(whole.stdout);
      noStack(cut.stderr);
    });
  },
);
