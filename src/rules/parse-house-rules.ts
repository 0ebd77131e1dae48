// Parses the "Magic Mittwoch" Two-Headed Giant house rules, a German blog post (version 0.2,
// 1 September 2016). Only the numbered items under the seven headings are rules: the blog's
// title bar and search box above them, and the footnote, reader comments, comment form,
// footer and trademark notes below them, are left out. Each heading's list restarts at 1 in
// the post; an item's number is the one its readers use (see HOUSE_RULE_NUMBERING).
import type { HouseRuleItem, HouseRules } from './corpus-model.js';
import type { Parsed } from './corpus-model.js';
import { MAGIC_MITTWOCH_LINKS } from './house-rule-links.js';

/**
 * Heading → the tens digit its items are numbered from; an item's number is that plus its
 * position from 0. The evidence is the reader comments and the post itself:
 * - "Regel 21/22" are Zugreihenfolge items 2 and 3 (extra turn, skipped turn); "Regel 23" is
 *   item 4 ("dessen Informationsmöglichkeiten"): Zugreihenfolge is 20–23.
 * - "Regel 35" is Lebenspunkte item 6 (absolute life values read as relative), and Lebenspunkte
 *   item 4 is also called "item 33": Lebenspunkte is 30–37.
 * - "Regel 50" is about Propaganda (Angreifen und Blocken item 1) and "Regel 52" about choosing
 *   the attacked player at declare attackers (item 3): Angreifen und Blocken is 50–53, and 40
 *   is unused in this version.
 * - The Alternativen text forbids sharing "die Informationen aus Punkt 61 und 62", two of the
 *   Informationen items (showing morphs, "Look" abilities): Informationen is 60–63, and
 *   Alternativen, the last heading, 70–72.
 * - Setup 0–5 and Spielziel 10–17 follow the same scheme.
 */
export const HOUSE_RULE_NUMBERING: { heading: string; tens: number }[] = [
  { heading: 'Setup', tens: 0 },
  { heading: 'Spielziel', tens: 10 },
  { heading: 'Zugreihenfolge', tens: 20 },
  { heading: 'Lebenspunkte', tens: 30 },
  { heading: 'Angreifen und Blocken', tens: 50 },
  { heading: 'Informationen', tens: 60 },
  { heading: 'Alternativen', tens: 70 },
];

// "  5. * Es können …": the post's own number (restarting under each heading), the star, the text.
const ITEM = /^\s+\d+\.\s+(\*\s+)?(.+)$/u;
const VERSION = /^Version\s+(\S+)\s+\((.+)\)/u;
const DEFAULT_TITLE = 'Two-Headed-Giant – Magic Mittwoch';

export function parseHouseRules(text: string, sourceFile: string): Parsed<HouseRules> {
  const lines = text.split(/\r?\n/u);
  const versionLine = lines.findIndex((line) => VERSION.test(line));
  const headings: string[] = [];
  const items: HouseRuleItem[] = [];
  let heading: { heading: string; tens: number } | undefined;
  let inList = false;
  for (let i = versionLine + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const next = HOUSE_RULE_NUMBERING.find((h) => h.heading === line.trim());
    if (next) {
      [heading, inList] = [next, false];
      headings.push(next.heading);
      continue;
    }
    if (!heading || line.trim() === '') continue;
    const match = ITEM.exec(line);
    if (match) {
      inList = true;
      const position = items.filter((item) => item.heading === heading?.heading).length + 1;
      items.push(buildItem(match, heading, position, { file: sourceFile, line: i + 1, endLine: i + 1 }));
    } else if (inList) {
      // The first paragraph after a finished list ends the section; the last one ends the rules.
      if (heading === HOUSE_RULE_NUMBERING[HOUSE_RULE_NUMBERING.length - 1]) break;
      heading = undefined;
    }
    // Text before a heading's first item is an introduction (Alternativen has one), not an item.
  }
  return {
    schemaVersion: 1,
    id: 'magic-mittwoch-2hg',
    lang: 'de',
    title: lines.find((line) => /Magic Mittwoch/u.test(line))?.trim() ?? DEFAULT_TITLE,
    version: VERSION.exec(lines[versionLine] ?? '')?.[1] ?? '',
    sourceFile,
    headings,
    items,
  };
}

function buildItem(
  match: RegExpExecArray,
  heading: { heading: string; tens: number },
  position: number,
  source: HouseRuleItem['source'],
): HouseRuleItem {
  const number = String(heading.tens + position - 1);
  const link = MAGIC_MITTWOCH_LINKS[number];
  const item: HouseRuleItem = {
    number,
    heading: heading.heading,
    position,
    text: (match[2] ?? '').trim(),
    starred: Boolean(match[1]),
    departsFrom: link?.departsFrom ?? {},
    source,
  };
  if (link?.note) item.note = link.note;
  return item;
}
