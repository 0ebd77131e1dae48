import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/core/scenario.js';
import { buildTable } from '../../src/table/build-table.js';
import { findPlayer } from '../../src/table/queries.js';
import { buildScenario, team, TWELVE, type ScenarioInput } from './scenario-builder.js';

const build = (input: ScenarioInput) => buildTable(buildScenario(input));
const codes = (input: ScenarioInput) => build(input).problems.map((p) => p.code);
const rangesOf = (input: ScenarioInput) =>
  Object.fromEntries(build(input).table.players.map((p) => [p.name, p.range.value]));

const emperorFours = (): Scenario['seats'] => [
  ...team('A', { name: 'A-G1' }, { name: 'A-E', role: 'emperor' }, { name: 'A-G2' }, { name: 'A-G3' }),
  ...team('B', { name: 'B-G1' }, { name: 'B-E', role: 'emperor' }, { name: 'B-G2' }, { name: 'B-G3' }),
];

describe('options and their defaults', () => {
  it.each([
    ['free-for-all', 'unlimited', undefined, false, false],
    ['grand-melee', 1, 'left', false, false],
    ['team-vs-team', 'unlimited', 'multiple', false, false],
    ['alternating-teams', 2, undefined, false, false],
    ['two-headed-giant', 'unlimited', 'none', false, true],
    [undefined, 'unlimited', 'none', false, false],
  ] as const)('%s', (variant, range, attack, deploy, shared) => {
    const { options } = buildTable(buildScenario({ seats: ['A', 'B', 'C', 'D'], ...(variant && { variant }) })).table;
    expect(options.range.value).toBe(range);
    expect('undecided' in options.attack ? undefined : options.attack.value).toBe(attack);
    expect(options.deploy.value).toBe(deploy);
    expect(options.sharedTeamTurns.value).toBe(shared);
  });

  it('the file overrides a variant default', () => {
    const { options } = build({ variant: 'grand-melee', seats: TWELVE, options: { range: 2, attack: 'right' } }).table;
    expect(options.range).toEqual({ value: 2, source: 'file', rules: ['801.2a'] });
    expect(options.attack).toEqual({ value: 'right', source: 'file', rules: ['803.1b'] });
  });

  it('Free-for-All leaves the attack option undecided (806.2b)', () => {
    expect(build({ variant: 'free-for-all', seats: ['A', 'B', 'C'] }).table.options.attack).toEqual({
      undecided: true,
      option: 'options.attack',
      rules: ['806.2b'],
    });
  });

  it.each([
    [{ variant: 'grand-melee', options: { attack: 'multiple' } }, '807.2c'],
    [{ variant: 'free-for-all', options: { deploy: true } }, '806.2c'],
    [{ variant: 'two-headed-giant', options: { sharedTeamTurns: false } }, '810.2'],
  ] as const)('rejects an option the variant forbids: %o', (input, rule) => {
    const problems = build({ seats: TWELVE, ...input }).problems.filter(
      (p) => p.code === 'table/option-conflicts-with-variant',
    );
    expect(problems.map((p) => p.rules)).toEqual([[rule]]);
  });
});

describe('ranges', () => {
  it('a seat’s own range beats options, options beat the variant', () => {
    expect(
      rangesOf({ variant: 'grand-melee', seats: [{ name: 'A', range: 3 }, 'B', 'C'], options: { range: 2 } }),
    ).toEqual({ A: 3, B: 2, C: 2 });
  });

  it('809.3a: emperors 2, generals 1 (roles inferred from the middle seat)', () => {
    const seats = [...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', 'b2', 'b3')];
    expect(rangesOf({ variant: 'emperor', seats })).toEqual({ a1: 1, a2: 2, a3: 1, b1: 1, b2: 2, b3: 1 });
    expect(findPlayer(build({ variant: 'emperor', seats }).table, 'b2')?.role).toBe('emperor');
  });

  it('809.6a example: teams of four give emperors 3, generals 2 range 2, generals 1 and 3 range 1', () => {
    expect(rangesOf({ variant: 'emperor', seats: emperorFours() })).toEqual({
      'A-G1': 1,
      'A-E': 3,
      'A-G2': 2,
      'A-G3': 1,
      'B-G1': 1,
      'B-E': 3,
      'B-G2': 2,
      'B-G3': 1,
    });
    expect(build({ variant: 'emperor', seats: emperorFours() }).problems).toEqual([]);
  });
});

describe('impossible tables', () => {
  it.each<[string, ScenarioInput, string[]]>([
    [
      'a team split under shared team turns (805.1)',
      {
        seats: [...team('A', 'a1'), ...team('B', 'b1'), ...team('A', 'a2'), ...team('B', 'b2')],
        options: { sharedTeamTurns: true },
      },
      ['table/team-not-together', 'table/team-not-together'],
    ],
    [
      'a split Two-Headed Giant team',
      {
        variant: 'two-headed-giant',
        seats: [...team('A', 'a1'), ...team('B', 'b1'), ...team('A', 'a2'), ...team('B', 'b2')],
      },
      ['table/team-not-together', 'table/team-not-together'],
    ],
    [
      'an emperor off the middle (809.2)',
      {
        variant: 'emperor',
        seats: [...team('A', { name: 'ae', role: 'emperor' }, 'a1', 'a2'), ...team('B', 'b1', 'b2', 'b3')],
      },
      ['table/emperor-not-in-middle'],
    ],
    [
      'a team without an emperor',
      {
        variant: 'emperor',
        seats: [...team('A', 'a1', 'a2', 'a3', 'a4'), ...team('B', 'b1', { name: 'be', role: 'emperor' }, 'b2', 'b3')],
      },
      ['table/emperor-count'],
    ],
    [
      'unequal Emperor teams (809.6)',
      {
        variant: 'emperor',
        seats: [...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', { name: 'be', role: 'emperor' }, 'b2', 'b3')],
      },
      ['table/unequal-teams'],
    ],
    [
      'unequal Alternating teams (811.1)',
      {
        variant: 'alternating-teams',
        options: { attack: 'left' },
        seats: [...team('A', 'a1'), ...team('B', 'b1'), ...team('A', 'a2'), ...team('B', 'b2'), ...team('A', 'a3')],
      },
      ['table/unequal-teams', 'table/teammates-adjacent'],
    ],
    [
      'teammates side by side in Alternating Teams (811.3)',
      { variant: 'alternating-teams', seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')] },
      ['table/teammates-adjacent'],
    ],
    [
      'a player without a team in Team vs. Team',
      { variant: 'team-vs-team', seats: [...team('A', 'a1', 'a2'), 'solo', ...team('B', 'b1')] },
      ['table/player-without-team'],
    ],
    ['two players', { seats: ['A', 'B'] }, ['table/not-multiplayer']],
    [
      'unknown names',
      { seats: ['A', 'B', 'C'], left: ['Zed'], active: ['Ann'], startingPlayer: 'Bob' },
      ['scenario/unknown-player', 'scenario/unknown-player', 'scenario/unknown-player'],
    ],
    [
      'two active players outside Grand Melee',
      { seats: ['A', 'B', 'C'], active: ['A', 'B'] },
      ['table/several-active'],
    ],
    [
      'an active player who had left',
      { seats: ['A', 'B', 'C'], active: ['A'], left: ['A'] },
      ['table/active-player-left'],
    ],
    [
      'half a Two-Headed Giant team gone',
      { variant: 'two-headed-giant', seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')], left: ['a1'] },
      ['table/team-partly-left'],
    ],
    [
      'different ranges in Free-for-All (806.2a)',
      { variant: 'free-for-all', seats: [{ name: 'A', range: 1 }, 'B', 'C'], options: { range: 2 } },
      ['table/unequal-ranges'],
    ],
  ])('%s', (_, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it('points at the seat and names the rule', () => {
    const [problem] = build({
      variant: 'emperor',
      seats: [...team('A', { name: 'ae', role: 'emperor' }, 'a1', 'a2'), ...team('B', 'b1', 'b2', 'b3')],
    }).problems;
    expect(problem).toEqual({
      code: 'table/emperor-not-in-middle',
      message: 'ae is not in the middle of team A (ae, a1, a2); the emperor sits in the middle (809.2).',
      path: ['seats', 0],
      rules: ['809.2'],
    });
  });

  it('809.6a: an emperor within another emperor’s worked-out range', () => {
    const seats = [
      ...team('A', 'a1', { name: 'ae', role: 'emperor' }, 'a2', 'a3'),
      ...team('B', 'b1', 'b2', { name: 'be', role: 'emperor' }, 'b3'),
    ];
    expect(codes({ variant: 'emperor', seats })).toEqual(['table/emperor-in-emperor-range']);
  });
});
