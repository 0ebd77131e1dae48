import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScenarioFiles } from '../../src/io/check-scenario-files.js';
import { findScenarioFiles } from '../../src/io/find-scenario-files.js';
import { readScenarioFile } from '../../src/io/read-scenario-file.js';
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
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('findScenarioFiles', () => {
  it('expands a folder to its *.yaml and *.yml files, sorted, skipping hidden folders and node_modules', () => {
    expect(findScenarioFiles(['.'], root)).toEqual({
      files: ['a.yml', 'b.yaml', 'bom.yaml', 'latin1.yaml', 'sub/deeper/c.YAML', 'sub/z.yaml'],
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

  it('reports a missing path, and warns about a folder without scenarios', () => {
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
        severity: 'warning',
        message: 'The folder "empty" holds no *.yaml or *.yml files.',
        file: 'empty',
      },
    ]);
  });
});

describe('readScenarioFile', () => {
  it('drops a byte order mark, and leaves bytes that are not UTF-8 for the loader to report', () => {
    expect(readScenarioFile('bom.yaml', root).value).toBe(GOOD);
    expect(readScenarioFile('latin1.yaml', root).value).toBe('name: M\ufffdller\n');
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
      ['latin1.yaml', 'invalid', ['scenario/binary']],
    ]);
    expect(warnings).toEqual([]);
  });
});
