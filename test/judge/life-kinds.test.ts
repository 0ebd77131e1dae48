import fc from 'fast-check';
import { runs } from '../property-runs.js';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/judge/evaluate.js';
import type { GameEvent } from '../../src/core/scenario.js';
import { buildScenario, leave, team, type ScenarioInput } from '../table/scenario-builder.js';
import { answer, outcome, problemCodes, value } from './ask.js';

const GIANT: ScenarioInput = {
  variant: 'two-headed-giant',
  seats: [...team('Sun', 'Ann', 'Ben'), ...team('Moon', 'Cat', 'Dan')],
};
const GIANT_2011: ScenarioInput = { ...GIANT, edition: '2011' };
const HOUSE: ScenarioInput = { ...GIANT, houseRules: 'magic-mittwoch-2hg' };
const THREE: ScenarioInput = {
  variant: 'two-headed-giant',
  seats: [...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', 'b2', 'b3')],
};
const FFA: ScenarioInput = {
  variant: 'free-for-all',
  options: { attack: 'multiple' },
  seats: ['Ann', 'Ben', 'Cat', 'Dan'],
};
const EMPEROR: ScenarioInput = {
  variant: 'emperor',
  seats: [...team('N', 'n1', 'ne', 'n2'), ...team('S', 's1', 'se', 's2')],
};

const damage = (players: string[], amount: number): GameEvent => ({ kind: 'damage', players, amount });
const poison = (players: string[], amount: number): GameEvent => ({ kind: 'poison', players, amount });

describe('starting-life', () => {
  it.each<[string, ScenarioInput, string, number, string[]]>([
    ['a team of two: 30 (810.4)', GIANT, 'Sun', 30, ['810.4']],
    ['2011, a team of two', GIANT_2011, 'Moon', 30, ['810.4']],
    ['a team of three: 45 (810.11)', THREE, 'A', 45, ['810.4', '810.11']],
    ['2011, a team of three: 45 (810.10)', { ...THREE, edition: '2011' }, 'B', 45, ['810.4', '810.10']],
    ['the file’s life is not the starting life', { ...GIANT, life: { Sun: 3 } }, 'Sun', 30, ['810.4']],
    ['house rules agree (item 30)', HOUSE, 'Sun', 30, ['810.4']],
  ])('%s', (_, input, name, expected, citations) => {
    const result = answer(input, { ask: 'starting-life', team: name });
    expect([result.value, result.citations]).toEqual([expected, citations]);
  });

  it('only Two-Headed Giant teams share a life total (810.4)', () => {
    const tvt: ScenarioInput = { variant: 'team-vs-team', seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')] };
    expect(outcome(tvt, { ask: 'starting-life', team: 'A' }).problems.map((p) => [p.code, p.rules])).toEqual([
      ['question/not-applicable', ['810.4']],
    ]);
  });
});

describe('team-life', () => {
  it('explains the sum step by step (810.9, 810.9a, 810.9c)', () => {
    const events: GameEvent[] = [
      damage(['Cat', 'Dan'], 2),
      { kind: 'setLife', player: 'Dan', to: 30 },
      { kind: 'payLife', player: 'Cat', amount: 3 },
    ];
    const result = answer({ ...GIANT_2011, events }, { ask: 'team-life', team: 'Moon' });
    expect(result.value).toBe(27);
    expect(result.explanation.map((s) => [s.text, s.rules])).toEqual([
      ['Team Moon starts with 30 life', ['810.4']],
      ['Cat and Dan are each dealt 2 damage: team Moon -4, now 26', ['810.9']],
      [
        "Dan's life total becomes 30: Dan's life total counts as the team's 26 (810.9a), so Dan gains 4 life and the team's total is adjusted by that: team Moon +4, now 30",
        ['810.9a', '810.9c'],
      ],
      ["Cat pays 3 life, which comes out of the team's total: team Moon -3, now 27", ['810.9a']],
      ["Team Moon's life total after the events: 27", ['810.9']],
    ]);
  });

  it('names house rule 33 and the official rule it replaces', () => {
    const result = answer(
      { ...HOUSE, events: [damage(['Ann', 'Ben', 'Cat', 'Dan'], 4)] },
      { ask: 'team-life', team: 'Sun' },
    );
    expect(result.value).toBe(26);
    expect(result.explanation[1]).toEqual({
      text: 'Ann and Ben are each dealt 4 damage, the same change to every player of team Sun. House rule 33 (Magic Mittwoch): it is counted once: team Sun -4, now 26; the official rule 810.9 counts it for each player: -8',
      rules: ['810.9'],
    });
  });

  it('starts from the file’s life total', () => {
    const result = answer(
      { ...GIANT, life: { Sun: 17 }, events: [{ kind: 'gainLife', players: ['Ann'], amount: 17 }] },
      { ask: 'team-life', team: 'Sun' },
    );
    expect(result.value).toBe(34);
    expect(result.explanation[0]!.text).toBe('The file gives team Sun 17 life before the events');
  });
});

describe('team-poison', () => {
  it.each<[string, ScenarioInput, string, number]>([
    [
      '2024: shared (810.10)',
      { ...GIANT, poison: { Sun: 10 }, events: [poison(['Ann'], 3), poison(['Ben'], 2)] },
      'Sun',
      15,
    ],
    ['2024: one to each player, two for the team', { ...GIANT, events: [poison(['Cat', 'Dan'], 1)] }, 'Moon', 2],
    ['house rule 33: once', { ...HOUSE, events: [poison(['Cat', 'Dan'], 1)] }, 'Moon', 1],
    [
      '2011 with house rules: shared',
      { ...HOUSE, edition: '2011', events: [poison(['Ann', 'Ben'], 1), poison(['Ann'], 2)] },
      'Sun',
      3,
    ],
  ])('%s', (_, input, name, expected) => {
    expect(value(input, { ask: 'team-poison', team: name })).toBe(expected);
  });

  it('2011 shares no poison counters (810.5)', () => {
    const [problem] = outcome(
      { ...GIANT_2011, events: [poison(['Ann'], 1)] },
      { ask: 'team-poison', team: 'Sun' },
    ).problems;
    expect(problem).toEqual({
      code: 'question/not-applicable',
      message:
        "The 2011 rules don't share poison counters: a Two-Headed Giant team shares only its life total (810.5), and each player has their own poison counters.",
      path: ['questions', 0],
      rules: ['810.5'],
    });
  });

  it('2011 with house rules names items 33 and the rule it replaces', () => {
    const result = answer({ ...HOUSE, edition: '2011' }, { ask: 'team-poison', team: 'Sun' });
    expect(result.explanation[0]!.text).toBe(
      'House rule 33 (Magic Mittwoch): changes to poison counters count for the team, so team Sun shares its poison counters; the official rule 810.5 shares only the life total',
    );
  });
});

describe('lost', () => {
  it.each<[string, ScenarioInput, string[]]>([
    ['nobody', GIANT, []],
    ['810.8b: a player concedes, the team loses', { ...GIANT, events: [leave('Cat')] }, ['Cat', 'Dan']],
    ['810.8c: a team at 0 life', { ...GIANT, life: { Sun: 6 }, events: [damage(['Ann', 'Ben'], 3)] }, ['Ann', 'Ben']],
    ['810.8c: a team at 1 life has not lost', { ...GIANT, life: { Sun: 7 }, events: [damage(['Ann', 'Ben'], 3)] }, []],
    [
      '810.8d: fifteen poison counters',
      { ...GIANT, poison: { Moon: 13 }, events: [poison(['Cat', 'Dan'], 1)] },
      ['Cat', 'Dan'],
    ],
    [
      'house rule 33: fourteen counters once is not fifteen',
      { ...HOUSE, poison: { Moon: 13 }, events: [poison(['Cat', 'Dan'], 1)] },
      [],
    ],
    ['810.11: a team of three needs twenty', { ...THREE, poison: { A: 19 } }, []],
    ['810.11: a team of three at twenty', { ...THREE, poison: { A: 20 } }, ['a1', 'a2', 'a3']],
    [
      '2011: ten counters on one player (104.3d), the team with them (810.8a)',
      { ...GIANT_2011, events: [poison(['Ann'], 10)] },
      ['Ann', 'Ben'],
    ],
    ['2011: nine and nine is no loss', { ...GIANT_2011, events: [poison(['Ann', 'Ben'], 9)] }, []],
    [
      '104.4a: both teams at 0 at once is a draw',
      { ...GIANT, life: { Sun: 4, Moon: 4 }, events: [damage(['Ann', 'Ben', 'Cat', 'Dan'], 2)] },
      [],
    ],
    [
      'a draw for the teams still in the game, not for one who left',
      { ...FFA, events: [leave('Ann'), damage(['Ben', 'Cat', 'Dan'], 20)] },
      ['Ann'],
    ],
    ['Free-for-All: a player at 0 life (104.3b)', { ...FFA, events: [damage(['Ben'], 20)] }, ['Ben']],
    ['Free-for-All: players who left', { ...FFA, left: ['Dan'], events: [leave('Ben')] }, ['Ben', 'Dan']],
    [
      'Emperor: an emperor at 0 life takes the team (809.5b)',
      { ...EMPEROR, active: ['ne'], events: [damage(['se'], 20)] },
      ['s1', 'se', 's2'],
    ],
    ['Emperor: a general at 0 life alone', { ...EMPEROR, active: ['ne'], events: [damage(['s1'], 20)] }, ['s1']],
  ])('%s', (_, input, expected) => {
    expect(value(input, { ask: 'lost' })).toEqual(expected);
  });

  it('explains a loss by life and names the reading', () => {
    const result = answer({ ...GIANT_2011, life: { Sun: 5 }, events: [damage(['Ann', 'Ben'], 3)] }, { ask: 'lost' });
    expect(result.explanation.map((s) => [s.text, s.rules, s.reading])).toEqual([
      ['The file gives team Sun 5 life before the events', [], undefined],
      ['Ann and Ben are each dealt 3 damage: team Sun -6, now -1', ['810.9'], undefined],
      [
        'Team Sun has -1 life after the events, 0 or less: team Sun loses the game (a state-based action)',
        ['810.8c'],
        'state-based-actions-after-events',
      ],
      ['Players who have lost the game: Ann and Ben', [], undefined],
    ]);
  });

  it('explains a concession in Two-Headed Giant', () => {
    const result = answer({ ...GIANT, events: [leave('Cat')] }, { ask: 'lost' });
    expect(result.explanation[0]).toEqual({
      text: "Cat leaves the game, so Cat's team leaves the game and loses: Dan leaves and loses too",
      rules: ['810.8b', '810.8a'],
      reading: 'leaving-means-losing',
    });
  });

  it('refuses a table with an event that cannot happen', () => {
    expect(
      problemCodes(
        { ...GIANT, life: { Sun: 2 }, events: [{ kind: 'payLife', player: 'Ann', amount: 3 }] },
        { ask: 'lost' },
      ),
    ).toEqual(['table/cannot-pay-life']);
  });
});

describe('rotating the seats changes no answer about life, poison and leaving', () => {
  it('holds for random events in Two-Headed Giant, with and without house rules', () => {
    const names = ['Ann', 'Ben', 'Cat', 'Dan'];
    const arbEvent = fc.record({
      kind: fc.constantFrom('damage', 'loseLife', 'gainLife', 'poison'),
      players: fc.subarray(names, { minLength: 1 }),
      amount: fc.integer({ min: 0, max: 12 }),
    });
    const questions = [
      { ask: 'lost' },
      { ask: 'team-life', team: 'Sun' },
      { ask: 'team-life', team: 'Moon' },
      { ask: 'team-poison', team: 'Moon' },
      { ask: 'extra-turn', player: 'Ben' },
      { ask: 'leave-game', player: 'Cat' },
      { ask: 'priority-after-leave', player: 'Dan' },
    ];
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 6 }), fc.boolean(), fc.nat(3), (events, house, k) => {
        const base = {
          ...GIANT,
          ...(house && { houseRules: 'magic-mittwoch-2hg' }),
          objects: [{ name: 'Elf', owner: 'Cat', controlledBy: { player: 'Ann', source: 'Threaten' } }],
        };
        const seats = base.seats;
        const rotated = { ...base, seats: [...seats.slice(k), ...seats.slice(0, k)] };
        const answers = (input: ScenarioInput) =>
          evaluate(buildScenario({ ...input, events: events, questions })).outcomes.map((o) => {
            const v = o.answer?.value;
            return Array.isArray(v) ? [...v].sort() : (v ?? o.problems.map((p) => p.code));
          });
        expect(answers(rotated)).toEqual(answers(base));
      }),
      { numRuns: runs(150) },
    );
  });
});
