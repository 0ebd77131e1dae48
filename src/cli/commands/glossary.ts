// mtg-judge glossary TERM: look the term up in the glossaries (the German rulebook's, and
// that of each imported edition), in the locale's language where it has the entry, else
// in the newest that has it; render it with the entries and rules it refers to.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { styleFor } from '../options.js';
import { readCorpusIndex, readGlossary, readingAround, readRuleCorpus, type CorpusView } from '../../io/read-corpus.js';
import { userDataDir } from '../../io/data-dirs.js';
import { glossaryTerms } from '../../rules/glossary-entries.js';
import { currentGlossaries, fallbackOrder } from '../../rules/editions.js';
import { findRules } from '../../rules/lookup.js';
import { parseRuleQuery, querySections } from '../../rules/rule-number.js';
import { LANG_NAMES, type Glossary, type Lang, type Rule } from '../../rules/corpus-model.js';
import { lookupGlossary, type GlossaryMatch } from '../../search/glossary-lookup.js';
import { renderGlossaryJson, renderGlossaryText } from '../../report/render-glossary.js';
import { suggest } from '../../core/did-you-mean.js';
import { renderDiagnostic } from '../../report/render-diagnostic.js';
import { warnStoreProblems } from '../store-warnings.js';

interface Found {
  glossary: Glossary;
  matches: GlossaryMatch[];
  /** The rules the best entry points to ("See rule 702.2"), from its own edition. */
  rules: Rule[];
  note?: string;
}

export async function runGlossary({ io, args, options }: CommandContext): Promise<number> {
  const limit = typeof options.limit === 'number' ? options.limit : 3;
  const term = args.join(' ');
  const corpus = readCorpusIndex(userDataDir(io.env));
  const errorStyle = await styleFor(io, options, 'stderr');
  let found: Found;
  try {
    found = await readingAround(corpus, (view) => lookUp(view, term, limit, options));
  } finally {
    warnStoreProblems(io, corpus.problems, errorStyle);
  }
  const { glossary, matches, rules, note } = found;
  if (note && matches.length > 0) io.stderr(`${errorStyle.yellow('note')}: ${note}\n`);
  if (options.json) {
    io.stdout(renderGlossaryJson(matches, rules));
  } else if (matches.length > 0) {
    io.stdout(renderGlossaryText(glossary, matches, await styleFor(io, options), rules));
  }
  if (matches.length === 0) {
    const near = suggest(term, glossaryTerms(glossary), 5);
    const notes = [
      ...(near.length > 0 ? [`near terms: ${near.join(', ')}`] : []),
      `to search the rules as well: mtg-judge search ${term}`,
    ];
    const diagnostic = {
      code: 'glossary/not-found',
      severity: 'error' as const,
      message: `no glossary entry for "${term}"`,
      notes,
    };
    io.stderr(renderDiagnostic(diagnostic, errorStyle) + '\n');
    return EXIT.notFound;
  }
  return EXIT.ok;
}

/**
 * The glossary with the best match: the first, in order, with the exact term; else the
 * closest match. The order: the asked language's glossaries, then the others, newest first.
 * With --lang given, only that language's, where it has one.
 */
function lookUp(view: CorpusView, term: string, limit: number, options: CommandContext['options']): Found {
  const all = fallbackOrder(currentGlossaries(view.glossaries).map((g) => ({ ...g, edition: g.edition ?? '' })));
  const lang = options.lang === 'all' ? undefined : options.lang;
  const own = all.filter((g) => g.lang === lang);
  const order = options.langGiven && own.length > 0 ? own : [...own, ...all.filter((g) => g.lang !== lang)];
  const tried = order.map((entry) => {
    const glossary = readGlossary(entry.file, entry.dir);
    return { entry, glossary, matches: lookupGlossary(glossary, term, limit) };
  });
  const exact = tried.find((t) => t.matches[0]?.score === 1);
  const best = exact ?? [...tried].sort((a, b) => (b.matches[0]?.score ?? 0) - (a.matches[0]?.score ?? 0))[0]!;
  const missing = own.length > 0 && best.entry.lang !== lang;
  const note = missing
    ? `the ${LANG_NAMES[lang as Lang]} glossary has no entry "${term}"; shown from ${best.glossary.title}.`
    : undefined;
  return {
    glossary: best.glossary,
    matches: best.matches,
    rules: citedRules(view, best.glossary, best.matches[0]),
    note,
  };
}

function citedRules(view: CorpusView, glossary: Glossary, match: GlossaryMatch | undefined): Rule[] {
  const cites = match?.entry.cites ?? [];
  const edition = view.editions.find((e) => e.lang === glossary.lang && e.edition === glossary.edition);
  if (cites.length === 0 || !edition) return [];
  const corpus = readRuleCorpus(edition.file, edition.dir, querySections(cites));
  return cites.flatMap((number) => {
    const query = parseRuleQuery(number);
    return query ? findRules(corpus, query) : [];
  });
}
