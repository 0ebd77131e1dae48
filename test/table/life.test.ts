import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvents } from '../../src/table/events/apply-events.js';
import { counterPool } from '../../src/table/life/life-module.js';
import { poisonToLose, startingLife, type Counter } from '../../src/table/life/pools.js';
import type { Table } from '../../src/table/table-model.js';
import type { GameEvent } from '../../src/core/scenario.js';
import { buildScenario, leave, team, type ScenarioInput } from './scenario-builder.js';

const GIANT: ScenarioInput = {
  variant: 'two-headed-giant',
  seats: [...team('Sun', 'Ann', 'Ben'), ...team('Moon', 'Cat', 'Dan')],
};
const HOUSE: ScenarioInput = { ...GIANT, houseRules: 'magic-mittwoch-2hg' };
const FFA: ScenarioInput = {
  variant: 'free-for-all',
  options: { attack: 'multiple' },
  seats: ['Ann', 'Ben', 'Cat', 'Dan'],
};

const damage = (players: string[], amount: number): GameEvent => ({ kind: 'damage', players, amount });
const loseLife = (players: string[], amount: number): GameEvent => ({ kind: 'loseLife', players, amount });
const gainLife = (players: string[], amount: number): GameEvent => ({ kind: 'gainLife', players, amount });
const poison = (players: string[], amount: number): GameEvent => ({ kind: 'poison', players, amount });
const payLife = (player: string, amount: number): GameEvent => ({ kind: 'payLife', player, amount });
const setLife = (player: string, to: number): GameEvent => ({ kind: 'setLife', player, to });

function play(input: ScenarioInput, events: GameEvent[]) {
  const built = buildTable(buildScenario({ ...input, events }));
  const played = applyEvents(built.table, events);
  return { table: played.table, problems: [...built.problems, ...played.problems] };
}

const total = (table: Table, counter: Counter, key: string): number | undefined =>
  counterPool(table, counter, key)?.total;

describe('shared life (810.4, 810.9)', () => {
  it.each<[string, ScenarioInput, GameEvent[], string, number]>([
    ['starts at 30 (810.4)', GIANT, [], 'team:Sun', 30],
    ['the file’s life overrides the start', { ...GIANT, life: { Sun: 17 } }, [], 'team:Sun', 17],
    [
      '810.9 Flame Rift: 4 to each player, 8 to the team',
      GIANT,
      [damage(['Ann', 'Ben', 'Cat', 'Dan'], 4)],
      'team:Sun',
      22,
    ],
    ['damage to one player', GIANT, [damage(['Cat'], 7)], 'team:Moon', 23],
    [
      '810.9a Beacon of Immortality: gains the team’s 17',
      { ...GIANT, life: { Sun: 17 } },
      [gainLife(['Ann'], 17)],
      'team:Sun',
      34,
    ],
    ['810.9a Lurking Evil: pays 6 of 11', { ...GIANT, life: { Sun: 11 } }, [payLife('Ann', 6)], 'team:Sun', 5],
    ['810.9c the life total becomes 10', { ...GIANT, life: { Sun: 25 } }, [setLife('Ann', 10)], 'team:Sun', 10],
    ['810.9c a life total that goes up', { ...GIANT, life: { Sun: 4 } }, [setLife('Ben', 20)], 'team:Sun', 20],
    [
      'life loss and gain in turn',
      GIANT,
      [loseLife(['Ann'], 5), gainLife(['Ben'], 2), loseLife(['Ann', 'Ben'], 1)],
      'team:Sun',
      25,
    ],
    [
      '810.11: three players start at 45',
      { variant: 'two-headed-giant', seats: [...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', 'b2', 'b3')] },
      [],
      'team:A',
      45,
    ],
    [
      '810.10 (2011): four players start at 60',
      {
        edition: '2011',
        variant: 'two-headed-giant',
        seats: [...team('A', 'a1', 'a2', 'a3', 'a4'), ...team('B', 'b1', 'b2', 'b3', 'b4')],
      },
      [],
      'team:B',
      60,
    ],
    ['house rule 33: Flame Rift counts once', HOUSE, [damage(['Ann', 'Ben', 'Cat', 'Dan'], 4)], 'team:Moon', 26],
    ['house rule 33: one player alone counts as usual', HOUSE, [damage(['Ann'], 4)], 'team:Sun', 26],
    [
      'house rule 33: two events for the two players count twice',
      HOUSE,
      [damage(['Ann'], 4), damage(['Ben'], 4)],
      'team:Sun',
      22,
    ],
    ['a player’s own life outside Two-Headed Giant (103.4)', FFA, [damage(['Ann'], 3)], 'player:Ann', 17],
  ])('%s', (_, input, events, key, expected) => {
    const { table, problems } = play(input, events);
    expect(problems).toEqual([]);
    expect(total(table, 'life', key)).toBe(expected);
  });

  it('records each change with the total before it', () => {
    const { table } = play(HOUSE, [damage(['Ann', 'Ben'], 4), payLife('Ben', 2)]);
    expect(counterPool(table, 'life', 'team:Sun')!.changes).toEqual([
      { event: 0, kind: 'damage', players: ['Ann', 'Ben'], amount: 4, change: -4, before: 30, countedOnce: true },
      { event: 1, kind: 'payLife', players: ['Ben'], amount: 2, change: -2, before: 26 },
    ]);
  });
});

describe('poison counters (810.10; 2011 shares none)', () => {
  it.each<[string, ScenarioInput, GameEvent[], string, number]>([
    ['2024: shared by the team', GIANT, [poison(['Ann'], 3), poison(['Ben'], 2)], 'team:Sun', 5],
    ['2024: one counter to each player is two for the team', GIANT, [poison(['Cat', 'Dan'], 1)], 'team:Moon', 2],
    ['2024: the file’s poison', { ...GIANT, poison: { Moon: 12 } }, [poison(['Cat'], 1)], 'team:Moon', 13],
    [
      '2011: each player has their own',
      { ...GIANT, edition: '2011' },
      [poison(['Ann'], 3), poison(['Ben'], 2)],
      'player:Ann',
      3,
    ],
    [
      '2011 with the house rules: shared, counted once',
      { ...HOUSE, edition: '2011' },
      [poison(['Ann', 'Ben'], 2)],
      'team:Sun',
      2,
    ],
    ['2024 with the house rules: counted once', HOUSE, [poison(['Cat', 'Dan'], 1)], 'team:Moon', 1],
  ])('%s', (_, input, events, key, expected) => {
    const { table, problems } = play(input, events);
    expect(problems).toEqual([]);
    expect(total(table, 'poison', key)).toBe(expected);
  });

  it.each<[string, ScenarioInput, string, number, string[]]>([
    ['a team of two loses at 15 (810.8d)', GIANT, 'Sun', 15, ['810.8d']],
    [
      'a team of three at 20 (810.11, English text)',
      { variant: 'two-headed-giant', seats: [...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', 'b2', 'b3')] },
      'A',
      20,
      ['810.8d', '810.11'],
    ],
    ['2011 house rules: 15 (item 13)', { ...HOUSE, edition: '2011' }, 'Sun', 15, []],
  ])('%s', (_, input, name, value, rules) => {
    const { table } = play(input, []);
    expect(poisonToLose(table, { kind: 'team', name })).toMatchObject({ value, rules });
  });

  it('a player alone loses at ten (104.3d), and starts at 20 life (103.4; 103.3 in 2011)', () => {
    const { table } = play(FFA, []);
    expect(poisonToLose(table, { kind: 'player', name: 'Ann' })).toEqual({ value: 10, rules: ['104.3d'] });
    expect(startingLife(table, { kind: 'player', name: 'Ann' })).toEqual({ value: 20, rules: ['103.4'] });
    expect(startingLife(play({ ...FFA, edition: '2011' }, []).table, { kind: 'player', name: 'Ann' }).rules).toEqual([
      '103.3',
    ]);
  });
});

describe('events and files the rules do not allow', () => {
  it.each<[string, ScenarioInput, GameEvent[], string, (string | number)[], string[]]>([
    [
      'paying more life than the team has (810.9a, 810.9b)',
      { ...GIANT, life: { Sun: 5 } },
      [payLife('Ann', 6)],
      'table/cannot-pay-life',
      ['events', 0, 'payLife', 'amount'],
      ['810.9a', '810.9b'],
    ],
    [
      'paying more life than the player has (119.4)',
      FFA,
      [payLife('Ann', 21)],
      'table/cannot-pay-life',
      ['events', 0, 'payLife', 'amount'],
      ['119.4'],
    ],
    [
      'paying more life than the player has in 2011 (118.4)',
      { ...FFA, edition: '2011' },
      [payLife('Ann', 21)],
      'table/cannot-pay-life',
      ['events', 0, 'payLife', 'amount'],
      ['118.4'],
    ],
    [
      'damage to a player who has left',
      FFA,
      [leave('Ben'), damage(['Ann', 'Ben'], 2)],
      'table/player-has-left',
      ['events', 1, 'damage', 'player', 1],
      ['800.4'],
    ],
    [
      'life for a team that shares none (810.4)',
      { ...FFA, seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')], variant: 'team-vs-team', life: { A: 20 } },
      [],
      'table/no-shared-life',
      ['life', 'A'],
      ['810.4'],
    ],
    [
      'poison for a 2011 Two-Headed Giant team (810.5)',
      { ...GIANT, edition: '2011', poison: { Sun: 3 } },
      [],
      'table/no-shared-poison',
      ['poison', 'Sun'],
      ['810.5'],
    ],
  ])('%s', (_, input, events, code, path, rules) => {
    const { problems } = play(input, events);
    expect(problems.map((p) => [p.code, p.path, p.rules])).toEqual([[code, path, rules]]);
  });

  it('paying 0 life is always possible (810.9b)', () => {
    expect(play({ ...GIANT, life: { Sun: 0 } }, [payLife('Ann', 0)]).problems).toEqual([]);
  });
});

describe('properties', () => {
  const arbEvents = fc.array(
    fc.record({
      kind: fc.constantFrom('damage', 'loseLife', 'gainLife'),
      players: fc.subarray(['Ann', 'Ben', 'Cat', 'Dan'], { minLength: 1 }),
      amount: fc.integer({ min: 0, max: 9 }),
    }),
    { maxLength: 8 },
  );
  const perPlayer = (
    events: { kind: string; players: string[]; amount: number }[],
    members: string[],
    once: boolean,
  ): number =>
    events.reduce((sum, e) => {
      const hit = e.players.filter((p) => members.includes(p));
      const counted = once && hit.length === members.length ? 1 : hit.length;
      return sum + (e.kind === 'gainLife' ? 1 : -1) * e.amount * counted;
    }, 0);

  it('a team’s life is its starting life plus every player’s change (810.9)', () => {
    fc.assert(
      fc.property(arbEvents, fc.integer({ min: 1, max: 60 }), (events, start) => {
        const { table } = play({ ...GIANT, life: { Sun: start } }, events);
        expect(total(table, 'life', 'team:Sun')).toBe(start + perPlayer(events, ['Ann', 'Ben'], false));
        expect(total(table, 'life', 'team:Moon')).toBe(30 + perPlayer(events, ['Cat', 'Dan'], false));
      }),
    );
  });

  it('under house rule 33 a change to the whole team counts once', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        const { table } = play(HOUSE, events);
        expect(total(table, 'life', 'team:Sun')).toBe(30 + perPlayer(events, ['Ann', 'Ben'], true));
      }),
    );
  });

  it('life events leave the seats, the turn and the other slices as they were', () => {
    fc.assert(
      fc.property(arbEvents, (events) => {
        const before = play(GIANT, []).table;
        const after = play(GIANT, events).table;
        expect({ ...after, slices: {} }).toEqual({ ...before, slices: {} });
        expect(Object.keys(after.slices)).toEqual(Object.keys(before.slices));
      }),
    );
  });
});
