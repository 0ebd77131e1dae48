// Glossary lookup (`mtg-judge glossary`): the term in the glossaries (the German
// rulebook's, and that of each imported edition), in the asked language where it has the
// entry, else in the newest that has it; a term the glossaries lack reaches another
// language's headword through the term list.
import { UsageError } from '../core/errors.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { suggest } from '../core/did-you-mean.js';
import { readGlossary, readRuleCorpus, readTermData, type CorpusView } from '../io/read-corpus.js';
import { glossaryTerms } from '../rules/glossary-entries.js';
import { currentGlossaries, fallbackOrder } from '../rules/editions.js';
import { findRules } from '../rules/lookup.js';
import { parseRuleQuery, querySections } from '../rules/rule-number.js';
import { LANG_NAMES, type Glossary, type Lang, type Rule } from '../rules/corpus-model.js';
import { lookupGlossary, termListForms, type GlossaryMatch } from '../search/glossary-lookup.js';
import { glossaryJson } from '../report/render-glossary.js';
import type { GlossaryDocument } from '../report/json-documents.js';
import type { Context } from './context.js';
import { withCorpus } from './corpus-reading.js';
import type { Reply } from './reply.js';
import type { GlossaryOptions } from './options.js';

export type GlossaryReply = Reply<GlossaryDocument> & {
  /** The glossary the entries come from, where one was read. */
  glossary?: Glossary;
  matches: GlossaryMatch[];
  /** The rules the best entry points to ("See rule 702.2"), from its own edition. */
  rules: Rule[];
};

const USAGE = [
  'usage: mtg-judge glossary TERM [--lang en|de|it] [--limit N] [--json]',
  'for example: mtg-judge glossary Vorrang',
];

type Found = { glossary: Glossary; matches: GlossaryMatch[]; rules: Rule[]; note?: string } | { missing: Diagnostic };

export async function glossaryReply(
  words: string | readonly string[],
  options: GlossaryOptions,
  context: Context,
): Promise<GlossaryReply> {
  const term = (typeof words === 'string' ? words : words.join(' ')).trim();
  if (term === '') throw new UsageError('the glossary has no term to look up', USAGE);
  const found: Found = await withCorpus(context, (view) => lookUp(view, term, options, context.locale));
  if ('missing' in found) {
    const nothing = { document: glossaryJson([]), matches: [], rules: [], notes: [] };
    return { ...nothing, problems: [found.missing], status: 'not-found' };
  }
  const { glossary, matches, rules, note } = found;
  const reply = { document: glossaryJson(matches, rules), glossary, matches, rules };
  if (matches.length > 0) return { ...reply, notes: note ? [note] : [], problems: [], status: 'ok' };
  const near = suggest(term, glossaryTerms(glossary), 5);
  const notes = [
    ...(near.length > 0 ? [`near terms: ${near.join(', ')}`] : []),
    `to search the rules as well: mtg-judge search ${term}`,
  ];
  const missing: Diagnostic = {
    code: 'glossary/not-found',
    severity: 'error',
    message: `no glossary entry for "${term}"`,
    notes,
  };
  return { ...reply, notes: [], problems: [missing], status: 'not-found' };
}

/**
 * The glossary with the best match: the first, in order, with the exact term; else the
 * first where the term list leads to a headword; else the closest match. The order: the
 * asked language's glossaries, then the others, newest first. With a language given, only
 * that language's: where it has none, that is what is found.
 */
function lookUp(view: CorpusView, term: string, options: GlossaryOptions, locale: Lang): Found {
  const limit = options.limit ?? 3;
  const given = options.lang !== undefined;
  const all = fallbackOrder(currentGlossaries(view.glossaries).map((g) => ({ ...g, edition: g.edition ?? '' })));
  const lang = options.lang === 'all' ? undefined : (options.lang ?? locale);
  const own = all.filter((g) => g.lang === lang);
  if (given && lang && own.length === 0) return { missing: noGlossary(lang, term, all) };
  const order = given && lang ? own : [...own, ...all.filter((g) => g.lang !== lang)];
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

/** A language given where no glossary is in it: which languages have one. */
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
