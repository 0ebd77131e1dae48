// mtg-judge search WORDS...: a rule number goes to `rule`; words are searched in every
// edition, the glossary and the house rules, and shown in the language asked for.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { styleFor } from '../options.js';
import { readCorpusIndex, readCounterpartTable, readingAround } from '../../io/read-corpus.js';
import { keepBuiltParts, readSearchIndex } from '../../io/read-search-index.js';
import { warnStoreProblems } from '../store-warnings.js';
import { userDataDir } from '../../io/data-dirs.js';
import { chooseEditions, currentGlossaries, editionLabel, editionsToSearch } from '../../rules/editions.js';
import { LANG_NAMES, type Lang } from '../../rules/corpus-model.js';
import type { CorpusIndex } from '../../rules/corpus-files.js';
import type { DocMeta } from '../../search/documents.js';
import { routeQuery } from '../../search/route-query.js';
import { hasUnknownWords, search, type SearchScope } from '../../search/search.js';
import { inScope } from '../../search/counterpart-hits.js';
import { nearTerms } from '../../search/near-terms.js';
import { renderSearchJson, renderSearchText, searchMissDiagnostic } from '../../report/render-search.js';
import { renderDiagnostic } from '../../report/render-diagnostic.js';

export async function runSearch(context: CommandContext): Promise<number> {
  const { io, args, options } = context;
  const routed = routeQuery(args);
  if (routed.kind === 'number') {
    const { runRule } = await import('./rule.js');
    return runRule({ ...context, args: routed.numbers });
  }
  const limit = typeof options.limit === 'number' ? options.limit : 10;
  const corpus = readCorpusIndex(userDataDir(io.env));
  let found;
  try {
    // A damaged imported edition is left out (readingAround), with a warning.
    found = await readingAround(corpus, async (view) => {
      const scope = chooseScope(view, options.lang, options.edition);
      const searched = { ...view, editions: editionsToSearch(view.editions, scope.editions) };
      const { index, built } = readSearchIndex({ ...searched, glossaries: currentGlossaries(view.glossaries) });
      // fuse.js is loaded only for a query with a word the index does not hold.
      const misspellings = hasUnknownWords(index, routed.text)
        ? (await import('../../search/misspellings.js')).findMisspellings
        : undefined;
      const counterparts = () => readCounterpartTable(searched);
      return { scope, index, built, outcome: search(index, routed.text, { scope, counterparts, limit, misspellings }) };
    });
  } finally {
    warnStoreProblems(io, corpus.problems, await styleFor(io, options, 'stderr'));
  }
  const { scope, index, built, outcome } = found;
  if (options.json) io.stdout(renderSearchJson(outcome));
  else if (outcome.hits.length > 0) io.stdout(renderSearchText(outcome, { style: await styleFor(io, options) }));
  await keepBuiltParts(built);
  if (outcome.hits.length > 0) return EXIT.ok;
  const where = describeScope(
    scope,
    index.docs.filter((doc) => doc.kind !== 'rule' && inScope(doc, scope)),
  );
  const miss = searchMissDiagnostic(routed.text, where, nearTerms(index, routed.text, scope), outcome.elsewhere);
  io.stderr(renderDiagnostic(miss, await styleFor(io, options, 'stderr')) + '\n');
  return EXIT.notFound;
}

function chooseScope(corpus: CorpusIndex, lang: Lang | 'all', edition: string | undefined): SearchScope {
  const choice = chooseEditions(corpus.editions, lang, edition);
  if (choice.problem) throw new UsageError(choice.problem.message, choice.problem.notes);
  const langs = lang === 'all' ? (Object.keys(LANG_NAMES) as Lang[]) : [lang];
  return { editions: choice.editions.map(({ lang, edition }) => ({ lang, edition })), langs };
}

/** "German 2024-03-08, the glossary and the house rules" */
function describeScope(scope: SearchScope, others: readonly DocMeta[]): string {
  if (scope.langs.length > 1) return 'any language';
  const kinds = new Set(others.map((doc) => doc.kind));
  const extra = [kinds.has('glossary') ? 'the glossary' : '', kinds.has('house-rule') ? 'the house rules' : ''].filter(
    Boolean,
  );
  return [scope.editions.map(editionLabel).join(', '), extra.join(' and ')].filter(Boolean).join(', ');
}
