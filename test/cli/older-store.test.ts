// A data directory an older mtg-judge wrote: its editions lie in the directory itself,
// named by an index.json without folders. They are still read, and a new import of one
// replaces its files.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { freshHome } from './store-helpers.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const rule = {
  number: '807.4a',
  section: '807',
  sectionTitle: 'Grand Melee Variant',
  lang: 'en',
  edition: '2026-01-16',
  text: 'There is one turn marker for each full four players in the game.',
  examples: [],
  cites: [],
  source: { file: 'MagicCompRules.txt', line: 10, endLine: 10 },
};

function olderStore(): string {
  const home = freshHome();
  const entry = {
    lang: 'en',
    edition: '2026-01-16',
    file: 'rules.en-2026-01-16.json',
    title: 'English 2026-01-16',
    rules: 1,
    sectionsCovered: ['807'],
  };
  writeFileSync(
    join(home, 'index.json'),
    JSON.stringify({ schemaVersion: 1, editions: [entry], glossaries: [], houseRules: [] }),
  );
  const head = {
    schemaVersion: 1,
    lang: 'en',
    edition: '2026-01-16',
    title: 'English 2026-01-16',
    sourceFile: 'MagicCompRules.txt',
    sourceSha256: 'x',
    sectionsCovered: ['807'],
    sections: [{ number: '807', title: 'Grand Melee Variant' }],
    rules: [],
    parts: [{ section: '807', file: 'rules.en-2026-01-16.807.json', rules: 1 }],
  };
  writeFileSync(join(home, 'rules.en-2026-01-16.json'), JSON.stringify(head));
  writeFileSync(join(home, 'rules.en-2026-01-16.807.json'), JSON.stringify([rule]));
  return home;
}

describe('a data directory an older mtg-judge wrote', () => {
  it('is still read: its editions answer lookups and are listed', async () => {
    const env = { MTG_JUDGE_HOME: olderStore() };
    const run = await runCli(['rule', '807.4a', '--lang', 'en'], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('807. Grand Melee Variant  English 2026-01-16\n\n807.4a There is one turn marker');
    const listed = JSON.parse((await runCli(['editions', '--json'], env)).stdout);
    expect(listed.editions[0]).toMatchObject({ lang: 'en', edition: '2026-01-16', origin: 'imported', rules: 1 });
    expect(listed.editions[0].problem).toBeUndefined();
  });

  describe.skipIf(!haveOfficialRules('2026-01-16'))(officialTitle('re-imported', '2026-01-16'), () => {
    it('has its old files replaced by a folder', async () => {
      const home = olderStore();
      const run = await runCli(['import', officialRules('2026-01-16')], { MTG_JUDGE_HOME: home });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('  replaced the English 2026-01-16 imported before (1 rule)\n');
      expect(readdirSync(home).sort()).toEqual(['editions', 'index.json']);
    });
  });
});
