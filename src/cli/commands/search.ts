// mtg-judge search WORDS...: a rule number goes to `rule`; words are searched in every
// language, edition, glossary and house rule at once, or with --lang in one language.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { defaultLang, styleFor } from '../options.js';
import { readCorpusIndex, readCounterpartTable, readingAround } from '../../io/read-corpus.js';
import { keepRebuiltIndexes, readSearchIndex } from '../../io/read-search-index.js';
import { userDataDir } from '../../io/data-dirs.js';
import { warnStoreProblems } from '../store-warnings.js';
import { currentGlossaries, editionLabel, editionsToSearch } from '../../rules/editions.js';
import { chooseEditions } from '../../rules/choose-editions.js';
import type { EditionRef, Lang } from '../../rules/corpus-model.js';
import type { CorpusIndex } from '../../rules/corpus-files.js';
import { routeQuery } from '../../search/route-query.js';
import { checkQuery, cleanArgs, MAX_QUERY_LENGTH } from '../../search/query-input.js';
import { search } from '../../search/search.js';
import { wordsToCorrect } from '../../search/expand-words.js';
import { queryWords } from '../../search/query.js';
import { nearTerms } from '../../search/near-terms.js';
import type { SearchIndex } from '../../search/token-index.js';
import {
  renderSearchJson,
  renderSearchText,
  searchMissDiagnostic,
  stopWordsDiagnostic,
} from '../../report/render-search.js';
import { renderDiagnostic } from '../../report/render-diagnostic.js';

const USAGE = [
  'usage: mtg-judge search WORDS... [--lang en|de|it] [--edition YEAR] [--limit N] [--json]',
  'for example: mtg-judge search range of influence',
];

export async function runSearch(context: CommandContext): Promise<number> {
  const { io, args, options } = context;
  const routed = routeQuery(cleanArgs(args));
  if (routed.kind === 'number') {
    const { runRule } = await import('./rule.js');
    return runRule({ ...context, args: routed.numbers });
  }
  const checked = checkQuery(args);
  if (checked.kind === 'empty') throw new UsageError('the search has no words to look for', USAGE);
  if (checked.kind === 'too-long')
    throw new UsageError(`the search is ${checked.length} characters long; the limit is ${MAX_QUERY_LENGTH}`, [
      'search for the few words that name what you look for',
    ]);
  if (checked.kind === 'stop-words') {
    io.stderr(renderDiagnostic(stopWordsDiagnostic(checked.text), await styleFor(io, options, 'stderr')) + '\n');
    return EXIT.notFound;
  }
  const limit = typeof options.limit === 'number' ? options.limit : 10;
  const corpus = readCorpusIndex(userDataDir(io.env));
  const lang = options.langGiven === true && options.lang !== 'all' ? options.lang : undefined;
  let found;
  try {
    // A damaged imported edition is left out (readingAround), with a warning.
    found = await readingAround(corpus, async (view) => {
      const editions = chooseScope(view, lang, options.edition, defaultLang(io.env));
      // The shipped editions, those asked for, and the newest imported one of each language.
      const searched = { ...view, editions: editionsToSearch(view.editions, editions ?? []) };
      // With --edition, the glossaries of those editions (and those of none) rather than the newest.
      const glossaries =
        options.edition === undefined ? currentGlossaries(view.glossaries) : glossariesOf(view.glossaries, editions);
      const index = readSearchIndex({ ...searched, glossaries });
      // The misspelling finder is loaded only for a query with a word no language writes.
      const misspellings =
        wordsToCorrect(index, queryWords(checked.text).words).length > 0
          ? (await import('../../search/misspellings.js')).findMisspellings
          : undefined;
      const counterparts = readCounterpartTable(searched);
      const outcome = search(index, checked.text, {
        lang,
        editions,
        locale: defaultLang(io.env),
        editionsFirst: options.edition !== undefined,
        counterparts,
        limit,
        misspellings,
      });
      return { index, editions, outcome };
    });
  } finally {
    warnStoreProblems(io, corpus.problems, await styleFor(io, options, 'stderr'));
  }
  const { index, editions, outcome } = found;
  if (options.json) io.stdout(renderSearchJson(outcome));
  else if (outcome.hits.length > 0) io.stdout(renderSearchText(outcome, { style: await styleFor(io, options) }));
  await keepRebuiltIndexes();
  if (outcome.hits.length > 0) return EXIT.ok;
  const where = describeScope(index, lang, editions);
  const near = nearTerms(index, checked.text, lang);
  io.stderr(
    renderDiagnostic(
      searchMissDiagnostic(checked.text, where, near, outcome.elsewhere),
      await styleFor(io, options, 'stderr'),
    ) + '\n',
  );
  return EXIT.notFound;
}

/**
 * With --lang, its newest edition or the one --edition names; without, every edition, or
 * those --edition names: one per language.
 */
function chooseScope(
  corpus: CorpusIndex,
  lang: Lang | undefined,
  edition: string | undefined,
  locale: Lang,
): EditionRef[] | undefined {
  if (edition === undefined && lang === undefined) return undefined;
  const choice = chooseEditions(corpus.editions, { value: edition, lang, locale });
  if (choice.problem) throw new UsageError(choice.problem.message, choice.problem.notes);
  return choice.editions.map(({ lang, edition }) => ({ lang, edition }));
}

/** The shipped glossaries, and those of the imported editions given. */
function glossariesOf(glossaries: CorpusIndex['glossaries'], editions: readonly EditionRef[] = []) {
  return glossaries.filter(
    (g) => g.dir === undefined || editions.some((e) => e.lang === g.lang && e.edition === g.edition),
  );
}

/** "German 2024-03-08, the glossary and the house rules"; "any language" without --lang. */
function describeScope(index: SearchIndex, lang: Lang | undefined, editions: EditionRef[] | undefined): string {
  if (lang === undefined) return 'any language';
  const parts = index.parts.filter((part) => part.head.lang === lang && part.head.kind !== 'topic');
  const rules = parts
    .filter((part) => part.head.kind === 'rule')
    .map(({ head }) => ({ lang: head.lang, edition: head.edition ?? '' }))
    .filter((e) => !editions || editions.some((x) => x.lang === e.lang && x.edition === e.edition));
  const kinds = new Set(parts.map((part) => part.head.kind));
  const extra = [kinds.has('glossary') ? 'the glossary' : '', kinds.has('house-rule') ? 'the house rules' : ''].filter(
    Boolean,
  );
  return [rules.map(editionLabel).join(', '), extra.join(' and ')].filter(Boolean).join(', ');
}
