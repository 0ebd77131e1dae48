// trigger-count, skips and controls at the edges: tables written from 603.2b, 614.10,
// 720.1 (711.1 in 2011), 800.4, 801.7, 805.4d and 805.8, each answer as the rule text gives it.
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameObject } from '../../src/core/scenario.js';
import { evaluate } from '../../src/judge/evaluate.js';
import { buildScenario, team, TWELVE, type ScenarioInput } from '../table/scenario-builder.js';
import { answer, outcome, problemCodes, value } from './ask.js';

const GIANT: ScenarioInput = {
  variant: 'two-headed-giant',
  seats: [...team('Sun', 'Ann', 'Ben'), ...team('Moon', 'Cat', 'Dan')],
  active: ['Ann', 'Ben'],
};
const FFA: ScenarioInput = {
  variant: 'free-for-all',
  options: { attack: 'left' },
  seats: ['Alex', 'Bianca', 'Carol', 'Dave'],
  active: ['Alex'],
};
const HOUSE: ScenarioInput = { ...GIANT, houseRules: 'magic-mittwoch-2hg' };

const vortex = (owner: string): GameObject => ({
  name: 'Sulfuric Vortex',
  owner,
  trigger: { at: 'upkeep', of: 'each-player', thatPlayer: true },
});
const skip = (players: string[], what: 'turn' | 'untap' | 'end', by: string): GameEvent => ({
  kind: 'skip',
  players,
  what,
  by,
});
const control = (player: string, of: string, by: string): GameEvent => ({ kind: 'controlNextTurn', player, of, by });

describe('trigger-count', () => {
  it.each<[string, ScenarioInput, Record<string, unknown>, number]>([
    ['805.4d: once for each player of the active team', { ...GIANT, objects: [vortex('Cat')] }, {}, 2],
    [
      '805.4d: once without "that player"',
      { ...GIANT, objects: [{ ...vortex('Cat'), trigger: { at: 'upkeep', of: 'each-player', thatPlayer: false } }] },
      {},
      1,
    ],
    [
      '"each opponent\'s" step of the controller\'s own team: none',
      { ...GIANT, objects: [{ ...vortex('Ann'), trigger: { at: 'end', of: 'each-opponent', thatPlayer: true } }] },
      {},
      0,
    ],
    [
      '"your" upkeep under shared team turns: the team\'s turn',
      { ...GIANT, objects: [{ ...vortex('Ben'), trigger: { at: 'upkeep', of: 'your', thatPlayer: false } }] },
      {},
      1,
    ],
    ["Free-for-All: once, in another player's turn", { ...FFA, objects: [vortex('Dave')] }, {}, 1],
    [
      '800.4k: a turn of a player who has left does not begin',
      { ...FFA, left: ['Carol'], objects: [vortex('Dave')] },
      { turnOf: 'Carol' },
      0,
    ],
    [
      '800.4k: no "each upkeep" of a player who has left',
      {
        ...FFA,
        left: ['Carol'],
        objects: [{ ...vortex('Dave'), trigger: { at: 'upkeep', of: 'each', thatPlayer: false } }],
      },
      { turnOf: 'Carol' },
      0,
    ],
    [
      '801.7: a step outside the range of a limited-range game',
      { ...FFA, options: { range: 1, attack: 'left' }, objects: [vortex('Alex')] },
      { turnOf: 'Carol' },
      0,
    ],
    [
      '800.4j: "each end step" of a turn that goes on without its player',
      {
        ...FFA,
        objects: [{ ...vortex('Dave'), trigger: { at: 'end', of: 'each', thatPlayer: false } }],
        events: [{ kind: 'leave', players: ['Alex'] }],
      },
      {},
      1,
    ],
  ])('%s', (_, input, params, expected) => {
    expect(value(input, { ask: 'trigger-count', source: 'Sulfuric Vortex', ...params })).toBe(expected);
  });

  it.each<[string, ScenarioInput, Record<string, unknown>, string]>([
    [
      'an object without trigger',
      { ...FFA, objects: [{ name: 'Sulfuric Vortex', owner: 'Dave' }] },
      {},
      'judge/bad-parameter',
    ],
    [
      '805.4: a team without shared team turns',
      {
        ...FFA,
        seats: [...team('X', 'Alex', 'Bianca'), ...team('Y', 'Carol', 'Dave')],
        variant: 'team-vs-team',
        objects: [vortex('Alex')],
      },
      { turnOf: 'Y' },
      'judge/bad-parameter',
    ],
    ['an unknown turnOf', { ...FFA, objects: [vortex('Alex')] }, { turnOf: 'Bianka' }, 'scenario/unknown-player'],
    [
      'a file that does not say whose turn it is',
      { ...FFA, active: [], objects: [vortex('Alex')] },
      {},
      'question/turn-unknown',
    ],
    [
      '807.4: Grand Melee without turnOf',
      { variant: 'grand-melee', seats: TWELVE, objects: [vortex('Alex')] },
      {},
      'judge/missing-parameter',
    ],
    ['2011: no 805.4d', { ...GIANT, edition: '2011', objects: [vortex('Cat')] }, {}, 'question/not-in-edition'],
    [
      '800.4a: the source left with its owner',
      { ...FFA, left: ['Dave'], objects: [vortex('Dave')] },
      {},
      'question/player-has-left',
    ],
  ])('refused: %s', (_, input, params, code) => {
    expect(problemCodes(input, { ask: 'trigger-count', source: 'Sulfuric Vortex', ...params })).toEqual([code]);
  });

  it('says in Grand Melee that turnOf is needed, and why', () => {
    const refused = outcome(
      { variant: 'grand-melee', seats: TWELVE, objects: [vortex('Alex')] },
      { ask: 'trigger-count', source: 'Sulfuric Vortex' },
    ).problems[0]!;
    expect(refused.message).toBe(
      'In Grand Melee several turns are in progress at once (807.4): trigger-count needs turnOf, the player whose turn it asks about.',
    );
    expect(refused.notes).toEqual(['add "turnOf: NAME" to the question']);
  });

  it('an Aura put into the graveyard has no ability to trigger', () => {
    const input: ScenarioInput = {
      ...FFA,
      objects: [
        { name: 'Bear', owner: 'Bianca', types: ['creature'] },
        { ...vortex('Alex'), types: ['enchantment', 'aura'], attachedTo: 'Bear' },
      ],
      events: [{ kind: 'leave', players: ['Bianca'] }],
    };
    const result = answer(input, { ask: 'trigger-count', source: 'Sulfuric Vortex', turnOf: 'Carol' });
    expect(result.value).toBe(0);
    expect(result.explanation.at(-1)!.text).toMatch(/graveyard.*its ability doesn't trigger$/);
  });
});

describe('skips', () => {
  it.each<[string, ScenarioInput, string, 'turn' | 'untap' | 'end', number]>([
    [
      '805.8: one effect, one skip for the team',
      { ...GIANT, events: [skip(['Cat', 'Dan'], 'untap', 'Brine Elemental')] },
      'Dan',
      'untap',
      1,
    ],
    ['805.8: the teammate skips too', { ...GIANT, events: [skip(['Cat'], 'turn', 'Chronatog')] }, 'Dan', 'turn', 1],
    [
      'house rule 22: the teammate does not',
      { ...HOUSE, events: [skip(['Cat'], 'turn', 'Chronatog')] },
      'Dan',
      'turn',
      0,
    ],
    [
      'one effect named in two events is one effect',
      { ...GIANT, events: [skip(['Cat'], 'untap', 'Brine Elemental'), skip(['Dan'], 'untap', 'Brine Elemental')] },
      'Cat',
      'untap',
      1,
    ],
    [
      '614.10a: two effects, two skips',
      { ...FFA, events: [skip(['Bianca'], 'end', 'A'), skip(['Bianca'], 'end', 'B')] },
      'Bianca',
      'end',
      2,
    ],
    [
      'an end step skip waits for a turn that begins after it, and is used when that turn ends',
      { ...FFA, events: [skip(['Alex'], 'end', 'A'), { kind: 'endTurn', player: 'Alex' }] },
      'Alex',
      'end',
      1,
    ],
    [
      "the end step of Bianca's turn, which began after the skip, is skipped when it ends",
      {
        ...FFA,
        events: [
          skip(['Bianca'], 'end', 'A'),
          { kind: 'endTurn', player: 'Alex' },
          { kind: 'endTurn', player: 'Bianca' },
        ],
      },
      'Bianca',
      'end',
      0,
    ],
  ])('%s', (_, input, player, what, expected) => {
    expect(value(input, { ask: 'skips', player, what })).toBe(expected);
  });

  it.each<[string, GameEvent, string]>([
    ['an unknown player', skip(['Dana'], 'turn', 'X'), 'scenario/unknown-player'],
    ['a player who has left', skip(['Carol'], 'turn', 'X'), 'table/player-has-left'],
    ['a player named twice', skip(['Dave', 'Dave'], 'turn', 'X'), 'table/duplicate-player'],
    ['a controlled player who has left', control('Alex', 'Carol', 'Mindslaver'), 'table/player-has-left'],
  ])('an event naming %s is refused', (_, event, code) => {
    const result = evaluate(buildScenario({ ...FFA, left: ['Carol'], events: [event] }));
    expect(result.problems.map((p) => p.code)).toEqual([code]);
  });

  it("house rule 22: the player who skips is no active player of the team's turn", () => {
    const result = evaluate(
      buildScenario({
        ...HOUSE,
        events: [
          skip(['Cat'], 'turn', 'Chronatog'),
          { kind: 'endTurn', player: 'Ann' },
          { kind: 'endTurn', player: 'Cat' },
        ],
      }),
    );
    expect(result.problems.map((p) => [p.code, p.message])).toEqual([
      ['table/not-taking-turn', 'Cat ends a turn but is not taking one (taking the current turn: Dan).'],
    ]);
  });
});

describe('controls', () => {
  it.each<[string, ScenarioInput, string, string[]]>([
    ['805.8: the whole team', { ...GIANT, events: [control('Ann', 'Cat', 'Mindslaver')] }, 'Ann', ['Cat', 'Dan']],
    ['house rule 23: the player alone', { ...HOUSE, events: [control('Ann', 'Cat', 'Mindslaver')] }, 'Ann', ['Cat']],
    ['Free-for-All: the player', { ...FFA, events: [control('Alex', 'Dave', 'Mindslaver')] }, 'Alex', ['Dave']],
    [
      '720.1a: the later effect on the same player works',
      { ...FFA, events: [control('Alex', 'Dave', 'Mindslaver'), control('Bianca', 'Dave', 'Sorin Markov')] },
      'Alex',
      [],
    ],
    [
      'the named player leaves: the team still takes its turn, controlled',
      {
        ...GIANT,
        variant: 'team-vs-team',
        options: { sharedTeamTurns: true },
        events: [control('Ann', 'Cat', 'Mindslaver'), { kind: 'leave', players: ['Cat'] }],
      },
      'Ann',
      ['Dan'],
    ],
    [
      '805.8 (2011): the controller of the effect is the player it gives control, not whoever controls its card now',
      {
        ...GIANT,
        edition: '2011',
        objects: [{ name: 'Mindslaver', owner: 'Ben' }],
        events: [control('Ann', 'Cat', 'Mindslaver')],
      },
      'Ben',
      [],
    ],
    [
      '805.8 (2011): so that player controls the affected team',
      {
        ...GIANT,
        edition: '2011',
        objects: [{ name: 'Mindslaver', owner: 'Ben' }],
        events: [control('Ann', 'Cat', 'Mindslaver')],
      },
      'Ann',
      ['Cat', 'Dan'],
    ],
    [
      '805.8 (2024): the first player, whoever controls the object',
      { ...GIANT, objects: [{ name: 'Mindslaver', owner: 'Ben' }], events: [control('Ann', 'Cat', 'Mindslaver')] },
      'Ben',
      [],
    ],
  ])('%s', (_, input, player, expected) => {
    expect(value(input, { ask: 'controls', player })).toEqual(expected);
  });

  it('the controller who left is asked about no more', () => {
    expect(
      problemCodes(
        { ...FFA, events: [control('Alex', 'Dave', 'Mindslaver'), { kind: 'leave', players: ['Alex'] }] },
        { ask: 'controls', player: 'Alex' },
      ),
    ).toEqual(['question/player-has-left']);
  });
});
