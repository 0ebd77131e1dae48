// Where the package is installed: the nearest folder above this module that holds
// rules-data/. The same code runs as src/io/*.ts under the tests, as dist/io/*.js and as a
// bundle in dist/app/, each at its own depth, so the folder is found rather than counted.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function findPackageRoot(from: string = import.meta.dirname): string {
  // Each of the three sits two folders below it: looked at first, a single lookup.
  const likely = dirname(dirname(from));
  if (existsSync(join(likely, 'rules-data', 'corpus'))) return likely;
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'rules-data', 'corpus'))) return dir;
    if (dirname(dir) === dir) throw new Error(`mtg-judge: no rules-data/ above ${from}; the package is incomplete`);
  }
}
