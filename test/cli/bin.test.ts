// A few runs of the real binary, to prove that the build and bin/ work as installed.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('bin/mtg-judge.cjs piped', () => {
  // Making process.stdout or process.stderr costs a command start-up time; piped, neither is made.
  it('writes a pipe without making the stdout and stderr streams', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-streams-'));
    const preload = join(dir, 'no-streams.cjs');
    writeFileSync(
      preload,
      [
        `for (const name of ['stdout', 'stderr'])`,
        `  Object.defineProperty(process, name, { get() { throw new Error('made process.' + name); } });`,
      ].join('\n') + '\n',
    );
    const spawnRule = (number: string) =>
      spawnSync(process.execPath, ['--require', preload, bin, 'rule', number, '--lang', 'en'], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
    const found = spawnRule('807.4b');
    expect([found.status, found.stderr]).toEqual([0, '']);
    expect(found.stdout).toContain('807.4b The starting player in the game gets the first turn marker.');
    const missing = spawnRule('899.1');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^error rule\/not-found: English 2011-02-04 has no rule 899\.1\n/);
  });
});

describe('bin/mtg-judge.cjs errors', () => {
  it('reports a usage error raised inside a command as one, with exit 2', () => {
    const result = run('rule', '807', '--edition', '1999');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error usage: there is no edition of 1999 in the rules data\n/);
    expect(result.stderr).not.toContain('internal error');
  });
});

describe('bin/mtg-judge.cjs when stdout cannot be written', () => {
  const runTo = (stdout: number | 'pipe', preload?: string) => {
    const result = spawnSync(process.execPath, [...(preload ? ['--require', preload] : []), bin, 'rule', '807'], {
      encoding: 'utf8',
      stdio: ['ignore', stdout, 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { code: result.status, stderr: result.stderr };
  };

  it.runIf(existsSync('/dev/full'))('says the disk is full in one line and exits 2 (rule 807 > /dev/full)', () => {
    const full = openSync('/dev/full', 'w');
    try {
      expect(runTo(full)).toEqual({
        code: 2,
        stderr: 'mtg-judge: cannot write the output: no space left on device (ENOSPC)\n',
      });
    } finally {
      closeSync(full);
    }
  });

  it('says so in one line for an I/O error too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-eio-'));
    const preload = join(dir, 'eio.cjs');
    // Every write to stdout fails as a lost terminal's would.
    writeFileSync(
      preload,
      [
        `const fs = require('node:fs');`,
        `const write = fs.writeSync;`,
        `fs.writeSync = (fd, ...rest) => {`,
        `  if (fd === 1) throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });`,
        `  return write(fd, ...rest);`,
        `};`,
      ].join('\n') + '\n',
    );
    expect(runTo('pipe', preload)).toEqual({
      code: 2,
      stderr: 'mtg-judge: cannot write the output: i/o error (EIO)\n',
    });
  });

  it('exits quietly when the reader stops early (EPIPE)', () => {
    const pipeline = `set -o pipefail; "${process.execPath}" "${bin}" rule 807 | head -c 10 >/dev/null`;
    const result = spawnSync('bash', ['-c', pipeline], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
