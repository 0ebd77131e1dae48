// An answer made with the 2024 readings, cited under an imported edition: each rule it
// rests on is found in that edition by its content (rules/find-in-edition.ts) and cited by
// its number there. Where such a rule reads differently from the 2024 text (examples and
// the numbers of the rules it cites aside), or is gone, the answer is refused with
// question/rule-changed, naming the rule and showing its new text, with a word diff from
// the English 2024 text where that is imported too; unless a reading for the new text
// (later-texts.ts) says the answer still holds. Pure.
import type { Answer, JudgeProblem, QuestionOutcome, Step } from '../core/answer.js';
import { editionLabel } from '../rules/editions.js';
import { findRuleOf, findSectionOf, type EditionText, type FoundRule } from '../rules/find-in-edition.js';
import { fingerprintText, type RuleFingerprints } from '../rules/fingerprints.js';
import { importLine } from '../rules/ruling-edition.js';
import { wordDiff } from '../rules/word-diff.js';
import { LATER_TEXT_READINGS, MENDED_POINTERS, type LaterTextReading, type MendedPointer } from './later-texts.js';

export interface CitingInput {
  /** The imported edition the table is ruled under. */
  text: EditionText;
  fingerprints: RuleFingerprints;
  /** The English 2024-03-08 text, where it is imported: the word diffs are taken from it (read only for one). */
  english2024?: () => EditionText;
  readings?: readonly LaterTextReading[];
  pointers?: readonly MendedPointer[];
}

/** A rule of the 2024 rules (`was`) that changed or is gone in the edition. */
type Blocked = Exclude<FoundRule, { status: 'same' }> & { was: string };

/** How one rule of the 2024 rules stands in the edition. */
type Verdict = { number: string; reading?: LaterTextReading } | { blocked: Blocked };

export interface Citing {
  outcome: (outcome: QuestionOutcome) => QuestionOutcome;
  /** A refusal: its rules cited under the edition, or question/rule-changed where one changed. */
  problem: (problem: JudgeProblem) => JudgeProblem;
}

export function citeUnderEdition(input: CitingInput): Citing {
  const { text, fingerprints } = input;
  const readings = input.readings ?? LATER_TEXT_READINGS;
  const pointers = input.pointers ?? MENDED_POINTERS;
  const verdicts = new Map<string, Verdict | undefined>();
  const verdictOf = (was: string): Verdict | undefined => {
    if (!verdicts.has(was)) verdicts.set(was, judgeRule(was, findRuleOf(text, fingerprints, was)));
    return verdicts.get(was);
  };
  const judgeRule = (was: string, found: FoundRule | undefined): Verdict | undefined => {
    if (found === undefined) return undefined;
    if (found.status === 'same') return { number: found.rule.number };
    const print = found.status === 'gone' ? 'gone' : fingerprintText(found.rule.text);
    const reading = readings.find((r) => r.rule === was && r.texts.includes(print));
    if (!reading) return { blocked: { ...found, was } };
    return found.status === 'gone' ? { number: was, reading } : { number: found.rule.number, reading };
  };
  /** The edition's number; a rule the fingerprints do not cover keeps its number. */
  const numberOf = (was: string): string => {
    const verdict = verdictOf(was);
    return verdict && 'number' in verdict ? verdict.number : was;
  };
  const blockedOf = (rules: readonly string[]) =>
    rules.flatMap((rule) => {
      const verdict = verdictOf(rule);
      return verdict && 'blocked' in verdict ? [verdict.blocked] : [];
    });
  const renumber = (line: string, rules: readonly string[]) => renumberText(line, rules, numberOf);
  const refusal = (blocked: Blocked[], path: JudgeProblem['path'], instead?: JudgeProblem): JudgeProblem =>
    ruleChanged(input, blocked, path, instead);

  function citeProblem(problem: JudgeProblem): JudgeProblem {
    const rules = problem.rules ?? [];
    const blocked = blockedOf(rules);
    if (blocked.length > 0) return refusal(blocked, problem.path, problem);
    return {
      ...problem,
      message: renumber(problem.message, rules),
      ...(problem.notes && { notes: problem.notes.map((note) => renumber(note, rules)) }),
      ...(problem.rules && { rules: rules.map(numberOf) }),
    };
  }

  function citeOutcome(outcome: QuestionOutcome): QuestionOutcome {
    const problems = outcome.problems.map(citeProblem);
    const { answer, ...rest } = outcome;
    if (!answer) return { ...rest, problems };
    for (const rule of answer.citations)
      if (verdictOf(rule) === undefined) throw new Error(`${rule} has no fingerprint: run npm run fingerprints`);
    const blocked = blockedOf(answer.citations);
    if (blocked.length > 0) return { ...rest, problems: [refusal(blocked, ['questions', outcome.index]), ...problems] };
    return { ...rest, problems, answer: citeAnswer(answer) };
  }

  return { outcome: citeOutcome, problem: citeProblem };

  function citeAnswer(answer: Answer): Answer {
    const explanation: Step[] = [];
    for (const step of answer.explanation) {
      if (step.reading !== undefined && mended(step.reading)) continue;
      const cited = { ...step, text: renumber(step.text, step.rules), rules: step.rules.map(numberOf) };
      explanation.push(cited);
      for (const rule of step.rules) {
        const verdict = verdictOf(rule);
        const reading = verdict && 'reading' in verdict ? verdict.reading : undefined;
        if (reading && !explanation.some((s) => s.reading === reading.reading))
          explanation.push({ text: reading.step, rules: [numberOf(rule)], reading: reading.reading });
      }
    }
    const citations = [...new Set(explanation.flatMap((step) => step.rules))];
    const moved = answer.citations.filter((rule) => numberOf(rule) !== rule);
    const renumbered = Object.fromEntries(moved.map((rule) => [rule, numberOf(rule)]));
    return { ...answer, citations, explanation, ...(moved.length > 0 && { renumbered }) };
  }

  /** Does the edition's text of the pointing rule name the section meant? */
  function mended(reading: string): boolean {
    const pointer = pointers.find((p) => p.reading === reading);
    if (!pointer) return false;
    const found = findRuleOf(text, fingerprints, pointer.rule);
    const meant = findSectionOf(text, fingerprints, pointer.means);
    return found?.status === 'same' && meant !== undefined && found.rule.cites.includes(meant.number);
  }
}

/**
 * The numbers of `rules` (2024) in a line, and their sections standing alone, as the
 * edition numbers them; other numbers (a quoted "see rule 723") stay as written.
 */
function renumberText(line: string, rules: readonly string[], numberOf: (rule: string) => string): string {
  const sections = new Map(rules.map((rule) => [rule.slice(0, 3), numberOf(rule).slice(0, 3)]));
  return line.replace(/(?<![\d.])\d{3}(?:\.\d+[a-z]?)?(?![\d])/gu, (token) =>
    rules.includes(token) ? numberOf(token) : (sections.get(token) ?? token),
  );
}

function ruleChanged(
  input: CitingInput,
  blocked: readonly Blocked[],
  path: JudgeProblem['path'],
  instead: JudgeProblem | undefined,
): JudgeProblem {
  const edition = editionLabel(input.text.edition);
  const named = blocked.map((b) =>
    b.status === 'gone' || b.rule.number === b.was ? b.was : `${b.rule.number} (${b.was} in the 2024 rules)`,
  );
  const notes = blocked.flatMap((b) => describeChange(input, b));
  if (instead) notes.push(`under the 2024 rules: ${instead.code}: ${instead.message}`);
  return {
    code: 'question/rule-changed',
    message: `Not ruled under ${edition}: the answer rests on ${named.join(' and ')}, which ${edition} words differently from the 2024 rules its reading was made for, and mtg-judge has no reading of the new text.`,
    path,
    notes,
    rules: blocked.flatMap((b) => (b.status === 'gone' ? [] : [b.rule.number])),
  };
}

function describeChange(input: CitingInput, blocked: Blocked): string[] {
  const edition = editionLabel(input.text.edition);
  const before = input
    .english2024?.()
    .rulesOf(blocked.was.slice(0, 3))
    .find((rule) => rule.number === blocked.was);
  const notes =
    blocked.status === 'gone'
      ? [`${blocked.was} of the 2024 rules is gone: ${edition} has no rule with its text, nor a new text at its place`]
      : [`${blocked.rule.number} in ${edition}: "${oneLine(blocked.rule.text)}"`];
  if (before && blocked.status === 'changed')
    notes.push(`changed from English 2024-03-08 ${blocked.was}: ${renderDiff(before.text, blocked.rule.text)}`);
  else if (before) notes.push(`${blocked.was} in English 2024-03-08: "${oneLine(before.text)}"`);
  else if (!input.english2024) notes.push(`for a word diff, import the English 2024 text: ${importLine('2024-03-08')}`);
  return notes;
}

/** A word diff as git shows one: [-taken out-]{+put in+}. */
function renderDiff(before: string, after: string): string {
  return wordDiff(oneLine(before), oneLine(after))
    .map(([op, words]) => (op === '-' ? `[-${words}-]` : op === '+' ? `{+${words}+}` : words))
    .join('');
}

function oneLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}
