import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The test files with property tests: those that import fast-check. */
function propertyTests(): string[] {
  const files = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => readFileSync(join(root, 'test', file), 'utf8').includes("from 'fast-check'"))
    .map((file) => `test/${file.split('\\').join('/')}`);
}

export default defineConfig({
  test: {
    // The repository root, so that tests find rules-data/ and scenarios/ as run from there.
    root,
    // npm run test:properties: only the property tests, with 100 times their usual runs.
    include: process.env.MTG_JUDGE_PROPERTY_RUNS ? propertyTests() : ['test/**/*.test.ts'],
    setupFiles: [fileURLToPath(new URL('property-runs.ts', import.meta.url))],
    // The search servers the tests' commands start, in a temporary folder of the run's own.
    globalSetup: [fileURLToPath(new URL('search-servers.ts', import.meta.url))],
    // Tests assert answers, never timings: a busy machine must not fail them.
    testTimeout: process.env.MTG_JUDGE_PROPERTY_RUNS ? 3_600_000 : 60_000,
  },
});
