// npm's prepare step (npm install, npm link, npx from the clone) builds only when the build
// is missing or older than what it is built from: after a build, it costs nothing, so the
// first `npx mtg-judge` is no slower than the next.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('src/build/prepare.mjs', () => {
  it('does not build again when the build is up to date', () => {
    const stamp = join(root, 'dist', 'app', 'built');
    const before = statSync(stamp).mtimeMs;
    const run = spawnSync(process.execPath, [join(root, 'src', 'build', 'prepare.mjs')], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('mtg-judge: the build is up to date\n');
    expect(statSync(stamp).mtimeMs).toBe(before);
  });
});
