// Imported editions are equal to shipped ones: every language with --lang all, their
// glossary in glossary and search, and the locale's fallback to the newest edition that
// has a rule.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, terminal } from './run-cli.js';
import { freshHome, homeWith } from './store-helpers.js';
import { haveOfficialRules, officialTitle, readOfficialText } from '../official-rules.js';

describe('the locale fallback, shipped editions only', () => {
  it('shows a rule the Italian text lacks from the newest edition that has it, with a note', async () => {
    const run = await runCli(['rule', '807.4e'], { LANG: 'it_IT.UTF-8', MTG_JUDGE_HOME: freshHome() });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('note: Italian 2025-09-19 has no rule 807.4e; shown from German 2024-03-08.\n');
    expect(run.stdout).toMatch(
      /^807\. Variante Riesentumult \(Grand Melee\) {2}German 2024-03-08\n\n807\.4e Wenn ein Spieler/,
    );
  });

  it('heads the text with the note on a terminal, so that it is seen first and inside the pager', async () => {
    const run = await runCli(
      ['rule', '807.4e', '--no-color'],
      { LANG: 'it_IT.UTF-8', MTG_JUDGE_HOME: freshHome() },
      terminal(80, 200),
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      /^note: Italian 2025-09-19 has no rule 807\.4e; shown from German 2024-03-08\.\n\n807\. Variante Riesentumult \(Grand Melee\) {2}German 2024-03-08\n\n807\.4e Wenn/,
    );
    const json = await runCli(
      ['rule', '807.4e', '--json', '--no-color'],
      { LANG: 'it_IT.UTF-8', MTG_JUDGE_HOME: freshHome() },
      terminal(80, 200),
    );
    expect(json.stderr).toBe('note: Italian 2025-09-19 has no rule 807.4e; shown from German 2024-03-08.\n');
    expect(JSON.parse(json.stdout).rules[0]).toMatchObject({ number: '807.4e', lang: 'de' });
  });

  it('shows a rule English 2011 lacks from German 2024', async () => {
    const run = await runCli(['rule', '810.11', '--json'], { MTG_JUDGE_HOME: freshHome() });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('note: English 2011-02-04 has no rule 810.11; shown from German 2024-03-08.\n');
    expect(JSON.parse(run.stdout).rules[0]).toMatchObject({ number: '810.11', lang: 'de' });
  });

  it('keeps to the language --lang names', async () => {
    const run = await runCli(['rule', '807.4e', '--lang', 'it'], { LANG: 'it_IT.UTF-8' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error rule\/not-found: Italian 2025-09-19 has no rule 807\.4e\n/);
  });
});

describe.skipIf(!haveOfficialRules('2026-01-16'))(officialTitle('with English 2026 imported', '2026-01-16'), () => {
  it('rule 805.10 --lang all shows English 2026, then Italian 2025, German 2024 and English 2011', async () => {
    const env = { MTG_JUDGE_HOME: await homeWith('2026-01-16') };
    const run = await runCli(['rule', '805.10', '--lang', 'all', '--json'], env);
    const rules = JSON.parse(run.stdout).rules as { number: string; lang: string; edition: string }[];
    expect(rules.slice(0, 4).map((r) => `${r.lang}-${r.edition} ${r.number}`)).toEqual([
      'en-2026-01-16 805.10',
      'it-2025-09-19 805.10',
      'de-2024-03-08 805.10',
      'en-2011-02-04 810.7',
    ]);
  });

  it('under an Italian locale, shows 807.4e from the imported English edition, the newest that has it', async () => {
    const env = { LANG: 'it_IT.UTF-8', MTG_JUDGE_HOME: await homeWith('2026-01-16') };
    const run = await runCli(['rule', '807.4e'], env);
    expect(run.stderr).toBe('note: Italian 2025-09-19 has no rule 807.4e; shown from English 2026-01-16.\n');
    expect(run.stdout).toContain('  Counterparts: English 2011-02-04 807.4e · German 2024-03-08 807.4e\n');
  });

  it('glossary deathtouch finds the official entry and follows its "See rule 702.2"', async () => {
    const env = { MTG_JUDGE_HOME: await homeWith('2026-01-16') };
    const run = await runCli(['glossary', 'deathtouch'], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.split('\n').slice(0, 5)).toEqual([
      'Deathtouch  Glossary of the Comprehensive Rules, 2026-01-16',
      '  A keyword ability that causes damage dealt by an object to be especially effective. See rule 702.2, “Deathtouch.”',
      '',
      '  → 702.2 Deathtouch',
      '  → 702.2a Deathtouch is a static ability.',
    ]);
    const german = await runCli(['glossary', 'deathtouch'], { ...env, LANG: 'de_DE.UTF-8' });
    expect(german.stderr).toBe(
      'note: the German glossary has no entry "deathtouch"; shown from Glossary of the Comprehensive Rules, 2026-01-16.\n',
    );
  });

  it("a headword typed exactly comes first; the note names the locale's headword the term list gives", async () => {
    const env = { MTG_JUDGE_HOME: await homeWith('2026-01-16'), LANG: 'de_DE.UTF-8' };
    const run = await runCli(['glossary', 'priority'], env);
    expect(run.stdout.split('\n')[0]).toBe('Priority  Glossary of the Comprehensive Rules, 2026-01-16');
    expect(run.stderr).toBe(
      'note: the German glossary has no entry "priority"; shown from Glossary of the Comprehensive Rules, 2026-01-16; in German: mtg-judge glossary Vorrang.\n',
    );
    // --lang en keeps to the English glossary, which the term list reaches from a German word.
    const english = await runCli(['glossary', 'Vorrang', '--lang', 'en'], env);
    expect(english.stdout.split('\n').slice(0, 2)).toEqual([
      'Vorrang → Priority (English, by the term list)',
      'Priority  Glossary of the Comprehensive Rules, 2026-01-16',
    ]);
  });

  it('follows a redirect of the official glossary: APNAP Order is Active Player, Nonactive Player Order', async () => {
    const env = { MTG_JUDGE_HOME: await homeWith('2026-01-16') };
    const run = await runCli(['glossary', 'APNAP', 'order', '--json'], env);
    const parsed = JSON.parse(run.stdout);
    expect(parsed.entries[0]).toMatchObject({
      term: 'Active Player, Nonactive Player Order',
      redirectedFrom: 'APNAP Order',
      cites: ['101.4', '805.6'],
    });
    expect(parsed.rules.map((r: { number: string }) => r.number).slice(0, 2)).toEqual(['101.4', '101.4a']);
  });

  it('search finds the official glossary entries', async () => {
    const env = { MTG_JUDGE_HOME: await homeWith('2026-01-16') };
    const run = await runCli(['search', 'deathtouch', '--json', '--limit', '1'], env);
    expect(JSON.parse(run.stdout).results[0]).toMatchObject({ kind: 'glossary', term: 'Deathtouch', lang: 'en' });
  });

  it('search commander damage puts 903.10a first: the rule the other matches point to', async () => {
    const env = { MTG_JUDGE_HOME: await homeWith('2026-01-16') };
    const run = await runCli(['search', 'commander', 'damage', '--json', '--limit', '3'], env);
    const numbers = JSON.parse(run.stdout).results.map((r: { number?: string }) => r.number);
    expect(numbers[0]).toBe('903.10a');
  });
});

describe.skipIf(!haveOfficialRules('2026-01-16'))(
  officialTitle('control characters in an imported text', '2026-01-16'),
  () => {
    it('reach the terminal escaped, in rule, glossary and search', async () => {
      const home = freshHome();
      const file = join(home, 'escapes.txt');
      const text = readOfficialText('2026-01-16')
        .replace('807.4a There is one turn marker', '807.4a There is one \u001b]0;owned\u0007turn marker')
        .replace('A keyword ability that causes damage', 'A keyword \u001b[2Jability that causes damage');
      writeFileSync(file, text);
      const env = { MTG_JUDGE_HOME: join(home, 'data') };
      expect((await runCli(['import', file], env)).code).toBe(0);
      const outputs = [
        (await runCli(['rule', '807.4a'], env)).stdout,
        (await runCli(['glossary', 'deathtouch'], env)).stdout,
        // Asked what a term means, the glossary answers first.
        (await runCli(['search', 'what', 'does', 'deathtouch', 'mean', '--limit', '1'], env)).stdout,
      ];
      expect(outputs[0]).toContain('807.4a There is one \\x1b]0;owned\\x07turn marker');
      expect(outputs[1]).toContain('A keyword \\x1b[2Jability');
      expect(outputs[2]).toContain('A keyword \\x1b[2Jability');
      for (const output of outputs) expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/u);
    });
  },
);
