// The text of a cited rule in the reader's language. An answer cites numbers of the
// scenario's edition; a reader of another language sees the same rule in their
// language's edition, under the number it has there, or is told it does not exist there.
// Pure: the corpus is reached through a loader passed in.
import {
  editionKey,
  type EditionRef,
  type Lang,
  type Rule,
  type RuleCorpus,
  type CounterpartTable,
} from './corpus-model.js';
import { counterpartView } from './show-rules.js';
import { byNewest, editionLabel } from './editions.js';

export interface CitedRule {
  /** The number as the answer cites it, in the scenario's edition. */
  cited: string;
  /** The rule shown: in the reader's language where it exists, else in the scenario's edition. */
  rule?: Rule;
  /** A one-line summary, for a rule outside the texts the corpus holds. */
  summary?: string;
  /** Set when the rule shown has another number or comes from another language than asked. */
  note?: string;
}

export interface CitationContext {
  /** The edition whose numbers the answer cites (English 2011, or German 2024). */
  source: EditionRef;
  /** The reader's language. */
  lang: Lang;
  editions: readonly EditionRef[];
  load: (edition: EditionRef) => RuleCorpus;
  counterparts: CounterpartTable;
  /** One-line summaries of rules outside chapter 8 that answers cite, by number. */
  summaries?: Readonly<Record<string, string>>;
}

export function citedRule(context: CitationContext, cited: string): CitedRule {
  const original = context.load(context.source).rules.find((rule) => rule.number === cited);
  if (!original) return outsideChapter8(context, cited);
  if (context.source.lang === context.lang) return { cited, rule: original };
  const { counterparts } = counterpartView(context.counterparts, context.source, cited);
  const candidates = readerEditions(context);
  for (const edition of candidates) {
    // Translations of one edition share its numbers; other editions are matched by meaning.
    const sameDate = edition.edition === context.source.edition;
    const entry = sameDate ? { number: cited } : counterparts.find((c) => editionKey(c) === editionKey(edition));
    if (!entry?.number) continue;
    const rule = context.load(edition).rules.find((r) => r.number === entry.number);
    if (!rule) continue;
    const renumbered = entry.number === cited ? '' : `; ${entry.number} in ${editionLabel(edition)}`;
    return { cited, rule, ...(renumbered && { note: `${cited} in ${editionLabel(context.source)}${renumbered}` }) };
  }
  const where = candidates.length > 0 ? candidates.map(editionLabel).join(', ') : `any ${context.lang} edition`;
  return { cited, rule: original, note: `no such rule in ${where}; the ${editionLabel(context.source)} text` };
}

/** The reader's editions, an edition of the scenario's date first (it shares its numbers), then newest first. */
function readerEditions(context: CitationContext): EditionRef[] {
  const own = byNewest(context.editions.filter((e) => e.lang === context.lang));
  return [
    ...own.filter((e) => e.edition === context.source.edition),
    ...own.filter((e) => e.edition !== context.source.edition),
  ];
}

/**
 * A rule outside chapter 8: its text where an imported full edition of the same date has
 * it (its numbers are the scenario edition's), else the summary the judge keeps.
 */
function outsideChapter8(context: CitationContext, cited: string): CitedRule {
  const twins = byNewest(
    context.editions.filter((e) => e.edition === context.source.edition && e.lang !== context.source.lang),
  );
  for (const edition of twins) {
    const rule = context.load(edition).rules.find((r) => r.number === cited);
    if (rule) return { cited, rule };
  }
  const where = `not in the ${editionLabel(context.source)} text the tool holds, which is chapter 8 only`;
  const summary = context.summaries?.[cited];
  if (summary) return { cited, summary, note: `${where}: a summary; mtg-judge import adds the full text` };
  return { cited, note: `${where}; mtg-judge import adds the full text` };
}
