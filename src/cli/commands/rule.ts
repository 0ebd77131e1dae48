// mtg-judge rule NUMBER...: read the corpus, plan the lookup, render it.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { styleFor } from '../options.js';
import {
  readCorpusIndex,
  readCounterpartTable,
  readingAround,
  readRuleCorpus,
  type CorpusView,
} from '../../io/read-corpus.js';
import { chooseEditions, fallbackOrder } from '../../rules/editions.js';
import { planRuleLookup, type RulePlan } from '../../rules/show-rules.js';
import { querySections } from '../../rules/rule-number.js';
import { editionKey, type EditionRef } from '../../rules/corpus-model.js';
import { renderRulesJson, renderRulesText } from '../../report/render-rules.js';
import { renderDiagnostic } from '../../report/render-diagnostic.js';
import { userDataDir } from '../../io/data-dirs.js';
import { warnStoreProblems } from '../store-warnings.js';

export async function runRule({ io, args, options }: CommandContext): Promise<number> {
  const corpus = readCorpusIndex(userDataDir(io.env));
  const errorStyle = await styleFor(io, options, 'stderr');
  let plan: RulePlan;
  try {
    plan = await readingAround(corpus, (view) => planFor(view, args, options));
  } finally {
    warnStoreProblems(io, corpus.problems, errorStyle);
  }
  for (const note of plan.notes) io.stderr(`${errorStyle.yellow('note')}: ${note}\n`);
  if (options.json) {
    io.stdout(renderRulesJson(plan));
  } else {
    const style = await styleFor(io, options);
    if (plan.items.length > 0) io.stdout(renderRulesText(plan, { style }));
  }
  for (const miss of plan.misses) {
    const code = miss.usage ? 'rule/not-a-number' : 'rule/not-found';
    io.stderr(
      renderDiagnostic({ code, severity: 'error', message: miss.message, notes: miss.notes }, errorStyle) + '\n',
    );
  }
  if (plan.misses.some((miss) => miss.usage)) return EXIT.usage;
  return plan.misses.length > 0 ? EXIT.notFound : EXIT.ok;
}

function planFor(view: CorpusView, args: string[], options: CommandContext['options']): RulePlan {
  const choice = chooseEditions(view.editions, options.lang, options.edition);
  if (choice.problem) throw new UsageError(choice.problem.message, choice.problem.notes);
  const entryOf = (edition: EditionRef) => view.editions.find((e) => editionKey(e) === editionKey(edition))!;
  const chosen = new Set(choice.editions.map(editionKey));
  // Without --lang or --edition, a rule the locale's language lacks is shown from the newest edition that has it.
  const strict = options.langGiven || options.lang === 'all' || options.edition !== undefined;
  const fallback = strict ? [] : fallbackOrder(view.editions).filter((e) => !chosen.has(editionKey(e)));
  return planRuleLookup({
    queries: args,
    editions: choice.editions,
    showAll: options.lang === 'all',
    fallback,
    load: (edition) => {
      const entry = entryOf(edition);
      // An imported edition is read only for the sections asked about (--lang all reads it whole).
      return readRuleCorpus(entry.file, entry.dir, options.lang === 'all' ? undefined : querySections(args));
    },
    counterparts: readCounterpartTable(view),
  });
}
