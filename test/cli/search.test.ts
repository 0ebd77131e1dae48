import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('mtg-judge search', () => {
  it('shows each hit with its kind, number, language, edition and a snippet', async () => {
    const run = await runCli(['search', 'exchange', 'life', 'totals', 'teammate', '--limit', '2']);
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        '810.9e  rule · English 2011-02-04 · 810 Two-Headed Giant Variant',
        '  A player can’t exchange life totals with his or her teammate. If an effect would cause that to occur, the exchange won’t happen.',
        '',
        '810.5  rule · English 2011-02-04 · 810 Two-Headed Giant Variant',
        '  With the exception of life total, a team’s resources (cards in hand, mana, and so on) are not shared in the Two-Headed Giant variant. Teammates may review each other’s hands and discuss strategies at…',
        '',
        'Showing 2 of 3 results; use --limit to see more.',
        '',
      ].join('\n'),
    });
  });

  it('finds the rules of the language asked for through their counterparts', async () => {
    const run = await runCli(['search', 'turn', 'marker', '--lang', 'de', '--limit', '1']);
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        '807.4  rule · German 2024-03-08 · 807 Variante Riesentumult (Grand Melee)',
        '  Die Variante Riesentumult erlaubt mehreren Spieler zur selben Zeit Züge zu machen. Das Weitergeben von Zugmarken zeigt an, welche Spieler gerade Züge machen. Jede Zugmarke repräsentiert den Zug eines…',
        '  found as English 2011-02-04 807.4, its counterpart',
        '',
        'Showing 1 of 12 results; use --limit to see more.',
        '',
      ].join('\n'),
    });
  });

  it('shows a section title with the way to its rules, and glossary entries and house rules in German', async () => {
    const section = await runCli(['search', 'Grand', 'Melee', 'Variant', '--limit', '1']);
    expect(section.stdout.split('\n').slice(0, 2)).toEqual([
      '807 Grand Melee Variant  rule · English 2011-02-04 · section',
      '  all its rules: mtg-judge rule 807 --lang en',
    ]);
    const glossary = await runCli(['search', 'vorang', '--lang', 'de', '--limit', '1']);
    expect(glossary.stdout.split('\n')[0]).toBe(
      'Vorrang  glossary · German · Magic: The Gathering Regelbuch (Achte Edition), Kapitel 7: Glossar',
    );
    const house = await runCli(['search', 'extrazug', 'teampartner', '--lang', 'de', '--limit', '1']);
    expect(house.stdout.split('\n')[0]).toBe(
      '21  house-rule · German · Two-Headed-Giant – Magic Mittwoch 0.2, Zugreihenfolge',
    );
  });

  it.each([
    [['807.4e'], ['807.4e']],
    [
      ['r807.4e', '--lang', 'de'],
      ['r807.4e', '--lang', 'de'],
    ],
    [
      ['Rule', '807.4E', '--json'],
      ['Rule 807.4E', '--json'],
    ],
    [['807.4a-807.4c'], ['807.4a-807.4c']],
    [
      ['810.11', '--lang', 'en'],
      ['810.11', '--lang', 'en'],
    ],
  ])('treats search %j as a rule number, exactly as rule %j', async (searchArgs, ruleArgs) => {
    const search = await runCli(['search', ...searchArgs]);
    expect(search).toEqual(await runCli(['rule', ...ruleArgs]));
    expect(search.stdout + search.stderr).not.toBe('');
  });

  it('exits 1 with near terms when nothing is found', async () => {
    const run = await runCli(['search', 'emprer']);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error search/not-found: nothing found for "emprer" in English 2011-02-04\n  = near terms: Emperor\n',
    });
  });

  it('says where the words are found when the language asked for has nothing', async () => {
    const run = await runCli(['search', 'turn', 'marker', '--lang', 'it']);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'error search/not-found: nothing found for "turn marker" in Italian 2025-09-19',
        '  = near terms: turno, Turni',
        '  = 12 hits in German: try --lang de or --lang all',
        '  = 12 hits in English: try --lang en or --lang all',
        '',
      ].join('\n'),
    });
  });

  it('gives the JSON of the contract, best match first', async () => {
    const run = await runCli(['search', 'teams', 'have', 'priority', '--limit', '2', '--json']);
    const rule = (number: string, text: string, score: number) => ({
      kind: 'rule',
      number,
      lang: 'en',
      edition: '2011-02-04',
      text,
      score,
      section: '805',
      sectionTitle: 'Shared Team Turns Option',
    });
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout:
        JSON.stringify(
          {
            schemaVersion: 1,
            results: [
              rule('805.5', 'Teams have priority, not individual players.', 0.99),
              rule(
                '805.5b',
                'If a team has priority and no player on that team wishes to do anything, that team passes. If all teams pass in succession (that is, if all teams pass without any player taking any actions in between passing), the top object on the stack resolves, then the active team receives priority. If the stack is empty when all teams pass in succession, the phase or step ends and the next one begins.',
                0.95,
              ),
            ],
            total: 4,
          },
          null,
          2,
        ) + '\n',
    });
  });

  it('gives glossary entries and house rules their own fields in JSON', async () => {
    const run = await runCli(['search', 'Vorrang', '--lang', 'de', '--json', '--limit', '1']);
    const [entry] = JSON.parse(run.stdout).results;
    expect(entry).toMatchObject({ kind: 'glossary', term: 'Vorrang', lang: 'de', score: 1 });
    const house = await runCli(['search', '15', 'poison', 'marken', '--lang', 'de', '--json', '--limit', '1']);
    expect(JSON.parse(house.stdout).results[0]).toMatchObject({
      kind: 'house-rule',
      number: '13',
      lang: 'de',
      text: 'Ein Team verliert, wenn es 15 Poison-Marken hat.',
    });
  });

  it('exits 2 for a limit that is not a whole number', async () => {
    for (const limit of ['0', '2.5', 'ten']) {
      const run = await runCli(['search', 'priority', '--limit', limit]);
      const stderr = `mtg-judge: option '--limit <n>' argument '${limit}' is invalid. It must be a whole number of at least 1.\n`;
      expect(run).toEqual({ code: 2, stdout: '', stderr });
    }
    const glossary = await runCli(['glossary', 'Vorrang', '--limit', '-1']);
    expect(glossary.code).toBe(2);
  });
});
