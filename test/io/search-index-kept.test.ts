// A process that searches again and again (the library, `mcp`) keeps the search index of the
// editions it searched: the same editions give the same index, its imported pack opened once;
// another edition gives another index. Before, every search opened the imported edition's
// pack anew and left its file open, so a long-lived server ran out of file descriptors.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCorpusIndex } from '../../src/io/read-corpus.js';
import { readSearchIndex } from '../../src/io/read-search-index.js';
import { runCli } from '../cli/run-cli.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const openFiles = () => readdirSync('/proc/self/fd').length;

describe.skipIf(!haveOfficialRules('2026-01-16'))(
  officialTitle('the search index a process keeps', '2026-01-16'),
  () => {
    it('is the same for the same editions, opens the imported pack once, and is another for other editions', async () => {
      const home = mkdtempSync(join(tmpdir(), 'mtg-judge-kept-index-'));
      const run = await runCli(['import', officialRules('2026-01-16')], { MTG_JUDGE_HOME: home });
      expect(run.code).toBe(0);
      const first = readSearchIndex(readCorpusIndex(home));
      expect(first.parts.some((part) => part.head.edition === '2026-01-16')).toBe(true);
      const files = existsSync('/proc/self/fd') ? openFiles() : 0;
      for (let i = 0; i < 20; i++) expect(readSearchIndex(readCorpusIndex(home))).toBe(first);
      if (files > 0) expect(openFiles()).toBe(files);
      const shippedOnly = readSearchIndex(readCorpusIndex(mkdtempSync(join(tmpdir(), 'mtg-judge-empty-home-'))));
      expect(shippedOnly).not.toBe(first);
      expect(shippedOnly.parts.some((part) => part.head.edition === '2026-01-16')).toBe(false);
    }, 60_000);
  },
);
