// How an answer under an imported edition says which cited rules moved from their numbers
// in the text their readings were made for: "(724.1 and 724.7 in the 2024 rules)", and for
// the monarch under the 2024-03-08 text "(724.2 in the 2026 rules)".
import { readCitation, readingTextName, type ReadingText } from '../rules/reading-texts.js';

/** `lead` and the numbers the moved rules have in the texts read, or '' where none moved. */
export function renumberedText(renumbered: Readonly<Record<string, string>> | undefined, lead = ''): string {
  const byText = new Map<ReadingText, string[]>();
  for (const cited of Object.keys(renumbered ?? {})) {
    const { number, text } = readCitation(cited);
    byText.set(text, [...(byText.get(text) ?? []), number]);
  }
  if (byText.size === 0) return '';
  const parts = [...byText].map(([text, moved]) => `${listed(moved)} in ${readingTextName(text)}`);
  return `${lead}(${parts.join('; ')})`;
}

const listed = (moved: readonly string[]): string =>
  moved.length === 1 ? moved[0]! : `${moved.slice(0, -1).join(', ')} and ${moved.at(-1)!}`;
