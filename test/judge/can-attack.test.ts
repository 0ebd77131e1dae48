import { describe, expect, it } from 'vitest';
import { leave, newTurn, team, TWELVE, type ScenarioInput } from '../table/scenario-builder.js';
import { answer, outcome, value } from './ask.js';

const FOUR = ['A', 'B', 'C', 'D'];
const EMPEROR: ScenarioInput = {
  variant: 'emperor',
  seats: [...team('A', 'a1', 'ae', 'a2'), ...team('B', 'b1', 'be', 'b2')],
};
const ALTERNATING: ScenarioInput = {
  variant: 'alternating-teams',
  seats: [
    ...team('A', 'a1'),
    ...team('B', 'b1'),
    ...team('A', 'a2'),
    ...team('B', 'b2'),
    ...team('A', 'a3'),
    ...team('B', 'b3'),
  ],
};
const GIANT: ScenarioInput = {
  variant: 'two-headed-giant',
  seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')],
  active: ['a1'],
};

describe('can-attack', () => {
  it.each<[string, ScenarioInput, string, string[]]>([
    ['attack left (803.1a)', { variant: 'free-for-all', seats: FOUR, options: { attack: 'left' } }, 'A', ['B']],
    ['attack right (803.1b)', { variant: 'free-for-all', seats: FOUR, options: { attack: 'right' } }, 'A', ['D']],
    [
      'attack multiple (802.2)',
      { variant: 'free-for-all', seats: FOUR, options: { attack: 'multiple' } },
      'A',
      ['B', 'C', 'D'],
    ],
    [
      'attack multiple within range 1 (801.3)',
      { variant: 'free-for-all', seats: FOUR, options: { attack: 'multiple', range: 1 } },
      'A',
      ['B', 'D'],
    ],
    ['no variant, no option: one opponent of the attacker’s choice (506.2a)', { seats: FOUR }, 'A', ['B', 'C', 'D']],
    [
      'Grand Melee attacks left (807.2b)',
      { variant: 'grand-melee', seats: TWELVE, active: ['Alex', 'Eve', 'Ida'] },
      'Alex',
      ['Bianca'],
    ],
    [
      'the left neighbour left this turn: the seat still counts',
      { variant: 'grand-melee', seats: TWELVE, active: ['Alex', 'Eve', 'Ida'], events: [leave('Carol')] },
      'Bianca',
      [],
    ],
    [
      'after the next turn begins, Dave is to Bianca’s left',
      {
        variant: 'grand-melee',
        seats: TWELVE,
        active: ['Alex', 'Eve', 'Ida'],
        events: [leave('Carol'), newTurn('Bianca')],
      },
      'Bianca',
      ['Dave'],
    ],
    [
      'Team vs. Team: all opponents (808.3a)',
      { variant: 'team-vs-team', seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')] },
      'a1',
      ['b1', 'b2'],
    ],
    [
      'attack left past a teammate: no attack (803.1a)',
      {
        variant: 'team-vs-team',
        options: { attack: 'left' },
        seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')],
      },
      'a1',
      [],
    ],
    [
      'attack left onto an opponent',
      {
        variant: 'team-vs-team',
        options: { attack: 'left' },
        seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')],
      },
      'a2',
      ['b1'],
    ],
    ['809.3c: an emperor at the start can attack no one', EMPEROR, 'ae', []],
    ['809.3c: a general attacks the opposing general beside them', EMPEROR, 'a2', ['b1']],
    ['809.3c: round the table', EMPEROR, 'a1', ['b2']],
    [
      '811.4: only opponents next to the player',
      { ...ALTERNATING, options: { attack: 'multiple' } },
      'a1',
      ['b1', 'b3'],
    ],
    ['811.4 with attack left', { ...ALTERNATING, options: { attack: 'left' } }, 'a1', ['b1']],
    ['Two-Headed Giant: the other team (805.10a)', GIANT, 'a1', ['b1', 'b2']],
    ['a player who has left attacks no one', { seats: FOUR, events: [leave('A')] }, 'A', []],
  ])('%s', (_, input, player, expected) => {
    expect(value(input, { ask: 'can-attack', player })).toEqual(expected);
  });

  it.each([
    ['free-for-all', '806.2b'],
    ['alternating-teams', '811.2b'],
  ] as const)('%s without options.attack is undecided (%s)', (variant, rule) => {
    const input = variant === 'free-for-all' ? { variant, seats: FOUR } : { ...ALTERNATING };
    expect(outcome(input, { ask: 'can-attack', player: variant === 'free-for-all' ? 'A' : 'a1' }).problems).toEqual([
      {
        code: 'judge/undecided-option',
        message: `Whom a player can attack depends on options.attack, which the file leaves open and the rules leave to the players (${rule}).`,
        path: ['questions', 0],
        notes: ['set options.attack in the file: left, right or multiple (803, 802)'],
        rules: [rule],
      },
    ]);
  });

  it('Two-Headed Giant cites 810.7a in 2011 and 805.10a in 2024', () => {
    expect(answer({ ...GIANT, edition: '2011' }, { ask: 'can-attack', player: 'a1' }).citations).toEqual([
      '102.3',
      '810.7a',
    ]);
    expect(answer(GIANT, { ask: 'can-attack', player: 'a1' }).citations).toEqual(['102.3', '805.10a']);
  });

  it('marks the reading when the player is not taking a turn', () => {
    const result = answer(
      { variant: 'grand-melee', seats: TWELVE, active: ['Alex', 'Eve', 'Ida'], events: [leave('Carol')] },
      { ask: 'can-attack', player: 'Bianca' },
    );
    expect(result.explanation.map((s) => s.reading).filter(Boolean)).toEqual([
      'can-attack-not-active',
      'attack-past-empty-seat',
    ]);
    expect(result.citations).toEqual(['801.2c', '807.2b', '803.1a', '807.4h']);
  });
});
