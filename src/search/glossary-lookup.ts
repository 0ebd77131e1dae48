// Looking a term up in the glossary: forgiving of case, umlauts and typos, following
// redirects ("Angreifer" → "Angreifende Kreatur") and references, and reaching a glossary
// of another language through the term list ("priority" → "Vorrang"). Pure.
import Fuse from 'fuse.js';
import type { Glossary, GlossaryEntry, Lang } from '../rules/corpus-model.js';
import { followRedirect } from '../rules/glossary-entries.js';
import { LANGS, type TermEntry } from './lexicon.js';
import { fold } from './normalise.js';

export interface GlossaryMatch {
  entry: GlossaryEntry;
  /** 1 for an exact term or alias, lower for fuzzier matches. */
  score: number;
  /** Set when the match was a redirect that was followed. */
  via?: string;
  /** Set when the term list led from the term asked for to this entry's headword. */
  translatedFrom?: string;
}

/** Below an exact term, above any fuzzy match: a headword the term list gives for the term. */
const BY_TERM_LIST = 0.97;

interface Key {
  folded: string;
  entry: GlossaryEntry;
}

/**
 * The entries for a term: its exact matches, then the headwords the term list gives for it in
 * the glossary's language (`translations`, from termListForms), then fuzzy matches.
 */
export function lookupGlossary(
  glossary: Glossary,
  query: string,
  limit: number,
  translations: readonly string[] = [],
): GlossaryMatch[] {
  const keys: Key[] = glossary.entries.flatMap((entry) =>
    [entry.term, ...entry.aliases].map((name) => ({ folded: fold(name), entry })),
  );
  const wanted = fold(query.trim());
  const exact = keys.filter((key) => key.folded === wanted).map((key) => ({ entry: key.entry, score: 1 }));
  const others = new Set(translations.map(fold));
  const translated = keys
    .filter((key) => others.has(key.folded))
    .map((key) => ({ entry: key.entry, score: BY_TERM_LIST, translatedFrom: query.trim() }));
  const fuse = new Fuse(keys, { keys: ['folded'], includeScore: true, threshold: 0.4, ignoreLocation: true });
  const fuzzy = fuse.search(wanted).map((hit) => ({ entry: hit.item.entry, score: 1 - (hit.score ?? 1) * 0.9 - 0.05 }));
  const seen = new Set<GlossaryEntry>();
  const matches: GlossaryMatch[] = [];
  for (const match of [...exact, ...translated, ...fuzzy]) {
    const followed = followRedirect(glossary, match.entry);
    if (seen.has(followed)) continue;
    seen.add(followed);
    matches.push(followed === match.entry ? match : { ...match, entry: followed, via: match.entry.term });
    if (matches.length >= limit) break;
  }
  return matches;
}

/**
 * What the term list gives in `lang` for a term typed in any language: "priority" →
 * Priorität, Vorrang. Empty where it knows no entry with that form.
 */
export function termListForms(terms: readonly TermEntry[], term: string, lang: Lang): string[] {
  const wanted = fold(term.trim());
  const forms = new Set<string>();
  for (const entry of terms)
    if (LANGS.some((l) => entry[l].some((form) => fold(form) === wanted)))
      for (const form of entry[lang]) if (fold(form) !== wanted) forms.add(form);
  return [...forms];
}
