// ask keeps a question in the user's own file: atomically, in the file's own style, with
// its comments, CRLF line endings, encoding, byte order mark, mode and symlink; it refuses a
// read-only file, and a file in a folder it cannot write, at once; Ctrl-C leaves the file as
// it was and exits 130.
import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { askWith } from '../../src/cli/commands/ask.js';
import type { Choice, Prompter } from '../../src/cli/ask-flow.js';
import type { Io } from '../../src/cli/io.js';
import { runCli } from './run-cli.js';

const TABLE = [
  '\ufeff# Thursday, as we sat.',
  'name: Thursday',
  'variant: free-for-all',
  'options: {range: 1, attack: left}',
  'seats: [Alex, Bianca, Carol, Dave, Eve]   # turn order',
  'questions: [',
  '  {ask: range-of-influence, player: Alex},  # the first one',
  ']',
  '',
].join('\r\n');

/** Picks the Question and player by name, keeps the answer, then stops; or presses Ctrl-C at `interruptAt`. */
function judge(interruptAt?: string): Prompter {
  const answers: Record<string, string | boolean> = { Question: 'range-of-influence', 'Another question?': false };
  const reply = <T>(message: string): T => {
    if (message === interruptAt)
      throw Object.assign(new Error('User force closed the prompt'), { name: 'ExitPromptError' });
    if (message.startsWith('Keep this question')) return true as T;
    if (message.startsWith('player')) return 'Bianca' as T;
    return answers[message] as T;
  };
  return {
    select: <T>(message: string, choices: Choice<T>[]) => {
      const wanted = reply<string>(message);
      return Promise.resolve(choices.find((c) => c.name === wanted)!.value);
    },
    input: (message) => Promise.resolve(reply<string>(message)),
    confirm: (message) => Promise.resolve(reply<boolean>(message)),
  };
}

async function ask(dir: string, file: string, prompter: Prompter): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const io: Io = {
    stdout: () => undefined,
    stderr: (text) => void (stderr += text),
    stdinIsTTY: true,
    stdoutIsTTY: true,
    stderrIsTTY: true,
    env: { NO_COLOR: '1' },
    cwd: dir,
  };
  const code = await askWith({ io, args: [file], options: { lang: 'en', color: false } }, prompter);
  return { code, stderr };
}

function table(mode = 0o644): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-ask-'));
  const path = join(dir, 'thursday.yaml');
  writeFileSync(path, TABLE);
  chmodSync(path, mode);
  return { dir, path };
}

describe('ask writing to the file', () => {
  it('adds only the new item, in flow style with CRLF, keeping the comments, byte order mark and mode 0600', async () => {
    const { dir, path } = table(0o600);
    expect(await ask(dir, 'thursday.yaml', judge())).toEqual({ code: 0, stderr: '' });
    const after = readFileSync(path, 'utf8');
    expect(after).toBe(
      TABLE.replace(
        '  {ask: range-of-influence, player: Alex},  # the first one\r\n',
        '  {ask: range-of-influence, player: Alex},  # the first one\r\n  {ask: range-of-influence, player: Bianca, expect: [Alex, Bianca, Carol]},\r\n',
      ),
    );
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('keeps a UTF-16 file UTF-16, in its byte order and with its byte order mark', async () => {
    for (const encoding of ['utf-16le', 'utf-16be'] as const) {
      const { dir, path } = table();
      writeFileSync(path, iconv.encode(TABLE.replace(/^\ufeff/, ''), encoding, { addBOM: true }));
      expect(await ask(dir, 'thursday.yaml', judge())).toEqual({ code: 0, stderr: '' });
      const bytes = readFileSync(path);
      expect([...bytes.subarray(0, 2)]).toEqual(encoding === 'utf-16le' ? [0xff, 0xfe] : [0xfe, 0xff]);
      expect(iconv.decode(bytes, encoding)).toBe(
        TABLE.replace(/^\ufeff/, '').replace(
          '  {ask: range-of-influence, player: Alex},  # the first one\r\n',
          '  {ask: range-of-influence, player: Alex},  # the first one\r\n  {ask: range-of-influence, player: Bianca, expect: [Alex, Bianca, Carol]},\r\n',
        ),
      );
    }
  });

  it.runIf(process.getuid?.() === 0)('keeps the owner of a file it may write as root', async () => {
    const { dir, path } = table();
    chownSync(path, 4242, 4343);
    expect((await ask(dir, 'thursday.yaml', judge())).code).toBe(0);
    expect(readFileSync(path, 'utf8')).toContain('player: Bianca, expect:');
    expect([statSync(path).uid, statSync(path).gid]).toEqual([4242, 4343]);
  });

  it('writes through a symlink, which stays a symlink', async () => {
    const { dir, path } = table();
    symlinkSync('thursday.yaml', join(dir, 'link.yaml'));
    expect((await ask(dir, 'link.yaml', judge())).code).toBe(0);
    expect(lstatSync(join(dir, 'link.yaml')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'link.yaml'))).toBe('thursday.yaml');
    expect(readFileSync(path, 'utf8')).toContain('player: Bianca, expect:');
  });

  it('refuses a read-only file before the first prompt, with a clear message and exit 2', async () => {
    const { dir, path } = table(0o444);
    const terminal = { stdinIsTTY: true, stdoutIsTTY: true, cwd: dir };
    const run = await runCli(['ask', 'thursday.yaml'], { NO_COLOR: '1' }, terminal);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `error io/read-only: ${path} is read-only, so mtg-judge leaves it as it is.\n` +
        `  = make it writable (chmod u+w ${path}) to keep questions in it, or save to another file\n`,
    );
    expect(readFileSync(path, 'utf8')).toBe(TABLE);
  });

  it('Ctrl-C leaves the file untouched and exits 130', async () => {
    const { dir, path } = table();
    const before = statSync(path).mtimeMs;
    const run = await ask(
      dir,
      'thursday.yaml',
      judge('Keep this question in the file, with this answer as its expect?'),
    );
    expect(run).toEqual({
      code: 130,
      stderr: '\nmtg-judge: ask stopped; thursday.yaml is as it was before this question\n',
    });
    expect(readFileSync(path, 'utf8')).toBe(TABLE);
    expect(statSync(path).mtimeMs).toBe(before);
  });
});

describe('ask with a file in a folder it cannot write', () => {
  // Where the lock and the new copy of the file go: refused at once, never waited on.
  const folderTable = () => {
    const { dir, path } = table();
    chmodSync(dir, 0o555);
    return { dir, path };
  };
  const refusal = (dir: string, path: string) =>
    `error io/read-only-folder: ${path} is in a folder mtg-judge cannot write in (${dir}: it is read-only (mode 0555)), so mtg-judge leaves it as it is.\n` +
    `  = mtg-judge saves a file by writing a new copy beside it and renaming it over the file, so its folder must be writable: make the folder writable (chmod u+w ${dir}), or copy the file to a folder you can write\n`;

  it('refuses a writable file in a read-only folder before the first prompt, and exits 2', async () => {
    const { dir, path } = folderTable();
    try {
      const terminal = { stdinIsTTY: true, stdoutIsTTY: true, cwd: dir };
      const run = await runCli(['ask', 'thursday.yaml'], { NO_COLOR: '1' }, terminal);
      expect(run).toEqual({ code: 2, stdout: '', stderr: refusal(dir, path) });
      expect(readFileSync(path, 'utf8')).toBe(TABLE);
      expect(readdirSync(dir)).toEqual(['thursday.yaml']);
    } finally {
      chmodSync(dir, 0o755);
    }
  });

  it('refuses at once when the folder turns read-only before the answer is kept: the file is as it was', async () => {
    const { dir, path } = table();
    const judging = judge();
    const keepInReadOnly: Prompter = {
      ...judging,
      confirm: (message, defaultValue) => {
        if (message.startsWith('Keep this question')) chmodSync(dir, 0o555);
        return judging.confirm(message, defaultValue);
      },
    };
    try {
      await expect(ask(dir, 'thursday.yaml', keepInReadOnly)).rejects.toMatchObject({
        name: 'UsageError',
        code: 'io/read-only-folder',
        message: refusal(dir, path).split('\n')[0]!.replace('error io/read-only-folder: ', ''),
      });
      expect(readFileSync(path, 'utf8')).toBe(TABLE);
      expect(readdirSync(dir)).toEqual(['thursday.yaml']);
    } finally {
      chmodSync(dir, 0o755);
    }
  });
});
