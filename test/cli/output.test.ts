// The output layer every command writes through: piped output is whole lines without
// marks; on a terminal, lines fit its width and long output goes through the pager.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { runCli, terminal } from './run-cli.js';

const widest = (text: string) => Math.max(...text.split('\n').map((line) => stringWidth(line)));
const MARKS = /[\u001d\u001e\u001f]/;

/** A pager that keeps what it was given in a file. */
function recordingPager(): { env: Record<string, string>; paged: () => string } {
  const file = join(mkdtempSync(join(tmpdir(), 'mtg-judge-pager-')), 'paged.txt');
  return {
    env: { PAGER: `cat > '${file}'`, NO_COLOR: '1' },
    paged: () => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    },
  };
}

describe('piped output', () => {
  it('is one line per paragraph, without layout marks', async () => {
    const { stdout } = await runCli(['rule', '807.4e', '--lang', 'en']);
    expect(stdout).not.toMatch(MARKS);
    expect(stdout.split('\n')[2]).toMatch(/^807\.4e If a player leaves the game .* multiple times\.$/);
  });

  it('keeps help unwrapped', async () => {
    const { stdout } = await runCli(['check', '--help']);
    expect(stdout).toContain(
      '\nExit codes: 0 every expectation held, 1 an answer differs from its expect, 2 a file is invalid (its diagnostics name file:line:col).\n',
    );
  });
});

describe('on a terminal', () => {
  const wide = { NO_COLOR: '1', PAGER: '' };

  it.each([
    ['rule', '807.4', '--lang', 'all'],
    ['eval', 'scenarios/spec-first-example.yaml'],
    ['table', 'scenarios/spec-first-example.yaml'],
    ['check', 'scenarios/examples'],
    ['check', '--help'],
    ['import', '--help'],
    ['search', 'range', 'of', 'influence'],
    ['glossary', 'Vorrang'],
  ])('%s %s fits 80 columns', async (...argv) => {
    const { stdout, code } = await runCli(argv, wide, terminal(80, 24));
    expect(code).toBe(0);
    expect(stdout.length).toBeGreaterThan(0);
    expect(widest(stdout)).toBeLessThanOrEqual(80);
    expect(stdout).not.toMatch(MARKS);
  });

  it('hangs a rule text beside its number, and wraps with colours too', async () => {
    const { stdout } = await runCli(['rule', '807.4e', '--lang', 'en'], wide, terminal(60, 100));
    const lines = stdout.split('\n');
    expect(lines[2]).toBe('807.4e If a player leaves the game and that player leaving');
    expect(lines[3]).toBe('       the game would reduce the number of turn markers in');
    const coloured = await runCli(
      ['rule', '807.4e', '--lang', 'en'],
      { FORCE_COLOR: '1', PAGER: '' },
      terminal(60, 100),
    );
    expect(coloured.stdout).toMatch(/\u001b\[/);
    expect(widest(coloured.stdout)).toBeLessThanOrEqual(60);
  });

  it('wraps problems on stderr to its width, after the output', async () => {
    const { stderr } = await runCli(['rule', '899.1', '--lang', 'en'], wide, terminal(40, 24));
    expect(stderr.startsWith('error rule/not-found: English\n  2011-02-04 has no rule 899.1\n')).toBe(true);
    expect(widest(stderr)).toBeLessThanOrEqual(40);
  });

  it('pages output taller than the screen through $PAGER, wrapped', async () => {
    const pager = recordingPager();
    const { stdout, code } = await runCli(['rule', '807'], pager.env, terminal(80, 24));
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(pager.paged()).toMatch(/^807\. Grand Melee Variant/);
    expect(widest(pager.paged())).toBeLessThanOrEqual(80);
  });

  it('prints output that fits the screen without the pager', async () => {
    const pager = recordingPager();
    const { stdout } = await runCli(['rule', '807.4b'], pager.env, terminal(80, 24));
    expect(pager.paged()).toBe('');
    expect(stdout).toContain('807.4b The starting player');
  });

  it('prints rather than pages with --no-pager, or with PAGER empty or cat', async () => {
    const pager = recordingPager();
    const noPager = await runCli(['rule', '807', '--no-pager'], pager.env, terminal(80, 24));
    expect(pager.paged()).toBe('');
    expect(noPager.stdout).toMatch(/^807\. Grand Melee Variant/);
    for (const PAGER of ['', 'cat']) {
      const { stdout } = await runCli(['rule', '807'], { PAGER, NO_COLOR: '1' }, terminal(80, 24));
      expect(stdout).toMatch(/^807\. Grand Melee Variant/);
    }
  });

  it("tells the pager the text is UTF-8, unless the user's LESSCHARSET says otherwise", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-pager-'));
    const charset = async (env: Record<string, string>) => {
      const file = join(dir, 'charset.txt');
      const pager = `cat > /dev/null; printf '%s' "$LESSCHARSET" > '${file}'`;
      await runCli(['rule', '807'], { PAGER: pager, NO_COLOR: '1', ...env }, terminal(80, 24));
      return readFileSync(file, 'utf8');
    };
    expect(await charset({})).toBe('utf-8');
    expect(await charset({ LESSCHARSET: 'latin1' })).toBe('latin1');
  });

  it('keeps a path whole on its line, to be copied, where other lines wrap', async () => {
    const { stdout } = await runCli(['editions'], { NO_COLOR: '1', PAGER: '' }, terminal(60, 100));
    expect(stdout.split('\n')).toContain(
      '  from:    rules-data/sources/comprehensive-rules-it-2025-09-19-rule-805.txt',
    );
    expect(stdout).not.toMatch(MARKS);
  });

  it('prints the text when the pager cannot be started', async () => {
    const { stdout } = await runCli(['rule', '807'], { PAGER: 'no-such-pager-here', NO_COLOR: '1' }, terminal(80, 24));
    expect(stdout).toMatch(/^807\. Grand Melee Variant/);
  });

  it('never pages piped output', async () => {
    const pager = recordingPager();
    const { stdout } = await runCli(['rule', '807'], pager.env, { rows: 5 });
    expect(pager.paged()).toBe('');
    expect(stdout).toMatch(/^807\. Grand Melee Variant/);
  });
});

describe('output kept as written on a terminal', () => {
  it.each([
    [['rule', '807.4e', '--json']],
    [['schema']],
    [['completion', 'bash']],
    [['check', 'scenarios/examples', '--reporter', 'junit']],
  ])('%j is not wrapped, so that a copy still parses', async (argv) => {
    const onTerminal = await runCli(argv, { NO_COLOR: '1', PAGER: '' }, terminal(40, 10_000));
    const piped = await runCli(argv, { NO_COLOR: '1' });
    expect(onTerminal.stdout).toBe(piped.stdout);
    expect(widest(onTerminal.stdout)).toBeGreaterThan(40);
  });
});
