import { describe, expect, it } from 'vitest';
import type { GameObject } from '../../src/core/scenario.js';
import { leave, newTurn, team, TWELVE, type ScenarioInput } from '../table/scenario-builder.js';
import { answer, outcome, value } from './ask.js';

const GRAND_MELEE: ScenarioInput = { variant: 'grand-melee', seats: TWELVE, active: ['Alex', 'Eve', 'Ida'] };
const SIX = ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve', 'Fay'];

describe('range-of-influence', () => {
  it.each<[string, ScenarioInput, string, string[]]>([
    ['Grand Melee, range 1', GRAND_MELEE, 'Alex', ['Alex', 'Bianca', 'Lou']],
    [
      '807.4h: Dave does not enter Bianca’s range this turn',
      { ...GRAND_MELEE, events: [leave('Carol')] },
      'Bianca',
      ['Alex', 'Bianca'],
    ],
    ['807.4h: nor Bianca Dave’s', { ...GRAND_MELEE, events: [leave('Carol')] }, 'Dave', ['Dave', 'Eve']],
    [
      'a new turn determines ranges again (801.2c)',
      { ...GRAND_MELEE, events: [leave('Carol'), newTurn('Bianca')] },
      'Bianca',
      ['Alex', 'Bianca', 'Dave'],
    ],
    ['range 2', { seats: SIX, options: { range: 2 } }, 'Alex', ['Alex', 'Bianca', 'Carol', 'Eve', 'Fay']],
    [
      'a player who left before this turn takes no seat',
      { seats: SIX, options: { range: 1 }, left: ['Carol'] },
      'Bianca',
      ['Alex', 'Bianca', 'Dave'],
    ],
    [
      'no limited range: everyone still in the game',
      { seats: SIX, events: [leave('Eve')] },
      'Alex',
      ['Alex', 'Bianca', 'Carol', 'Dave', 'Fay'],
    ],
    [
      'own range beats the table’s',
      { seats: [{ name: 'Alex', range: 2 }, ...SIX.slice(1)], options: { range: 1 } },
      'Alex',
      ['Alex', 'Bianca', 'Carol', 'Eve', 'Fay'],
    ],
    [
      'ranges differ, so the direction matters',
      { seats: [{ name: 'Alex', range: 2 }, ...SIX.slice(1)], options: { range: 1 } },
      'Carol',
      ['Bianca', 'Carol', 'Dave'],
    ],
  ])('%s', (_, input, player, expected) => {
    expect(value(input, { ask: 'range-of-influence', player })).toEqual(expected);
  });

  it('explains each seat with its rule', () => {
    const result = answer(
      { ...GRAND_MELEE, events: [leave('Carol')] },
      { ask: 'range-of-influence', player: 'Bianca' },
    );
    expect(result.explanation.map((s) => [s.text, s.rules])).toEqual([
      ["Grand Melee gives each player range of influence 1: Bianca's range is 1", ['807.2a']],
      ['Bianca is always within their own range of influence', ['801.2b']],
      ['Alex sits 1 seat from Bianca', ['801.2']],
      [
        'Carol left the game during this turn: the seat still counts for distances until the next turn begins, but Carol is in no range',
        ['801.2c', '807.4h'],
      ],
      [
        'Out of range 1: Dave and Lou (2 seats), Eve and Kim (3 seats), Fay and Jon (4 seats), Gus and Ida (5 seats), Hal (6 seats)',
        ['801.2a'],
      ],
      ["Bianca's range of influence: Alex and Bianca", ['801.2']],
    ]);
    expect(result.citations).toEqual(['807.2a', '801.2b', '801.2', '801.2c', '807.4h', '801.2a']);
    expect(result.shape).toBe('players');
  });

  it('a player who has left has no range', () => {
    const result = outcome(
      { ...GRAND_MELEE, events: [leave('Carol')] },
      { ask: 'range-of-influence', player: 'Carol' },
    );
    expect(result.problems).toEqual([
      {
        code: 'question/player-has-left',
        message: 'Carol has left the game, so they have no range of influence (800.4a).',
        path: ['questions', 0, 'player'],
        rules: ['800.4a'],
      },
    ]);
  });
});

describe('in-range', () => {
  const objects: GameObject[] = [
    {
      name: 'Wall of Wood',
      owner: 'Bianca',
      types: ['creature'],
      controlledBy: { player: 'Alex', source: 'Control Magic' },
    },
    { name: 'Control Magic', owner: 'Alex', types: ['enchantment', 'aura'], attachedTo: 'Wall of Wood' },
    { name: 'Serra Angel', owner: 'Bianca', controller: 'Alex', types: ['creature'] },
    {
      name: 'Runeclaw Bear',
      owner: 'Bianca',
      types: ['creature'],
      controlledBy: { player: 'Alex', source: 'Act of Treason' },
    },
  ];
  const table: ScenarioInput = { seats: SIX, options: { range: 1 }, objects };

  it.each<[string, ScenarioInput, string, string, boolean]>([
    ['a player in range', table, 'Alex', 'Bianca', true],
    ['a player out of range', table, 'Alex', 'Carol', false],
    [
      'ranges differ: Alex reaches Carol',
      { ...table, seats: [{ name: 'Alex', range: 2 }, ...SIX.slice(1)] },
      'Alex',
      'Carol',
      true,
    ],
    [
      'ranges differ: Carol does not reach Alex',
      { ...table, seats: [{ name: 'Alex', range: 2 }, ...SIX.slice(1)] },
      'Carol',
      'Alex',
      false,
    ],
    ['an object through its controller (801.2d)', table, 'Fay', 'Wall of Wood', true],
    ['the controller is out of range', table, 'Carol', 'Wall of Wood', false],
    [
      'Control Magic left with Alex: the Wall is Bianca’s again',
      { ...table, events: [leave('Alex')] },
      'Carol',
      'Wall of Wood',
      true,
    ],
    [
      'Bianca left: the Wall left with its owner',
      { ...table, events: [leave('Bianca')] },
      'Alex',
      'Wall of Wood',
      false,
    ],
    ['Bribery: Alex left, the Angel is exiled', { ...table, events: [leave('Alex')] }, 'Bianca', 'Serra Angel', false],
    ['Act of Treason ends when Alex leaves', { ...table, events: [leave('Alex')] }, 'Carol', 'Runeclaw Bear', true],
    ['a player who left is in no range', { ...table, events: [leave('Bianca')] }, 'Alex', 'Bianca', false],
  ])('%s', (_, input, player, of, expected) => {
    expect(value(input, { ask: 'in-range', player, of })).toBe(expected);
  });

  it('cites 800.4c in 2024 and 800.4a in 2011 when an object is exiled as control ends', () => {
    const objs: GameObject[] = [
      { name: 'Angel', owner: 'Bianca', controller: 'Alex', controlledBy: { player: 'Carol', source: 'Threaten' } },
    ];
    const ask = { ask: 'in-range', player: 'Bianca', of: 'Angel' };
    const events = [leave('Alex', 'Carol')];
    expect(answer({ seats: SIX, objects: objs, events }, ask).citations).toEqual(['800.4c']);
    expect(answer({ seats: SIX, objects: objs, events, edition: '2011' }, ask).citations).toEqual(['800.4a']);
  });
});

describe('information-range (801.11, Coat of Arms)', () => {
  // Rob sits to the right of Alex; Lefty to Alex's left.
  const table: ScenarioInput = { seats: ['Rob', 'Alex', 'Lefty', 'P4', 'P5', 'P6'], options: { range: 1 } };
  it.each<[string, string, '2011' | '2024', string[]]>([
    ['Alex', 'Alex', '2011', ['Rob', 'Alex', 'Lefty']],
    ['Alex', 'Alex', '2024', ['Rob', 'Alex', 'Lefty']],
    ['Alex', 'Rob', '2011', ['Rob', 'Alex']],
    ['Alex', 'Rob', '2024', ['Rob', 'Alex', 'Lefty']],
    ['Alex', 'P4', '2011', []],
    ['Alex', 'P4', '2024', []],
  ])('controller %s, about %s, %s', (controller, about, edition, expected) => {
    expect(value({ ...table, edition }, { ask: 'information-range', controller, about })).toEqual(expected);
  });

  it('cites 801.11 in both editions and the intersection only in 2011', () => {
    const ask = { ask: 'information-range', controller: 'Alex', about: 'Rob' };
    expect(answer({ ...table, edition: '2011' }, ask).explanation.at(-1)!.text).toBe(
      'The ability looks only at players within range of both Alex and Rob: Rob and Alex',
    );
    expect(answer({ ...table, edition: '2024' }, ask).citations).toContain('801.11');
  });

  it('without limited range the ability sees everyone', () => {
    expect(value({ seats: SIX }, { ask: 'information-range', controller: 'Alex', about: 'Dave' })).toEqual(SIX);
  });
});

describe('ranges', () => {
  it('809.6a: worked out for teams of four', () => {
    const seats = [
      ...team('A', { name: 'A-G1' }, { name: 'A-E', role: 'emperor' }, { name: 'A-G2' }, { name: 'A-G3' }),
      ...team('B', { name: 'B-G1' }, { name: 'B-E', role: 'emperor' }, { name: 'B-G2' }, { name: 'B-G3' }),
    ];
    const result = answer({ variant: 'emperor', seats }, { ask: 'ranges' });
    expect(result.value).toEqual({
      'A-G1': 1,
      'A-E': 3,
      'A-G2': 2,
      'A-G3': 1,
      'B-G1': 1,
      'B-E': 3,
      'B-G2': 2,
      'B-G3': 1,
    });
    expect(result.shape).toBe('mapping');
    expect(result.explanation[1]).toEqual({
      text: 'A-E is an emperor on a team of more than three: range 3, the least that reaches the two nearest opposing generals: B-G3 (2) and B-G1 (3)',
      rules: ['809.6a'],
    });
  });

  it.each<[string, ScenarioInput, Record<string, number | string>]>([
    [
      '809.3a',
      { variant: 'emperor', seats: [...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', 'b2', 'b3')] },
      { a1: 1, a2: 2, a3: 1, b1: 1, b2: 2, b3: 1 },
    ],
    [
      '811.2a',
      {
        variant: 'alternating-teams',
        seats: [...team('A', 'a1'), ...team('B', 'b1'), ...team('A', 'a2'), ...team('B', 'b2')],
      },
      { a1: 2, b1: 2, a2: 2, b2: 2 },
    ],
    [
      'Two-Headed Giant: no limited range',
      { variant: 'two-headed-giant', seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')] },
      { a1: 'unlimited', a2: 'unlimited', b1: 'unlimited', b2: 'unlimited' },
    ],
    [
      'players who left are not listed',
      { variant: 'grand-melee', seats: ['P1', 'P2', 'P3', 'P4'], events: [leave('P2')] },
      { P1: 1, P3: 1, P4: 1 },
    ],
  ])('%s', (_, input, expected) => {
    expect(value(input, { ask: 'ranges' })).toEqual(expected);
  });
});
