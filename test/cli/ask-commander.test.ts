// ask at a Commander table: "Which rules?" offers the imported editions after the shipped
// ones, the variant list offers commander, the question list the Commander, monarch and
// initiative kinds, and the answer is kept in a file that names the imported edition.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { askWith } from '../../src/cli/commands/ask.js';
import type { Choice, Prompter } from '../../src/cli/ask-flow.js';
import { homeWith } from './store-helpers.js';
import { askTerminal } from './run-cli.js';
import { haveOfficialRules, officialTitle } from '../official-rules.js';

describe.skipIf(!haveOfficialRules('2026-01-16'))(officialTitle('ask with English 2026 imported', '2026-01-16'), () => {
  it('describes a Commander table under en-2026-01-16 and keeps starting-life 40 (903.7)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-ask-commander-'));
    const file = join(dir, 'commander.yaml');
    const replies: [RegExp, string | boolean][] = [
      [/^Name of this table/, 'Friday'],
      [/^Which rules\?/, 'en-2026-01-16 (imported)'],
      [/^Variant/, 'commander'],
      [/^Players in turn order/, 'Alex, Bianca, Carol'],
      [/^Range of influence/, ''],
      [/^Whose turn is it\?/, 'Alex'],
      [/^Question/, 'starting-life'],
      [/^player: /, 'Alex'],
      [/^Keep this question/, true],
      [/^Save the table to which file\?/, file],
      [/^Another question\?/, false],
    ];
    const offered: Record<string, string[]> = {};
    const reply = (message: string) => {
      const found = replies.find(([pattern]) => pattern.test(message));
      if (!found) throw new Error(`no reply for "${message}"`);
      return found[1];
    };
    const prompter: Prompter = {
      select: <T>(message: string, choices: Choice<T>[]) => {
        offered[message] = choices.map((c) => c.name);
        const choice = choices.find((c) => c.name === reply(message));
        if (!choice) throw new Error(`"${String(reply(message))}" is not offered for "${message}"`);
        return Promise.resolve(choice.value);
      },
      input: (message) => Promise.resolve(String(reply(message))),
      confirm: (message) => Promise.resolve(reply(message) === true),
    };
    const { io, stdout: printed } = askTerminal({ MTG_JUDGE_HOME: await homeWith('2026-01-16') }, dir);
    const code = await askWith({ io, args: [], options: { lang: 'en', color: false } }, prompter);
    expect(code, printed()).toBe(0);
    expect(offered['Which rules?']).toEqual([
      '2024 (German 2024 / Italian 2025 texts)',
      '2011 (English 2011 text)',
      'en-2026-01-16 (imported)',
    ]);
    expect(offered.Variant).toContain('commander');
    expect(offered.Question).toEqual(
      expect.arrayContaining(['commander-damage', 'monarch', 'initiative', 'starting-life']),
    );
    // No object of the table is a commander yet, so there is no commander tax to ask about.
    expect(offered.Question).not.toContain('commander-tax');
    expect(printed()).toContain('903.7');
    expect(readFileSync(file, 'utf8')).toBe(
      '# Written by mtg-judge ask. Seats are in turn order: each player sits to the left of the one before.\n' +
        '\n' +
        'format: 1\n' +
        'name: Friday\n' +
        'edition: en-2026-01-16\n' +
        'variant: commander\n' +
        'seats: [ Alex, Bianca, Carol ]\n' +
        'turn:\n' +
        '  active:\n' +
        '    - Alex\n' +
        'questions: [{ask: starting-life, player: Alex, expect: 40}]\n',
    );
  });
});
