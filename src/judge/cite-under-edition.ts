// An answer made with the engine's readings, cited under an imported edition: each rule it
// rests on is found in that edition by its content (rules/find-in-edition.ts), with the
// fingerprints of the text its reading was made for (rules/reading-texts.ts: the 2024 rules,
// or the 2026 rules for "724.4@2026"), and cited by its number there. Where such a rule reads
// differently from that text (examples and the numbers of the rules it cites aside), or is
// gone, the answer is refused with question/rule-changed, naming the rule and showing its new
// text, with a word diff from the text the reading was made for where that is imported too;
// unless a reading for the new text (later-texts.ts) says the answer still holds. Pure.
import type { Answer, JudgeProblem, QuestionOutcome, Step } from '../core/answer.js';
import { editionLabel } from '../rules/editions.js';
import { findRuleOf, findSectionOf, type EditionText, type FoundRule } from '../rules/find-in-edition.js';
import { fingerprintText, type RuleFingerprints } from '../rules/fingerprints.js';
import { importLine } from '../rules/ruling-edition.js';
import {
  LATER_TEXTS,
  readCitation,
  readingTextName,
  type LaterText,
  type ReadingText,
} from '../rules/reading-texts.js';
import { wordDiff } from '../rules/word-diff.js';
import { LATER_TEXT_READINGS, MENDED_POINTERS, type LaterTextReading, type MendedPointer } from './later-texts.js';

export interface CitingInput {
  /** The imported edition the table is ruled under. */
  text: EditionText;
  fingerprints: RuleFingerprints;
  /** The fingerprints of the later texts readings were made for; without them, such a citation is a bug. */
  laterFingerprints?: Readonly<Record<LaterText, RuleFingerprints>>;
  /** The English 2024-03-08 text, where it is imported: the word diffs are taken from it (read only for one). */
  english2024?: () => EditionText;
  /** The later texts readings were made for, where imported, for their word diffs. */
  laterTexts?: Partial<Record<LaterText, () => EditionText>>;
  readings?: readonly LaterTextReading[];
  pointers?: readonly MendedPointer[];
}

/** A rule of the text a reading was made for (`was`, its number there) that changed or is gone in the edition. */
type Blocked = Exclude<FoundRule, { status: 'same' }> & { was: string; readFor: ReadingText };

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
  const printsOf = (readFor: ReadingText): RuleFingerprints => {
    if (readFor === '2024') return fingerprints;
    const prints = input.laterFingerprints?.[readFor];
    if (!prints) throw new Error(`no fingerprints of ${readingTextName(readFor)} were given`);
    return prints;
  };
  /** `cited` as an answer cites it: "801.17", or "724.4@2026" for a rule of the 2026 rules. */
  const verdictOf = (cited: string): Verdict | undefined => {
    if (!verdicts.has(cited)) {
      const { number, text: readFor } = readCitation(cited);
      verdicts.set(cited, judgeRule(cited, readFor, findRuleOf(text, printsOf(readFor), number)));
    }
    return verdicts.get(cited);
  };
  const judgeRule = (cited: string, readFor: ReadingText, found: FoundRule | undefined): Verdict | undefined => {
    if (found === undefined) return undefined;
    if (found.status === 'same') return { number: found.rule.number };
    const was = readCitation(cited).number;
    const print = found.status === 'gone' ? 'gone' : fingerprintText(found.rule.text);
    const reading = readings.find((r) => r.rule === cited && r.texts.includes(print));
    if (!reading) return { blocked: { ...found, was, readFor } };
    return found.status === 'gone' ? { number: was, reading } : { number: found.rule.number, reading };
  };
  /** The edition's number; a rule the fingerprints do not cover keeps its number. */
  const numberOf = (cited: string): string => {
    const verdict = verdictOf(cited);
    return verdict && 'number' in verdict ? verdict.number : readCitation(cited).number;
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
    const moved = answer.citations.filter((rule) => numberOf(rule) !== readCitation(rule).number);
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
 * The numbers of `rules` (as their readings cite them) in a line, and their sections standing
 * alone, as the edition numbers them; other numbers (a quoted "see rule 723") stay as written.
 */
function renumberText(line: string, rules: readonly string[], numberOf: (rule: string) => string): string {
  const numbers = new Map(rules.map((rule) => [readCitation(rule).number, numberOf(rule)]));
  const sections = new Map(rules.map((rule) => [readCitation(rule).number.slice(0, 3), numberOf(rule).slice(0, 3)]));
  return line.replace(
    /(?<![\d.])\d{3}(?:\.\d+[a-z]?)?(?![\d])/gu,
    (token) => numbers.get(token) ?? sections.get(token) ?? token,
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
    b.status === 'gone' || b.rule.number === b.was
      ? b.was
      : `${b.rule.number} (${b.was} in ${readingTextName(b.readFor)})`,
  );
  const texts = [...new Set(blocked.map((b) => b.readFor))].map(readingTextName);
  const notes = blocked.flatMap((b) => describeChange(input, b));
  if (instead) notes.push(`under ${texts.join(' and ')}: ${instead.code}: ${instead.message}`);
  const readings = blocked.length === 1 ? 'its reading was' : 'their readings were';
  return {
    code: 'question/rule-changed',
    message: `Not ruled under ${edition}: the answer rests on ${named.join(' and ')}, which ${edition} words differently from ${texts.join(' and ')} ${readings} made for, and mtg-judge has no reading of the new text.`,
    path,
    notes,
    rules: blocked.flatMap((b) => (b.status === 'gone' ? [] : [b.rule.number])),
  };
}

function describeChange(input: CitingInput, blocked: Blocked): string[] {
  const edition = editionLabel(input.text.edition);
  const { readFor } = blocked;
  const original = readFor === '2024' ? input.english2024 : input.laterTexts?.[readFor];
  const source = readFor === '2024' ? { lang: 'en' as const, edition: '2024-03-08' } : LATER_TEXTS[readFor];
  const before = original?.()
    .rulesOf(blocked.was.slice(0, 3))
    .find((rule) => rule.number === blocked.was);
  const notes =
    blocked.status === 'gone'
      ? [
          `${blocked.was} of ${readingTextName(readFor)} is gone: ${edition} has no rule with its text, nor a new text at its place`,
        ]
      : [`${blocked.rule.number} in ${edition}: "${oneLine(blocked.rule.text)}"`];
  const label = editionLabel(source);
  if (before && blocked.status === 'changed')
    notes.push(`changed from ${label} ${blocked.was}: ${renderDiff(before.text, blocked.rule.text)}`);
  else if (before) notes.push(`${blocked.was} in ${label}: "${oneLine(before.text)}"`);
  else if (!original) notes.push(`for a word diff, import the ${label} text: ${importLine(source.edition)}`);
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
