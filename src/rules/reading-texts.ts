// The rule texts the engine's readings were made for, and how an answer names a rule of each.
// - The 2024 rules: the readings of the multiplayer rules and of the rules they rest on were
//   made for the 2024-03-08 text and cite its numbers, bare ("801.17"); the shipped
//   fingerprints of the English 2024-03-08 text find them in an imported edition.
// - The 2026 rules: the rules no shipped edition holds, Commander (903), its state-based
//   action (704.6c), the monarch and the initiative, were read from the English 2026-01-16
//   text and are cited by its numbers, marked with the text: "724.4@2026". The 2024 numbers
//   of the monarch and the initiative are 722 and 723, and 724 there is restarting the game,
//   so the mark keeps "724.1" (restarting, 2024) and "724.1@2026" (the monarch) apart. The
//   shipped fingerprints of the English 2026-01-16 text find these rules in an imported
//   edition by their section titles and texts, never by their numbers.
// Only an imported edition has the 2026 rules: an answer resting on one is refused under the
// shipped editions (judge/later-text-refusals.ts), and under an imported one cited by that
// edition's number (judge/cite-under-edition.ts), so the mark never reaches a reader.
// Pure.
import type { EditionRef } from './corpus-model.js';

/** The texts, other than the 2024 rules, that readings were made for, by the year that names them. */
export const LATER_TEXTS = {
  '2026': { lang: 'en', edition: '2026-01-16' },
} as const satisfies Record<string, EditionRef>;

export type LaterText = keyof typeof LATER_TEXTS;

/** A text a reading was made for: the 2024 rules, or a later one. */
export type ReadingText = '2024' | LaterText;

/** A rule of the 2026 rules as a reading cites it: of2026('724.4') is "724.4@2026". */
export const of2026 = (number: string): string => `${number}@2026`;

/** What a citation names: a rule number, and the text whose number it is. */
export interface ReadCitation {
  number: string;
  text: ReadingText;
}

const MARKED = /^(\d{3}(?:\.\d+[a-z]?)?)@(\d{4})$/u;

export function readCitation(citation: string): ReadCitation {
  const marked = MARKED.exec(citation);
  if (!marked) return { number: citation, text: '2024' };
  const [, number, year] = marked as unknown as [string, string, string];
  if (!(year in LATER_TEXTS)) throw new Error(`${citation} names no text a reading was made for`);
  return { number, text: year as LaterText };
}

/** Does the citation name a rule of a later text, which only an imported edition has? */
export const citesLaterText = (citation: string): boolean => readCitation(citation).text !== '2024';

/** "the 2024 rules", "the 2026 rules". */
export const readingTextName = (text: ReadingText): string => `the ${text} rules`;

/** The whole sections of the 2026 rules that readings cite in, by their titles, for messages. */
export const LATER_SECTIONS: Readonly<Record<string, string>> = {
  '903': 'Commander',
  '724': 'The Monarch',
  '725': 'The Initiative',
};
