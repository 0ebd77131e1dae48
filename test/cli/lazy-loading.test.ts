// A lookup must feel instant: `rule` loads neither the YAML parser nor the prompt library.
// The real binary runs with a loader hook that lists every file it loads; the files are
// then searched for those libraries' code.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/mtg-judge.js', import.meta.url));
const hook = `data:text/javascript,${encodeURIComponent(
  'export async function load(url, context, next) { if (url.startsWith("file:")) process.stderr.write("LOADED " + url + "\\n"); return next(url, context); }',
)}`;
const register = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(hook)});`)}`;

function loadedFiles(...args: string[]): string[] {
  const result = spawnSync(process.execPath, ['--import', register, bin, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return result.stderr
    .split('\n')
    .filter((line) => line.startsWith('LOADED file://'))
    .map((line) => fileURLToPath(line.slice('LOADED '.length)));
}

/** Names that appear in the code of each library, and survive bundling. */
const LIBRARIES = { yaml: 'YAMLParseError', prompts: 'ExitPromptError' };

function librariesIn(files: string[]): string[] {
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return Object.entries(LIBRARIES)
    .filter(([, marker]) => code.includes(marker))
    .map(([name]) => name);
}

describe('lazy loading', () => {
  it('rule loads neither yaml nor the prompts', () => {
    const files = loadedFiles('rule', '807.4e');
    expect(files.length).toBeGreaterThan(1);
    expect(librariesIn(files)).toEqual([]);
  });

  it('search loads neither yaml nor the prompts', () => {
    expect(librariesIn(loadedFiles('search', 'range', 'of', 'influence'))).toEqual([]);
  });

  it('check does load yaml (so the test above can tell)', () => {
    const scenario = fileURLToPath(new URL('../fixtures/good-scenarios/first-example.yaml', import.meta.url));
    expect(librariesIn(loadedFiles('check', scenario))).toEqual(['yaml']);
  });
});
