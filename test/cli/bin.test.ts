// A few runs of the real binary, to prove that the build and bin/ work as installed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/mtg-judge.cjs', import.meta.url));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, LANG: 'de_DE.UTF-8', NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('bin/mtg-judge.cjs', () => {
  it('looks a rule up', () => {
    const result = run('rule', '807.4b');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('807.4b Der Startspieler im Spiel erhält die erste Zugmarke.');
    expect(result.stderr).toBe('');
  });

  it('exits 1 for a rule that does not exist, with no stack trace', () => {
    const result = run('rule', '899.1');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error rule\/not-found: German 2024-03-08 has no rule 899\.1\n/);
    expect(result.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('prints plain text when piped', () => {
    expect(run('rule', '807.4b').stdout).not.toMatch(/\u001b\[/);
  });
});

describe('bin/mtg-judge.cjs errors', () => {
  it('reports a usage error raised inside a command as one, with exit 2', () => {
    const result = run('rule', '807', '--edition', '1999');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error usage: there is no German edition of 1999 in the rules data\n/);
    expect(result.stderr).not.toContain('internal error');
  });
});
