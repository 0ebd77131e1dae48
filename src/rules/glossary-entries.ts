// Finding glossary entries by their exact term and following redirects ("Kontrolle" →
// "Kontrollieren"). Pure. Looking a term up as a user types it is search's job
// (search/glossary-lookup.ts).
import type { Glossary, GlossaryEntry } from './corpus-model.js';

export function entryByTerm(glossary: Glossary, term: string): GlossaryEntry | undefined {
  return glossary.entries.find((entry) => entry.term === term);
}

/** A redirect entry's target; any other entry itself. */
export function followRedirect(glossary: Glossary, entry: GlossaryEntry): GlossaryEntry {
  if (!entry.redirect) return entry;
  const target = entry.refs[0] && entryByTerm(glossary, entry.refs[0].target);
  return target ?? entry;
}

/** Every term a judge could be pointed to, for "did you mean". */
export function glossaryTerms(glossary: Glossary): string[] {
  return glossary.entries.map((entry) => entry.term);
}
