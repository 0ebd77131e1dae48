import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { runCli, terminal } from './run-cli.js';

const LIFE_AND_POISON = 'scenarios/own/2hg-life-and-poison-2024.yaml';

function scenarioFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mtg-judge-table-')), 'table.yaml');
  writeFileSync(file, text);
  return file;
}

/** The lines of a section, from its heading to the blank line after it. */
function section(stdout: string, heading: string): string[] {
  const lines = stdout.split('\n');
  const from = lines.findIndex((line) => line.startsWith(heading));
  expect(from, `no section ${heading}`).toBeGreaterThan(0);
  const to = lines.indexOf('', from);
  return lines.slice(from, to < 0 ? undefined : to);
}

describe('mtg-judge table', () => {
  it('draws the seats, turn markers, departures and ranges after the events', async () => {
    const run = await runCli(['table', 'scenarios/spec-first-example.yaml']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.slice(2, 6)).toEqual([
      'seat  player  team  role  range',
      '   1  Alex                1      taking a turn · marker 1 (designated for removal, 807.4e)',
      '   2  Bianca              1',
      '   3  Carol               1      left this turn: the seat counts until the next turn (801.2c)',
    ]);
    // 807.4h: Carol's neighbours do not enter each other's range before the next turn.
    expect(lines).toContain('  Bianca  Alex, Bianca');
    expect(lines).toContain('  Dave    Dave, Eve');
  });

  it('shows each object where its controller sits, and its attachment across the seats', async () => {
    const run = await runCli(['table', 'scenarios/own/stays-attached-aura-graft-then-next-turn-2024.yaml']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const from = lines.indexOf('Objects (801.2d: an object is within range where its controller is)');
    expect(lines.slice(from + 1, from + 5)).toEqual([
      "  Dee's Bear       Dee's, seat 3",
      "  Holy Strength    in Alex's graveyard after event 1 (800.4a, 801.2d, 801.8, 801.2c, 704.5m), was attached to Dee's Bear",
      "  Gus's Bear       Gus's, seat 6",
      "  Unholy Strength  Alex's, seat 1 · attached to Gus's Bear (Gus's), 1 seat from Alex",
    ]);
  });

  it('shows the skips and the control of turns still to come', async () => {
    const run = await runCli(['table', 'scenarios/own/skips-2hg-house-rules-2024.yaml']);
    expect(run.code).toBe(0);
    // House rule 22: each skip is the player's alone, where 805.8 would give it to team Moon.
    expect(section(run.stdout, 'Skips and control of turns')).toEqual([
      'Skips and control of turns (614.10, 805.8, 720.1)',
      '  Chronatog        Cat skips the next turn · alone: House rule 22 (Magic Mittwoch)',
      '  Brine Elemental  Cat skips the next untap step · alone: House rule 22 (Magic Mittwoch)',
      '  Brine Elemental  Dan skips the next untap step · alone: House rule 22 (Magic Mittwoch)',
    ]);
    const controlled = await runCli(['table', 'scenarios/own/controls-2hg-mindslaver-2011.yaml']);
    // 805.8 (2011): the controller of the effect controls the affected player's team; 711.1.
    expect(section(controlled.stdout, 'Skips and control of turns')).toEqual([
      'Skips and control of turns (614.10, 805.8, 711.1)',
      '  Mindslaver  Ann controls team Moon (Cat, Dan) during their next turn',
    ]);
  });

  it('--json: the skips waiting and the control effects that work', async () => {
    const run = await runCli(['table', 'scenarios/own/skips-2hg-brine-elemental-2024.yaml', '--json']);
    const json = JSON.parse(run.stdout);
    expect(json.skips).toEqual([
      { by: 'Brine Elemental', what: 'untap', team: 'Moon', named: ['Cat', 'Dan'] },
      { by: 'Stasis', what: 'untap', team: 'Sun', named: ['Ann', 'Ben'] },
      { by: 'Stasis', what: 'untap', team: 'Moon', named: ['Cat', 'Dan'] },
    ]);
    expect(json.control).toEqual([]);
    const controlled = JSON.parse(
      (await runCli(['table', 'scenarios/own/controls-ffa-turn-in-progress-2024.yaml', '--json'])).stdout,
    );
    expect(controlled.control).toEqual([
      { by: 'Mindslaver', controller: 'Alex', players: ['Bianca'], turn: 'in-progress' },
    ]);
  });

  it('exits 2 with file:line:col for an impossible table', async () => {
    const run = await runCli(['table', 'test/fixtures/refused-tables/split-team-shared-turns.yaml']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^test\/fixtures\/refused-tables\/split-team-shared-turns\.yaml:\d+:\d+ error table\/team-not-together: /,
    );
  });

  it("shows each Two-Headed Giant team's shared life total and poison counters (810.4, 810.10)", async () => {
    const run = await runCli(['table', LIFE_AND_POISON]);
    expect(run.code).toBe(0);
    expect(section(run.stdout, 'Life')).toEqual([
      'Life and poison counters (a team shares both, 810.4, 810.10)',
      '  Sun   life 30',
      '  Moon  life 20  poison 4',
    ]);
    // The same totals as --json gives.
    const json = JSON.parse((await runCli(['table', LIFE_AND_POISON, '--json'])).stdout);
    expect(json.life.map((pool: { total: number }) => pool.total)).toEqual([30, 20]);
    expect(json.poison.map((pool: { total: number }) => pool.total)).toEqual([0, 4]);
  });

  it('in 2011 a team shares its life but each player keeps their own poison counters (810.5)', async () => {
    const run = await runCli(['table', LIFE_AND_POISON, '--edition', '2011']);
    expect(section(run.stdout, 'Life')).toEqual([
      'Life and poison counters (a team shares life, 810.4, not poison, 810.5)',
      '  Sun   life 30',
      '  Moon  life 20  poison Carol 2, Dave 2',
    ]);
    // A house rule that shares them in 2011 is named.
    const house = await runCli(['table', 'scenarios/own/2hg-house-rules-poison-2011.yaml']);
    expect(section(house.stdout, 'Life')[0]).toBe(
      'Life and poison counters (a team shares both, 810.4, house rule 33)',
    );
  });

  it("shows each player's own totals elsewhere, for those still in the game; one line when all are alike", async () => {
    const file = scenarioFile(
      [
        'variant: free-for-all',
        'options: {attack: left}',
        'seats: [Alex, Bianca, Carol, Dave]',
        'turn: {active: [Alex]}',
        'events:',
        '  - damage: {player: [Alex, Bianca], amount: 3}',
        '  - poison: {player: Bianca, amount: 4}',
        '  - leave: Dave',
        '  - gainLife: {player: Alex, amount: 103}',
        'questions:',
        '  - {ask: lost}',
        '',
      ].join('\n'),
    );
    expect(section((await runCli(['table', file])).stdout, 'Life')).toEqual([
      'Life and poison counters',
      '  Alex    life 120',
      '  Bianca  life  17  poison 4',
      '  Carol   life  20',
    ]);
    expect(section((await runCli(['table', 'scenarios/spec-first-example.yaml'])).stdout, 'Life')).toEqual([
      'Life totals',
      '  every player  life 20',
    ]);
    expect(section((await runCli(['table', 'scenarios/examples/810.9-flame-rift-2024.yaml'])).stdout, 'Life')).toEqual([
      'Life totals (a team shares one, 810.4)',
      '  every team  life 22',
    ]);
  });

  it('says who holds a turn marker but waits, and for whom (807.4d, 807.4i)', async () => {
    const file = scenarioFile(
      [
        'variant: grand-melee',
        'seats: [Alex, Bianca, Carol, Dave, Eve, Fay, Gus, Hal]',
        'turnMarkers: {1: Alex, 2: Dave}',
        'turn: {active: [Dave]}',
        'questions:',
        '  - {ask: taking-turn, expect: [Dave]}',
        '',
      ].join('\n'),
    );
    const lines = (await runCli(['table', file])).stdout.split('\n');
    expect(lines[3]).toBe("   1  Alex                1      marker 1, waiting until Dave's marker 2 moves on (807.4d)");
    expect(lines[6]).toBe('   4  Dave                1      taking a turn · marker 2');
    const extra = (await runCli(['table', 'scenarios/own/gm-extra-turn-marker-on-left-2024.yaml'])).stdout;
    expect(extra).toContain(
      "   1  Alex                1      marker 1, waiting for an extra turn until Dave's marker 2 moves on (807.4i)",
    );
    // A second marker waits behind the first, whose turn is in progress (gm-two-markers).
    const two = (await runCli(['table', 'scenarios/own/gm-two-markers-2024.yaml'])).stdout;
    expect(two).toContain(
      '   2  Bianca              1      taking a turn · marker 2 · marker 1, waiting until the turn with marker 2 is over',
    );
  });

  it('fits 80 columns on a terminal, the notes wrapped in their column', async () => {
    for (const argv of [
      [LIFE_AND_POISON, '--edition', '2011'],
      ['scenarios/own/gm-extra-turn-marker-on-left-2024.yaml'],
    ]) {
      const run = await runCli(['table', ...argv], { NO_COLOR: '1', PAGER: '' }, terminal(80, 200));
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/poison Carol 2, Dave 2|waiting for an extra turn/);
      expect(Math.max(...run.stdout.split('\n').map((line) => stringWidth(line)))).toBeLessThanOrEqual(80);
    }
  });
});

describe('mtg-judge table: zones, exile and combat', () => {
  it('says where each object off the battlefield is, and what exiled a card', async () => {
    const run = await runCli(['table', 'scenarios/own/leave-game-exiled-until-2024.yaml']);
    expect(run.code).toBe(0);
    expect(section(run.stdout, 'Objects').slice(1)).toEqual([
      "  Banisher Priest  Alex's, seat 1",
      '  Grizzly Bears    in exile, exiled by Banisher Priest until it leaves the battlefield (610.3)',
      "  Fiend Hunter     Carol's, seat 3",
      '  Serra Angel      in exile, exiled by Fiend Hunter; its leaves-the-battlefield ability returns it',
      "  Lightning Bolt   in Eve's graveyard",
      "  Wrath of God     in Dave's hand",
    ]);
  });

  it('lists the attacks and blocks, and what has left combat since (506.4, 506.4c)', async () => {
    const run = await runCli(['table', 'scenarios/own/defending-player-ffa-2024.yaml']);
    expect(run.code).toBe(0);
    expect(section(run.stdout, 'Combat')).toEqual([
      'Combat (506–509; the defending player as each attack was declared)',
      "  Goblin Guide     Alex's, attacks Bianca (event 1) · out of combat: event 4 removed Goblin Guide from combat (506.4)",
      "  Raiding Schemer  Alex's, attacks Carol (event 2)",
      "  Ophidian         Alex's, attacks Jace (Carol's planeswalker) (event 3) · Jace is out of combat: attacks no one (506.4c)",
    ]);
    const blocks = await runCli(['table', 'scenarios/own/2hg-combat-words-2024.yaml']);
    expect(section(blocks.stdout, 'Combat').slice(3)).toEqual([
      "  Wall of Frost    Dan's, blocks Goblin Guide and Raiding Schemer (event 3)",
      "  Fog Bank         Cat's, blocks Goblin Guide (event 4)",
    ]);
  });

  it('--json: the objects with their zones and the combat as data', async () => {
    const run = await runCli(['table', 'scenarios/own/defending-player-ffa-2024.yaml', '--json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.objects.slice(2, 4)).toEqual([
      { name: 'Ophidian', owner: 'Alex', inGame: true, zone: 'battlefield', controller: 'Alex' },
      { name: 'Jace', owner: 'Dave', inGame: false },
    ]);
    expect(json.combat.attacks[0]).toEqual({
      creature: 'Goblin Guide',
      attackingPlayer: 'Alex',
      player: 'Bianca',
      defendingPlayer: 'Bianca',
      event: 1,
      outOfCombat: { event: 4, why: 'event 4 removed Goblin Guide from combat', rules: ['506.4'] },
    });
    expect(json.combat.attacks[2]).toMatchObject({ planeswalker: 'Jace', defendingPlayer: 'Carol', event: 3 });
    const exile = JSON.parse(
      (await runCli(['table', 'scenarios/own/leave-game-exiled-until-2024.yaml', '--json'])).stdout,
    );
    expect(exile.objects[1]).toEqual({
      name: 'Grizzly Bears',
      owner: 'Bianca',
      inGame: true,
      zone: 'exile',
      exiledBy: { object: 'Banisher Priest', returns: 'until' },
    });
    expect(exile.combat).toEqual({ attacks: [], blocks: [] });
  });
});

describe('mtg-judge table --svg', () => {
  const FIRST = 'scenarios/spec-first-example.yaml';

  it('writes one SVG document, kept whole on a terminal, and --edition is said in it', async () => {
    const piped = await runCli(['table', FIRST, '--svg']);
    expect(piped.code).toBe(0);
    expect(piped.stdout).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^\n]*>\n/);
    expect(piped.stdout.endsWith('</svg>\n')).toBe(true);
    const onTerminal = await runCli(['table', FIRST, '--svg', '--no-pager'], { NO_COLOR: '1' }, terminal(80, 24));
    expect(onTerminal.stdout).toBe(piped.stdout);
    const ruled = await runCli(['table', LIFE_AND_POISON, '--svg', '--edition', '2011']);
    expect(ruled.stdout).toContain('two-headed-giant, 2011 rules</text>');
    expect(ruled.stdout).toMatch(/>[^<]*2011[^<]*2024[^<]*<\/text>/);
  });

  it.each([
    [
      ['--svg', '--for', 'Bianka'],
      'error scenario/unknown-player: --for: "Bianka" is not seated at this table.\n  = did you mean "Bianca"?\n',
    ],
    [
      ['--svg', '--for', 'Carol'],
      'error question/player-has-left: --for: Carol has left the game, so they have no range of influence to shade (800.4a).\n' +
        '  = the players still in the game are Alex, Bianca, Dave, Eve, Fay, Gus, Hal, Ida, Jon, Kim, Lou\n',
    ],
    [
      ['--for', 'Dave'],
      "error usage: --for shades a player's range of influence in the picture: give it with --svg\n  = mtg-judge table FILE --svg --for PLAYER\n",
    ],
    [['--svg', '--json'], 'error usage: --svg and --json ask for two different outputs: give one of them\n'],
  ])('refuses %j with exit 2 and says why', async (argv, stderr) => {
    const run = await runCli(['table', FIRST, ...argv]);
    expect(run).toEqual({ code: 2, stdout: '', stderr });
  });

  it('reports a file it cannot read or an impossible table as table does', async () => {
    for (const file of ['no-such-table.yaml', 'test/fixtures/refused-tables/split-team-shared-turns.yaml']) {
      const [plain, svg] = [await runCli(['table', file]), await runCli(['table', file, '--svg', '--for', 'Alex'])];
      expect(svg).toEqual(plain);
      expect(svg.code).toBe(2);
    }
  });
});
