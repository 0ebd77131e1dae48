import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('mtg-judge search', () => {
  it('shows each hit with its number, kind, language, edition, a snippet and its counterparts', async () => {
    const run = await runCli(['search', 'exchange', 'life', 'totals', 'teammate', '--limit', '1']);
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        '810.9e  rule · English 2011-02-04 · 810 Two-Headed Giant Variant',
        '  A player can’t exchange life totals with his or her teammate. If an effect would cause that to occur, the exchange won’t happen.',
        '  Counterparts: German 2024-03-08 810.9e',
        '',
        'Showing 1 of 23 results; use --limit to see more.',
        '',
      ].join('\n'),
    });
  });

  it('shows a German query on an English machine in German, the English rule as its counterpart', async () => {
    const run = await runCli(['search', 'Zugmarke', 'entfernen', '--limit', '1']);
    expect(run.stdout.split('\n').slice(0, 1)).toEqual([
      '807.4g  rule · German 2024-03-08 · 807 Variante Riesentumult (Grand Melee)',
    ]);
    expect(run.stdout).toContain('  Counterparts: English 2011-02-04 807.4g\n');
  });

  it('shows an Italian query in Italian 805, one result for the rule in three languages', async () => {
    const run = await runCli(['search', 'turno', 'extra', '--json']);
    const results = JSON.parse(run.stdout).results;
    expect(results[0]).toMatchObject({
      kind: 'rule',
      number: '805.8',
      lang: 'it',
      edition: '2025-09-19',
      counterparts: [
        { lang: 'en', edition: '2011-02-04', number: '805.8' },
        { lang: 'de', edition: '2024-03-08', number: '805.8' },
      ],
    });
    const numbers = results.map((r: { number: string }) => r.number);
    expect(numbers.filter((n: string) => n === '805.8')).toEqual(['805.8']);
  });

  it('reaches from an English query a rule that only the German text has', async () => {
    const run = await runCli(['search', 'poison', 'counters', 'two-headed', 'giant', '--limit', '1']);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      '810.10  rule · German 2024-03-08 · 810 Variante Zweiköpfiger Riese (Two-Headed Giant)',
      '  Effekte, die dazu führen, dass Spieler Giftmarken erhalten, betreffen jeden Spieler einzeln. Die Giftmarken eines Teams werden gemeinsam benutzt.',
    ]);
  });

  it('finds with --lang only that language, through the term list', async () => {
    const run = await runCli(['search', 'turn', 'marker', '--lang', 'de', '--limit', '1']);
    expect(run.stdout.split('\n')[0]).toBe('807.4  rule · German 2024-03-08 · 807 Variante Riesentumult (Grand Melee)');
    const english = await runCli(['search', 'Zugmarke', '--lang', 'en', '--json']);
    const langs = JSON.parse(english.stdout).results.map((r: { lang: string }) => r.lang);
    expect(new Set(langs)).toEqual(new Set(['en']));
  });

  // From the rule texts: who decides for a departed player (de 800.4h), effects lasting until
  // their turn (de 800.4m), shared poison (de 810.10), and the words judges type.
  it.each([
    ['decision a player who left would have to make', 'de:800.4h'],
    ['2HG poison counters', 'de:810.10'],
    ['two-headed giant extra turn', 'en:805.8'],
    ['Imperatore', 'en:809.1'],
    ['FFA attack', 'en:806.2b'],
    ['GM turn marker', 'en:807.4*'],
    ['mull multiplayer', 'en:800.5'],
    ['EDH mulligan', 'en:800.5'],
    ['scoop two-headed giant', 'en:810.8b'],
    ['aufgeben Team', 'de:810.8b'],
    ['Zugmarkenhalter', 'de:807.4*'],
  ])('finds for "%s" %s among the first three', async (query, wanted) => {
    const run = await runCli(['search', ...query.split(' '), '--json', '--limit', '3']);
    const top = JSON.parse(run.stdout).results.map((r: { lang: string; number: string }) => `${r.lang}:${r.number}`);
    // "807.4*": any of the turn-marker rules.
    const hit = (r: string) => (wanted.endsWith('*') ? r.startsWith(wanted.slice(0, -1)) : r === wanted);
    expect(top.some(hit), top.join(' ')).toBe(true);
  });

  // A native rule that writes every word comes before a translation that holds them all:
  // English 807.4i (an extra turn, a turn marker on the player's "left") has each word of
  // this question, and the German-only 800.4m comes after it, though still on the first page.
  it('finds for "until your next turn effects of a player who left" de:800.4m among the first five', async () => {
    const query = 'until your next turn effects of a player who left'.split(' ');
    const run = await runCli(['search', ...query, '--json', '--limit', '5']);
    const top = JSON.parse(run.stdout).results.map((r: { lang: string; number: string }) => `${r.lang}:${r.number}`);
    expect(top).toContain('de:800.4m');
  });

  it('finds glossary entries and house rules without --lang', async () => {
    const glossary = await runCli(['search', 'vorang', '--limit', '1']);
    expect(glossary.stdout.split('\n')[0]).toBe(
      'Vorrang  glossary · German · Magic: The Gathering Regelbuch (Achte Edition), Kapitel 7: Glossar',
    );
    const house = await runCli(['search', 'extrazug', 'teampartner', '--limit', '1']);
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
    const run = await runCli(['search', 'emprer', '--lang', 'en']);
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
        '  = near terms: Turni, turno',
        '  = 12 hits in English: try --lang en, or no --lang',
        '  = 12 hits in German: try --lang de, or no --lang',
        '',
      ].join('\n'),
    });
  });

  it('gives the JSON of the contract, best match first', async () => {
    const run = await runCli(['search', 'teams', 'have', 'priority', '--limit', '1', '--json']);
    expect(JSON.parse(run.stdout)).toEqual({
      schemaVersion: 1,
      results: [
        {
          kind: 'rule',
          number: '805.5',
          lang: 'en',
          edition: '2011-02-04',
          text: 'Teams have priority, not individual players.',
          score: expect.any(Number),
          section: '805',
          sectionTitle: 'Shared Team Turns Option',
          counterparts: [
            { lang: 'de', edition: '2024-03-08', number: '805.5' },
            { lang: 'it', edition: '2025-09-19', number: '805.5' },
          ],
        },
      ],
      total: expect.any(Number),
    });
  });

  it('gives glossary entries and house rules their own fields in JSON', async () => {
    const run = await runCli(['search', 'Vorrang', '--json', '--limit', '1']);
    const [entry] = JSON.parse(run.stdout).results;
    expect(entry).toMatchObject({ kind: 'glossary', term: 'Vorrang', lang: 'de', score: 1 });
    const house = await runCli(['search', '15', 'poison', 'marken', '--json', '--limit', '1']);
    expect(JSON.parse(house.stdout).results[0]).toMatchObject({
      kind: 'house-rule',
      number: '13',
      lang: 'de',
      text: 'Ein Team verliert, wenn es 15 Poison-Marken hat.',
    });
  });

  describe('bad input', () => {
    it('exits 2 with the usage for an empty query, or none', async () => {
      for (const args of [[], [''], [' ', '\t'], ['…'], ['--lang', 'de']]) {
        const run = await runCli(['search', ...args]);
        expect(run).toEqual({
          code: 2,
          stdout: '',
          stderr: [
            'error usage: the search has no words to look for',
            '  = usage: mtg-judge search WORDS... [--lang en|de|it] [--edition YEAR] [--limit N] [--json]',
            '  = for example: mtg-judge search range of influence',
            '',
          ].join('\n'),
        });
      }
    });

    it('exits 1 with a hint for a query of stop words only', async () => {
      const run = await runCli(['search', 'what', 'is', 'the']);
      expect(run).toEqual({
        code: 1,
        stdout: '',
        stderr: [
          'error search/only-stop-words: "what is the" has only words too common to search for',
          '  = add a word that names what you look for, e.g. mtg-judge search range of influence',
          '',
        ].join('\n'),
      });
    });

    it('exits 2 naming the limit for a query over it', async () => {
      const run = await runCli(['search', ...Array<string>(61).fill('turn')]);
      expect(run).toEqual({
        code: 2,
        stdout: '',
        stderr: [
          'error usage: the search is 304 characters long; the limit is 300',
          '  = search for the few words that name what you look for',
          '',
        ].join('\n'),
      });
    });

    it('strips control characters and searches the rest', async () => {
      const clean = await runCli(['search', 'range', 'of', 'influence', '--json']);
      const dirty = await runCli(['search', 'range\u0007', 'of\u001b', '\u0000influence\u009b', '--json']);
      expect(dirty.code).toBe(0);
      expect(JSON.parse(dirty.stdout).results[0]).toEqual(JSON.parse(clean.stdout).results[0]);
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
