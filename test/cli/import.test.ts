import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const fixture = fileURLToPath(new URL('../fixtures/comp-rules-mini.txt', import.meta.url));
const official2024 = officialRules('2024-03-08');

function home(): string {
  return mkdtempSync(join(tmpdir(), 'mtg-judge-home-'));
}

describe('mtg-judge import', () => {
  it('adds an edition that rule then shows, newest first', async () => {
    const env = { MTG_JUDGE_HOME: home() };
    const run = await runCli(['import', fixture], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `imported English 2026-01-16: 2 rules in 1 section\n  → ${join(env.MTG_JUDGE_HOME, 'rules.en-2026-01-16.json')}\n`,
    );
    const shown = await runCli(['rule', '807.4a', '--json'], env);
    const [rule] = JSON.parse(shown.stdout).rules;
    expect(rule).toMatchObject({ number: '807.4a', lang: 'en', edition: '2026-01-16', counterparts: [] });
    expect(rule.examples).toEqual([
      'A Grand Melee game with sixteen players has four turn markers. A game with fifteen players has three turn markers.',
    ]);
    // The shipped 2011 edition is still there by --edition.
    const old = await runCli(['rule', '807.4a', '--edition', '2011', '--json'], env);
    expect(JSON.parse(old.stdout).rules[0].edition).toBe('2011-02-04');
  });

  it('keeps the edition as a head and one file per section, which rule and search read', async () => {
    const env = { MTG_JUDGE_HOME: home() };
    await runCli(['import', fixture], env);
    const head = JSON.parse(readFileSync(join(env.MTG_JUDGE_HOME, 'rules.en-2026-01-16.json'), 'utf8'));
    expect(head.rules).toEqual([]);
    expect(head.parts).toEqual([{ section: '807', file: 'rules.en-2026-01-16.807.json', rules: 2 }]);
    const section = JSON.parse(readFileSync(join(env.MTG_JUDGE_HOME, 'rules.en-2026-01-16.807.json'), 'utf8'));
    expect(section.map((rule: { number: string }) => rule.number)).toEqual(['807.1', '807.4a']);
    const found = await runCli(['search', 'turn', 'marker', 'sixteen', '--json', '--limit', '1'], env);
    expect(JSON.parse(found.stdout).results[0]).toMatchObject({
      kind: 'rule',
      number: '807.4a',
      lang: 'en',
      edition: '2026-01-16',
    });
    // Import built the edition's search index beside it.
    expect(existsSync(join(env.MTG_JUDGE_HOME, 'search.rules.en-2026-01-16.pack'))).toBe(true);
    const again = await runCli(['search', 'turn', 'marker', 'sixteen', '--json', '--limit', '1'], env);
    expect(JSON.parse(again.stdout).results[0].text).toBe(
      'There is one turn marker for each full four players in the game.',
    );
  });

  it('never guesses counterparts of an edition the table does not know', async () => {
    const env = { MTG_JUDGE_HOME: home() };
    await runCli(['import', fixture], env);
    const run = await runCli(['rule', '807.4a'], env);
    expect(run.stdout).toContain('  Counterparts: not known for this imported edition\n');
    expect(run.stdout).not.toContain('Note:');
  });

  it('rejects a file that is not the Comprehensive Rules with file:line:col and exit 2, writing nothing', async () => {
    const env = { MTG_JUDGE_HOME: home() };
    const notRules = join(env.MTG_JUDGE_HOME, 'notes.txt');
    writeFileSync(notRules, 'my notes\n');
    const run = await runCli(['import', notRules], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('notes.txt:1:1 error rules/no-effective-date: ');
    expect(existsSync(join(env.MTG_JUDGE_HOME, 'index.json'))).toBe(false);
  });

  it('says so when the file cannot be read', async () => {
    const run = await runCli(['import', 'no-such-file.txt'], { MTG_JUDGE_HOME: home() });
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'error usage: cannot read no-such-file.txt: no such file\n' });
  });

  describe.skipIf(!haveOfficialRules('2024-03-08'))(
    officialTitle('with the official 2024-03-08 edition', '2024-03-08'),
    () => {
      it('links the imported English 2024 text to the German 2024 text of the same date', async () => {
        const env = { MTG_JUDGE_HOME: home() };
        expect((await runCli(['import', official2024], env)).code).toBe(0);
        const run = await runCli(['rule', '800.6', '--edition', '2024', '--json'], env);
        const [rule] = JSON.parse(run.stdout).rules;
        expect(rule.text).toMatch(/^In a multiplayer game, the first mulligan a player takes/);
        expect(rule.counterparts).toEqual([
          { lang: 'de', edition: '2024-03-08', number: '800.6' },
          { lang: 'en', edition: '2011-02-04', number: '800.5' },
        ]);
        const index = JSON.parse(readFileSync(join(env.MTG_JUDGE_HOME, 'index.json'), 'utf8'));
        expect(index.editions).toHaveLength(1);
      });
    },
  );
});
