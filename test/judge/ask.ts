// Asks one question about a table built for a test.
import { expect } from 'vitest';
import { evaluate } from '../../src/judge/evaluate.js';
import type { Answer, QuestionOutcome } from '../../src/core/answer.js';
import { buildScenario, type QuestionInput, type ScenarioInput } from '../table/scenario-builder.js';

export function outcome(input: ScenarioInput, question: QuestionInput): QuestionOutcome {
  const result = evaluate(buildScenario({ ...input, questions: [question] }));
  return result.outcomes[0]!;
}

export function answer(input: ScenarioInput, question: QuestionInput): Answer {
  const result = evaluate(buildScenario({ ...input, questions: [question] }));
  expect(result.problems).toEqual([]);
  expect(result.outcomes[0]!.problems).toEqual([]);
  return result.outcomes[0]!.answer!;
}

export const value = (input: ScenarioInput, question: QuestionInput): unknown => answer(input, question).value;

export const problemCodes = (input: ScenarioInput, question: QuestionInput): string[] =>
  outcome(input, question).problems.map((p) => p.code);
