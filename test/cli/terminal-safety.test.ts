// Names and file contents come from outside: their control characters reach a terminal
// only as visible escapes, never as escape sequences that clear the screen or retitle it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, terminal } from './run-cli.js';
import { haveOfficialRules, officialTitle, readOfficialText } from '../official-rules.js';

const RAW_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/**
 * A table whose first player's name clears the screen and retitles the terminal; `bad` adds a
 * question about an unknown player.
 */
function hostileScenario(bad = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-hostile-'));
  const file = join(dir, 'hostile.yaml');
  writeFileSync(
    file,
    [
      'format: 1',
      'name: "Eve\\e[2J table"',
      'variant: free-for-all',
      'options: {range: 1, attack: left}',
      'seats: ["Eve\\e[2J\\e]0;pwned\\a", Bianca, Carol, Dave]',
      'turn: {active: [Bianca]}',
      'questions:',
      '  - {ask: range-of-influence, player: Bianca}',
      ...(bad ? ['  - {ask: range-of-influence, player: "Bi\\e[31manca"}'] : []),
      '',
    ].join('\n'),
  );
  return file;
}

describe('control characters from files on a terminal', () => {
  const file = hostileScenario();

  it.each([['table'], ['eval'], ['check']])('%s shows them as escapes', async (command) => {
    for (const io of [{}, terminal(80, 100)]) {
      const { stdout, stderr } = await runCli([command, file], { NO_COLOR: '1', PAGER: '' }, io);
      expect(stdout + stderr).not.toMatch(RAW_CONTROLS);
      // As an escape: \x1b, or \u001b where an answer is quoted as YAML would quote it.
      expect(stdout + stderr).toMatch(/Eve\\(x1b|u001b)\[2J/);
    }
  });

  it('escapes them in a diagnostic and its source excerpt', async () => {
    const { stderr, stdout } = await runCli(['check', hostileScenario(true)], { NO_COLOR: '1' });
    const text = stdout + stderr;
    expect(text).toContain('"Bi\\x1b[31manca" is not seated at this table');
    expect(text).toContain('  9 |   - {ask: range-of-influence, player: "Bi\\e[31manca"}');
    expect(text).not.toMatch(RAW_CONTROLS);
  });

  it('leaves JSON to escape them as JSON does', async () => {
    const { stdout } = await runCli(['eval', file, '--json'], { NO_COLOR: '1' });
    expect(stdout).toContain('"answer": [\n        "Eve\\u001b[2J\\u001b]0;pwned\\u0007",');
  });
});

describe.skipIf(!haveOfficialRules('2026-01-16'))(
  officialTitle('control characters in an imported edition', '2026-01-16'),
  () => {
    it('are escaped in its rule texts and examples', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-hostile-rules-'));
      // A whole official edition, as import takes only whole ones, with control characters put in.
      const fixture = readOfficialText('2026-01-16');
      const file = join(dir, 'rules.txt');
      writeFileSync(
        file,
        fixture
          .replace('full four players', 'full four\u001b]0;pwned\u0007 players')
          .replace('sixteen', '\u009b2Jsixteen'),
      );
      const env = { MTG_JUDGE_HOME: join(dir, 'home'), NO_COLOR: '1', PAGER: '' };
      expect((await runCli(['import', file], env)).code).toBe(0);
      for (const io of [{}, terminal(80, 100)]) {
        const { stdout } = await runCli(['rule', '807.4a', '--lang', 'en'], env, io);
        expect(stdout).not.toMatch(RAW_CONTROLS);
        expect(stdout).toContain('four\\x1b]0;pwned\\x07 players');
        expect(stdout).toContain('\\x9b2Jsixteen');
      }
    });
  },
);
