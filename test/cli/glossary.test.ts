import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { freshHome } from './store-helpers.js';

describe('mtg-judge glossary', () => {
  it('finds a term, its definition and the entries it refers to', async () => {
    const run = await runCli(['glossary', 'aktiver', 'spieler']);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').slice(0, 4)).toEqual([
      'Aktiver Spieler  Magic: The Gathering Regelbuch (Achte Edition), Kapitel 7: Glossar',
      '  Der Spieler, der gerade am Zug ist. Der aktive Spieler erhält immer als Erster Vorrang.',
      '  Siehe auch: Vorrang',
      '',
    ]);
    expect(run.stdout).toContain('  → Vorrang: ');
  });

  it('follows a redirect', async () => {
    const run = await runCli(['glossary', 'Angreifer', '--json']);
    const [entry] = JSON.parse(run.stdout).entries;
    expect(entry).toMatchObject({ term: 'Angreifende Kreatur', lang: 'de', redirectedFrom: 'Angreifer' });
    expect(entry.text).toMatch(/^Eine Kreatur, die gerade angreift\./);
  });

  it('forgives typos and missing umlauts', async () => {
    for (const typed of ['Aufraeumsegment', 'aufraumsegment', 'Aufräumsegmnet']) {
      const run = await runCli(['glossary', typed, '--json']);
      expect(JSON.parse(run.stdout).entries[0].term, typed).toBe('Aufräumsegment');
    }
  });

  it('resolves near-miss references', async () => {
    const run = await runCli(['glossary', 'Beherrscher', '--json']);
    expect(JSON.parse(run.stdout).entries[0].seeAlso).toEqual(['Kontrollieren', 'Besitzer']);
  });

  it('exits 2 with the usage for an empty term, or none', async () => {
    for (const args of [[], [''], [' '], ['--lang', 'de']]) {
      const run = await runCli(['glossary', ...args]);
      expect(run, args.join(' ')).toEqual({
        code: 2,
        stdout: '',
        stderr: [
          'error usage: the glossary has no term to look up',
          '  = usage: mtg-judge glossary TERM [--lang en|de|it] [--limit N] [--json]',
          '  = for example: mtg-judge glossary Vorrang',
          '',
        ].join('\n'),
      });
    }
  });

  it("says where the locale's language has no glossary, and --lang X keeps to language X", async () => {
    const english = await runCli(['glossary', 'Vorrang'], { LANG: 'en_US.UTF-8', MTG_JUDGE_HOME: freshHome() });
    expect(english.code).toBe(0);
    expect(english.stderr).toBe(
      'note: there is no English glossary; shown from Magic: The Gathering Regelbuch (Achte Edition), Kapitel 7: Glossar.\n',
    );
    const german = await runCli(['glossary', 'Vorrang'], { LANG: 'de_DE.UTF-8', MTG_JUDGE_HOME: freshHome() });
    expect(german).toMatchObject({ code: 0, stderr: '' });
    const asked = await runCli(['glossary', 'Vorrang', '--lang', 'en'], { MTG_JUDGE_HOME: freshHome() });
    expect(asked).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'error glossary/no-glossary: there is no English glossary',
        '  = there are glossaries in German (--lang de); without --lang: mtg-judge glossary Vorrang',
        '  = an imported official text brings its glossary: mtg-judge import FILE',
        '',
      ].join('\n'),
    });
  });

  it('reaches the headword of another language through the term list, and says so', async () => {
    const run = await runCli(['glossary', 'priority'], { MTG_JUDGE_HOME: freshHome() });
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      'priority → Vorrang (German, by the term list)',
      'Vorrang  Magic: The Gathering Regelbuch (Achte Edition), Kapitel 7: Glossar',
    ]);
    const json = await runCli(['glossary', 'priority', '--json'], { MTG_JUDGE_HOME: freshHome() });
    expect(JSON.parse(json.stdout).entries[0]).toMatchObject({ term: 'Vorrang', translatedFrom: 'priority' });
    // A headword the glossary has as typed comes before the term list's.
    const typed = await runCli(['glossary', 'Vorrang', '--json'], { MTG_JUDGE_HOME: freshHome() });
    expect(JSON.parse(typed.stdout).entries[0]).not.toHaveProperty('translatedFrom');
  });

  it('exits 1 with near terms when nothing matches', async () => {
    const run = await runCli(['glossary', 'xyzzy']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^error glossary\/not-found: no glossary entry for "xyzzy"\n/);
  });
});
