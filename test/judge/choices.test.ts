import { describe, expect, it } from 'vitest';
import { leave, team, TWELVE, type ScenarioInput } from '../table/scenario-builder.js';
import { answer, value } from './ask.js';

const SIX = ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve', 'Fay'];
const EMPEROR: ScenarioInput = {
  variant: 'emperor',
  seats: [...team('A', 'a1', 'ae', 'a2'), ...team('B', 'b1', 'be', 'b2')],
};

describe('chooser', () => {
  it.each<[string, ScenarioInput, string, string[]]>([
    ['opponents within range (801.5a)', { seats: SIX, options: { range: 1 } }, 'Alex', ['Bianca', 'Fay']],
    [
      '801.5c example: no opponent in range, the nearest to the left',
      { ...EMPEROR, options: { range: 1 } },
      'ae',
      ['b1'],
    ],
    [
      'unlimited range: every opponent',
      { seats: SIX, events: [leave('Dave')] },
      'Alex',
      ['Bianca', 'Carol', 'Eve', 'Fay'],
    ],
    [
      'the nearest to the left skips players who left',
      { ...EMPEROR, options: { range: 1 }, events: [leave('b1')] },
      'ae',
      ['be'],
    ],
  ])('%s', (_, input, player, expected) => {
    expect(value(input, { ask: 'chooser', player })).toEqual(expected);
  });

  it('cites 801.5c for the fallback', () => {
    expect(answer({ ...EMPEROR, options: { range: 1 } }, { ask: 'chooser', player: 'ae' }).citations.at(-1)).toBe(
      '801.5c',
    );
  });
});

describe('wins', () => {
  it.each<[string, ScenarioInput, string, string[], string[]]>([
    [
      '2011 without limited range: all opponents (800.7)',
      { edition: '2011', seats: SIX },
      'Alex',
      ['Bianca', 'Carol', 'Dave', 'Eve', 'Fay'],
      ['800.7'],
    ],
    [
      '2024 without limited range: the player wins, the game ends',
      { seats: SIX },
      'Alex',
      ['Bianca', 'Carol', 'Dave', 'Eve', 'Fay'],
      ['104.2b', '104.1'],
    ],
    [
      '2024 limited range: opponents within range (801.14)',
      { variant: 'grand-melee', seats: TWELVE },
      'Alex',
      ['Bianca', 'Lou'],
      ['807.2a', '801.2', '801.2c', '801.14'],
    ],
    [
      '2011 limited range: 801.16',
      { edition: '2011', variant: 'grand-melee', seats: TWELVE },
      'Alex',
      ['Bianca', 'Lou'],
      ['807.2a', '801.2', '801.2c', '801.16'],
    ],
    [
      'teammates do not lose',
      { variant: 'team-vs-team', seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')] },
      'a1',
      ['b1', 'b2'],
      ['102.3', '104.2b', '104.1'],
    ],
  ])('%s', (_, input, player, expected, citations) => {
    const result = answer(input, { ask: 'wins', player });
    expect(result.value).toEqual(expected);
    expect(result.citations).toEqual(citations);
  });

  it('809.5b: an emperor who loses takes the team along', () => {
    const seats = [...team('A', 'a1', 'ae', { name: 'a2', range: 2 }), ...team('B', 'b1', 'be', 'b2')];
    const result = answer({ variant: 'emperor', seats }, { ask: 'wins', player: 'a2' });
    expect(result.value).toEqual(['b1', 'be', 'b2']);
    expect(result.explanation.at(-1)).toEqual({ text: "be's team B loses with be: b2", rules: ['809.5b'] });
  });

  it('810.8a: in Two-Headed Giant a team loses as one', () => {
    const input: ScenarioInput = {
      variant: 'two-headed-giant',
      options: { range: 1 },
      seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2'), ...team('C', 'c1', 'c2')],
    };
    expect(value(input, { ask: 'wins', player: 'a2' })).toEqual(['b1', 'b2']);
  });
});

describe('draw', () => {
  it.each<[string, ScenarioInput, string, string[], string]>([
    [
      '2024 limited range (801.15)',
      { variant: 'grand-melee', seats: TWELVE },
      'Alex',
      ['Alex', 'Bianca', 'Lou'],
      '801.15',
    ],
    [
      '2011 limited range (801.17)',
      { edition: '2011', variant: 'grand-melee', seats: TWELVE },
      'Alex',
      ['Alex', 'Bianca', 'Lou'],
      '801.17',
    ],
    [
      'no limited range: everyone still in the game (104.4c)',
      { seats: SIX, events: [leave('Eve')] },
      'Alex',
      ['Alex', 'Bianca', 'Carol', 'Dave', 'Fay'],
      '104.4c',
    ],
    [
      '809.5c: a draw for an emperor is a draw for the team',
      { ...EMPEROR, options: { range: 1 } },
      'a1',
      ['a1', 'ae', 'a2', 'b2'],
      '809.5c',
    ],
  ])('%s', (_, input, player, expected, rule) => {
    const result = answer(input, { ask: 'draw', player });
    expect(result.value).toEqual(expected);
    expect(result.citations).toContain(rule);
  });
});
