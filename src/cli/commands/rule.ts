// mtg-judge rule NUMBER...: read the corpus, plan the lookup, render it.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { defaultLang, styleFor } from '../options.js';
import {
  readCorpusIndex,
  readCounterpartTable,
  readingAround,
  readRuleCorpus,
  type CorpusView,
} from '../../io/read-corpus.js';
import { fallbackOrder } from '../../rules/editions.js';
import { chooseEditions } from '../../rules/choose-editions.js';
import { planRuleLookup, type RulePlan } from '../../rules/show-rules.js';
import { querySections } from '../../rules/rule-number.js';
import { editionKey, type EditionRef, type Lang } from '../../rules/corpus-model.js';
import { renderRulesJson, renderRulesText } from '../../report/render-rules.js';
import { renderDiagnostic } from '../../report/render-diagnostic.js';
import { userDataDir } from '../../io/data-dirs.js';
import { warnStoreProblems } from '../store-warnings.js';
import { writeNotes } from '../notes.js';

export async function runRule({ io, args, options }: CommandContext): Promise<number> {
  const corpus = readCorpusIndex(userDataDir(io.env));
  const errorStyle = await styleFor(io, options, 'stderr');
  let plan: RulePlan;
  try {
    plan = await readingAround(corpus, (view) => planFor(view, args, options, defaultLang(io.env)));
  } finally {
    warnStoreProblems(io, corpus.problems, errorStyle);
  }
  await writeNotes(io, options, plan.notes);
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

function planFor(view: CorpusView, args: string[], options: CommandContext['options'], locale: Lang): RulePlan {
  const lang = options.langGiven || options.lang === 'all' ? options.lang : undefined;
  const choice = chooseEditions(view.editions, { value: options.edition, lang, locale });
  if (choice.problem) throw new UsageError(choice.problem.message, choice.problem.notes);
  const entryOf = (edition: EditionRef) => view.editions.find((e) => editionKey(e) === editionKey(edition))!;
  const [first] = choice.editions;
  // Without --lang, a rule the locale's language lacks is shown from the newest edition that has
  // it; with --edition, from that edition's year or date in another language.
  const fallback =
    lang !== undefined
      ? []
      : options.edition !== undefined
        ? choice.editions.slice(1)
        : fallbackOrder(view.editions).filter((e) => editionKey(e) !== editionKey(first!));
  return planRuleLookup({
    queries: args,
    editions: lang === 'all' ? choice.editions : [first!],
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
