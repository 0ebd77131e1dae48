// eval, check, table and ask under an imported edition: --edition takes the names a
// scenario's `edition` takes, a name no edition has is a usage error with the import line,
// the outputs name the edition, and a changed rule refuses the answer with its new text.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { askWith } from '../../src/cli/commands/ask.js';
import type { Choice, Prompter } from '../../src/cli/ask-flow.js';
import { askTerminal, runCli } from './run-cli.js';
import { freshHome, homeWith } from './store-helpers.js';
import { haveOfficialRules, officialTitle, readOfficialText } from '../official-rules.js';

const RESTART = 'test/imported-scenarios/restart-range-1-2026.yaml';
const SHIPPED = 'scenarios/examples/801.17-restart-range-1-2024.yaml';

describe('--edition naming an edition that is not imported', () => {
  it.each(['eval', 'check', 'table'])('is a usage error for %s, with the import line', async (command) => {
    const run = await runCli([command, SHIPPED, '--edition', '2026-01-16'], { MTG_JUDGE_HOME: freshHome() });
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error usage/unknown-edition: --edition 2026-01-16 names no shipped edition, and no edition of 2026-01-16 is imported\n' +
        '  = add it with: mtg-judge import MagicCompRules-20260116.txt (the official text of 2026-01-16)\n' +
        '  = --edition 2011: the 2011 rules (English 2011-02-04; also en-2011 or 2011-02-04)\n' +
        '  = --edition 2024: the 2024 rules (German 2024-03-08; also de-2024 or 2024-03-08)\n',
    });
  });

  it('a file that names one is refused at its edition line, and exits 2', async () => {
    const run = await runCli(['eval', RESTART], { MTG_JUDGE_HOME: freshHome() });
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n').slice(0, 4)).toEqual([
      `${RESTART}:14:10 error scenario/edition-not-imported: edition 2026 names no shipped edition, and no edition of 2026 is imported`,
      '  14 | edition: 2026',
      '     |          ^^^^',
      '  = add it with: mtg-judge import FILE, where FILE is an official Comprehensive Rules text of 2026 (magic.wizards.com/en/rules)',
    ]);
  });

  it('table refuses to draw it, naming the import line', async () => {
    const run = await runCli(['table', RESTART], { MTG_JUDGE_HOME: freshHome() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^test\/imported-scenarios\/restart-range-1-2026\.yaml:14:10 error scenario\/edition-not-imported: /,
    );
  });
});

describe.skipIf(!haveOfficialRules('2026-01-16'))(officialTitle('with English 2026 imported', '2026-01-16'), () => {
  it("table --edition en-2026 names the edition and the file's own", async () => {
    const env = { MTG_JUDGE_HOME: await homeWith('2026-01-16') };
    const run = await runCli(['table', SHIPPED, '--edition', 'en-2026', '--no-color'], env);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      '801.17 restart under limited range (2024) (emperor, English 2026-01-16 rules)',
      'ruled under the English 2026-01-16 rules by --edition; the file says 2024',
    ]);
    const json = await runCli(['table', SHIPPED, '--edition', 'en-2026', '--json'], env);
    expect(JSON.parse(json.stdout)).toMatchObject({ edition: 'en-2026-01-16', fileEdition: '2024' });
  });

  it("check --reporter json and junit name the edition ruled under and the file's own", async () => {
    const env = { MTG_JUDGE_HOME: await homeWith('2026-01-16') };
    const json = await runCli(['check', SHIPPED, '--edition', '2026', '--reporter', 'json'], env);
    expect(JSON.parse(json.stdout).files[0]).toMatchObject({
      status: 'passed',
      edition: 'en-2026-01-16',
      fileEdition: '2024',
    });
    const junit = await runCli(['check', SHIPPED, '--edition', '2026', '--reporter', 'junit'], env);
    expect(junit.stdout).toContain(
      '<property name="edition" value="en-2026-01-16"/><property name="fileEdition" value="2024"/>',
    );
  });

  it('ask --edition 2026 rules under 2026 and keeps the answer in a file that says 2026', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-ask-'));
    const file = join(dir, 'table.yaml');
    writeFileSync(file, 'edition: 2026\nvariant: free-for-all\nseats: [Alex, Bianca, Carol]\nquestions: []\n');
    const replies: Record<string, string | boolean> = { Question: 'restart', 'Another question?': false };
    const prompter: Prompter = {
      select: <T>(message: string, choices: Choice<T>[]) =>
        Promise.resolve(choices.find((c) => c.name === replies[message])!.value),
      input: () => Promise.reject(new Error('no input expected')),
      confirm: (message) => Promise.resolve(message.startsWith('Keep this question') || replies[message] === true),
    };
    const { io, stdout: printed } = askTerminal({ MTG_JUDGE_HOME: await homeWith('2026-01-16') }, dir);
    const code = await askWith(
      { io, args: [file], options: { lang: 'en', color: false, edition: 'en-2026' } },
      prompter,
    );
    expect(code).toBe(0);
    expect(printed()).toContain('rules: 726.1, 801.1 (724.1 in the 2024 rules)');
    expect(printed()).toContain(`saved ${file}`);
  });
});

describe.skipIf(!haveOfficialRules('2024-03-08', '2026-01-16'))(
  officialTitle('with a changed rule, and with an older edition', '2024-03-08', '2026-01-16'),
  () => {
    it('eval refuses the answer with question/rule-changed, the new text and a word diff', async () => {
      const home = await homeWith('2024-03-08');
      const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-changed-'));
      const changed = join(dir, 'MagicCompRules-changed.txt');
      writeFileSync(
        changed,
        readOfficialText('2026-01-16').replace('game (see rule 726) are exempt', 'game (see rule 726) are not exempt'),
      );
      expect((await runCli(['import', changed], { MTG_JUDGE_HOME: home })).code).toBe(0);
      const run = await runCli(['eval', RESTART, '--no-color'], { MTG_JUDGE_HOME: home });
      expect(run.code).toBe(2);
      expect(run.stdout).toContain('→ restart (restart): not answered\n');
      expect(run.stderr).toContain(
        `${RESTART}:30:5 error question/rule-changed: Not ruled under English 2026-01-16: the answer rests on 801.17, which English 2026-01-16 words differently from the 2024 rules its reading was made for, and mtg-judge has no reading of the new text.\n`,
      );
      expect(run.stderr).toContain(
        '  = changed from English 2024-03-08 801.17: Effects that restart the game (see rule [-723-]{+726+}) are {+not +}exempt from the limited range of influence option. All players in the game will be involved in the new game.\n',
      );
    });

    it('an imported edition older than 2024-03-08 refuses every question with question/not-in-edition', async () => {
      const home = freshHome();
      const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-older-'));
      const older = join(dir, 'MagicCompRules-older.txt');
      writeFileSync(
        older,
        readOfficialText('2024-03-08').replaceAll('effective as of March 8, 2024', 'effective as of June 1, 2020'),
      );
      const imported = await runCli(['import', older], { MTG_JUDGE_HOME: home });
      expect(imported.stdout).toMatch(/^imported English 2020-06-01: /);
      const file = join(dir, 'table.yaml');
      writeFileSync(
        file,
        'edition: 2020\nvariant: free-for-all\nseats: [Alex, Bianca, Carol]\nquestions:\n  - {ask: range-of-influence, player: Alex, expect: {error: question/not-in-edition}}\n',
      );
      const run = await runCli(['check', file], { MTG_JUDGE_HOME: home });
      expect(run.code).toBe(0);
      const pinned = await runCli(['eval', file, '--json'], { MTG_JUDGE_HOME: home });
      expect(JSON.parse(pinned.stdout).answers[0]).toMatchObject({
        answer: { error: 'question/not-in-edition' },
        ok: true,
      });
    });
  },
);
