// The README runs as typed. Every line of its `sh` blocks runs from the clone, as a reader
// would type it, and exits 0; every example that shows a command (`$ mtg-judge …`) and its
// output prints that output. They run with no terminal, LANG=C.UTF-8, and a temporary HOME
// and MTG_JUDGE_HOME (a README line that sets MTG_JUDGE_HOME gets the temporary one), in a
// folder of their own that links to the clone's scenarios/ and test/. The npm and npx lines
// and `ask` (it needs a terminal) are left out.
//
// The rule for "…" in shown output: a line that is "…" alone stands for any number of
// lines, none included; anywhere else "…" is printed as it is.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

interface Block {
  lang: string;
  lines: string[];
  /** Line number of the opening fence, for the test's name. */
  at: number;
}

function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | undefined;
  markdown.split('\n').forEach((line, i) => {
    const fence = /^```(\w*)$/.exec(line);
    if (fence && !open) open = { lang: fence[1]!, lines: [], at: i + 1 };
    else if (fence && open) {
      blocks.push(open);
      open = undefined;
    } else open?.lines.push(line);
  });
  return blocks;
}

/** A folder like the clone for the lines to run in, with `mtg-judge` on the PATH. */
function sandbox(): { cwd: string; env: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-readme-'));
  const cwd = join(dir, 'clone');
  const bin = join(dir, 'bin');
  mkdirSync(cwd);
  mkdirSync(bin);
  for (const name of ['scenarios', 'test']) symlinkSync(join(ROOT, name), join(cwd, name));
  writeFileSync(
    join(bin, 'mtg-judge'),
    `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'bin', 'mtg-judge.cjs')}" "$@"\n`,
  );
  chmodSync(join(bin, 'mtg-judge'), 0o755);
  const env: Record<string, string> = {
    PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    HOME: join(dir, 'home'),
    MTG_JUDGE_HOME: join(dir, 'data'),
    LANG: 'C.UTF-8',
    // Where a search server the lines start keeps its box: the test run's (search-servers.ts).
    TMPDIR: tmpdir(),
  };
  mkdirSync(env.HOME!);
  return { cwd, env };
}

function run(line: string, cwd: string, env: Record<string, string>) {
  const result = spawnSync('bash', ['-c', `${line} 2>&1`], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { code: result.status, output: result.stdout };
}

const skipped = (line: string) => /^\s*(npm|npx)\s/.test(line) || /\bmtg-judge ask\b/.test(line) || line.trim() === '';

/** Whether `actual` lines are `shown` lines, a line "…" standing for any number of lines. */
function matches(shown: string[], actual: string[]): boolean {
  if (shown.length === 0) return actual.length === 0;
  const [first, ...rest] = shown;
  if (first!.trim() === '…') return actual.some((_, i) => matches(rest, actual.slice(i))) || matches(rest, []);
  return actual.length > 0 && actual[0] === first && matches(rest, actual.slice(1));
}

const blocks = codeBlocks(README);
const shells = blocks.filter((block) => block.lang === 'sh');
const shown = blocks.filter((block) => block.lang === '' && block.lines[0]?.startsWith('$ mtg-judge '));

describe('README', () => {
  it('has lines to run and output to compare', () => {
    expect(shells.length).toBeGreaterThan(5);
    expect(shown.length).toBeGreaterThan(5);
  });

  it.each(shells.map((block) => [block.at, block]))('the sh block at line %i runs as typed', (_at, block) => {
    const { cwd, env } = sandbox();
    for (const line of block.lines.filter((line) => !skipped(line))) {
      const assignment = /^export (\w+)=(\S+)/.exec(line);
      if (assignment) {
        // The README's own data directory for trying becomes the temporary one.
        if (assignment[1] !== 'MTG_JUDGE_HOME') env[assignment[1]!] = assignment[2]!;
        continue;
      }
      const result = run(line, cwd, env);
      expect({ line, code: result.code, output: result.code === 0 ? '' : result.output }).toEqual({
        line,
        code: 0,
        output: '',
      });
    }
  });

  it.each(shown.map((block) => [block.lines[0]!.slice(2), block]))(
    '`%s` prints what the README shows',
    (command, block) => {
      const { cwd, env } = sandbox();
      const actual = run(command, cwd, env).output.replace(/\n+$/, '').split('\n');
      const expected = block.lines.slice(1);
      if (!matches(expected, actual)) expect(actual.join('\n')).toBe(expected.join('\n'));
    },
  );
});
