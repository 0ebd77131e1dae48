// mtg-judge glossary TERM: look the term up in the glossaries (the German rulebook's, and
// that of each imported edition), in the locale's language where it has the entry, else
// in the newest that has it; a term the glossaries lack reaches another language's
// headword through the term list. Render it with the entries and rules it refers to.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { UsageError } from '../../core/errors.js';
import { styleFor } from '../options.js';
import {
  readCorpusIndex,
  readGlossary,
  readingAround,
  readRuleCorpus,
  readTermData,
  type CorpusView,
} from '../../io/read-corpus.js';
import { userDataDir } from '../../io/data-dirs.js';
import { glossaryTerms } from '../../rules/glossary-entries.js';
import { currentGlossaries, fallbackOrder } from '../../rules/editions.js';
import { findRules } from '../../rules/lookup.js';
import { parseRuleQuery, querySections } from '../../rules/rule-number.js';
import { LANG_NAMES, type Glossary, type Lang, type Rule } from '../../rules/corpus-model.js';
import { lookupGlossary, termListForms, type GlossaryMatch } from '../../search/glossary-lookup.js';
import { renderGlossaryJson, renderGlossaryText } from '../../report/render-glossary.js';
import { suggest } from '../../core/did-you-mean.js';
import { renderDiagnostic } from '../../report/render-diagnostic.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import { warnStoreProblems } from '../store-warnings.js';
import { writeNotes } from '../notes.js';

const USAGE = [
  'usage: mtg-judge glossary TERM [--lang en|de|it] [--limit N] [--json]',
  'for example: mtg-judge glossary Vorrang',
];

type Found =
  | {
      glossary: Glossary;
      matches: GlossaryMatch[];
      /** The rules the best entry points to ("See rule 702.2"), from its own edition. */
      rules: Rule[];
      note?: string;
    }
  | { missing: Diagnostic };

export async function runGlossary({ io, args, options }: CommandContext): Promise<number> {
  const limit = typeof options.limit === 'number' ? options.limit : 3;
  const term = args.join(' ').trim();
  if (term === '') throw new UsageError('the glossary has no term to look up', USAGE);
  const corpus = readCorpusIndex(userDataDir(io.env));
  const errorStyle = await styleFor(io, options, 'stderr');
  let found: Found;
  try {
    found = await readingAround(corpus, (view) => lookUp(view, term, limit, options));
  } finally {
    warnStoreProblems(io, corpus.problems, errorStyle);
  }
  if ('missing' in found) {
    io.stderr(renderDiagnostic(found.missing, errorStyle) + '\n');
    return EXIT.notFound;
  }
  const { glossary, matches, rules, note } = found;
  if (note && matches.length > 0) await writeNotes(io, options, [note]);
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
 * first where the term list leads to a headword; else the closest match. The order: the
 * asked language's glossaries, then the others, newest first. With --lang given, only
 * that language's: where it has none, that is what is found.
 */
function lookUp(view: CorpusView, term: string, limit: number, options: CommandContext['options']): Found {
  const all = fallbackOrder(currentGlossaries(view.glossaries).map((g) => ({ ...g, edition: g.edition ?? '' })));
  const lang = options.lang === 'all' ? undefined : options.lang;
  const own = all.filter((g) => g.lang === lang);
  if (options.langGiven && lang && own.length === 0) return { missing: noGlossary(lang, term, all) };
  const order = options.langGiven && lang ? own : [...own, ...all.filter((g) => g.lang !== lang)];
  const glossaries = order.map((entry) => ({ entry, glossary: readGlossary(entry.file, entry.dir) }));
  let tried = glossaries.map((g) => ({ ...g, matches: lookupGlossary(g.glossary, term, limit) }));
  let exact = tried.find((t) => t.matches[0]?.score === 1);
  if (!exact) {
    // The term list is read only for a term no glossary has as it is written.
    const { terms } = readTermData();
    tried = glossaries.map((g) => ({
      ...g,
      matches: lookupGlossary(g.glossary, term, limit, termListForms(terms, term, g.glossary.lang)),
    }));
    exact = tried.find((t) => t.matches[0]?.translatedFrom !== undefined);
  }
  const best = exact ?? [...tried].sort((a, b) => (b.matches[0]?.score ?? 0) - (a.matches[0]?.score ?? 0))[0]!;
  const elsewhere = lang !== undefined && best.entry.lang !== lang;
  return {
    glossary: best.glossary,
    matches: best.matches,
    rules: citedRules(view, best.glossary, best.matches[0]),
    note: elsewhere ? elsewhereNote(lang, term, best, glossaries.slice(0, own.length)) : undefined,
  };
}

/**
 * Where the entry is shown from another language's glossary than the locale's: why, and
 * the locale's headword for the term where the term list gives one ("priority": Vorrang).
 */
function elsewhereNote(lang: Lang, term: string, best: { glossary: Glossary }, own: { glossary: Glossary }[]): string {
  const shown = `shown from ${best.glossary.title}`;
  if (own.length === 0) return `there is no ${LANG_NAMES[lang]} glossary; ${shown}.`;
  const { terms } = readTermData();
  const headword = own
    .map(({ glossary }) => lookupGlossary(glossary, term, 1, termListForms(terms, term, lang))[0])
    .find((match) => match?.translatedFrom !== undefined)?.entry.term;
  const there = headword === undefined ? '' : `; in ${LANG_NAMES[lang]}: mtg-judge glossary ${headword}`;
  return `the ${LANG_NAMES[lang]} glossary has no entry "${term}"; ${shown}${there}.`;
}

/** --lang X where no glossary is in language X: which languages have one. */
function noGlossary(lang: Lang, term: string, all: readonly { lang: Lang }[]): Diagnostic {
  const langs = [...new Set(all.map((g) => g.lang))].map((l) => `${LANG_NAMES[l]} (--lang ${l})`);
  return {
    code: 'glossary/no-glossary',
    severity: 'error',
    message: `there is no ${LANG_NAMES[lang]} glossary`,
    notes: [
      `there are glossaries in ${langs.join(', ')}; without --lang: mtg-judge glossary ${term}`,
      `an imported official text brings its glossary: mtg-judge import FILE`,
    ],
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
