// What changed (`mtg-judge changes`): what became of rules between two editions, matched
// by counterparts.
import { UsageError } from '../core/errors.js';
import { planChanges, type ChangesPlan } from '../rules/changes.js';
import { chooseEditions } from '../rules/choose-editions.js';
import type { Lang, RuleCorpus } from '../rules/corpus-model.js';
import { parseRuleQuery, type RuleQuery } from '../rules/rule-number.js';
import { changesJson } from '../report/render-changes.js';
import type { ChangesDocument } from '../report/json-documents.js';
import { readCounterpartTable, readRuleCorpus, type CorpusView } from '../io/read-corpus.js';
import type { Context } from './context.js';
import { withCorpus } from './corpus-reading.js';
import type { Reply } from './reply.js';
import type { ChangesOptions } from './options.js';

export type ChangesReply = Reply<ChangesDocument> & { from: RuleCorpus; to: RuleCorpus; plan: ChangesPlan };

export async function changesReply(
  numbers: readonly string[],
  options: ChangesOptions,
  context: Context,
): Promise<ChangesReply> {
  if (numbers.length === 0)
    throw new UsageError('there is no rule number to compare', ['write it like 807, 807.4 or 800.4a-800.4j']);
  const queries = numbers.map((text): RuleQuery => {
    const query = parseRuleQuery(text);
    if (!query) throw new UsageError(`"${text}" is not a rule number`, ['write it like 807, 807.4 or 800.4a-800.4j']);
    return query;
  });
  // Two editions may be of two languages: the language, else the locale's, only settles a
  // bare year or date that names editions in several.
  const lang = options.lang !== undefined && options.lang !== 'all' ? options.lang : context.locale;
  const view = await withCorpus(context, (current) => compare(current, queries, options, lang));
  return { ...view, document: changesJson(view), notes: [], problems: [], status: 'ok' };
}

function compare(corpus: CorpusView, queries: RuleQuery[], specs: { from: string; to: string }, prefer: Lang) {
  const pick = (flag: 'from' | 'to') => {
    const choice = chooseEditions(corpus.editions, { value: specs[flag], locale: prefer, flag: `--${flag}` });
    if (choice.problem) throw new UsageError(choice.problem.message, choice.problem.notes, 'changes/edition');
    return choice.editions[0]!;
  };
  const [fromEntry, toEntry] = [pick('from'), pick('to')];
  // Whole editions: a rule's counterpart may lie outside the sections asked about (810.7f became 805.10g).
  const from = readRuleCorpus(fromEntry.file, fromEntry.dir);
  const to = readRuleCorpus(toEntry.file, toEntry.dir);
  const result = planChanges({ queries, from, to, table: readCounterpartTable(corpus) });
  if (!result.plan) throw new UsageError(result.problem, [], 'changes/not-comparable');
  return { from, to, plan: result.plan };
}
