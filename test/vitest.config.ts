import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests assert answers, never timings: a busy machine must not fail them.
    testTimeout: 60_000,
  },
});
