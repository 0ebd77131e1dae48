import { describe, expect, it } from 'vitest';
import { runCli, terminal } from './run-cli.js';

describe('mtg-judge rule', () => {
  it('shows one rule with its section and counterparts', async () => {
    const run = await runCli(['rule', '807.4a']);
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        '807. Grand Melee Variant  English 2011-02-04',
        '',
        '807.4a There is one turn marker for each full four players in the game.',
        '  Example: A Grand Melee game with sixteen players has four turn markers. A game with fifteen players has three turn markers.',
        '  Counterparts: German 2024-03-08 807.4a',
        '',
      ].join('\n'),
    });
  });

  it.each([
    ['807.4e', ['807.4e']],
    ['r807.4e', ['807.4e']],
    ['807.4e.', ['807.4e']],
    ['Rule 807.4E', ['807.4e']],
    [
      '807.4',
      ['807.4', '807.4a', '807.4b', '807.4c', '807.4d', '807.4e', '807.4f', '807.4g', '807.4h', '807.4i', '807.4j'],
    ],
    ['807.4a-807.4d', ['807.4a', '807.4b', '807.4c', '807.4d']],
    ['807.4h–j', ['807.4h', '807.4i', '807.4j']],
  ])('reads %s as a judge means it', async (query, numbers) => {
    const run = await runCli(['rule', query, '--lang', 'de', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).rules.map((r: { number: string }) => r.number)).toEqual(numbers);
  });

  it('shows a rule asked for twice once, where it was first asked for', async () => {
    const loose = await runCli(['rule', 'r807.4e', 'Rule 807.4E', '807.4e.', '--json']);
    expect(JSON.parse(loose.stdout).rules.map((r: { number: string }) => r.number)).toEqual(['807.4e']);
    const text = await runCli(['rule', 'r807.4e', 'Rule 807.4E', '807.4e.']);
    expect(text.stdout.match(/^807\.4e /gm)).toEqual(['807.4e ']);
    const within = await runCli(['rule', '807.4e', '807.4', '--lang', 'de', '--json']);
    expect(JSON.parse(within.stdout).rules.map((r: { number: string }) => r.number)).toEqual([
      '807.4e',
      '807.4',
      '807.4a',
      '807.4b',
      '807.4c',
      '807.4d',
      '807.4f',
      '807.4g',
      '807.4h',
      '807.4i',
      '807.4j',
    ]);
    const missing = await runCli(['rule', '899.1', '899.1']);
    expect(missing.stderr.match(/^error /gm)).toHaveLength(1);
  });

  it("indents a rule's later paragraphs under its first, piped and on a terminal", async () => {
    const piped = await runCli(['rule', '810.7b', '--lang', 'en']);
    expect(
      piped.stdout
        .split('\n')
        .slice(2, 5)
        .map((line) => line.slice(0, 20)),
    ).toEqual(['810.7b Any one-shot ', '       Any character', '       All other cas']);
    const wrapped = await runCli(['rule', '805.10', '--lang', 'all'], { NO_COLOR: '1', PAGER: '' }, terminal(80, 1000));
    const lines = wrapped.stdout.split('\n');
    const first = lines.findIndex((line) => line.startsWith('810.7b '));
    const rest = lines.slice(first + 1, lines.indexOf('', first));
    expect(rest.filter((line) => !line.startsWith('  Counterparts'))).toSatisfy((body: string[]) =>
      body.every((line) => line.startsWith('       ') && line[7] !== ' '),
    );
  });

  it('shows a whole section with its title', async () => {
    const run = await runCli(['rule', '803', '--lang', 'de']);
    expect(run.stdout.split('\n')[0]).toBe('803. Optionen Links angreifen und Rechts angreifen  German 2024-03-08');
    expect(run.stdout.match(/^803\.\S+ /gm)).toEqual(['803.1 ', '803.1a ', '803.1b ']);
  });

  it("shows a section's heading once for each run of its rules from one edition", async () => {
    const run = await runCli(['rule', '807.4e', '807.4f', '807.4g', '803.1', '807.4h']);
    expect(run.stdout.split('\n').filter((line) => /^\d{3}\. /.test(line))).toEqual([
      '807. Grand Melee Variant  English 2011-02-04',
      '803. Attack Left and Attack Right Options  English 2011-02-04',
      '807. Grand Melee Variant  English 2011-02-04',
    ]);
    expect(run.stdout.match(/^807\.4[efgh] /gm)).toEqual(['807.4e ', '807.4f ', '807.4g ', '807.4h ']);
    // With --lang all each rule's counterparts come between: each rule has its heading again.
    const all = await runCli(['rule', '807.4e', '807.4f', '--lang', 'all']);
    expect(all.stdout.match(/^807\. .+ {2}German 2024-03-08$/gm)).toHaveLength(2);
  });

  it('gives the JSON of the contract, counterparts matched by meaning', async () => {
    const run = await runCli(['rule', '800.6', '--lang', 'de', '--json']);
    const [rule] = JSON.parse(run.stdout).rules;
    expect(rule).toMatchObject({
      number: '800.6',
      lang: 'de',
      edition: '2024-03-08',
      section: '800',
      sectionTitle: 'Allgemeines',
      examples: [],
      counterparts: [{ lang: 'en', edition: '2011-02-04', number: '800.5' }],
    });
    expect(rule.text).toMatch(/^In einer Mehrspielerpartie zählt der erste Mulligan/);
    expect(JSON.parse(run.stdout).schemaVersion).toBe(1);
  });

  it('warns where the same number is a different rule in another edition', async () => {
    const run = await runCli(['rule', '800.6', '--lang', 'en']);
    expect(run.stdout).toContain(
      '  Note: In German 2024, 800.6 is the mulligan rule; the first-turn draw step is 800.7 there.\n',
    );
  });

  it('with --lang all gives the newest edition first, then each counterpart under its own number', async () => {
    const run = await runCli(['rule', '805.10f', '--lang', 'all', '--json']);
    const rules = JSON.parse(run.stdout).rules.map((r: { lang: string; number: string }) => `${r.lang} ${r.number}`);
    expect(rules).toEqual(['it 805.10f', 'de 805.10g', 'en 810.7f']);
  });

  it('says which edition a rule exists in only', async () => {
    const run = await runCli(['rule', '810.8d', '--lang', 'de']);
    expect(run.stdout).toContain(
      'Counterparts: English 2011-02-04: no such rule — this rule exists only in German 2024-03-08',
    );
  });

  it('exits 1 for an unknown number, naming the nearest and where the rule went', async () => {
    const run = await runCli(['rule', '810.11', '--lang', 'en']);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'error rule/not-found: English 2011-02-04 has no rule 810.11',
        '  = nearest in English 2011-02-04: 810.1, 810.2, 810.10, 811.1',
        '  = In German 2024, 810.11 is Two-Headed Giant with larger teams; in English 2011 that rule is 810.10.',
        '',
      ].join('\n'),
    });
  });

  it('exits 1 where a language does not cover the section', async () => {
    const run = await runCli(['rule', '807.4e', '--lang', 'it']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'error rule/not-found: Italian 2025-09-19 has no rule 807.4e\n' +
        '  = the Italian 2025-09-19 text covers only 805, not 807; try another --lang, or --lang all\n',
    );
  });

  it('exits 2 for what is not a number, and for an unknown language', async () => {
    expect((await runCli(['rule', 'priority'])).code).toBe(2);
    const run = await runCli(['rule', '807.4e', '--lang', 'fr']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "mtg-judge: option '--lang [lang]' argument 'fr' is invalid. Allowed choices are en, de, it, all.\n",
    );
  });

  it('takes its default language from the locale', async () => {
    const run = await runCli(['rule', '807.4a'], { LANG: 'de_DE.UTF-8' });
    expect(run.stdout).toContain('807.4a Es gibt eine Zugmarke für alle vollen vier Spieler in der Partie.');
  });

  it('suggests the command a typo meant', async () => {
    const run = await runCli(['rul', '807']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("mtg-judge: unknown command 'rul'\n(Did you mean rule?)\n");
  });
});
