// mtg-judge rule NUMBER...: read the corpus, plan the lookup, render it.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { styleFor } from '../options.js';
import { readCorpusIndex, readCounterparts, readRuleCorpus } from '../../io/read-corpus.js';
import { chooseEditions } from '../../rules/editions.js';
import { planRuleLookup } from '../../rules/show-rules.js';
import { querySections } from '../../rules/rule-number.js';
import { renderRulesJson, renderRulesText } from '../../report/render-rules.js';
import type { EditionRef } from '../../rules/corpus-model.js';
import { renderDiagnostic } from '../../report/render-diagnostic.js';
import { userDataDir } from '../../io/data-dirs.js';

export async function runRule({ io, args, options }: CommandContext): Promise<number> {
  const index = readCorpusIndex(userDataDir(io.env));
  const choice = chooseEditions(index.editions, options.lang, options.edition);
  if (choice.problem) throw new UsageError(choice.problem.message, choice.problem.notes);
  const entryOf = (edition: EditionRef) =>
    index.editions.find((e) => e.lang === edition.lang && e.edition === edition.edition)!;
  const plan = planRuleLookup({
    queries: args,
    editions: choice.editions,
    showAll: options.lang === 'all',
    load: (edition) => {
      const entry = entryOf(edition);
      // An imported edition is read only for the sections asked about (--lang all reads it whole).
      return readRuleCorpus(entry.file, entry.dir, options.lang === 'all' ? undefined : querySections(args));
    },
    counterparts: readCounterparts(),
  });
  if (options.json) {
    io.stdout(renderRulesJson(plan));
  } else {
    const style = await styleFor(io, options);
    if (plan.items.length > 0) io.stdout(renderRulesText(plan, { style }));
  }
  const errorStyle = await styleFor(io, options, 'stderr');
  for (const miss of plan.misses) {
    const code = miss.usage ? 'rule/not-a-number' : 'rule/not-found';
    io.stderr(
      renderDiagnostic({ code, severity: 'error', message: miss.message, notes: miss.notes }, errorStyle) + '\n',
    );
  }
  if (plan.misses.some((miss) => miss.usage)) return EXIT.usage;
  return plan.misses.length > 0 ? EXIT.notFound : EXIT.ok;
}
