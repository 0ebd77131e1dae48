import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The repository root, so that tests find rules-data/ and scenarios/ as run from there.
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/**/*.test.ts'],
    // Tests assert answers, never timings: a busy machine must not fail them.
    testTimeout: 60_000,
  },
});
