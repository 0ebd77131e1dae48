// mtg-judge changes: rules matched by counterparts between two editions. The expectations
// come from the counterpart table and the rule texts.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { freshHome, homeWith } from './store-helpers.js';
import { haveOfficialRules, officialTitle } from '../official-rules.js';

const changes = async (args: string[], home = freshHome()) => {
  const run = await runCli(['changes', ...args, '--json'], { MTG_JUDGE_HOME: home });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
};

describe('mtg-judge changes across languages', () => {
  it('807 from English 2011 to German 2024: every rule kept under its number', async () => {
    const result = await changes(['807', '--from', 'en-2011', '--to', 'de-2024']);
    expect(result.schemaVersion).toBe(1);
    expect(result.from).toEqual({ lang: 'en', edition: '2011-02-04' });
    expect(result.to).toEqual({ lang: 'de', edition: '2024-03-08' });
    expect(result.changes).toHaveLength(20);
    expect(
      result.changes.every((c: { change: string; from: string; to: string }) => c.change === 'kept' && c.from === c.to),
    ).toBe(true);
  });

  it('800: the seating rule added, the mulligan rule renumbered, the ante rule removed', async () => {
    const result = await changes(['800.5', '800.6', '800.7', '--from', '2011', '--to', 'de-2024']);
    expect(result.changes).toEqual([
      { change: 'added', to: '800.5' },
      { change: 'renumbered', from: '800.5', to: '800.6' },
      { change: 'renumbered', from: '800.6', to: '800.7' },
      { change: 'removed', from: '800.7' },
    ]);
  });

  it('follows a rule to another section: 810.7f of 2011 is 805.10g of 2024', async () => {
    const result = await changes(['805.10g', '--from', 'en-2011', '--to', 'de-2024']);
    expect(result.changes).toEqual([{ change: 'renumbered', from: '810.7f', to: '805.10g' }]);
  });

  it('matches a rule by its old or its new number, and a subrule added under a renumbered rule', async () => {
    const result = await changes(['810.7', '--from', 'en-2011', '--to', 'de-2024']);
    const listed = result.changes.map((c: { change: string; from?: string; to?: string }) =>
      [c.change, c.from, c.to].filter(Boolean).join(' '),
    );
    // 810.7 by its old number (now 805.10, with its subrules), and the German 810.7 by its new one.
    expect(listed).toEqual([
      'renumbered 810.7 805.10',
      'renumbered 810.7a 805.10a',
      'renumbered 810.7c 805.10b',
      'added 805.10c',
      'renumbered 810.7d 805.10d',
      'renumbered 810.7b 805.10e',
      'renumbered 810.7e 805.10f',
      'renumbered 810.7f 805.10g',
      'added 810.7',
    ]);
    expect(result.changes[3]).toEqual({ change: 'added', to: '805.10c', under: { from: '810.7', to: '805.10' } });
    const back = await runCli(['changes', '805.10c', '805.10d', '--from', 'de-2024', '--to', 'en-2011']);
    expect(back.stdout).toBe(
      [
        'German 2024-03-08 → English 2011-02-04, 805.10c 805.10d: matched by counterparts',
        '  removed     805.10c (under 805.10 → 810.7)',
        '  renumbered  805.10d → 810.7d',
        '1 removed, 1 renumbered',
        '',
      ].join('\n'),
    );
  });

  it('shows text for people, and refuses what cannot be compared', async () => {
    const run = await runCli(['changes', '800.5', '800.7', '--from', 'en-2011', '--to', 'de-2024']);
    expect(run.stdout).toBe(
      [
        'English 2011-02-04 → German 2024-03-08, 800.5 800.7: matched by counterparts',
        '  added       800.5',
        '  renumbered  800.5 → 800.6',
        '  renumbered  800.6 → 800.7',
        '  removed     800.7',
        '1 added, 1 removed, 2 renumbered',
        '',
      ].join('\n'),
    );
    const italian = await runCli(['changes', '807', '--from', 'it', '--to', 'de-2024']);
    expect(italian).toMatchObject({ code: 2, stdout: '' });
    expect(italian.stderr).toBe('error changes/not-comparable: the Italian 2025-09-19 text covers only 805, not 807\n');
    const unknown = await runCli(['changes', '807', '--from', 'fr-2024', '--to', 'de-2024']);
    expect(unknown.stderr).toMatch(/^error changes\/edition: --from fr-2024 does not name an edition\n/);
  });
});

describe.skipIf(!haveOfficialRules('2024-03-08', '2026-01-16'))(
  officialTitle('mtg-judge changes between imported editions', '2024-03-08', '2026-01-16'),
  () => {
    it('between two English editions: reworded rules with a word diff', async () => {
      const home = await homeWith('2024-03-08', '2026-01-16');
      const result = await changes(['805.10', '--from', 'en-2024', '--to', 'en-2026'], home);
      const { changes: list } = result;
      expect(list.filter((c: { change: string }) => c.change !== 'kept')).toEqual([
        { change: 'renumbered', from: '805.10g', to: '805.10f' },
        { change: 'removed', from: '805.10f' },
      ]);
      // 810.7e went with 810.7, which is 805.10 now, and was dropped in 2026: 805.10 lists it.
      const removed = await runCli(['changes', '805.10', '--from', 'en-2011', '--to', 'en-2026'], {
        MTG_JUDGE_HOME: home,
      });
      expect(removed.stdout.split('\n').filter((line) => /^ {2}\S/.test(line))).toEqual([
        '  renumbered  810.7 → 805.10 (reworded)',
        '  renumbered  810.7a → 805.10a',
        '  renumbered  810.7c → 805.10b (reworded)',
        '  added       805.10c (under 810.7 → 805.10)',
        '  renumbered  810.7d → 805.10d (reworded)',
        '  renumbered  810.7b → 805.10e (reworded)',
        '  removed     810.7e (under 810.7 → 805.10)',
        '  renumbered  810.7f → 805.10f (reworded)',
      ]);
      const old = await changes(['810.7', '--from', 'en-2011', '--to', 'en-2026'], home);
      expect(old.changes[0]).toEqual({
        change: 'renumbered',
        from: '810.7',
        to: '805.10',
        reworded: true,
        diff: [
          ['=', 'The '],
          ['-', 'Two-Headed Giant variant'],
          ['+', 'shared team turns option'],
          ['=', ' uses different combat rules than other multiplayer '],
          ['-', 'variants'],
          ['+', 'options'],
          ['=', '.'],
        ],
      });
    });

    it("a bare year that names editions in two languages: --lang, else the locale's language, decides", async () => {
      const home = await homeWith('2024-03-08', '2026-01-16');
      const from = async (env: Record<string, string>, ...lang: string[]) => {
        const run = await runCli(['changes', '805', '--from', '2024', '--to', '2026', '--json', ...lang], {
          MTG_JUDGE_HOME: home,
          ...env,
        });
        expect(run.stderr).toBe('');
        return JSON.parse(run.stdout).from;
      };
      expect(await from({ LANG: 'en_US.UTF-8' })).toEqual({ lang: 'en', edition: '2024-03-08' });
      expect(await from({ LANG: 'de_DE.UTF-8' })).toEqual({ lang: 'de', edition: '2024-03-08' });
      expect(await from({ LANG: 'en_US.UTF-8' }, '--lang', 'de')).toEqual({ lang: 'de', edition: '2024-03-08' });
    });

    it('a value that names two editions of one language is an error listing them', async () => {
      const home = await homeWith('2024-03-08', '2026-01-16');
      const run = await runCli(['changes', '805', '--from', 'en', '--to', '2026'], { MTG_JUDGE_HOME: home });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        'error changes/edition: --from en names 3 editions: English 2026-01-16, English 2024-03-08, English 2011-02-04\n' +
          '  = give the whole date, e.g. --from en-2026-01-16\n',
      );
    });
  },
);
