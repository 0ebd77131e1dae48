import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameObject } from '../../src/core/scenario.js';
import { leave, team, type ScenarioInput } from '../table/scenario-builder.js';
import { answer, outcome, value } from './ask.js';

const FOUR = ['Alex', 'Bianca', 'Carol', 'Dave'];
const FFA: ScenarioInput = { variant: 'free-for-all', options: { attack: 'multiple' }, seats: FOUR, active: ['Alex'] };
const FIVE: ScenarioInput = {
  variant: 'free-for-all',
  options: { attack: 'multiple' },
  seats: ['Ann', 'Ben', 'Cal', 'Dot', 'Eli'],
  active: ['Ann'],
};
const GIANT: ScenarioInput = {
  variant: 'two-headed-giant',
  seats: [...team('Sun', 'Ann', 'Ben'), ...team('Moon', 'Cat', 'Dan')],
  active: ['Ann'],
};

const controlMagic: GameObject[] = [
  { name: 'Control Magic', owner: 'Alex', types: ['enchantment', 'aura'], attachedTo: 'Wall of Wood' },
  {
    name: 'Wall of Wood',
    owner: 'Bianca',
    types: ['creature'],
    controlledBy: { player: 'Alex', source: 'Control Magic' },
  },
];
const bribery: GameObject[] = [{ name: 'Serra Angel', owner: 'Bianca', controller: 'Alex', types: ['creature'] }];
const treason: GameObject[] = [
  {
    name: 'Runeclaw Bears',
    owner: 'Bianca',
    types: ['creature'],
    controlledBy: { player: 'Alex', source: 'Act of Treason' },
  },
];
const genesis: GameObject[] = [
  { name: 'Genesis Chamber', owner: 'Alex', types: ['artifact'] },
  { name: "Alex's Myr", owner: 'Alex', token: true },
  { name: "Bianca's Myr", owner: 'Bianca', token: true },
];
// Alex (default controller) has left; Carol took the Angel with her Mind Control.
const defaultGone: GameObject[] = [
  { name: 'Mind Control', owner: 'Carol', types: ['enchantment', 'aura'], attachedTo: 'Serra Angel' },
  {
    name: 'Serra Angel',
    owner: 'Bianca',
    controller: 'Alex',
    controlledBy: { player: 'Carol', source: 'Mind Control' },
  },
];
// As above, but Mind Control is Dave's: when Dave leaves, Carol's control ends while she stays.
const sourceGone: GameObject[] = [
  {
    name: 'Mind Control',
    owner: 'Dave',
    controller: 'Carol',
    types: ['enchantment', 'aura'],
    attachedTo: 'Serra Angel',
  },
  {
    name: 'Serra Angel',
    owner: 'Bianca',
    controller: 'Alex',
    controlledBy: { player: 'Carol', source: 'Mind Control' },
  },
];

describe('leave-game (800.4a, 800.4c)', () => {
  it.each<[string, ScenarioInput, string, Record<string, unknown>]>([
    [
      'Control Magic, Alex leaves',
      { ...FFA, objects: controlMagic },
      'Alex',
      { 'Control Magic': 'leaves-game', 'Wall of Wood': { controller: 'Bianca' } },
    ],
    [
      'Control Magic, Bianca leaves',
      { ...FFA, objects: controlMagic },
      'Bianca',
      { 'Control Magic': 'stays', 'Wall of Wood': 'leaves-game' },
    ],
    ['Bribery, Alex leaves', { ...FFA, objects: bribery }, 'Alex', { 'Serra Angel': 'exiled' }],
    ['Bribery, Bianca leaves', { ...FFA, objects: bribery }, 'Bianca', { 'Serra Angel': 'leaves-game' }],
    [
      'Act of Treason, Alex leaves',
      { ...FFA, objects: treason },
      'Alex',
      { 'Runeclaw Bears': { controller: 'Bianca' } },
    ],
    ['Act of Treason, Carol leaves', { ...FFA, objects: treason }, 'Carol', { 'Runeclaw Bears': 'stays' }],
    [
      'Genesis Chamber: tokens belong to who made them',
      { ...FFA, objects: genesis },
      'Alex',
      { 'Genesis Chamber': 'leaves-game', "Alex's Myr": 'leaves-game', "Bianca's Myr": 'stays' },
    ],
    [
      '800.4c (2024): control ends, the default controller is gone',
      { ...FFA, left: ['Alex'], active: ['Dave'], objects: defaultGone },
      'Carol',
      { 'Mind Control': 'leaves-game', 'Serra Angel': 'exiled' },
    ],
    [
      '2011: the same, exiled by 800.4a after 800.4b',
      { ...FFA, edition: '2011', left: ['Alex'], active: ['Dave'], objects: defaultGone },
      'Carol',
      { 'Mind Control': 'leaves-game', 'Serra Angel': 'exiled' },
    ],
    [
      '800.4c (2024): the source leaves, Carol stays',
      { ...FFA, left: ['Alex'], active: ['Dave'], objects: sourceGone },
      'Dave',
      { 'Mind Control': 'leaves-game', 'Serra Angel': 'exiled' },
    ],
    [
      '2011: the source leaves, Carol keeps the Angel (800.4b)',
      { ...FFA, edition: '2011', left: ['Alex'], active: ['Dave'], objects: sourceGone },
      'Dave',
      { 'Mind Control': 'leaves-game', 'Serra Angel': 'stays' },
    ],
    [
      'an object already gone is not in the answer',
      { ...FFA, left: ['Alex'], active: ['Bianca'], objects: genesis },
      'Bianca',
      { "Bianca's Myr": 'leaves-game' },
    ],
    [
      '810.8a: a Two-Headed Giant team leaves together',
      {
        ...GIANT,
        objects: [
          { name: 'Bear', owner: 'Ben' },
          { name: 'Elf', owner: 'Cat' },
        ],
      },
      'Ann',
      { Bear: 'leaves-game', Elf: 'stays' },
    ],
  ])('%s', (_, input, player, expected) => {
    expect(value(input, { ask: 'leave-game', player })).toEqual(expected);
  });

  it('cites 800.4c in 2024 and names the reading for 2011', () => {
    const ask = { ask: 'leave-game', player: 'Carol' };
    const input = { ...FFA, left: ['Alex'], active: ['Dave'], objects: defaultGone };
    expect(answer(input, ask).citations).toEqual(['800.4a', '800.4c']);
    const steps = answer({ ...input, edition: '2011' }, ask).explanation;
    expect(steps[1]).toEqual({
      text: "Serra Angel: the effect that gives Carol control of it ends, but it can't change to the control of Alex, who has left the game (800.4b); Carol still controls it and leaves, so it is exiled (800.4a)",
      rules: ['800.4a', '800.4b'],
      reading: 'control-kept-when-default-controller-gone-2011',
    });
  });

  it('says why a control effect ends', () => {
    const steps = answer({ ...FFA, objects: controlMagic }, { ask: 'leave-game', player: 'Alex' }).explanation.map(
      (s) => s.text,
    );
    expect(steps).toEqual([
      'Control Magic is owned by Alex, who leaves the game: it leaves the game too',
      'Wall of Wood: the effect that gives Alex control of it (Control Magic) ends as Alex leaves the game; Bianca controls it again',
    ]);
  });

  it('a player who has left can’t leave again', () => {
    expect(
      outcome({ ...FFA, events: [leave('Bianca')] }, { ask: 'leave-game', player: 'Bianca' }).problems.map(
        (p) => p.code,
      ),
    ).toEqual(['question/player-has-left']);
  });

  it('every object in the game gets exactly one outcome, and only the leaver’s objects leave', () => {
    const arb = fc.array(
      fc.record({
        owner: fc.constantFrom(...FOUR),
        controller: fc.option(fc.constantFrom(...FOUR), { nil: undefined }),
        by: fc.option(fc.constantFrom(...FOUR), { nil: undefined }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(arb, fc.constantFrom(...FOUR), (specs, player) => {
        const objects: GameObject[] = specs.map((s, i) => ({
          name: `O${i}`,
          owner: s.owner,
          ...(s.controller !== undefined && { controller: s.controller }),
          ...(s.by !== undefined && { controlledBy: { player: s.by, source: 'Threaten' } }),
        }));
        const result = value({ ...FFA, objects }, { ask: 'leave-game', player }) as Record<string, unknown>;
        expect(Object.keys(result).sort()).toEqual(objects.map((o) => o.name).sort());
        objects.forEach((o) => expect(result[o.name] === 'leaves-game').toBe(o.owner === player));
      }),
    );
  });
});

describe('priority-after-leave (800.4a, 800.4j)', () => {
  it.each<[string, ScenarioInput, string, string]>([
    ['a nonactive player leaves', { ...FIVE, events: [leave('Ben')] }, 'Ben', 'Cal'],
    ['the active player leaves (800.4j)', { ...FIVE, events: [leave('Ann')] }, 'Ann', 'Ben'],
    ['past a player who left before the turn', { ...FIVE, left: ['Ben'], events: [leave('Ann')] }, 'Ann', 'Cal'],
    ['two leave at once, across the join', { ...FIVE, active: ['Cal'], events: [leave('Eli', 'Ann')] }, 'Eli', 'Ben'],
    ['a player still in the game keeps priority', FIVE, 'Dot', 'Dot'],
  ])('%s', (_, input, player, expected) => {
    expect(value(input, { ask: 'priority-after-leave', player })).toBe(expected);
  });

  it.each<['2011' | '2024', string]>([
    ['2011', '800.4g'],
    ['2024', '800.4j'],
  ])('%s: the turn goes on without an active player (%s)', (edition, rule) => {
    expect(
      answer({ ...FIVE, edition, events: [leave('Ann')] }, { ask: 'priority-after-leave', player: 'Ann' }).citations,
    ).toEqual(['800.4a', rule]);
  });

  it('the game is over when no opponent is left', () => {
    const [problem] = outcome(
      { ...GIANT, events: [leave('Ann')] },
      { ask: 'priority-after-leave', player: 'Ann' },
    ).problems;
    expect(problem?.code).toBe('question/not-applicable');
  });

  it('with shared team turns the next team has priority (805.5)', () => {
    const tvt: ScenarioInput = {
      variant: 'team-vs-team',
      options: { sharedTeamTurns: true },
      seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2'), ...team('C', 'c1', 'c2')],
      active: ['a1'],
      startingTeam: 'A',
    };
    const result = answer({ ...tvt, events: [leave('a2')] }, { ask: 'priority-after-leave', player: 'a2' });
    expect([result.value, result.citations]).toEqual(['b1', ['800.4a', '805.5']]);
  });
});

describe('extra-turn (805.8, 500.7)', () => {
  const TVT_SHARED: ScenarioInput = {
    variant: 'team-vs-team',
    options: { sharedTeamTurns: true },
    seats: [...team('R', 'r1', 'r2', 'r3'), ...team('B', 'b1', 'b2', 'b3')],
    startingTeam: 'R',
  };
  it.each<[string, ScenarioInput, string, string[], string[]]>([
    ['Two-Headed Giant: the team (805.8)', GIANT, 'Ben', ['Ann', 'Ben'], ['805.8']],
    ['2011 as well', { ...GIANT, edition: '2011' }, 'Cat', ['Cat', 'Dan'], ['805.8']],
    ['house rule 21: the player alone', { ...GIANT, houseRules: 'magic-mittwoch-2hg' }, 'Ben', ['Ben'], ['805.8']],
    ['shared team turns in Team vs. Team', TVT_SHARED, 'r3', ['r1', 'r2', 'r3'], ['805.8']],
    [
      'shared team turns: a teammate who left takes none',
      { ...TVT_SHARED, events: [leave('r1')] },
      'r3',
      ['r2', 'r3'],
      ['805.8'],
    ],
    ['Free-for-All: the player (500.7)', FFA, 'Carol', ['Carol'], ['500.7']],
    [
      'Team vs. Team without shared turns: the player',
      { variant: 'team-vs-team', seats: [...team('R', 'r1', 'r2'), ...team('B', 'b1', 'b2')] },
      'r1',
      ['r1'],
      ['500.7'],
    ],
  ])('%s', (_, input, player, expected, citations) => {
    const result = answer(input, { ask: 'extra-turn', player });
    expect([result.value, result.citations]).toEqual([expected, citations]);
  });

  it('names house rule 21 and the official rule', () => {
    const result = answer({ ...GIANT, houseRules: 'magic-mittwoch-2hg' }, { ask: 'extra-turn', player: 'Ben' });
    expect(result.explanation.map((s) => s.text)).toEqual([
      'House rule 21 (Magic Mittwoch): the extra turn goes to Ben alone; the official rule 805.8 gives it to the team: Ann and Ben',
    ]);
  });

  it('a player who has left gets no extra turn', () => {
    expect(
      outcome({ ...FFA, events: [leave('Carol')] }, { ask: 'extra-turn', player: 'Carol' }).problems.map((p) => p.code),
    ).toEqual(['question/player-has-left']);
  });
});
