// mtg-judge import: what it keeps, what it refuses, and that a refusal changes nothing.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { badFiles, freshHome, homeWith, snapshot } from './store-helpers.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const mini = fileURLToPath(new URL('../fixtures/comp-rules-mini.txt', import.meta.url));
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('mtg-judge import, refusals without the official texts', () => {
  it('refuses a text that is not a whole edition with file:line:col and exit 2, storing nothing', async () => {
    const home = freshHome();
    const run = await runCli(['import', mini], { MTG_JUDGE_HOME: home });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'comp-rules-mini.txt:1:1 error import/chapters-missing: The text is not a whole edition: chapters 1, 2, 3, 4, 5, 6, 7 and 9 are missing.',
    );
    expect(snapshot(home)).toEqual({});
  });

  it('refuses a text in another language than --lang says', async () => {
    const run = await runCli(['import', mini, '--lang', 'de'], { MTG_JUDGE_HOME: freshHome() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/error import\/wrong-language: The text is in English, but --lang says German\.\n/);
  });

  it('says so when the file cannot be read', async () => {
    const run = await runCli(['import', 'no-such-file.txt'], { MTG_JUDGE_HOME: freshHome() });
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error import/unreadable: cannot read no-such-file.txt: no such file\n',
    });
  });
});

describe.skipIf(!haveOfficialRules('2024-03-08', '2026-01-16'))(
  officialTitle('mtg-judge import, the official texts', '2024-03-08', '2026-01-16'),
  () => {
    it('keeps a whole edition, its glossary and counterparts, and says what it did', async () => {
      const home = freshHome();
      const run = await runCli(['import', officialRules('2026-01-16')], { MTG_JUDGE_HOME: home });
      expect(run.code).toBe(0);
      const [, folder] = /→ (.*)\n$/.exec(run.stdout)!;
      expect(run.stdout).toBe(
        [
          'imported English 2026-01-16: 3114 rules in 146 sections, 725 glossary entries',
          '  counterparts: 171 of its 171 rules of 800–811 matched (170 by fingerprint, 1 by similarity)',
          `  → ${folder}`,
          '',
        ].join('\n'),
      );
      expect(folder).toMatch(new RegExp(`^${join(home, 'editions', 'en-2026-01-16-')}[0-9a-f]{8}$`));
      const manifest = json(readFileSync(join(home, 'index.json'), 'utf8'));
      expect(manifest.editions).toEqual([
        expect.objectContaining({ lang: 'en', edition: '2026-01-16', rules: 3114, file: 'rules.json' }),
      ]);
    });

    it('gives the same edition from a UTF-16 copy, and from Latin-1 and Windows-1252 copies apart from what they cannot hold', async () => {
      const files = badFiles();
      const utf8 = await homeWith('2026-01-16');
      const rulesOf = async (home: string) =>
        json((await runCli(['rule', '807', '702.19', '--json', '--lang', 'en'], { MTG_JUDGE_HOME: home })).stdout)
          .rules as { number: string; text: string }[];
      const expected = await rulesOf(utf8);
      for (const [name, lost] of [
        ['utf16', /$^/u],
        ['windows1252', /[^\u0000-\u00ff‘’“”–—…•€™]/gu],
        ['latin1', /[^\u0000-\u00ff]/gu],
      ] as const) {
        const home = freshHome();
        const run = await runCli(['import', files[name]!], { MTG_JUDGE_HOME: home });
        expect(run.code, name).toBe(0);
        if (name !== 'utf16') expect(run.stdout).toContain('  read as Windows-1252 and converted to UTF-8\n');
        const got = await rulesOf(home);
        expect(got.map((rule) => rule.text)).toEqual(expected.map((rule) => rule.text.replace(lost, '?')));
      }
    });

    it('refuses every bad file with a clear error and exit 2, and changes nothing stored', async () => {
      const files = badFiles();
      const home = await homeWith('2026-01-16');
      const before = snapshot(home);
      const cases: [string, string][] = [
        [
          files.cut!,
          'error import/cut: The file is cut short: the text ends in rule 702.19b; chapters 8 and 9 are missing.',
        ],
        [
          files.noDate!,
          'error rules/no-effective-date: The file has no "These rules are effective as of <Month day, year>" line',
        ],
        [files.empty!, 'error import/empty: '],
        [files.folder!, 'error import/not-a-file: '],
        [files.fifo!, 'is a FIFO (a named pipe), not a file.'],
      ];
      for (const [file, message] of cases) {
        const run = await runCli(['import', file], { MTG_JUDGE_HOME: home });
        expect(run.code, file).toBe(2);
        expect(run.stdout, file).toBe('');
        expect(run.stderr, file).toContain(message);
        expect(run.stderr, file).not.toMatch(/\bat .*\.[jt]s:\d+/);
      }
      const wrongLanguage = await runCli(['import', officialRules('2026-01-16'), '--lang', 'it'], {
        MTG_JUDGE_HOME: home,
      });
      expect(wrongLanguage.code).toBe(2);
      expect(wrongLanguage.stderr).toContain(
        'error import/wrong-language: The text is in English, but --lang says Italian.',
      );
      expect(snapshot(home)).toEqual(before);
    });

    it('refuses to replace an edition with one of fewer rules, unless --force', async () => {
      const home = await homeWith('2026-01-16');
      const fewer = join(freshHome(), 'fewer.txt');
      const text = readFileSync(officialRules('2026-01-16'), 'utf8');
      // Whole, but without 702.19's subrules: the checks for a whole file look at 800–811.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(fewer, text.replace(/\r702\.19[a-f] [^\r]*/gu, ''));
      const before = snapshot(home);
      const refused = await runCli(['import', fewer], { MTG_JUDGE_HOME: home });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(
        'error import/fewer-rules: English 2026-01-16 is already imported with 3114 rules, and this file has only 3108: it would replace more than it brings.\n  = if this file is the one you want, import it with --force\n',
      );
      expect(snapshot(home)).toEqual(before);
      const forced = await runCli(['import', fewer, '--force'], { MTG_JUDGE_HOME: home });
      expect(forced.code).toBe(0);
      expect(forced.stdout).toContain('  replaced the English 2026-01-16 imported before (3114 rules)\n');
      // The replaced edition's folder is gone: one folder is left.
      const folders = new Set(Object.keys(snapshot(home)).flatMap((path) => path.split('/').slice(0, 2).join('/')));
      expect([...folders].filter((folder) => folder.startsWith('editions/'))).toHaveLength(1);
    });

    it('links the imported English 2024 text to the German 2024 text of the same numbers', async () => {
      const home = await homeWith('2024-03-08');
      const run = await runCli(['rule', '800.6', '--edition', '2024', '--lang', 'en', '--json'], {
        MTG_JUDGE_HOME: home,
      });
      const [rule] = json(run.stdout).rules as Record<string, unknown>[];
      expect(rule!.text).toMatch(/^In a multiplayer game, the first mulligan a player takes/);
      expect(rule!.counterparts).toEqual([
        { lang: 'en', edition: '2011-02-04', number: '800.5' },
        { lang: 'de', edition: '2024-03-08', number: '800.6' },
      ]);
    });
  },
);

describe.skipIf(!haveOfficialRules('2026-01-16'))(
  officialTitle('mtg-judge import, effective dates out of range, with the real binary', '2026-01-16'),
  () => {
    const bin = fileURLToPath(new URL('../../bin/mtg-judge.cjs', import.meta.url));
    const next = new Date().getFullYear() + 1;
    it.each([
      ['99999', 'January 16, 99999'],
      ['1992', 'January 16, 1992'],
      [String(next + 1), `January 16, ${next + 1}`],
    ])('refuses the year %s whole, with the date and its line, exit 2, storing nothing', (year, written) => {
      const home = freshHome();
      const cwd = freshHome();
      writeFileSync(
        join(cwd, 'rules.txt'),
        readFileSync(officialRules('2026-01-16'), 'utf8').replace('January 16, 2026', written),
      );
      const run = spawnSync(process.execPath, [bin, 'import', 'rules.txt'], {
        cwd,
        env: { ...process.env, MTG_JUDGE_HOME: home, NO_COLOR: '1' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.split('\n').slice(0, 3)).toEqual([
        `rules.txt:3:33 error rules/bad-effective-date: The effective date "${written}" is not in a year Magic has rules for (1993 to ${next}), so the edition is unknown.`,
        `  3 | These rules are effective as of January 16, ${year}.`,
        expect.stringMatching(/^ {4}\| {33}\^/),
      ]);
      expect(snapshot(home)).toEqual({});
    });
  },
);
