// The command in a real pseudo-terminal (util-linux `script`), as a user meets it in an
// 80-column terminal: every line fits, long output goes through the pager, and Ctrl-C in
// `ask` leaves the file alone and exits 130. Skipped where `script` is missing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'mtg-judge.cjs');
const hasScript = spawnSync('script', ['--version']).status === 0;
const hasLess = spawnSync('sh', ['-c', 'command -v less']).status === 0;

interface Step {
  /** Wait until the terminal shows this, then type `send`. */
  waitFor: RegExp;
  send: string;
}

/** Runs `args` in a pseudo-terminal of 80×24 and returns what the terminal showed, and the exit code. */
function inTerminal(
  args: string[],
  env: Record<string, string>,
  steps: Step[] = [],
): Promise<{ code: number | null; screen: string }> {
  const quoted = [process.execPath, BIN, ...args].map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-q', '-e', '-c', `stty cols 80 rows 24; exec ${quoted}`, '/dev/null'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir(), TERM: 'xterm', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  const pending = [...steps];
  const listen = (stream: NodeJS.ReadableStream) => {
    // A character's bytes may come in two chunks: decoded as a stream, never chunk by chunk.
    const decoder = new StringDecoder('utf8');
    stream.on('data', (chunk: Buffer) => {
      screen += decoder.write(chunk);
      // Typed a moment after the screen shows it, as a person would: the prompt is ready by then.
      while (pending[0] && pending[0].waitFor.test(screen)) {
        const { send } = pending.shift()!;
        setTimeout(() => child.stdin.write(send), 1000);
      }
    });
  };
  listen(child.stdout);
  listen(child.stderr);
  return new Promise((resolve) => {
    // Only against a hang: a busy machine must not fail the test (vitest's own limit is 60 s a test).
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, screen });
    });
  });
}

/** The lines as they stand on the screen: without colour codes and carriage returns. */
function screenLines(screen: string): string[] {
  return screen.replace(/\u001b\[[0-9;?]*[A-Za-z]|\u001b[=>]|\r/g, '').split('\n');
}

const widest = (lines: string[]) => Math.max(...lines.map((line) => stringWidth(line)));

describe.runIf(hasScript)('in an 80-column terminal', { timeout: 240_000 }, () => {
  it.each([
    [['rule', '807.4', '--lang', 'all']],
    [['rule', '805.10f', '--lang', 'all']],
    [['eval', 'scenarios/spec-first-example.yaml']],
    [['table', 'scenarios/spec-first-example.yaml']],
    [['check', 'scenarios/examples']],
    [['check', '--help']],
    [['import', '--help']],
    [['search', 'range', 'of', 'influence']],
  ])('%j fits, in English and in German', async (args) => {
    for (const LANG of ['C.UTF-8', 'de_DE.UTF-8']) {
      const { code, screen } = await inTerminal([...args, '--no-pager'], { LANG });
      expect(code, screen).toBe(0);
      const lines = screenLines(screen);
      expect(lines.length, screen).toBeGreaterThan(3);
      const wide = lines.filter((line) => stringWidth(line) > 80);
      expect(wide, `${args.join(' ')} with LANG=${LANG}, lines wider than 80 columns`).toEqual([]);
    }
  });

  it('pages a whole section through $PAGER, wrapped to 80 columns', async () => {
    const paged = join(mkdtempSync(join(tmpdir(), 'mtg-judge-pty-')), 'paged.txt');
    const { code, screen } = await inTerminal(['rule', '807', '--lang', 'en'], {
      LANG: 'C.UTF-8',
      PAGER: `cat > '${paged}'`,
    });
    expect(code).toBe(0);
    expect(screenLines(screen).join('')).toBe('');
    const lines = screenLines(readFileSync(paged, 'utf8'));
    expect(lines[0]).toMatch(/^807\. Grand Melee Variant/);
    expect(lines.length).toBeGreaterThan(24);
    expect(widest(lines)).toBeLessThanOrEqual(80);
  });

  it.runIf(hasLess)('pages through less -R when PAGER is not set, until the reader quits', async () => {
    const { code, screen } = await inTerminal(['rule', '807', '--lang', 'en'], { LANG: 'C.UTF-8' }, [
      { waitFor: /807\.1/, send: 'q' },
    ]);
    expect(code).toBe(0);
    const lines = screenLines(screen);
    expect(lines.some((line) => line.startsWith('807. Grand Melee Variant'))).toBe(true);
    // One screen shown, not the whole section: the last rules wait behind the pager.
    expect(lines.some((line) => line.startsWith('807.5b'))).toBe(false);
  });

  it('prints short output without a pager', async () => {
    const { code, screen } = await inTerminal(['rule', '807.4b', '--lang', 'en'], { LANG: 'C.UTF-8', PAGER: 'false' });
    expect(code).toBe(0);
    expect(screenLines(screen)).toContain(
      '807.4b The starting player in the game gets the first turn marker. The player',
    );
  });

  it('ask: Ctrl-C at a prompt leaves the file untouched and exits 130', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-pty-ask-'));
    const file = join(dir, 'table.yaml');
    const text = readFileSync(join(ROOT, 'scenarios/spec-first-example.yaml'), 'utf8');
    writeFileSync(file, text);
    const { code, screen } = await inTerminal(['ask', file], { LANG: 'C.UTF-8' }, [
      { waitFor: /navigate/, send: '\u0003' },
    ]);
    // Wrapped to the terminal's width like all output: compared as one line.
    expect(screenLines(screen).join(' ').replace(/\s+/g, ' ')).toContain(
      `mtg-judge: ask stopped; ${file} is as it was before this question`,
    );
    expect(code).toBe(130);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
