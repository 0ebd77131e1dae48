// A flag means what it says, or is refused: each command takes the common flags it uses.
// --edition rules the same table under other rules; table --json gives the table as data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { freshHome } from './store-helpers.js';

const COAT_2024 = 'scenarios/examples/801.11-coat-of-arms-2-2024.yaml';
const COAT_2011 = 'scenarios/examples/801.11-coat-of-arms-2-2011.yaml';
const TWO_HEADED = 'scenarios/own/2hg-both-teams-at-zero-2024.yaml';

describe('flags a command does not use', () => {
  it.each([
    [['check', 'scenarios/examples', '--lang', 'de'], 'check does not use --lang', 'check takes --edition, --json'],
    [['table', TWO_HEADED, '--lang', 'en'], 'table does not use --lang', 'table takes --edition, --json'],
    [['ask', '--json'], 'ask does not use --json', 'ask takes --lang, --edition'],
    [['schema', '--edition', '2011'], 'schema does not use --edition', 'schema takes --json'],
    [['glossary', 'Vorrang', '--edition', '2024'], 'glossary does not use --edition', 'glossary takes --lang, --json'],
    [['import', 'x.txt', '--edition', '2026'], 'import does not use --edition', 'import takes --lang, --json'],
  ])('%j is refused with exit 2', async (argv, message, takes) => {
    const run = await runCli(argv);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`error usage: ${message}\n  = ${takes}, --no-color, --no-pager\n`);
  });

  it('are not in the help of the command', async () => {
    const help = (await runCli(['check', '--help'])).stdout;
    expect(help).not.toContain('--lang');
    expect(help).toContain('--edition <edition>');
    expect(help).toContain('--no-pager');
  });

  it('--no-color and --no-pager are taken everywhere', async () => {
    expect((await runCli(['schema', '--no-color', '--no-pager'])).code).toBe(0);
  });
});

describe('--edition on a scenario', () => {
  it('eval rules the table under the rules it names, overriding the file, and says so', async () => {
    const run = await runCli(['eval', COAT_2024, '--edition', '2011', '--lang', 'en']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[1]).toBe("801.11 Coat of Arms, Rob's creatures (2024) (2011 rules, free-for-all)");
    expect(lines[2]).toBe('ruled under the 2011 rules by --edition; the file says 2024');
    // The 2024 file's table under the 2011 rules answers as the 2011 file does (801.11).
    expect(run.stdout).toContain('✗ coat-for-rob (information-range): [Rob, Alex]');
    const json = JSON.parse((await runCli(['eval', COAT_2024, '--edition', 'en-2011', '--json'])).stdout);
    const same = JSON.parse((await runCli(['eval', COAT_2011, '--json'])).stdout);
    expect(json).toMatchObject({ edition: '2011', fileEdition: '2024' });
    expect(json.answers[0].answer).toEqual(same.answers[0].answer);
    expect(json.answers[0].citations).toEqual(same.answers[0].citations);
  });

  it('check rules every file under it, says so, and fails an expect written for the other rules', async () => {
    const run = await runCli(['check', COAT_2024, '--edition', '2011-02-04']);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      `FAIL ${COAT_2024}`,
      '  ruled under the 2011 rules by --edition; the file says 2024',
    ]);
    const json = JSON.parse((await runCli(['check', COAT_2024, '--edition', '2011', '--json'])).stdout);
    expect(json.files[0]).toMatchObject({ status: 'failed', edition: '2011', fileEdition: '2024' });
    const github = (await runCli(['check', COAT_2024, '--edition', '2011', '--reporter', 'github'])).stdout;
    expect(github.split('\n')[0]).toBe(
      `::notice file=${COAT_2024.replace(/:/g, '%3A')},title=mtg-judge --edition::ruled under the 2011 rules by --edition; the file says 2024`,
    );
    const same = await runCli(['check', COAT_2011, '--edition', '2011']);
    expect(same.code).toBe(0);
    expect(same.stdout.split('\n')[1]).toBe('  ruled under the 2011 rules by --edition; as the file does');
  });

  it('table shows the table under it: 2011 Two-Headed Giant teams share life but not poison (810.5)', async () => {
    const run = await runCli(['table', TWO_HEADED, '--edition', '2011']);
    expect(run.stdout.split('\n')[1]).toBe('ruled under the 2011 rules by --edition; the file says 2024');
    const json = JSON.parse((await runCli(['table', TWO_HEADED, '--edition', '2011', '--json'])).stdout);
    expect(json).toMatchObject({ edition: '2011', fileEdition: '2024' });
    expect(json.poison).toEqual([
      { player: 'Ann', total: 0 },
      { player: 'Ben', total: 0 },
      { player: 'Cat', total: 0 },
      { player: 'Dan', total: 0 },
    ]);
  });

  it('a value that names no rules a table can be ruled by is exit 2, listing those there are', async () => {
    const run = await runCli(['eval', COAT_2024, '--edition', '2026'], { MTG_JUDGE_HOME: freshHome() });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'error usage/unknown-edition: --edition 2026 names no shipped edition, and no edition of 2026 is imported\n' +
        '  = add it with: mtg-judge import FILE, where FILE is an official Comprehensive Rules text of 2026 (magic.wizards.com/en/rules)\n' +
        '  = --edition 2011: the 2011 rules (English 2011-02-04; also en-2011 or 2011-02-04)\n' +
        '  = --edition 2024: the 2024 rules (German 2024-03-08; also de-2024 or 2024-03-08)\n',
    );
    expect((await runCli(['check', COAT_2024, '--edition', 'en-2024'], { MTG_JUDGE_HOME: freshHome() })).code).toBe(2);
  });
});

describe('table --json', () => {
  it('gives seats, teams, markers, ranges, life and poison', async () => {
    const run = await runCli(['table', TWO_HEADED, '--json']);
    expect(run.code).toBe(0);
    const table = JSON.parse(run.stdout);
    expect(table).toMatchObject({ schemaVersion: 1, file: TWO_HEADED, variant: 'two-headed-giant', edition: '2024' });
    expect(table.seats[0]).toEqual({ seat: 1, player: 'Ann', team: 'Sun', range: 'unlimited', takingTurn: true });
    expect(table.teams).toEqual([
      { team: 'Sun', players: ['Ann', 'Ben'] },
      { team: 'Moon', players: ['Cat', 'Dan'] },
    ]);
    expect(table.markers).toEqual([]);
    expect(table.ranges.Cat).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    // 810.4: a shared life total per team; the file starts them at 4 and 3, then 2 damage to each player.
    expect(table.life).toEqual([
      { team: 'Sun', players: ['Ann', 'Ben'], total: 0 },
      { team: 'Moon', players: ['Cat', 'Dan'], total: -1 },
    ]);
    expect(table.poison).toEqual([
      { team: 'Sun', players: ['Ann', 'Ben'], total: 0 },
      { team: 'Moon', players: ['Cat', 'Dan'], total: 0 },
    ]);
  });

  it('gives Grand Melee turn markers, departures and ranges as of the turn', async () => {
    const table = JSON.parse((await runCli(['table', 'scenarios/spec-first-example.yaml', '--json'])).stdout);
    // 807.4e: Carol leaves, so marker 1, to her right, is designated for removal.
    expect(table.markers).toEqual([
      { marker: 1, holder: 'Alex', designatedForRemoval: 1 },
      { marker: 2, holder: 'Eve', designatedForRemoval: 0 },
      { marker: 3, holder: 'Ida', designatedForRemoval: 0 },
    ]);
    expect(table.seats[2]).toEqual({ seat: 3, player: 'Carol', range: 1, takingTurn: false, left: 'this-turn' });
    // 807.4h: Dave does not enter Bianca's range before the next turn begins.
    expect(table.ranges.Bianca).toEqual(['Alex', 'Bianca']);
    expect(table.ranges.Carol).toBeUndefined();
    expect(table.life[0]).toEqual({ player: 'Alex', total: 20 });
  });
});

describe('check paths', () => {
  it('expands a quoted glob', async () => {
    const run = await runCli(['check', 'scenarios/examples/801.11-*.yaml', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).files.map((f: { file: string }) => f.file)).toEqual([
      'scenarios/examples/801.11-coat-of-arms-1-2011.yaml',
      'scenarios/examples/801.11-coat-of-arms-1-2024.yaml',
      'scenarios/examples/801.11-coat-of-arms-2-2011.yaml',
      'scenarios/examples/801.11-coat-of-arms-2-2024.yaml',
    ]);
  });

  it('exits 2 for a folder with no scenario files, saying so', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'mtg-judge-empty-'));
    const run = await runCli(['check', empty]);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(
      `${empty} error io/no-scenarios: The folder "${empty}" holds no *.yaml or *.yml files.`,
    );
    expect(run.stdout).toContain('0 passed, 0 failed, 1 invalid');
  });
});
