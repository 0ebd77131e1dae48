// Search (`mtg-judge search`): a rule number goes to the rule lookup; words are searched
// in every language, edition, glossary and house rule at once, or in one language.
import { UsageError } from '../core/errors.js';
import { readCounterpartPlaces } from '../io/read-corpus.js';
import { keepRebuiltIndexes, readSearchIndex } from '../io/read-search-index.js';
import { currentGlossaries, editionLabel, editionsToSearch } from '../rules/editions.js';
import { chooseEditions } from '../rules/choose-editions.js';
import type { EditionRef, Lang } from '../rules/corpus-model.js';
import type { CorpusIndex } from '../rules/corpus-files.js';
import { routeQuery } from '../search/route-query.js';
import { checkQuery, cleanArgs, MAX_QUERY_LENGTH } from '../search/query-input.js';
import { search, type SearchOutcome } from '../search/search.js';
import { wordsToCorrect } from '../search/expand-words.js';
import { queryWords } from '../search/query.js';
import { nearTerms } from '../search/near-terms.js';
import type { SearchIndex } from '../search/token-index.js';
import { searchJson, searchMissDiagnostic, stopWordsDiagnostic } from '../report/render-search.js';
import type { SearchDocument } from '../report/json-documents.js';
import type { Context } from './context.js';
import { withCorpus } from './corpus-reading.js';
import type { Reply } from './reply.js';
import type { SearchOptions } from './options.js';
import { ruleReply, type RuleReply } from './rule-reply.js';

/** Words found (`words`), or a rule number looked up as `rule` does (`number`). */
export type SearchReply =
  (Reply<SearchDocument> & { kind: 'words'; outcome: SearchOutcome }) | (RuleReply & { kind: 'number' });

const USAGE = [
  'usage: mtg-judge search WORDS... [--lang en|de|it] [--edition YEAR] [--limit N] [--json]',
  'for example: mtg-judge search range of influence',
];

export async function searchReply(
  words: readonly string[],
  options: SearchOptions,
  context: Context,
): Promise<SearchReply> {
  const routed = routeQuery(cleanArgs(words));
  if (routed.kind === 'number') return { ...(await ruleReply(routed.numbers, options, context)), kind: 'number' };
  const checked = checkQuery(words);
  if (checked.kind === 'empty') throw new UsageError('the search has no words to look for', USAGE);
  if (checked.kind === 'too-long')
    throw new UsageError(`the search is ${checked.length} characters long; the limit is ${MAX_QUERY_LENGTH}`, [
      'search for the few words that name what you look for',
    ]);
  if (checked.kind === 'stop-words') {
    const outcome: SearchOutcome = { hits: [], total: 0, elsewhere: [] };
    const problems = [stopWordsDiagnostic(checked.text)];
    return { kind: 'words', document: searchJson(outcome), outcome, notes: [], problems, status: 'not-found' };
  }
  const lang = options.lang === 'all' ? undefined : options.lang;
  // A damaged imported edition is left out, with a warning.
  const { index, editions, outcome } = await withCorpus(context, async (view) => {
    const editions = chooseScope(view, lang, options.edition, context.locale);
    // The shipped editions, those asked for, and the newest imported one of each language.
    const searched = { ...view, editions: editionsToSearch(view.editions, editions ?? []) };
    // With an edition, the glossaries of those editions (and those of none) rather than the newest.
    const glossaries =
      options.edition === undefined ? currentGlossaries(view.glossaries) : glossariesOf(view.glossaries, editions);
    const index = readSearchIndex({ ...searched, glossaries });
    // The misspelling finder is loaded only for a query with a word no language writes.
    const misspellings =
      wordsToCorrect(index, queryWords(checked.text).words).length > 0
        ? (await import('../search/misspellings.js')).findMisspellings
        : undefined;
    const outcome = search(index, checked.text, {
      lang,
      editions,
      locale: context.locale,
      editionsFirst: options.edition !== undefined,
      counterparts: readCounterpartPlaces(searched),
      limit: options.limit ?? 10,
      misspellings,
    });
    return { index, editions, outcome };
  });
  await keepRebuiltIndexes();
  const reply = { kind: 'words' as const, document: searchJson(outcome), outcome, notes: [] };
  if (outcome.hits.length > 0) return { ...reply, problems: [], status: 'ok' };
  const where = describeScope(index, lang, editions);
  const near = nearTerms(index, checked.text, lang);
  return {
    ...reply,
    problems: [searchMissDiagnostic(checked.text, where, near, outcome.elsewhere)],
    status: 'not-found',
  };
}

/**
 * With a language, its newest edition or the one named; without, every edition, or those
 * named: one per language.
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

/** "German 2024-03-08, the glossary and the house rules"; "any language" without a language. */
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
