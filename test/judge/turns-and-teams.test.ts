import { describe, expect, it } from 'vitest';
import { team, TWELVE, type ScenarioInput } from '../table/scenario-builder.js';
import { answer, outcome, problemCodes, value } from './ask.js';

const TVT: ScenarioInput = {
  variant: 'team-vs-team',
  seats: [...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', 'b2', 'b3', 'b4')],
};
const EMPEROR: ScenarioInput = {
  variant: 'emperor',
  seats: [...team('A', 'a1', 'ae', 'a2'), ...team('B', 'b1', 'be', 'b2')],
};
const GIANT: ScenarioInput = {
  variant: 'two-headed-giant',
  seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')],
};

describe('starting-player', () => {
  it.each<[string, ScenarioInput, string]>([
    ['the first seat by default', { variant: 'grand-melee', seats: TWELVE }, 'Alex'],
    ['as the file says', { variant: 'grand-melee', seats: TWELVE, startingPlayer: 'Eve' }, 'Eve'],
    ['808.4: odd team, the centre seat', { ...TVT, startingTeam: 'A' }, 'a2'],
    ['808.4: even team, left of the midpoint', { ...TVT, startingTeam: 'B' }, 'b3'],
    [
      '808.4 across the end of the list',
      {
        variant: 'team-vs-team',
        seats: [...team('B', 'b3', 'b4'), ...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', 'b2')],
        startingTeam: 'B',
      },
      'b3',
    ],
    ['808.4: a starting player that fits', { ...TVT, startingPlayer: 'b3' }, 'b3'],
    ['809.4: the starting team’s emperor', { ...EMPEROR, startingTeam: 'B' }, 'be'],
    ['809.4: a starting emperor', { ...EMPEROR, startingPlayer: 'ae' }, 'ae'],
    ['805.3: a starting team', { ...GIANT, startingTeam: 'B' }, 'B'],
    ['805.3: the starting player’s team', { ...GIANT, startingPlayer: 'b2' }, 'B'],
    ['805.3: by default the first seat’s team', GIANT, 'A'],
  ])('%s', (_, input, expected) => {
    expect(value(input, { ask: 'starting-player' })).toEqual(expected);
  });

  it.each<[string, ScenarioInput, string, string]>([
    ['Emperor without a starting team (809.4)', EMPEROR, 'judge/undecided-option', '809.4'],
    ['Team vs. Team without a starting team (808.4)', TVT, 'judge/undecided-option', '808.4'],
    [
      'a starting player off the centre (808.4)',
      { ...TVT, startingPlayer: 'b2' },
      'table/starting-player-conflict',
      '808.4',
    ],
    [
      'a general named to start (809.4)',
      { ...EMPEROR, startingPlayer: 'a1' },
      'table/starting-player-conflict',
      '809.4',
    ],
    [
      'a starting player off the starting team (805.3)',
      { ...GIANT, startingTeam: 'A', startingPlayer: 'b1' },
      'table/starting-player-conflict',
      '805.3',
    ],
  ])('%s', (_, input, code, rule) => {
    const [problem] = outcome(input, { ask: 'starting-player' }).problems;
    expect([problem?.code, problem?.rules]).toEqual([code, [rule]]);
  });

  it('names the option it needs', () => {
    expect(outcome(EMPEROR, { ask: 'starting-player' }).problems[0]!.message).toBe(
      'The starting player depends on startingTeam, which the file leaves open and the rules leave to the players (809.4).',
    );
  });
});

describe('primary-player (805.2)', () => {
  it.each<[string, ScenarioInput, string, string]>([
    ['the first of the block in turn order', GIANT, 'A', 'a1'],
    ['the other team', GIANT, 'B', 'b1'],
    [
      'a block across the end of the list',
      { variant: 'two-headed-giant', seats: [...team('A', 'a2'), ...team('B', 'b1', 'b2'), ...team('A', 'a1')] },
      'A',
      'a1',
    ],
    [
      'after the primary player left',
      {
        seats: [...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', 'b2', 'b3')],
        options: { sharedTeamTurns: true },
        left: ['a1'],
      },
      'A',
      'a2',
    ],
  ])('%s', (_, input, teamName, expected) => {
    expect(value(input, { ask: 'primary-player', team: teamName })).toBe(expected);
  });

  it('does not apply without shared team turns', () => {
    expect(problemCodes({ ...TVT, startingTeam: 'A' }, { ask: 'primary-player', team: 'A' })).toEqual([
      'question/not-applicable',
    ]);
  });

  it('an unknown team, with a suggestion', () => {
    const input: ScenarioInput = {
      variant: 'two-headed-giant',
      seats: [...team('Red', 'r1', 'r2'), ...team('Blue', 'b1', 'b2')],
    };
    expect(outcome(input, { ask: 'primary-player', team: 'Redd' }).problems).toEqual([
      {
        code: 'scenario/unknown-team',
        message: 'There is no team "Redd" at this table.',
        path: ['questions', 0, 'team'],
        notes: ['did you mean "Red"?'],
      },
    ]);
  });
});

describe('seating', () => {
  const emperorFours: ScenarioInput = {
    variant: 'emperor',
    seats: [
      ...team('A', { name: 'A-G1' }, { name: 'A-E', role: 'emperor' }, { name: 'A-G2' }, { name: 'A-G3' }),
      ...team('B', { name: 'B-G1' }, { name: 'B-E', role: 'emperor' }, { name: 'B-G2' }, { name: 'B-G3' }),
    ],
  };
  it.each<[string, ScenarioInput, Record<string, string[]>, string[]]>([
    [
      '809.6a example',
      emperorFours,
      { A: ['A-E', 'A-G1', 'A-G2', 'A-G3'], B: ['B-G1', 'B-G2', 'B-E', 'B-G3'] },
      ['A-G1', 'A-E', 'A-G2', 'A-G3', 'B-G1', 'B-E', 'B-G2', 'B-G3'],
    ],
    [
      '809.2: teams of three',
      EMPEROR,
      { A: ['a1', 'a2', 'ae'], B: ['be', 'b1', 'b2'] },
      ['a1', 'ae', 'a2', 'b1', 'be', 'b2'],
    ],
    [
      '811.3 example',
      { variant: 'alternating-teams', seats: [] as string[] },
      { A: ['A1', 'A2', 'A3'], B: ['B1', 'B2', 'B3'], C: ['C1', 'C2', 'C3'] },
      ['A1', 'B1', 'C1', 'A2', 'B2', 'C2', 'A3', 'B3', 'C3'],
    ],
    ['808.2: teams sit together', TVT, { A: ['a1', 'a2'], B: ['b1', 'b2', 'b3'] }, ['a1', 'a2', 'b1', 'b2', 'b3']],
  ])('%s', (_, input, teams, expected) => {
    const result = outcome(input, { ask: 'seating', teams });
    expect(result.problems).toEqual([]);
    expect(result.answer?.value).toEqual(expected);
    expect(result.answer?.shape).toBe('seating');
  });

  it.each<[string, ScenarioInput, Record<string, string[]>, string]>([
    [
      'Free-for-All seats at random (806.3)',
      { variant: 'free-for-all', seats: ['A', 'B', 'C'] },
      { X: ['A'], Y: ['B'] },
      'question/not-applicable',
    ],
    ['unequal Emperor teams', EMPEROR, { A: ['a1', 'ae', 'a2'], B: ['b1', 'be'] }, 'table/unequal-teams'],
    ['no emperor known', EMPEROR, { A: ['a1', 'ae', 'a2'], B: ['x', 'y', 'z'] }, 'judge/unknown-emperor'],
    ['a player twice', TVT, { A: ['a1', 'a2'], B: ['a2', 'b1'] }, 'judge/bad-parameter'],
  ])('%s', (_, input, teams, code) => {
    expect(problemCodes(input, { ask: 'seating', teams })).toEqual([code]);
  });
});

describe('hand-review', () => {
  const ALT: ScenarioInput = {
    variant: 'alternating-teams',
    options: { attack: 'left' },
    seats: [...team('A', 'a1'), ...team('B', 'b1'), ...team('A', 'a2'), ...team('B', 'b2')],
  };
  it.each<[string, ScenarioInput, string, string, boolean, string]>([
    ['teammates in Team vs. Team (808.5)', TVT, 'a1', 'a3', true, '808.5'],
    ['teammates in Emperor (809.7)', EMPEROR, 'a1', 'ae', true, '809.7'],
    ['teammates in Two-Headed Giant (810.5)', GIANT, 'b1', 'b2', true, '810.5'],
    ['opponents never (402.3)', TVT, 'a1', 'b1', false, '402.3'],
    ['one’s own hand', TVT, 'a1', 'a1', true, '402.3'],
    ['Alternating teammates apart (811.5)', ALT, 'a1', 'a2', false, '811.5'],
    ['Alternating teammates side by side once b1 left (811.5)', { ...ALT, left: ['b1'] }, 'a1', 'a2', true, '811.5'],
    ['a player who left', { ...TVT, events: [{ kind: 'leave', players: ['a3'] }] }, 'a1', 'a3', false, '800.4a'],
    [
      'teams without a team variant',
      { seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')] },
      'a1',
      'a2',
      false,
      '402.3',
    ],
  ])('%s', (_, input, player, of, expected, rule) => {
    const result = answer(input, { ask: 'hand-review', player, of });
    expect(result.value).toBe(expected);
    expect(result.citations).toContain(rule);
  });
});

describe('skips-first-draw', () => {
  it.each<[ScenarioInput, boolean, string[]]>([
    [{ ...GIANT, edition: '2011' }, true, ['800.6', '810.6']],
    [GIANT, true, ['800.7', '810.6']],
    [{ variant: 'free-for-all', seats: ['A', 'B', 'C'] }, false, ['800.7']],
    [{ edition: '2011', seats: ['A', 'B', 'C'] }, false, ['800.6']],
  ])('%o', (input, expected, citations) => {
    const result = answer(input, { ask: 'skips-first-draw' });
    expect([result.value, result.citations]).toEqual([expected, citations]);
  });
});
