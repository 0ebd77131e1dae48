// German Comprehensive Rules, chapter 8, as scraped from a web page: one paragraph per
// line, site chrome above "800. Allgemeines" and below the last rule.
import type { Parsed } from './corpus-model.js';
import type { EditionRef, RuleCorpus } from './corpus-model.js';
import { buildRuleCorpus } from './rule-collector.js';
import { parseRuleLines, type RuleLineFormat } from './parse-rule-lines.js';

// "Dieses Regelwerk gilt ab dem 8. März 2024."
const EDITION: EditionRef = { lang: 'de', edition: '2024-03-08' };

const FORMAT: RuleLineFormat = {
  layout: 'paragraphs',
  // The page's chapter navigation, "9. Varianten für das Freizeitspiel →← 7. Zusätzliche
  // Regeln", follows the last rule; the notice and links below it are chrome too.
  endsBody: (line) => line.kind === 'chapter',
};

export function parseGermanRules(text: string, sourceFile: string): Parsed<RuleCorpus> {
  const parsed = parseRuleLines(text, FORMAT, EDITION, sourceFile);
  return buildRuleCorpus(EDITION, 'Das Ausführliche Regelwerk', sourceFile, parsed);
}
