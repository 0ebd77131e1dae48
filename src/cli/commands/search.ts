// mtg-judge search WORDS...: a rule number goes to `rule`; words are searched in every
// edition, the glossary and the house rules, and shown in the language asked for.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandContext } from '../main.js';
import { EXIT, UsageError } from '../io.js';
import { styleFor } from '../options.js';
import { readCorpusIndex, readCounterparts, readGlossary, readHouseRules, readRuleCorpus } from '../../io/read-corpus.js';
import { userDataDir } from '../../io/data-dirs.js';
import { writeFileAtomic } from '../../io/write-atomic.js';
import { chooseEditions, editionLabel } from '../../rules/editions.js';
import { LANG_NAMES, type Lang, type RuleCorpus } from '../../rules/model.js';
import type { CorpusIndex } from '../../rules/corpus-files.js';
import { glossaryDocuments, houseRuleDocuments, ruleDocuments, type DocMeta, type SearchDoc } from '../../search/documents.js';
import { PART_FORMAT, STORED_INDEX_FILE, type IndexPart, type StoredIndex } from '../../search/index-part.js';
import { assembleIndex, type IndexPiece, type TokenIndex } from '../../search/token-index.js';
import { routeQuery } from '../../search/route-query.js';
import { hasUnknownWords, indexPiece, search, type SearchScope } from '../../search/search.js';
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
  const limit = Number(options.limit ?? 10);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a whole number of at least 1, not "${String(options.limit)}"`);
  const corpus = readCorpusIndex(userDataDir(io.env));
  const scope = chooseScope(corpus, options.lang, options.edition);
  const index = readSearchIndex(corpus);
  // fuse.js is loaded only for a query with a word the index does not hold.
  const misspellings = hasUnknownWords(index, routed.text) ? (await import('../../search/misspellings.js')).findMisspellings : undefined;
  const outcome = search(index, routed.text, { scope, counterparts: readCounterparts, limit, misspellings });
  if (options.json) io.stdout(renderSearchJson(outcome));
  else if (outcome.hits.length > 0) io.stdout(renderSearchText(outcome, { style: await styleFor(io, options), width: io.columns }));
  if (outcome.hits.length > 0) return EXIT.ok;
  const where = describeScope(scope, index.docs.filter((doc) => doc.kind !== 'rule' && inScope(doc, scope)));
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

/**
 * Every edition is searched, not only the scope's: a hit elsewhere brings its counterpart.
 * The shipped parts are stored with the corpus (built and checked with it), so a corpus
 * file is read only when one of its documents is shown. An imported edition's part is
 * built once and kept next to it.
 */
function readSearchIndex(corpus: CorpusIndex): TokenIndex {
  const stored = readStoredParts();
  const pieces: IndexPiece[] = [
    ...corpus.editions.map(({ file, dir }) =>
      dir === undefined ? shipped(stored, file, () => ruleDocuments(readRuleCorpus(file))) : imported(dir, file, readRuleCorpus(file, dir)),
    ),
    ...corpus.glossaries.map(({ file }) => shipped(stored, file, () => glossaryDocuments(readGlossary(file)))),
    ...corpus.houseRules.map(({ file }) => shipped(stored, file, () => houseRuleDocuments(readHouseRules(file)))),
  ];
  return assembleIndex(pieces);
}

function shipped(stored: StoredIndex['parts'], file: string, load: () => SearchDoc[]): IndexPiece {
  const part = stored[file];
  if (part?.format === PART_FORMAT) return { part, load };
  // No stored part (a corpus built without it): build one now, slower but the same.
  const docs = load();
  return indexPiece(docs, '');
}

function imported(dir: string, file: string, rules: RuleCorpus): IndexPiece {
  const cache = join(dir, `search.${file}`);
  const piece = indexPiece(ruleDocuments(rules), rules.sourceSha256, readJsonIfThere<IndexPart>(cache));
  if (piece.built) {
    try {
      writeFileAtomic(cache, JSON.stringify(piece.part) + '\n');
    } catch {
      // Only a cache: the next search builds the part again.
    }
  }
  return piece;
}

/**
 * rules-data/corpus/search-index.json. The command runs from src/ (tests), dist/cli/ and the
 * bundle in dist/app/, at different depths, so the file is looked for upwards.
 */
function readStoredParts(): StoredIndex['parts'] {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 5; up++, dir = dirname(dir)) {
    const path = join(dir, 'rules-data', 'corpus', STORED_INDEX_FILE);
    if (existsSync(path)) return readJsonIfThere<StoredIndex>(path)?.parts ?? {};
  }
  return {};
}

function readJsonIfThere<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** "German 2024-03-08, the glossary and the house rules" */
function describeScope(scope: SearchScope, others: readonly DocMeta[]): string {
  if (scope.langs.length > 1) return 'any language';
  const kinds = new Set(others.map((doc) => doc.kind));
  const extra = [kinds.has('glossary') ? 'the glossary' : '', kinds.has('house-rule') ? 'the house rules' : ''].filter(Boolean);
  return [scope.editions.map(editionLabel).join(', '), extra.join(' and ')].filter(Boolean).join(', ');
}
