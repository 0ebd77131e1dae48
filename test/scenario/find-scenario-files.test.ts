import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScenarioFiles } from '../../src/io/check-scenario-files.js';
import { findScenarioFiles } from '../../src/io/find-scenario-files.js';
import { readScenarioFile, readScenarioText } from '../../src/io/read-scenario-file.js';
import { fakeJudge } from './fake-judge.js';

let root: string;
const GOOD = 'seats: [Alex, Bianca, Carol]\nquestions:\n  - {ask: starting-player, expect: Alex}\n';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mtg-judge-find-'));
  const files: Record<string, string> = {
    'b.yaml': GOOD,
    'a.yml': GOOD,
    'notes.txt': 'not a scenario',
    'sub/z.yaml': GOOD,
    'sub/deeper/c.YAML': GOOD,
    '.github/workflows/ci.yml': 'on: push',
    'node_modules/pkg/x.yaml': 'x: 1',
    'bom.yaml': '\ufeff' + GOOD,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(root, 'empty'));
  writeFileSync(join(root, 'latin1.yaml'), Buffer.from('name: M\xfcller\n', 'latin1'));
  writeFileSync(join(root, 'utf16le.yml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(GOOD, 'utf16le')]));
  writeFileSync(
    join(root, 'utf16be.yml'),
    Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(GOOD, 'utf16le').swap16()]),
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('findScenarioFiles', () => {
  it('expands a folder to its *.yaml and *.yml files, sorted, skipping hidden folders and node_modules', () => {
    expect(findScenarioFiles(['.'], root)).toEqual({
      files: [
        'a.yml',
        'b.yaml',
        'bom.yaml',
        'latin1.yaml',
        'sub/deeper/c.YAML',
        'sub/z.yaml',
        'utf16be.yml',
        'utf16le.yml',
      ],
      diagnostics: [],
    });
  });

  it('keeps files named outright, in argument order, once each', () => {
    expect(findScenarioFiles(['sub', 'notes.txt', 'sub/z.yaml', 'b.yaml'], root).files).toEqual([
      'sub/deeper/c.YAML',
      'sub/z.yaml',
      'notes.txt',
      'b.yaml',
    ]);
  });

  it('reports a missing path, and a folder without scenarios', () => {
    const { files, diagnostics } = findScenarioFiles(['nowhere.yaml', 'empty'], root);
    expect(files).toEqual([]);
    expect(diagnostics).toEqual([
      {
        code: 'io/missing-path',
        severity: 'error',
        message: 'There is no file or folder "nowhere.yaml".',
        file: 'nowhere.yaml',
        notes: ['give a scenario file, or a folder to check every *.yaml and *.yml file under it'],
      },
      {
        code: 'io/no-scenarios',
        severity: 'error',
        message: 'The folder "empty" holds no *.yaml or *.yml files.',
        file: 'empty',
        notes: ['give a folder with scenario files, or the files themselves'],
      },
    ]);
  });
});

describe('readScenarioFile', () => {
  it('drops a byte order mark, and leaves bytes that are not UTF-8 for the loader to report', () => {
    expect(readScenarioFile('bom.yaml', root).value).toBe(GOOD);
    expect(readScenarioFile('latin1.yaml', root).value).toBe('name: M\ufffdller\n');
  });

  it('reads UTF-16 with a byte order mark, either byte order, and says how each file was saved', () => {
    expect(readScenarioFile('utf16le.yml', root).value).toBe(GOOD);
    expect(readScenarioFile('utf16be.yml', root).value).toBe(GOOD);
    const saved = (file: string) => {
      const { text: _text, ...encoding } = readScenarioText(file, root).value!;
      return encoding;
    };
    expect(['b.yaml', 'bom.yaml', 'utf16le.yml', 'utf16be.yml', 'latin1.yaml'].map(saved)).toEqual([
      { encoding: 'UTF-8', bom: false },
      { encoding: 'UTF-8', bom: true },
      { encoding: 'UTF-16LE', bom: true },
      { encoding: 'UTF-16BE', bom: true },
      { encoding: 'UTF-8', bom: false },
    ]);
  });

  it('reports a missing file and a folder', () => {
    expect(readScenarioFile('gone.yaml', root).diagnostics.map((d) => d.code)).toEqual(['io/missing-path']);
    expect(readScenarioFile('sub', root).diagnostics[0]).toMatchObject({
      code: 'io/unreadable',
      message: '"sub" is a folder, not a scenario file.',
    });
  });
});

describe('checkScenarioFiles', () => {
  it('checks every file found, and turns a missing path into an invalid result', () => {
    const { results, warnings } = checkScenarioFiles(
      ['gone.yaml', 'sub', 'latin1.yaml'],
      fakeJudge({ 'starting-player': { value: 'Alex', shape: 'name' } }),
      root,
    );
    expect(results.map((r) => [r.file, r.status, r.errors.map((d) => d.code)])).toEqual([
      ['gone.yaml', 'invalid', ['io/missing-path']],
      ['sub/deeper/c.YAML', 'passed', []],
      ['sub/z.yaml', 'passed', []],
      ['latin1.yaml', 'invalid', ['scenario/encoding']],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('globs, links, FIFOs and devices', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mtg-judge-special-'));
    mkdirSync(join(dir, 'tables/sub'), { recursive: true });
    writeFileSync(join(dir, 'tables/b.yaml'), GOOD);
    writeFileSync(join(dir, 'tables/a.yml'), GOOD);
    writeFileSync(join(dir, 'tables/notes.md'), 'not a scenario');
    writeFileSync(join(dir, 'tables/sub/c.yaml'), GOOD);
    symlinkSync('gone.yaml', join(dir, 'tables/dangling.yaml'));
    execFileSync('mkfifo', [join(dir, 'tables/pipe.yaml')]);
    symlinkSync('/dev/zero', join(dir, 'tables/zero.yaml'));
  });

  it('expands a quoted glob itself, to scenario files only, sorted', () => {
    expect(findScenarioFiles(['tables/*.y*ml'], dir).files).toEqual(['tables/a.yml', 'tables/b.yaml']);
    expect(findScenarioFiles(['tables/**/*.yaml'], dir).files).toEqual(['tables/b.yaml', 'tables/sub/c.yaml']);
    expect(findScenarioFiles([join(dir, 'tables/*.yml')], dir).files).toEqual([join(dir, 'tables/a.yml')]);
  });

  it('reports a glob that matches nothing', () => {
    expect(findScenarioFiles(['tables/*.json'], dir).diagnostics).toEqual([
      {
        code: 'io/no-match',
        severity: 'error',
        message: 'No scenario file or folder matches "tables/*.json".',
        file: 'tables/*.json',
        notes: ['a glob matches *.yaml and *.yml files and folders; hidden folders and node_modules are left out'],
      },
    ]);
  });

  it('skips a dangling link, a FIFO and a device under a folder, saying so, without reading them', () => {
    const { files, diagnostics } = findScenarioFiles(['tables'], dir);
    expect(files).toEqual(['tables/a.yml', 'tables/b.yaml', 'tables/sub/c.yaml']);
    expect(diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      [
        'warning',
        'io/dangling-link',
        '"tables/dangling.yaml" is a symbolic link to "gone.yaml", which does not exist. It was skipped.',
      ],
      [
        'warning',
        'io/not-a-file',
        '"tables/pipe.yaml" is a FIFO (named pipe), not a scenario file, so it was not read. It was skipped.',
      ],
      [
        'warning',
        'io/not-a-file',
        '"tables/zero.yaml" is a device, not a scenario file, so it was not read. It was skipped.',
      ],
    ]);
  });

  it('refuses them as errors when named outright', () => {
    const { files, diagnostics } = findScenarioFiles(['tables/pipe.yaml', 'tables/dangling.yaml', '/dev/null'], dir);
    expect(files).toEqual([]);
    expect(diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['error', 'io/not-a-file'],
      ['error', 'io/dangling-link'],
      ['error', 'io/not-a-file'],
    ]);
  });

  it('never opens a FIFO given to eval, table or ask', () => {
    expect(readScenarioFile('tables/pipe.yaml', dir).diagnostics).toEqual([
      {
        code: 'io/not-a-file',
        severity: 'error',
        message: '"tables/pipe.yaml" is not a regular file (a FIFO or a device), so it was not read.',
        file: 'tables/pipe.yaml',
      },
    ]);
  });
});
