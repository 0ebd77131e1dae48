// The rule numbers a text cites, in English, German and Italian: "see rule 704",
// "rules 704.5k and 704.5j", "Regel 805.10", "Regeln 802 und 803", "vedi regola 103.1".
import { parseRuleQuery } from './rule-number.js';

// "rule"/"rules", "Regel"/"Regeln", "regola"/"regole".
const KEYWORD = String.raw`\b(?:rules?|regeln?|regol[ae])`;
// "807", "807.4", "807.4e"; a cited number ends at anything but a word character, so
// "rule 103.4." cites "103.4".
const NUMBER = String.raw`\d{3}(?:\.\d+[a-z]?)?(?!\w)`;
// A range whose end is written short, as in the official texts: "601.2f–h", "119.7–8".
const ITEM = String.raw`${NUMBER}(?:[-–](?:${NUMBER}|[a-z](?!\w)|\d{1,3}(?!\w)))?`;
const CONJUNCTION = String.raw`(?:and|or|und|oder|e|o|through|to|bis)\s+`;
// A rule's title after its number: "rules 701.42, “Meld,” and 729", "Regel 407, „Einsatzzone“".
const TITLE = String.raw`,\s*[“"„][^”"“]{1,80}[”"“],?`;
// Lists after one keyword: "rules 704.5k and 704.5j", "Regeln 802 und 803",
// "rules 100.1, 100.2, or 100.3", "rules 702.109, “Dash,” 702.152, “Blitz,” and 702.190".
const SEPARATOR = String.raw`(?:(?:${TITLE})?\s*,\s*(?:${CONJUNCTION})?|(?:${TITLE})?\s+${CONJUNCTION}|${TITLE}\s+)`;
const CITATION = new RegExp(String.raw`${KEYWORD}\s+(${ITEM}(?:${SEPARATOR}${ITEM})*)`, 'giu');
const ITEM_IN_LIST = new RegExp(ITEM, 'giu');

/** Rule numbers cited by the texts, deduplicated, in order of first mention. */
export function extractCitations(texts: readonly string[]): string[] {
  const cites = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(CITATION)) {
      for (const item of (match[1] ?? '').matchAll(ITEM_IN_LIST)) {
        for (const number of itemNumbers(item[0])) cites.add(number);
      }
    }
  }
  return [...cites];
}

/**
 * The text with the numbers of the rules it cites replaced by `mask`: "see rule 723" reads
 * "see rule #". Other numbers ("100 cards", "20 life") stay, as they are the rule's words.
 */
export function maskCitations(text: string, mask = '#'): string {
  return text.replace(CITATION, (citation: string, list: string) =>
    citation.replace(list, list.replace(ITEM_IN_LIST, mask)),
  );
}

/** "704.5k" → ["704.5k"]; a range "601.2f–h" → its two ends, ["601.2f", "601.2h"]. */
function itemNumbers(item: string): string[] {
  const query = parseRuleQuery(item);
  if (query?.kind === 'number') return [query.number];
  if (query?.kind === 'range') return [query.from, query.to];
  // An end that does not read as a number ("704-a"): keep the start only.
  return [item.toLowerCase().split(/[-–]/u)[0] ?? item];
}
