// mtg-judge changes NUMBER... --from EDITION --to EDITION: what became of those rules
// between two editions, matched by counterparts.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { defaultLang, styleFor } from '../options.js';
import { planChanges, describeChanges } from '../../rules/changes.js';
import { chooseEditions } from '../../rules/choose-editions.js';
import type { Lang } from '../../rules/corpus-model.js';
import { parseRuleQuery, type RuleQuery } from '../../rules/rule-number.js';
import { renderChangesJson, renderChangesText } from '../../report/render-changes.js';
import { userDataDir } from '../../io/data-dirs.js';
import {
  readCorpusIndex,
  readCounterpartTable,
  readingAround,
  readRuleCorpus,
  type CorpusView,
} from '../../io/read-corpus.js';
import { warnStoreProblems } from '../store-warnings.js';

export async function runChanges({ io, args, options }: CommandContext): Promise<number> {
  const queries = args.map((text): RuleQuery => {
    const query = parseRuleQuery(text);
    if (!query) throw new UsageError(`"${text}" is not a rule number`, ['write it like 807, 807.4 or 800.4a-800.4j']);
    return query;
  });
  const corpus = readCorpusIndex(userDataDir(io.env));
  const errorStyle = await styleFor(io, options, 'stderr');
  let view;
  try {
    // Two editions may be of two languages: --lang X, else the locale's language, only settles a
    // bare year or date that names editions in several.
    const lang = options.langGiven === true && options.lang !== 'all' ? options.lang : defaultLang(io.env);
    view = await readingAround(corpus, (current) =>
      compare(current, queries, { from: String(options.from), to: String(options.to) }, lang),
    );
  } finally {
    warnStoreProblems(io, corpus.problems, errorStyle);
  }
  const { from, to } = view;
  const title = `${describeChanges(from, to)}, ${args.join(' ')}: matched by counterparts`;
  const shown = { title, from, to, plan: view.plan };
  io.stdout(options.json ? renderChangesJson(shown) : renderChangesText(shown, await styleFor(io, options)));
  return EXIT.ok;
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
