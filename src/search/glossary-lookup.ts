// Looking a term up in the glossary: forgiving of case, umlauts and typos, following
// redirects ("Angreifer" → "Angreifende Kreatur") and references. Pure.
import Fuse from 'fuse.js';
import type { Glossary, GlossaryEntry } from '../rules/corpus-model.js';
import { followRedirect } from '../rules/glossary-entries.js';
import { fold } from './normalise.js';

export interface GlossaryMatch {
  entry: GlossaryEntry;
  /** 1 for an exact term or alias, lower for fuzzier matches. */
  score: number;
  /** Set when the match was a redirect that was followed. */
  via?: string;
}

interface Key {
  folded: string;
  entry: GlossaryEntry;
}

export function lookupGlossary(glossary: Glossary, query: string, limit: number): GlossaryMatch[] {
  const keys: Key[] = glossary.entries.flatMap((entry) =>
    [entry.term, ...entry.aliases].map((name) => ({ folded: fold(name), entry })),
  );
  const wanted = fold(query.trim());
  const exact = keys.filter((key) => key.folded === wanted).map((key) => ({ entry: key.entry, score: 1 }));
  const fuse = new Fuse(keys, { keys: ['folded'], includeScore: true, threshold: 0.4, ignoreLocation: true });
  const fuzzy = fuse.search(wanted).map((hit) => ({ entry: hit.item.entry, score: 1 - (hit.score ?? 1) * 0.9 - 0.05 }));
  const seen = new Set<GlossaryEntry>();
  const matches: GlossaryMatch[] = [];
  for (const match of [...exact, ...fuzzy]) {
    const followed = followRedirect(glossary, match.entry);
    if (seen.has(followed)) continue;
    seen.add(followed);
    matches.push(followed === match.entry ? match : { entry: followed, score: match.score, via: match.entry.term });
    if (matches.length >= limit) break;
  }
  return matches;
}
