// A search the tests run through bin/mtg-judge.cjs, piped, may be answered by a search
// server (src/cli/search-server.ts), which the first such search starts. The tests' servers
// keep their boxes in a temporary folder of the run's own (TMPDIR, which the test files and
// the commands they run inherit), and are stopped when the run ends.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopServersIn } from '../src/cli/search-server.js';

export function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'mtg-judge-tests-'));
  // Open to every user as /tmp is: some tests run commands as another user.
  chmodSync(folder, 0o1777);
  process.env.TMPDIR = folder;
  return () => {
    stopServersIn(folder);
    rmSync(folder, { recursive: true, force: true });
  };
}
