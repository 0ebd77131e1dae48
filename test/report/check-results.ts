// The results every reporter test renders: a file that passes, one that fails, one that
// does not load, and one whose judge could not answer a question.
import type { JudgeProblem } from '../../src/core/answer.js';
import { checkScenario, type FileResult } from '../../src/scenario/check.js';
import { fakeJudge } from '../scenario/fake-judge.js';

const judge = fakeJudge({
  'turn-marker-count': { value: 2, shape: 'number' },
  'range-of-influence': { value: ['Alex', 'Bianca', 'Dave'], shape: 'players' },
  'turn-markers': { value: { 1: 'Alex', 2: 'Eve' }, shape: 'mapping' },
});

const undecided: JudgeProblem = {
  code: 'judge/undecided-option',
  message: 'Free-for-All leaves the attack option to the players (806.2b); set options.attack.',
  path: ['options'],
  rules: ['806.2b'],
};

export function checkResults(): FileResult[] {
  return [
    checkScenario(
      'scenarios/pass.yaml',
      'seats: [Alex, Bianca, Carol, Dave, Eve, Fay, Gus, Hal]\nquestions:\n  - ask: turn-marker-count\n    expect: 2\n  - ask: turn-markers\n',
      judge,
    ),
    checkScenario(
      'scenarios/a, b & "c".yaml',
      'seats: [Alex, Bianca, Carol, Dave, Eve, Fay, Gus, Hal]\nquestions:\n  - id: range <1>\n    ask: range-of-influence\n    player: Bianca\n    expect: [Alex, Bianca, Carol]\n',
      judge,
    ),
    checkScenario(
      'scenarios/broken.yaml',
      'seats: [Alex, Bianca]\nquestions:\n  - ask: wins\n    player: Bianka\n',
      judge,
    ),
    checkScenario(
      'scenarios/undecided.yaml',
      'variant: free-for-all\noptions: {}\nseats: [Alex, Bianca, Carol]\nquestions:\n  - ask: can-attack\n    player: Alex\n',
      fakeJudge({}, { 'can-attack': [undecided] }),
    ),
  ];
}
