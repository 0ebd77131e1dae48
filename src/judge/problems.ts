// Problems the judge reports while answering: an option the file leaves open, a question
// that does not apply to this game.
import type { Undecided } from '../table/table-model.js';
import type { QuestionContext } from './kind.js';
import type { JudgeProblem } from '../core/answer.js';

/** What a file may set an undecided option to, for the hint. */
const CHOICES: Record<string, string> = {
  'options.attack': 'left, right or multiple (803, 802)',
  'options.range': 'a whole number ≥ 1, or unlimited (801)',
};

export function undecidedOption(context: QuestionContext, undecided: Undecided, what: string): JudgeProblem {
  const rules = undecided.rules.join(', ');
  return {
    code: 'judge/undecided-option',
    message: `${what} depends on ${undecided.option}, which the file leaves open and the rules leave to the players (${rules}).`,
    path: context.path,
    notes: [`set ${undecided.option} in the file${CHOICES[undecided.option] ? `: ${CHOICES[undecided.option]}` : ''}`],
    rules: [...undecided.rules],
  };
}

export function notApplicable(context: QuestionContext, message: string, rules: string[]): JudgeProblem {
  return { code: 'question/not-applicable', message, path: context.path, rules };
}
