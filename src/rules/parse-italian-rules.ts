// Italian Comprehensive Rules, rule 805 only, as a list: "- 805.1. …", one rule per
// line, between lines of "|" left over from the page's layout.
import type { Parsed } from './corpus-model.js';
import type { EditionRef, RuleCorpus } from './corpus-model.js';
import { buildRuleCorpus } from './rule-collector.js';
import { parseRuleLines, type RuleLineFormat } from './parse-rule-lines.js';

// "Aggiornato a Marvel's Spider-Man": the set's rules update, effective 19 September 2025.
const EDITION: EditionRef = { lang: 'it', edition: '2025-09-19' };

const FORMAT: RuleLineFormat = {
  layout: 'paragraphs',
  endsBody: () => false,
  isChrome: (line) => /^\|+$/u.test(line.line),
  itemMarker: /^-\s+/u,
};

export function parseItalianRules(text: string, sourceFile: string): Parsed<RuleCorpus> {
  const parsed = parseRuleLines(text, FORMAT, EDITION, sourceFile);
  return buildRuleCorpus(EDITION, 'Regolamento completo, regola 805', sourceFile, parsed);
}
