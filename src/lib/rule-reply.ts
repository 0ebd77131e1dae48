// Rule lookup (`mtg-judge rule`): read the corpus, plan the lookup, and say what was not
// found.
import { UsageError } from '../core/errors.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { readCounterpartTable, readRuleCorpus, type CorpusView } from '../io/read-corpus.js';
import { fallbackOrder } from '../rules/editions.js';
import { chooseEditions } from '../rules/choose-editions.js';
import { planRuleLookup, type RulePlan } from '../rules/show-rules.js';
import { querySections } from '../rules/rule-number.js';
import { editionKey, type EditionRef, type Lang } from '../rules/corpus-model.js';
import { rulesJson } from '../report/render-rules.js';
import type { RulesDocument } from '../report/json-documents.js';
import type { Context } from './context.js';
import { withCorpus } from './corpus-reading.js';
import type { Reply } from './reply.js';
import type { RuleOptions } from './options.js';

export type RuleReply = Reply<RulesDocument> & { plan: RulePlan };

export async function ruleReply(
  numbers: readonly string[],
  options: RuleOptions,
  context: Context,
): Promise<RuleReply> {
  if (numbers.length === 0)
    throw new UsageError('there is no rule number to look up', ['for example: 807.4e, 807.4, 807 or 807.4a-807.4d']);
  const plan = await withCorpus(context, (view) => planFor(view, numbers, options, context.locale));
  const problems = plan.misses.map((miss): Diagnostic => ({
    code: miss.usage ? 'rule/not-a-number' : 'rule/not-found',
    severity: 'error',
    message: miss.message,
    notes: miss.notes,
  }));
  const status = plan.misses.some((miss) => miss.usage) ? 'invalid' : problems.length > 0 ? 'not-found' : 'ok';
  return { document: rulesJson(plan), notes: plan.notes, problems, status, plan };
}

function planFor(view: CorpusView, numbers: readonly string[], options: RuleOptions, locale: Lang): RulePlan {
  const { lang } = options;
  const choice = chooseEditions(view.editions, { value: options.edition, lang, locale });
  if (choice.problem) throw new UsageError(choice.problem.message, choice.problem.notes);
  const entryOf = (edition: EditionRef) => view.editions.find((e) => editionKey(e) === editionKey(edition))!;
  const [first] = choice.editions;
  // Without a language, a rule the locale's language lacks is shown from the newest edition that
  // has it; with an edition, from that edition's year or date in another language.
  const fallback =
    lang !== undefined
      ? []
      : options.edition !== undefined
        ? choice.editions.slice(1)
        : fallbackOrder(view.editions).filter((e) => editionKey(e) !== editionKey(first!));
  return planRuleLookup({
    queries: [...numbers],
    editions: lang === 'all' ? choice.editions : [first!],
    showAll: lang === 'all',
    fallback,
    load: (edition) => {
      const entry = entryOf(edition);
      // An imported edition is read only for the sections asked about (all reads it whole).
      return readRuleCorpus(entry.file, entry.dir, lang === 'all' ? undefined : querySections([...numbers]));
    },
    counterparts: readCounterpartTable(view),
  });
}
