import { describe, expect, it } from 'vitest';
import type { AnswerShape } from '../../src/core/answer.js';
import { compareAnswer, formatValue } from '../../src/scenario/compare.js';

const cases: [string, AnswerShape, unknown, unknown, string[]][] = [
  // [what, shape, actual, expected, differences (empty: equal)]
  ['a set ignores order', 'players', ['Bianca', 'Alex'], ['Alex', 'Bianca'], []],
  ['a set ignores repetition', 'players', ['Alex', 'Alex'], ['Alex'], []],
  ['an empty set', 'players', [], [], []],
  ['a set names what is missing', 'players', ['Alex'], ['Alex', 'Dave'], ['expected but not in the answer: Dave']],
  [
    'a set names what is extra',
    'players',
    ['Alex', 'Dave', 'Carol'],
    ['Alex'],
    ['in the answer but not expected: Dave, Carol'],
  ],
  ['a seating from another starting seat', 'seating', ['C', 'D', 'A', 'B'], ['A', 'B', 'C', 'D'], []],
  [
    'a seating the other way round',
    'seating',
    ['D', 'C', 'B', 'A'],
    ['A', 'B', 'C', 'D'],
    ['the same seats in the opposite direction: expected [A, B, C, D], got [D, C, B, A]'],
  ],
  [
    'a seating in another order',
    'seating',
    ['A', 'C', 'B', 'D'],
    ['A', 'B', 'C', 'D'],
    ['the same players in another order: expected [A, B, C, D], got [A, C, B, D]'],
  ],
  [
    'a seating with other players',
    'seating',
    ['A', 'B', 'E'],
    ['A', 'B', 'C'],
    ['expected but not in the answer: C', 'in the answer but not expected: E'],
  ],
  ['a seating with a player twice', 'seating', ['A', 'B', 'B'], ['A', 'B'], ['expected 2 seats, got 3']],
  ['numbers in order', 'numbers', [1, 3], [1, 3], []],
  ['numbers in another order', 'numbers', [3, 1], [1, 3], ['expected [1, 3], got [3, 1]']],
  ['a number', 'number', 2, 2, []],
  ['another number', 'number', 3, 2, ['expected 2, got 3']],
  ['a number is not its text', 'number', '2', 2, ['expected 2, got "2"']],
  ['a boolean', 'boolean', false, false, []],
  ['another boolean', 'boolean', true, false, ['expected false, got true']],
  ['a name', 'name', 'Alex', 'Alex', []],
  ['a name is case-sensitive', 'name', 'alex', 'Alex', ['expected Alex, got alex']],
  ['a mapping key by key, numbers as keys', 'mapping', { '1': 'Alex', '2': 'Eve' }, { 2: 'Eve', 1: 'Alex' }, []],
  ['a Map answer', 'mapping', new Map<unknown, unknown>([[1, 'Alex']]), { 1: 'Alex' }, []],
  ['nested mappings', 'mapping', { Aura: { controller: 'Bianca' } }, { Aura: { controller: 'Bianca' } }, []],
  [
    'a mapping names each differing key',
    'mapping',
    { '1': 'Alex', '2': 'Ida', '4': 'Kim' },
    { 1: 'Alex', 2: 'Eve', 3: 'Hal' },
    [
      '2: expected Eve, got Ida',
      '3: expected Hal, but the answer has no such key',
      '4: not expected, the answer has Kim',
    ],
  ],
  ['a list where a mapping was expected', 'mapping', ['Alex'], { 1: 'Alex' }, ['expected {1: Alex}, got [Alex]']],
];

describe('compareAnswer', () => {
  it.each(cases)('%s', (_what, shape, actual, expected, differences) => {
    expect(compareAnswer(shape, actual, expected)).toEqual({ ok: differences.length === 0, differences });
  });
});

describe('formatValue', () => {
  it.each([
    [['Alex', 'Bianca'], '[Alex, Bianca]'],
    [{ 1: 'Alex', 2: 'Eve' }, '{1: Alex, 2: Eve}'],
    [{ 'Control Magic': { controller: 'Bianca' } }, '{Control Magic: {controller: Bianca}}'],
    ['unlimited', 'unlimited'],
    ['2', '"2"'],
    ['a, b', '"a, b"'],
    ['true', '"true"'],
    ['', '""'],
    [true, 'true'],
    [null, 'null'],
    [undefined, '(none)'],
  ])('%j → %s', (value, text) => {
    expect(formatValue(value)).toBe(text);
  });
});
