import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli, scenarioFile } from './run-cli.js';

const WINS_2024 = `edition: 2024
variant: free-for-all
options: {range: 1}
seats: [Alex, Bianca, Carol, Dave, Eve]
questions:
  - {id: alex-wins, ask: wins, player: Alex, expect: [Bianca, Eve]}
`;

describe('mtg-judge eval', () => {
  it("shows the answer, its reasoning and the cited rules in the reader's language", async () => {
    const run = await runCli(['eval', scenarioFile(WINS_2024)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✓ alex-wins (wins): [Bianca, Eve]\n');
    // The 2024 win rule is 801.14; an English reader sees the 2011 text, which numbered it 801.16.
    expect(run.stdout).toContain(
      '  801.16 [English 2011-02-04]\n    (801.14 in German 2024-03-08; 801.16 in English 2011-02-04)\n',
    );
  });

  it('shows the German 2024 text to a German reader, under the cited number', async () => {
    const run = await runCli(['eval', scenarioFile(WINS_2024), '--lang', 'de']);
    expect(run.stdout).toContain(
      '  801.14 [German 2024-03-08]\n    Wenn ein Effekt angibt, dass ein Spieler das Spiel gewinnt,',
    );
  });

  it('gives the JSON of the contract', async () => {
    const run = await runCli(['eval', scenarioFile(WINS_2024), '--json']);
    const document = JSON.parse(run.stdout);
    expect(document.schemaVersion).toBe(1);
    expect(document.answers).toEqual([
      expect.objectContaining({
        id: 'alex-wins',
        ask: 'wins',
        answer: ['Bianca', 'Eve'],
        expect: ['Bianca', 'Eve'],
        ok: true,
      }),
    ]);
    expect(document.answers[0].citations).toContain('801.14');
    expect(document.answers[0].explanation.length).toBeGreaterThan(0);
  });

  it('exits 2 with file:line:col for an unknown player, and no stack trace', async () => {
    const file = scenarioFile(
      'seats: [Alex, Bianca, Carol]\nquestions:\n  - ask: range-of-influence\n    player: Bianka\n',
    );
    const run = await runCli(['eval', file]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `${file}:4:13 error scenario/unknown-player: "Bianka" is not seated at this table.\n` +
        '  4 |     player: Bianka\n' +
        '    |             ^^^^^^\n' +
        '  = did you mean "Bianca"?\n',
    );
  });

  it('reads a file saved as UTF-16 with a byte order mark, as Windows Notepad saves "Unicode"', async () => {
    const utf16 = Buffer.from(`\ufeff${WINS_2024.replace(/\n/g, '\r\n')}`, 'utf16le');
    const run = await runCli(['eval', scenarioFile(utf16)]);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toContain('✓ alex-wins (wins): [Bianca, Eve]\n');
  });

  it('shows the line of a file in another encoding, and how to convert it', async () => {
    const file = scenarioFile(Buffer.from('name: Partie bei M\xfcller\nseats: [Alex, Bianca, Carol]\n', 'latin1'));
    const run = await runCli(['eval', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `${file}:1:19 error scenario/encoding: The file is not saved as UTF-8: the character shown as \ufffd is in another encoding.\n` +
        '  1 | name: Partie bei M\ufffdller\n' +
        '    |                   ^\n' +
        `  = save the file as UTF-8, e.g. iconv -f latin1 -t utf-8 ${file} > ${file}.utf8\n`,
    );
  });

  it('exits 2 for one misspelt key, with one error where the fix goes', async () => {
    const file = scenarioFile(
      'variant: two-headed-giant\nseets:\n  - {name: Ann, team: Sun}\n  - {name: Ben, team: Sun}\n' +
        'startingTeam: Sun\nquestions:\n  - {ask: primary-player, team: Sun, expect: Ann}\n',
    );
    const run = await runCli(['eval', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `${file}:2:1 error scenario/unknown-key: Unknown key "seets" in the scenario, which has no "seats".\n` +
        '  2 | seets:\n' +
        '    | ^^^^^\n' +
        '  = did you mean "seats"?\n',
    );
  });

  it('exits 2 for a list never closed, pointing at its "["', async () => {
    const file = scenarioFile('variant: free-for-all\nseats: [Ann, Ben, Cal\nquestions:\n  - ask: lost\n');
    const run = await runCli(['eval', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `${file}:2:8 error yaml/syntax: The list that "[" begins here is never closed.\n` +
        '  2 | seats: [Ann, Ben, Cal\n' +
        '    |        ^\n' +
        '  = close it with "]": seats: [Ann, Ben, Cal]\n',
    );
  });
});

describe('mtg-judge check', () => {
  it('exits 0 when every expectation holds, 1 when an answer differs, 2 for an invalid file', async () => {
    expect((await runCli(['check', scenarioFile(WINS_2024)])).code).toBe(0);
    const wrong = await runCli(['check', scenarioFile(WINS_2024.replace('[Bianca, Eve]', '[Bianca]'))]);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toContain('      expected: [Bianca]\n      actual:   [Bianca, Eve]\n');
    expect((await runCli(['check', scenarioFile('seats: [Alex\n')])).code).toBe(2);
  });

  it('reports JUnit and GitHub annotations', async () => {
    const file = scenarioFile(WINS_2024);
    expect((await runCli(['check', file, '--reporter', 'junit'])).stdout).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /,
    );
    const broken = scenarioFile('seats: [Alex, Bianca]\nquestions:\n  - {ask: wins, player: Zed}\n');
    expect((await runCli(['check', broken, '--reporter', 'github'])).stdout).toContain(
      `::error file=${broken},line=3,col=`,
    );
  });

  it('rejects an unknown reporter as a usage error', async () => {
    const run = await runCli(['check', 'scenarios', '--reporter', 'tap']);
    expect(run.code).toBe(2);
  });

  it('refuses --json beside another --reporter, naming both; --json is --reporter json', async () => {
    const file = scenarioFile(WINS_2024);
    for (const argv of [
      ['--json', '--reporter', 'junit'],
      ['--reporter', 'github', '--json'],
    ]) {
      const reporter = argv[argv.indexOf('--reporter') + 1];
      const run = await runCli(['check', file, ...argv]);
      expect(run).toEqual({
        code: 2,
        stdout: '',
        stderr: `error usage: --json and --reporter ${reporter} ask for two different outputs\n  = give one of them: --json is the same as --reporter json\n`,
      });
    }
    // The default reporter is no contradiction, and neither is saying the same thing twice.
    const json = await runCli(['check', file, '--json']);
    expect(json.code).toBe(0);
    expect((await runCli(['check', file, '--json', '--reporter', 'json'])).stdout).toBe(json.stdout);
    expect((await runCli(['check', file, '--json', '--reporter', 'pretty'])).code).toBe(2);
  });
});

describe('mtg-judge schema', () => {
  it('prints draft-07 JSON Schema with every question kind', async () => {
    const run = await runCli(['schema']);
    const schema = JSON.parse(run.stdout);
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(run.stdout).toContain('"turn-marker-count"');
  });
});

describe('the fuzzer fixture: every player leaves a Grand Melee (issue 13)', () => {
  const FIXTURE = 'test/fixtures/refused-tables/grand-melee-everyone-leaves.yaml';

  it('check passes it at once: its one question pins table/game-over', async () => {
    const run = await runCli(['check', FIXTURE]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✓ count (turn-marker-count): {error: table/game-over}');
  });

  it('eval answers it at once', async () => {
    const run = await runCli(['eval', FIXTURE]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Event 9 comes after the game ended');
  });

  it('table refuses it with exit 2, naming the file, the event and the rule', async () => {
    const run = await runCli(['table', FIXTURE]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^test\/fixtures\/refused-tables\/grand-melee-everyone-leaves\.yaml:17:5 error table\/game-over: Event 9 comes after the game ended: only P8 is left in the game, so P8 won when the others left \(104\.2a\)/,
    );
  });
});

describe('the kinds of 801 and the mulligan in every reporter', () => {
  const FILES = [
    'scenarios/own/can-target-mixed-ranges-2024.yaml',
    'scenarios/own/can-activate-range-1-2024.yaml',
    'scenarios/own/triggers-mixed-ranges-2024.yaml',
    'scenarios/own/stays-attached-control-returns-equipment-2024.yaml',
    'scenarios/own/affected-mixed-ranges-2024.yaml',
    'scenarios/own/uniqueness-legend-same-controller-2011.yaml',
    'scenarios/examples/801.17-restart-range-1-2024.yaml',
    'scenarios/own/mulligan-2hg-house-rules-2024.yaml',
    'scenarios/own/can-deploy-emperor-2024.yaml',
  ];

  it('check --reporter json: every file passes, each kind answered', async () => {
    const run = await runCli(['check', ...FILES, '--reporter', 'json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ passed: 9, failed: 0, invalid: 0 });
    const asks = new Set(json.files.flatMap((f: { answers: { ask: string }[] }) => f.answers.map((a) => a.ask)));
    for (const ask of ['can-target', 'can-activate', 'triggers', 'stays-attached', 'affected'])
      expect(asks.has(ask)).toBe(true);
    for (const ask of ['uniqueness-rules', 'restart', 'mulligan', 'can-deploy']) expect(asks.has(ask)).toBe(true);
  });

  it('check --reporter junit and github: nothing fails, nothing to annotate', async () => {
    const junit = await runCli(['check', ...FILES, '--reporter', 'junit']);
    expect(junit.code).toBe(0);
    expect(junit.stdout).toMatch(/<testsuites name="mtg-judge check" tests="\d+" failures="0" errors="0" skipped="0">/);
    const github = await runCli(['check', ...FILES, '--reporter', 'github']);
    expect(github.stdout).toBe('9 passed, 0 failed, 0 invalid\n');
  });

  it('eval: the mulligan under the house rules, citing the rule it replaces', async () => {
    const run = await runCli(['eval', 'scenarios/own/mulligan-2hg-house-rules-2024.yaml']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✓ third (mulligan): {draw: 7, bottom: 1}');
    expect(run.stdout).toContain(
      'House rule 4 (Magic Mittwoch): two mulligans to seven cards; the official rule 800.6 makes only the first mulligan free',
    );
  });
});

describe('the combat and exile kinds in every reporter', () => {
  const FILES = [
    'scenarios/own/2hg-combat-words-2024.yaml',
    'scenarios/own/2hg-combat-words-2011.yaml',
    'scenarios/own/leave-game-exiled-until-2024.yaml',
  ];
  const failing = () =>
    scenarioFile(
      readFileSync('scenarios/own/2hg-combat-words-2011.yaml', 'utf8').replace(
        '{id: goblin-guide, ask: defending-player, creature: Goblin Guide, expect: [Cat, Dan]}',
        '{id: goblin-guide, ask: defending-player, creature: Goblin Guide, expect: [Cat]}',
      ),
    );

  it('check --reporter json: each kind answered, with its citations', async () => {
    const run = await runCli(['check', ...FILES, '--reporter', 'json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ passed: 3, failed: 0, invalid: 0 });
    const answers = json.files.flatMap((f: { answers: { ask: string }[] }) => f.answers);
    for (const ask of ['defending-player', 'attacking-player', 'active-player-ref', 'leave-game'])
      expect(answers.some((a: { ask: string }) => a.ask === ask)).toBe(true);
    expect(answers.find((a: { id: string }) => a.id === 'wall-blocks-both')).toMatchObject({
      ask: 'attacking-player',
      answer: ['Ann', 'Ben'],
      ok: true,
      citations: ['805.10d', '805.10a', '805.10c'],
    });
  });

  it('check, pretty and junit: a wrong expect fails and says what differs', async () => {
    const file = failing();
    const pretty = await runCli(['check', file]);
    expect(pretty.code).toBe(1);
    expect(pretty.stdout).toContain('✗ goblin-guide (defending-player)');
    expect(pretty.stdout).toContain('in the answer but not expected: Dan');
    const junit = await runCli(['check', file, '--reporter', 'junit']);
    expect(junit.code).toBe(1);
    expect(junit.stdout).toMatch(
      /<testcase [^>]*name="goblin-guide \(defending-player\)"[^>]*>\s*<failure message="expected \[Cat\], got \[Cat, Dan\]"/,
    );
  });

  it('check --reporter github: an annotation on the question that fails', async () => {
    const file = failing();
    const run = await runCli(['check', file, '--reporter', 'github']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^::error file=.*,line=33,col=\d+,title=mtg-judge check%3A goblin-guide \(defending-player\)::expected \[Cat\], got \[Cat, Dan\]/m,
    );
    const clean = await runCli(['check', ...FILES, '--reporter', 'github']);
    expect(clean.stdout).toBe('3 passed, 0 failed, 0 invalid\n');
  });

  it('eval: the 2011 Two-Headed Giant answer names 810.7b and the reading', async () => {
    const run = await runCli(['eval', 'scenarios/own/2hg-combat-words-2011.yaml']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✓ goblin-guide (defending-player): [Cat, Dan]');
    expect(run.stdout).toContain('[reading: 2hg-attacks-the-team-2011]');
    expect(run.stdout).toContain(
      `· "Defending player" in its ability means one of the two defending players, whichever the ability's controller chooses: Cat or Dan (810.7b)`,
    );
  });
});

describe('triggers, skips and control of turns in every reporter', () => {
  const FILES = [
    'scenarios/own/trigger-count-2hg-2024.yaml',
    'scenarios/own/skips-2hg-house-rules-turn-2011.yaml',
    'scenarios/own/controls-2hg-house-rules-2024.yaml',
    'scenarios/own/turns-gm-next-turn-2024.yaml',
  ];

  it('check --reporter json: every file passes, each kind answered', async () => {
    const run = await runCli(['check', ...FILES, '--reporter', 'json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ passed: 4, failed: 0, invalid: 0 });
    const asks = new Set(json.files.flatMap((f: { answers: { ask: string }[] }) => f.answers.map((a) => a.ask)));
    for (const ask of ['trigger-count', 'skips', 'controls', 'next-turn']) expect(asks.has(ask)).toBe(true);
  });

  it('check --reporter junit and github: nothing fails, nothing to annotate', async () => {
    const junit = await runCli(['check', ...FILES, '--reporter', 'junit']);
    expect(junit.code).toBe(0);
    expect(junit.stdout).toMatch(/<testsuites name="mtg-judge check" tests="\d+" failures="0" errors="0" skipped="0">/);
    const github = await runCli(['check', ...FILES, '--reporter', 'github']);
    expect(github.stdout).toBe('4 passed, 0 failed, 0 invalid\n');
  });

  it('eval: house rules 22 and 23, each citing the rule it replaces', async () => {
    const skipped = await runCli(['eval', 'scenarios/own/skips-2hg-house-rules-turn-2011.yaml']);
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toContain('✓ taking-turn (taking-turn): [Dan]');
    expect(skipped.stdout).toContain(
      'House rule 22 (Magic Mittwoch): Chronatog makes Cat skip the turn alone; Cat takes no part in it and is a nonactive player. The official rule 805.8 has team Moon skip it',
    );
    const controlled = await runCli(['eval', 'scenarios/own/controls-2hg-house-rules-2024.yaml']);
    expect(controlled.stdout).toContain('✓ ann-controls (controls): [Cat]');
    expect(controlled.stdout).toContain(
      "House rule 23 (Magic Mittwoch): Ann takes over Cat's turn only; the official rule 805.8 gives Ann the whole team",
    );
  });

  it('eval --json: trigger-count under 2011 is refused where 805.4d would decide', async () => {
    const run = await runCli(['eval', 'scenarios/own/trigger-count-2hg-2011.yaml', '--json']);
    const answers = JSON.parse(run.stdout).answers;
    expect(answers[0]).toMatchObject({ id: 'howling-mine', answer: { error: 'question/not-in-edition' }, ok: true });
    expect(answers.find((a: { id: string }) => a.id === 'bloodchief-ascension')).toMatchObject({ answer: 1, ok: true });
  });
});
