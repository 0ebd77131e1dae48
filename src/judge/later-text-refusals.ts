// The refusals of a table ruled under a shipped edition that needs rules only an imported
// edition holds (rules/reading-texts.ts): the shipped texts are chapter 8, and the rules of
// Commander (903), the monarch and the initiative were read from the English 2026-01-16
// text. A Commander table refuses every question; any other answer or refusal resting on
// such a rule is refused. Each refusal is question/not-in-edition and names the `mtg-judge
// import` line that adds an edition with those rules. Pure.
import type { JudgeProblem, QuestionOutcome } from '../core/answer.js';
import type { Scenario } from '../core/scenario.js';
import { citesLaterText, LATER_SECTIONS, LATER_TEXTS, readCitation } from '../rules/reading-texts.js';
import { importLine } from '../rules/ruling-edition.js';

const { edition } = LATER_TEXTS['2026'];

/** What to do instead: import an edition and rule the table under it. */
const NOTES = [
  `add an edition that has them with: ${importLine(edition)}`,
  `then rule the table under it: edition: en-${edition.slice(0, 4)} in the file, or --edition en-${edition.slice(0, 4)}`,
];

/** A Commander table ruled under a shipped edition: every question is refused (scenario-format.md). */
export function commanderTableRefusal(scenario: Scenario): JudgeProblem | undefined {
  if (scenario.variant !== 'commander' || scenario.ruledUnder) return undefined;
  return {
    code: 'question/not-in-edition',
    message: `variant commander: the Commander rules (903) are not in the ${scenario.edition} rules mtg-judge ships, which are chapter 8 only, so no question of a Commander table is ruled under them.`,
    path: ['variant'],
    notes: NOTES,
  };
}

/** The outcome, or its refusal where it rests on a rule that only an imported edition holds. */
export function refuseLaterRules(scenario: Scenario, outcome: QuestionOutcome): QuestionOutcome {
  if (scenario.ruledUnder) return outcome;
  const rules = [...(outcome.answer?.citations ?? []), ...outcome.problems.flatMap((p) => p.rules ?? [])];
  const later = rules.filter(citesLaterText);
  if (later.length === 0) return outcome;
  const { answer: _answer, ...rest } = outcome;
  const problem: JudgeProblem = {
    code: 'question/not-in-edition',
    message: `${outcome.ask}: the answer rests on ${describe(later)}, which the ${scenario.edition} rules mtg-judge ships do not hold: they are chapter 8 only.`,
    path: ['questions', outcome.index],
    notes: NOTES,
  };
  return { ...rest, problems: [problem] };
}

/** "the rules of The Monarch (724 in the 2026 rules) and 704.6c". */
function describe(citations: readonly string[]): string {
  const parts = new Set<string>();
  for (const citation of citations) {
    const { number, text } = readCitation(citation);
    const section = number.slice(0, 3);
    const title = LATER_SECTIONS[section];
    parts.add(title ? `the rules of ${title} (${section} in the ${text} rules)` : `${number} (the ${text} rules)`);
  }
  const list = [...parts];
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list.at(-1)!}`;
}
