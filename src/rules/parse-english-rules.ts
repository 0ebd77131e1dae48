// English Comprehensive Rules 2011-02-04, chapter 8, from a blog copy of the PDF: lines
// are hard-wrapped mid-sentence, the "800. General" heading is lost, and a wrapped line
// can begin with a rule number ("103.4." ends 805.3a). The shared walker handles these:
// see startsParagraph and RuleCollector.refusesRule.
import type { Parsed } from './corpus-model.js';
import type { EditionRef, RuleCorpus } from './corpus-model.js';
import { buildRuleCorpus } from './rule-collector.js';
import { parseRuleLines, type RuleLineFormat } from './parse-rule-lines.js';

// The blog post is dated 19 March 2011; its text is word for word the edition effective
// 4 February 2011.
const EDITION: EditionRef = { lang: 'en', edition: '2011-02-04' };

const FORMAT: RuleLineFormat = {
  layout: 'wrapped',
  // The blog's footer; the post's date above "8. Multiplayer Rules" is skipped with it.
  endsBody: (line) => line.line.startsWith('No comments:'),
  missingHeadings: {
    '800': {
      title: 'General',
      titleNote: 'The source lacks the heading of section 800; the title is that of the official 2011-02-04 edition.',
    },
  },
};

export function parseEnglishRules(text: string, sourceFile: string): Parsed<RuleCorpus> {
  const parsed = parseRuleLines(text, FORMAT, EDITION, sourceFile);
  return buildRuleCorpus(
    EDITION,
    'Magic: The Gathering Comprehensive Rules, blog copy of chapter 8',
    sourceFile,
    parsed,
  );
}
