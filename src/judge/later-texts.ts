// Readings of other texts of a rule than the one its reading was made for (the 2024 rules,
// or the 2026 rules for Commander, the monarch and the initiative; rules/reading-texts.ts):
// what the engine decided where an imported edition words a rule an answer rests on
// differently. Without an entry here such an answer is refused with question/rule-changed
// (rule-under-edition.ts); scenarios/READINGS.md documents each reading under its name.
// test/judge/later-texts.test.ts lists, for every official edition, the cited rules whose
// text differs, so that a new kind citing a changed rule is decided here or refused on
// purpose.
import { of2026 } from '../rules/reading-texts.js';

/** A reading that still holds under a later text of a rule. */
export interface LaterTextReading {
  /** The rule as answers cite it: its number in the 2024 rules, or "903.3@2026" for a rule of the 2026 rules. */
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
 * From 2024-03-08 to 2026-01-16 no rule of the 2024 rules that a kind cites changed its text
 * (examples and the numbers of the rules it cites aside): they only moved (724 Restarting the
 * Game became 726). The changes of the time (damage assignment order gone from 802.5, 805.10f
 * and 509) are in rules no kind cites. Of the 2026 rules, 903.3 and 724.4 read otherwise in
 * earlier texts: 903.3 has a reading below, 724.4 (who becomes the monarch) is refused.
 */
export const LATER_TEXT_READINGS: readonly LaterTextReading[] = [
  // 903.3 of 2024-03-08 names only a legendary creature card as a commander; from 2025-09-19 on
  // it adds Vehicles and Spacecraft. The answers rest on the designation being the card's,
  // which both texts say in the same words.
  {
    rule: of2026('903.3'),
    texts: ['84f548c3f5a31e63'],
    reading: 'commander-designation-2024-text',
    step: "This edition's 903.3 lets only a legendary creature card be a commander (the 2026 text the reading was made for adds Vehicles and Spacecraft); the designation is an attribute of the card in both texts, which is what this answer rests on",
  },
];

export const MENDED_POINTERS: readonly MendedPointer[] = [
  // 801.17 of 2024-03-08 says "see rule 723" (the initiative); restarting is 724. From
  // 2025-09-19 on it says "see rule 726", which is restarting: the slip is mended.
  { reading: 'restart-801.17-points-to-723', rule: '801.17', means: '724' },
];
