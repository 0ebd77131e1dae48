// The build writes V8 code caches beside the bundles that lookups and searches load
// (src/build/README.md says what they save). A cache V8 rejects would cost the compile
// again at every start without a word, so this checks that each one is accepted.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const app = join(root, 'dist', 'app');
const { compileBundle } = createRequire(import.meta.url)(join(root, 'bin', 'mtg-judge.cjs')) as {
  compileBundle: (file: string) => Script;
};

describe('the code caches of the build', () => {
  it.each(['main', 'search-main', 'command-rule', 'command-glossary', 'terminal-output'])(
    '%s.cjs has one, and V8 accepts it',
    (bundle) => {
      const file = join(app, `${bundle}.cjs`);
      expect(existsSync(`${file}.cache`)).toBe(true);
      expect(compileBundle(file).cachedDataRejected).toBe(false);
    },
  );

  it('the scenario commands have none: they are not on the path of a lookup', () => {
    expect(existsSync(join(app, 'command-check.cjs.cache'))).toBe(false);
  });
});
