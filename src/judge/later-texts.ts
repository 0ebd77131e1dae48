// Readings of rule texts later than the 2024 rules: what the engine decided where an
// imported edition words a rule an answer rests on differently from the 2024 text its
// reading was made for. Without an entry here such an answer is refused with
// question/rule-changed (rule-under-edition.ts); scenarios/READINGS.md documents each
// reading under its name. test/judge/later-texts.test.ts lists, for every official
// edition after 2024-03-08, the cited rules whose text changed, so that a new kind citing
// a changed rule is decided here or refused on purpose.

/** A reading that still holds under a later text of a rule. */
export interface LaterTextReading {
  /** The rule's number in the 2024 rules. */
  rule: string;
  /** The fingerprints (rules/fingerprints.ts) of the later texts it holds for; 'gone' where the rule is gone. */
  texts: readonly string[];
  /** Its name in scenarios/READINGS.md. */
  reading: string;
  /** What the answer says about the new text, as a step of its explanation. */
  step: string;
}

/**
 * A remark of an answer about where a 2024 text points, made moot by a later text that
 * points to the rule meant: the answer leaves the step with this reading out.
 */
export interface MendedPointer {
  /** The `reading` of the step that makes the remark. */
  reading: string;
  /** The rule whose text points (2024 number). */
  rule: string;
  /** The section it means (2024 number), which a later text may name. */
  means: string;
}

/**
 * From 2024-03-08 to 2026-01-16 no rule that a kind cites changed its text (examples and
 * the numbers of the rules it cites aside): they only moved (724 Restarting the Game became
 * 726). The changes of the time (damage assignment order gone from 802.5, 805.10f and 509)
 * are in rules no kind cites. Readings for later texts go here.
 */
export const LATER_TEXT_READINGS: readonly LaterTextReading[] = [];

export const MENDED_POINTERS: readonly MendedPointer[] = [
  // 801.17 of 2024-03-08 says "see rule 723" (the initiative); restarting is 724. From
  // 2025-09-19 on it says "see rule 726", which is restarting: the slip is mended.
  { reading: 'restart-801.17-points-to-723', rule: '801.17', means: '724' },
];
