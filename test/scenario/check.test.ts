import { describe, expect, it } from 'vitest';
import type { JudgeProblem } from '../../src/core/answer.js';
import { checkExitCode, checkScenario, renderStep, summariseResults } from '../../src/scenario/check.js';
import { fakeJudge } from './fake-judge.js';
import { evaluate } from '../../src/judge/evaluate.js';

const GM = `variant: grand-melee
seats: [Alex, Bianca, Carol, Dave, Eve, Fay, Gus, Hal]
turn: {active: [Alex, Eve]}
questions:
  - ask: turn-marker-count
    expect: 2
  - id: bianca
    ask: range-of-influence
    player: Bianca
    expect: [Bianca, Alex]
  - ask: taking-turn
`;

const judge = fakeJudge({
  'turn-marker-count': { value: 2, shape: 'number' },
  'range-of-influence': { value: ['Alex', 'Bianca', 'Carol'], shape: 'players' },
  'taking-turn': { value: ['Alex', 'Eve'], shape: 'players' },
});

describe('checkScenario', () => {
  it('compares each answer with its expect', () => {
    const result = checkScenario('gm.yaml', GM, judge);
    expect(result.status).toBe('failed');
    expect(result.errors).toEqual([]);
    expect(result.answers).toEqual([
      {
        id: 'question-1',
        ask: 'turn-marker-count',
        answer: 2,
        expect: 2,
        ok: true,
        citations: ['801.2'],
        explanation: ['answered turn-marker-count (801.2)'],
        differences: [],
        errors: [],
        position: { line: 6, column: 13 },
      },
      {
        id: 'bianca',
        ask: 'range-of-influence',
        answer: ['Alex', 'Bianca', 'Carol'],
        expect: ['Bianca', 'Alex'],
        ok: false,
        citations: ['801.2'],
        explanation: ['answered range-of-influence (801.2)'],
        differences: ['in the answer but not expected: Carol'],
        errors: [],
        position: { line: 10, column: 13 },
      },
      // No expect: answered, but it neither passes nor fails.
      {
        id: 'question-3',
        ask: 'taking-turn',
        answer: ['Alex', 'Eve'],
        citations: ['801.2'],
        explanation: ['answered taking-turn (801.2)'],
        differences: [],
        errors: [],
        position: { line: 11, column: 5 },
      },
    ]);
  });

  it('passes a file whose every expectation holds', () => {
    const fixed = GM.replace('[Bianca, Alex]', '[Carol, Bianca, Alex]');
    expect(checkScenario('gm.yaml', fixed, judge).status).toBe('passed');
  });

  it('marks a file that does not load as invalid, with its diagnostics', () => {
    const result = checkScenario('bad.yaml', 'seats: [Alex]\nquestions: [{ask: wins, player: Bob}]\n', judge);
    expect(result).toMatchObject({ status: 'invalid', answers: [] });
    expect(result.errors.map((d) => d.code)).toEqual(['scenario/unknown-player']);
  });

  it("turns the judge's problems into diagnostics at their place in the file", () => {
    const undecided: JudgeProblem = {
      code: 'judge/undecided-option',
      message: 'Free-for-All leaves the attack option to the players; set options.attack.',
      path: ['questions', 1, 'player'],
      rules: ['806.2b'],
    };
    const split: JudgeProblem = {
      code: 'table/markers-too-close',
      message: 'Two markers sit within three seats (807.4d).',
      path: ['turn', 'active'],
      rules: ['807.4d'],
      notes: ['move one'],
    };
    const result = checkScenario(
      'gm.yaml',
      GM,
      fakeJudge({ 'turn-marker-count': { value: 2, shape: 'number' } }, { 'range-of-influence': [undecided] }, [split]),
    );
    expect(result.status).toBe('invalid');
    expect(result.errors).toEqual([
      {
        code: 'table/markers-too-close',
        severity: 'error',
        message: split.message,
        file: 'gm.yaml',
        start: { line: 3, column: 16 },
        end: { line: 3, column: 27 },
        notes: ['move one'],
      },
      {
        code: 'judge/undecided-option',
        severity: 'error',
        message: undecided.message,
        file: 'gm.yaml',
        start: { line: 9, column: 13 },
        end: { line: 9, column: 19 },
        notes: ['see rule 806.2b'],
      },
    ]);
    expect(result.answers[1]).toMatchObject({ id: 'bianca', errors: [result.errors[1]] });
    expect(result.answers[1]).not.toHaveProperty('answer');
  });
});

describe('summaries', () => {
  it('counts files by status and picks the exit code of cli.md', () => {
    const passed = checkScenario('a.yaml', GM.replace('[Bianca, Alex]', '[Carol, Bianca, Alex]'), judge);
    const failed = checkScenario('b.yaml', GM, judge);
    const invalid = checkScenario('c.yaml', '', judge);
    expect(summariseResults([passed, failed, invalid])).toEqual({ passed: 1, failed: 1, invalid: 1 });
    expect(checkExitCode([passed])).toBe(0);
    expect(checkExitCode([passed, failed])).toBe(1);
    expect(checkExitCode([passed, failed, invalid])).toBe(2);
  });

  it('renders a step with its rules unless the text cites them', () => {
    expect(renderStep({ text: 'Bianca sits 1 seat from Alex', rules: ['801.2'] })).toBe(
      'Bianca sits 1 seat from Alex (801.2)',
    );
    expect(renderStep({ text: 'Dave is out of range 1 (801.2a)', rules: ['801.2a'] })).toBe(
      'Dave is out of range 1 (801.2a)',
    );
    expect(renderStep({ text: 'A marker moves', rules: [], reading: 'marker-order' })).toBe(
      'A marker moves [reading: marker-order]',
    );
  });
});

describe('expected refusals', () => {
  const OVER = `variant: free-for-all
seats: [Ann, Ben, Cal]
turn: {active: [Ann]}
events:
  - leave: [Ben, Cal]
  - endTurn: Ann
questions:
  - {id: taking, ask: taking-turn, expect: {error: table/game-over}}
  - {id: lost, ask: lost, expect: {error: table/game-over}}
`;

  it('passes a file whose every question expects the refusal of its table, without errors', () => {
    const result = checkScenario('over.yaml', OVER, evaluate);
    expect(result.status).toBe('passed');
    expect(result.errors).toEqual([]);
    expect(result.answers[0]).toMatchObject({
      id: 'taking',
      answer: { error: 'table/game-over' },
      expect: { error: 'table/game-over' },
      ok: true,
      citations: ['104.2a'],
      differences: [],
      errors: [],
    });
    expect(result.answers[0]!.explanation[0]).toBe(
      'Cannot answer: Event 2 comes after the game ended: only Ann is left in the game, so Ann won when the others left (104.2a), and nothing happens in a game that is over.',
    );
    expect(summariseResults([result])).toEqual({ passed: 1, failed: 0, invalid: 0 });
  });

  it('keeps the table invalid when a question it refused expected an answer', () => {
    const result = checkScenario(
      'over.yaml',
      OVER.replace('expect: {error: table/game-over}}\n', 'expect: []}\n'),
      evaluate,
    );
    expect(result.status).toBe('invalid');
    expect(result.errors.map((d) => [d.code, d.start?.line])).toEqual([
      ['table/game-over', 6],
      ['table/game-over', 8],
    ]);
  });

  it('fails a refusal with another code, and an answer where a refusal was expected', () => {
    const other = checkScenario(
      'over.yaml',
      OVER.replace(
        '{id: lost, ask: lost, expect: {error: table/game-over}}',
        '{id: lost, ask: lost, expect: {error: table/already-left}}',
      ),
      evaluate,
    );
    expect(other.status).toBe('failed');
    expect(other.answers[1]).toMatchObject({ answer: { error: 'table/game-over' }, ok: false });
    expect(other.answers[1]!.differences[0]).toMatch(
      /^expected the refusal table\/already-left, got table\/game-over: /,
    );
    const answered = checkScenario(
      'ffa.yaml',
      'variant: free-for-all\nseats: [Ann, Ben, Cal]\nturn: {active: [Ann]}\nquestions:\n  - {ask: taking-turn, expect: {error: table/game-over}}\n',
      evaluate,
    );
    expect(answered.status).toBe('failed');
    expect(answered.answers[0]).toMatchObject({
      answer: ['Ann'],
      ok: false,
      differences: ['expected the refusal table/game-over, but the question was answered: [Ann]'],
    });
  });

  it('understands a renamed code under its old name', () => {
    const result = checkScenario(
      'ffa.yaml',
      'variant: free-for-all\nseats: [Ann, Ben, Cal]\nquestions:\n  - {ask: turn-marker-count, expect: {error: judge/not-applicable}}\n',
      evaluate,
    );
    expect(result.status).toBe('passed');
    expect(result.answers[0]).toMatchObject({ answer: { error: 'question/not-applicable' }, ok: true });
  });
});
