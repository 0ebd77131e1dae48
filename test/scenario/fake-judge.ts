// A stand-in for the judge in tests of checking and reporting: canned answers by question
// kind, and problems where told.
import type { Answer, JudgeProblem, QuestionOutcome } from '../../src/core/answer.js';
import type { Evaluate } from '../../src/scenario/check.js';
import type { Scenario } from '../../src/core/scenario.js';

export function fakeJudge(
  answers: Record<string, Omit<Answer, 'citations' | 'explanation'>>,
  problems: Record<string, JudgeProblem[]> = {},
  tableProblems: JudgeProblem[] = [],
): Evaluate {
  return (scenario: Scenario) => ({
    outcomes: scenario.questions.map((q): QuestionOutcome => {
      const canned = answers[q.ask];
      const own = problems[q.ask] ?? [];
      return {
        index: q.index,
        ...(q.id !== undefined && { id: q.id }),
        ask: q.ask,
        ...(canned &&
          own.length === 0 && {
            answer: { ...canned, citations: ['801.2'], explanation: [{ text: `answered ${q.ask}`, rules: ['801.2'] }] },
          }),
        problems: own,
      };
    }),
    problems: tableProblems,
  });
}
