import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

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

  it('exits 1 with near terms when nothing matches', async () => {
    const run = await runCli(['glossary', 'xyzzy']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^error glossary\/not-found: no glossary entry for "xyzzy"\n/);
  });
});
