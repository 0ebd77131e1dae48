// The object key `cant` and its kinds through the commands: eval, check with every reporter,
// table as text and JSON, and bad input with file:line:col and exit 2.
import { describe, expect, it } from 'vitest';
import { runCli, scenarioFile } from './run-cli.js';

const KINDS = ['life-gained', 'life-lost', 'can-gain-life', 'can-lose-life', 'can-win', 'can-lose'];

const FILES = [
  'scenarios/examples/810.8a-platinum-angel-2011.yaml',
  'scenarios/examples/810.8a-platinum-angel-2024.yaml',
  'scenarios/own/2hg-platinum-emperion-2011.yaml',
  'scenarios/own/2hg-life-gained-each-player-2024.yaml',
];

// Two-Headed Giant, Ann controls Platinum Angel: Ben, her teammate, can't lose (810.8a). The
// second question expects the wrong answer.
const WRONG = `edition: 2024
variant: two-headed-giant
seats:
  - {name: Ann, team: Sun}
  - {name: Ben, team: Sun}
  - {name: Cat, team: Moon}
  - {name: Dan, team: Moon}
objects:
  - {name: Platinum Angel, owner: Ann, cant: [lose, opponents-win]}
events:
  - gainLife: {player: Ben, amount: 4}
questions:
  - {id: ann-gained, ask: life-gained, player: Ann, expect: 0}
  - {id: ben-can-lose, ask: can-lose, player: Ben, expect: true}
`;

describe('the "can\'t" kinds in every reporter', () => {
  it('check --reporter json: every file passes, each kind answered', async () => {
    const run = await runCli(['check', ...FILES, '--reporter', 'json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ passed: 4, failed: 0, invalid: 0 });
    const asks = new Set(json.files.flatMap((f: { answers: { ask: string }[] }) => f.answers.map((a) => a.ask)));
    expect(KINDS.filter((ask) => !asks.has(ask))).toEqual([]);
  });

  it('check --reporter junit and github, pretty: nothing fails', async () => {
    const junit = await runCli(['check', ...FILES, '--reporter', 'junit']);
    expect(junit.code).toBe(0);
    expect(junit.stdout).toMatch(/<testsuites name="mtg-judge check" tests="\d+" failures="0" errors="0" skipped="0">/);
    expect((await runCli(['check', ...FILES, '--reporter', 'github'])).stdout).toBe('4 passed, 0 failed, 0 invalid\n');
    expect((await runCli(['check', ...FILES])).stdout).toContain('✓ teammate-cant-lose (can-lose): false');
  });

  it('a wrong expect fails in each reporter', async () => {
    const file = scenarioFile(WRONG);
    const pretty = await runCli(['check', file]);
    expect(pretty.code).toBe(1);
    expect(pretty.stdout).toContain('  ✓ ann-gained (life-gained): 0\n  ✗ ben-can-lose (can-lose)\n');
    expect(pretty.stdout).toContain('      expected: true\n      actual:   false\n');
    const json = JSON.parse((await runCli(['check', file, '--json'])).stdout);
    expect(json.files[0].answers.map((a: { ask: string; ok: boolean }) => [a.ask, a.ok])).toEqual([
      ['life-gained', true],
      ['can-lose', false],
    ]);
    expect((await runCli(['check', file, '--reporter', 'junit'])).stdout).toContain('failures="1"');
    expect((await runCli(['check', file, '--reporter', 'github'])).stdout).toContain(
      `::error file=${file},line=14,col=60,`,
    );
  });

  it('eval --json: the answer, its citations and explanation', async () => {
    const run = await runCli(['eval', scenarioFile(WRONG), '--json']);
    const answers = JSON.parse(run.stdout).answers;
    expect(answers[1]).toMatchObject({
      ask: 'can-lose',
      answer: false,
      citations: ['109.5', '101.2', '810.8a', '104.3a', '810.8b'],
    });
  });
});

describe('table shows the "can\'t" effects in force', () => {
  it('text: each effect, whom it reaches, and the team that shares it', async () => {
    const run = await runCli(['table', 'scenarios/own/2hg-platinum-emperion-2024.yaml']);
    expect(run.stdout).toContain(
      `"Can't" effects in force (109.5: "you" is the object's controller)\n` +
        "  Platinum Emperion  Ann can't gain life · Ben too, on Ann's team (810.9g)\n" +
        "  Platinum Emperion  Ann can't lose life · Ben too, on Ann's team (810.9h)\n",
    );
  });

  it('JSON: one entry per effect', async () => {
    const run = await runCli(['table', 'scenarios/own/ffa-platinum-angel-range-1-2011.yaml', '--json']);
    expect(JSON.parse(run.stdout).cant).toEqual([
      { object: 'Platinum Angel', controller: 'Ann', cant: 'lose', reaches: ['Ann'], outOfRange: [], team: [] },
      {
        object: 'Platinum Angel',
        controller: 'Ann',
        cant: 'opponents-win',
        reaches: ['Ben', 'Eve'],
        outOfRange: ['Cat', 'Dan'],
        team: [],
      },
      { object: 'Abyssal Persecutor', controller: 'Dan', cant: 'win', reaches: ['Dan'], outOfRange: [], team: [] },
      {
        object: 'Abyssal Persecutor',
        controller: 'Dan',
        cant: 'opponents-lose',
        reaches: ['Cat', 'Eve'],
        outOfRange: ['Ann', 'Ben'],
        team: [],
      },
    ]);
  });

  it('a table without such effects has no section and an empty list', async () => {
    const run = await runCli(['table', 'scenarios/spec-first-example.yaml']);
    expect(run.stdout).not.toContain("Can't");
    const json = await runCli(['table', 'scenarios/spec-first-example.yaml', '--json']);
    expect(JSON.parse(json.stdout).cant).toEqual([]);
  });
});

describe('bad input', () => {
  it('an unknown cant value: file:line:col, a did-you-mean, exit 2', async () => {
    const run = await runCli(['check', 'test/fixtures/bad-scenarios/unknown-cant.yaml']);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toContain(
      'test/fixtures/bad-scenarios/unknown-cant.yaml:9:47 error scenario/bad-value: Entry 1 of "cant" must be one of',
    );
    expect(run.stdout + run.stderr).toContain('= did you mean "opponents-win"?');
  });

  it('a payLife that "can\'t lose life" forbids, without expect: {error}, makes the file invalid', async () => {
    const file = scenarioFile(
      'variant: free-for-all\nseats: [Ann, Ben, Cat]\nobjects:\n  - {name: Platinum Emperion, owner: Ann, cant: [lose-life]}\nevents:\n  - payLife: {player: Ann, amount: 1}\nquestions:\n  - {ask: lost}\n',
    );
    const run = await runCli(['check', file]);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toContain(
      "error table/cannot-pay-life: Ann can't pay 1 life: Ann can't lose life (Platinum Emperion, controlled by Ann), and a player who can't lose life can't pay life (119.8).",
    );
  });
});
