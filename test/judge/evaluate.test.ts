import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/judge/evaluate.js';
import { buildScenario, leave, team, TWELVE } from '../table/scenario-builder.js';
import { outcome } from './ask.js';

describe('evaluate', () => {
  it('answers the spec’s first example', () => {
    const result = evaluate(
      buildScenario({
        variant: 'grand-melee',
        seats: TWELVE,
        active: ['Alex', 'Eve', 'Ida'],
        events: [leave('Carol')],
        questions: [
          { ask: 'turn-marker-count', expect: 2 },
          { ask: 'range-of-influence', player: 'Bianca', expect: ['Alex', 'Bianca'], id: 'bianca' },
        ],
      }),
    );
    expect(result.problems).toEqual([]);
    expect(result.outcomes[0]).toMatchObject({
      index: 0,
      ask: 'turn-marker-count',
      problems: [],
      answer: { value: 2, citations: ['807.4a', '807.4e', '807.4g'] },
    });
    expect(result.outcomes[1]).toMatchObject({
      index: 1,
      id: 'bianca',
      ask: 'range-of-influence',
      problems: [],
      answer: { value: ['Alex', 'Bianca'] },
    });
  });

  it('an unknown kind', () => {
    expect(outcome({ seats: ['A', 'B', 'C'] }, { ask: 'who-wins' }).problems.map((p) => p.code)).toEqual([
      'judge/unknown-kind',
    ]);
  });

  it('an impossible table: the table problem once, each question that needs the table refused with its code', () => {
    const result = evaluate(
      buildScenario({
        seats: [...team('A', 'a1'), ...team('B', 'b1'), ...team('A', 'a2'), ...team('B', 'b2')],
        options: { sharedTeamTurns: true },
        questions: [{ ask: 'range-of-influence', player: 'a1' }, { ask: 'skips-first-draw' }],
      }),
    );
    expect(result.problems.map((p) => [p.code, p.path, p.rules])).toEqual([
      ['table/team-not-together', ['seats', 2], ['805.1']],
      ['table/team-not-together', ['seats', 3], ['805.1']],
    ]);
    expect(result.outcomes[0]!.problems.map((p) => [p.code, p.path])).toEqual([
      ['table/team-not-together', ['questions', 0]],
    ]);
    expect(result.outcomes[0]!.byTable).toBe(true);
    expect(result.outcomes[1]!.answer?.value).toBe(false);
  });

  it('an unknown player in a parameter, with a suggestion', () => {
    expect(outcome({ seats: ['Alex', 'Bianca', 'Carol'] }, { ask: 'chooser', player: 'Bianka' }).problems).toEqual([
      {
        code: 'scenario/unknown-player',
        message: '"Bianka" is not seated at this table.',
        path: ['questions', 0, 'player'],
        notes: ['did you mean "Bianca"?'],
      },
    ]);
  });

  it('a missing parameter', () => {
    expect(
      outcome({ seats: ['Alex', 'Bianca', 'Carol'] }, { ask: 'chooser' }).problems.map((p) => [p.code, p.path]),
    ).toEqual([['judge/missing-parameter', ['questions', 0]]]);
  });

  it('problems of events are the table’s problems', () => {
    const result = evaluate(
      buildScenario({ seats: ['A', 'B', 'C'], events: [leave('Zed')], questions: [{ ask: 'ranges' }] }),
    );
    expect(result.problems.map((p) => [p.code, p.path])).toEqual([['scenario/unknown-player', ['events', 0, 'leave']]]);
  });

  it('every step of every answer names a rule the answer cites', () => {
    const result = evaluate(
      buildScenario({
        variant: 'emperor',
        seats: [...team('A', 'a1', 'ae', 'a2'), ...team('B', 'b1', 'be', 'b2')],
        startingTeam: 'A',
        questions: ['range-of-influence', 'chooser', 'wins', 'draw', 'can-attack', 'ranges', 'starting-player'].map(
          (ask) => ({ ask, player: 'ae' }),
        ),
      }),
    );
    for (const { answer } of result.outcomes) {
      expect(answer).toBeDefined();
      for (const step of answer!.explanation) {
        expect(step.rules.length).toBeGreaterThan(0);
        expect(step.rules.every((rule) => answer!.citations.includes(rule))).toBe(true);
      }
    }
  });
});
