// What the check reporters say about a failed expectation: the headline "expected X, got Y"
// and the differences that add to it. A number, a name or a boolean differs in one way only,
// and the comparison says so in the headline's own words (scenario/compare.ts); shown under
// the headline as well, it read twice ("expected 21, got 20%0Aexpected 21, got 20").
import type { CheckedAnswer } from '../scenario/check.js';
import { formatValue } from '../scenario/compare.js';

/** "expected 21, got 20" */
export function failureHeadline(answer: CheckedAnswer): string {
  return `expected ${formatValue(answer.expect)}, got ${formatValue(answer.answer)}`;
}

/** The answer's differences, less the one that only repeats the headline. */
export function differencesBeyondHeadline(answer: CheckedAnswer): string[] {
  const headline = failureHeadline(answer);
  return answer.differences.filter((line) => line !== headline);
}
