// A lookup must feel instant: `rule` loads neither the YAML parser nor the prompt library.
// The real binary runs with a preload that lists every file it loaded; the files are
// then searched for those libraries' code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/mtg-judge.cjs', import.meta.url));

/** Every file the command loaded: its modules in require's cache, and the bundles bin/mtg-judge.cjs loaded. */
function loadedFiles(...args: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-loaded-'));
  const preload = join(dir, 'list-loaded.cjs');
  // The command's own module is its loader too: required again, it is the one already loaded.
  const list = `[...Object.keys(require.cache), ...require(${JSON.stringify(bin)}).loadedBundles()]`;
  writeFileSync(
    preload,
    `process.on('exit', () => process.stderr.write(${list}.map((f) => 'LOADED ' + f + '\\n').join('')));\n`,
  );
  const result = spawnSync(process.execPath, ['--require', preload, bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return result.stderr
    .split('\n')
    .filter((line) => line.startsWith('LOADED ') && !line.endsWith('list-loaded.cjs'))
    .map((line) => line.slice('LOADED '.length));
}

/** Names that appear in the code of each library, and survive bundling. */
const LIBRARIES = { yaml: 'YAMLParseError', prompts: 'ExitPromptError', 'MCP SDK': 'McpServer' };

function librariesIn(files: string[]): string[] {
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return Object.entries(LIBRARIES)
    .filter(([, marker]) => code.includes(marker))
    .map(([name]) => name);
}

describe('lazy loading', () => {
  it('rule loads neither yaml nor the prompts nor the MCP SDK', () => {
    const files = loadedFiles('rule', '807.4e');
    expect(files.length).toBeGreaterThan(1);
    expect(librariesIn(files)).toEqual([]);
  });

  it('search loads neither yaml nor the prompts nor the MCP SDK', () => {
    expect(librariesIn(loadedFiles('search', 'range', 'of', 'influence'))).toEqual([]);
  });

  it('check does load yaml (so the test above can tell)', () => {
    const scenario = fileURLToPath(new URL('../fixtures/good-scenarios/first-example.yaml', import.meta.url));
    expect(librariesIn(loadedFiles('check', scenario))).toEqual(['yaml']);
  });

  it('mcp loads the MCP SDK (its stdin closed at once, it ends)', () => {
    expect(librariesIn(loadedFiles('mcp'))).toContain('MCP SDK');
  });
});
