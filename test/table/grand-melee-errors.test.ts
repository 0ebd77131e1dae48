import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/judge/evaluate.js';
import type { JudgeProblem } from '../../src/core/answer.js';
import { buildScenario, endTurn, newTurn, TWELVE, type ScenarioInput } from './scenario-builder.js';

const problems = (input: Omit<ScenarioInput, 'variant'>): JudgeProblem[] =>
  evaluate(buildScenario({ variant: 'grand-melee', ...input, questions: [{ ask: 'turn-markers' }] })).problems;

const brief = (list: JudgeProblem[]) => list.map((p) => [p.code, p.path, p.rules]);

describe('Grand Melee states the rules do not allow', () => {
  it.each<[string, Omit<ScenarioInput, 'variant'>, [string, (string | number)[], string[] | undefined][]]>([
    [
      'too few markers (807.4a)',
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Eve' } },
      [['table/wrong-marker-count', ['turnMarkers'], ['807.4a']]],
    ],
    [
      'a marker number never handed out (807.4b)',
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Eve', 4: 'Ida' } },
      [['table/marker-number-out-of-range', ['turnMarkers', 4], ['807.4a', '807.4b']]],
    ],
    [
      'a holder who has left (807.4c)',
      { seats: [...TWELVE, 'Max'], left: ['Max'], turnMarkers: { 1: 'Alex', 2: 'Eve', 3: 'Max' } },
      [['table/marker-holder-left', ['turnMarkers', 3], ['807.4c']]],
    ],
    [
      'an unknown holder',
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Eve', 3: 'Zed' } },
      [['scenario/unknown-player', ['turnMarkers', 3], undefined]],
    ],
    [
      'two markers for one player (807.4)',
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Eve', 3: 'Eve' } },
      [['table/two-markers', ['turnMarkers', 3], ['807.4']]],
    ],
    [
      'a player taking a turn without a marker (807.4)',
      { seats: TWELVE, active: ['Alex', 'Bianca', 'Eve', 'Ida'] },
      [['table/active-without-marker', ['turn', 'active', 1], ['807.4']]],
    ],
    [
      'two players taking turns within three seats (807.4d)',
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Dave', 3: 'Ida' }, active: ['Alex', 'Dave', 'Ida'] },
      [['table/markers-too-close', ['turn', 'active', 0], ['807.4d']]],
    ],
    [
      'a holder with room who is not listed as taking a turn (807.4d)',
      { seats: TWELVE, active: ['Alex', 'Ida'] },
      [['table/holder-not-waiting', ['turn', 'active'], ['807.4d']]],
    ],
    [
      'the handout no longer fits after departures',
      { seats: TWELVE, left: ['Bianca'] },
      [['table/turn-markers-needed', ['left'], ['807.4b', '807.4c', '807.4g']]],
    ],
    [
      'a waiting holder ends a turn',
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Dave', 3: 'Gus' }, events: [endTurn('Alex')] },
      [['table/not-taking-turn', ['events', 0, 'endTurn'], ['807.4d']]],
    ],
    [
      'a player without a marker ends a turn',
      { seats: TWELVE, events: [endTurn('Carol')] },
      [['table/not-taking-turn', ['events', 0, 'endTurn'], ['807.4']]],
    ],
    [
      'a waiting holder begins a turn (807.4d)',
      { seats: TWELVE, active: ['Alex', 'Eve', 'Ida'], events: [endTurn('Alex'), newTurn('Bianca')] },
      [['table/markers-too-close', ['events', 1, 'newTurn'], ['807.4d']]],
    ],
  ])('%s', (_, input, expected) => {
    expect(brief(problems(input))).toEqual(expected);
  });

  it('says which players and which rule', () => {
    expect(
      problems({ seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Dave', 3: 'Ida' }, active: ['Alex', 'Dave', 'Ida'] })[0]!
        .message,
    ).toBe(
      "Alex and Dave are both taking turns, but Dave sits within the three seats to Alex's left with a turn marker, so Alex's turn could not have begun (807.4d).",
    );
    expect(problems({ seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Eve' } })[0]!.message).toBe(
      '12 players are in the game, so there are 3 turn markers (807.4a); turnMarkers lists 2.',
    );
    expect(problems({ seats: TWELVE, active: ['Alex', 'Ida'] })[0]!.message).toBe(
      "Eve holds marker 2 and no player in the three seats to Eve's left holds one, so Eve's turn has begun (807.4d): list Eve in turn.active.",
    );
  });

  it('an endTurn by a player taking no turn is reported once, by the marker module, whether or not the file lists turn.active', () => {
    const expected = [['table/not-taking-turn', ['events', 0, 'endTurn'], ['807.4']]];
    expect(brief(problems({ seats: TWELVE, active: ['Alex', 'Eve', 'Ida'], events: [endTurn('Carol')] }))).toEqual(
      expected,
    );
    expect(brief(problems({ seats: TWELVE, events: [endTurn('Carol')] }))).toEqual(expected);
  });

  it('the marker questions need a Grand Melee game', () => {
    const result = evaluate(
      buildScenario({ seats: ['A', 'B', 'C'], questions: [{ ask: 'turn-markers' }, { ask: 'stacks', player: 'A' }] }),
    );
    expect(result.outcomes.map((o) => o.problems.map((p) => p.code))).toEqual([
      ['question/not-applicable'],
      ['question/not-applicable'],
    ]);
  });
});
