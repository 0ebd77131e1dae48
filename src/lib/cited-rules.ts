// The texts of the rules a checked scenario's answers cite, read from the corpus in the
// reader's language. Shared by eval and ask.
import { readCorpusIndex, readCounterpartTable, readingAroundSync, readRuleCorpus } from '../io/read-corpus.js';
import { citedRule, type CitedRule } from '../rules/cited-rules.js';
import type { EditionRef, Lang } from '../rules/corpus-model.js';
import { GENERAL_RULES } from '../judge/general-rules.js';
import { RULES_TEXT_OF } from '../core/scenario.js';
import type { FileResult } from '../scenario/check.js';
import type { StoreProblem } from '../rules/edition-list.js';

const CHAPTER_8 = Array.from({ length: 12 }, (_, i) => String(800 + i));

/**
 * The cited rules, and what is wrong in the data directory for the caller to warn of: a
 * damaged imported edition is left out, as the shipped texts still give every citation.
 */
export function readCitedRules(
  dataDir: string | undefined,
  lang: Lang | 'all',
  result: FileResult,
): { cited: CitedRule[]; problems: readonly StoreProblem[] } {
  if (!result.scenario) return { cited: [], problems: [] };
  const { scenario } = result;
  // Under an imported edition the answers cite its numbers, and its text has every rule.
  const source: EditionRef = scenario.ruledUnder ?? RULES_TEXT_OF[scenario.edition];
  const numbers = [...new Set(result.answers.flatMap((answer) => answer.citations))];
  const corpus = readCorpusIndex(dataDir);
  const cited = readingAroundSync(corpus, (index) => {
    const entryOf = (edition: EditionRef) =>
      index.editions.find((e) => e.lang === edition.lang && e.edition === edition.edition)!;
    // An imported edition is read by section: those of the numbers cited, and chapter 8 for their counterparts.
    const sections = [...new Set([...numbers.map((number) => number.slice(0, 3)), ...CHAPTER_8])];
    const load = (edition: EditionRef) => {
      const { file, dir } = entryOf(edition);
      return dir === undefined ? readRuleCorpus(file) : readRuleCorpus(file, dir, sections);
    };
    const context = {
      source,
      // --lang all: the scenario's own edition.
      lang: lang === 'all' ? source.lang : lang,
      editions: index.editions,
      load,
      counterparts: readCounterpartTable(index),
      ...(!scenario.ruledUnder && { summaries: GENERAL_RULES[scenario.edition] }),
    };
    return numbers.map((number) => citedRule(context, number));
  });
  return { cited, problems: corpus.problems };
}
