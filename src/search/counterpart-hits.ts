// Across languages: a hit in one edition brings the same rule in the editions the judge
// asked for, through the counterpart table (matched by meaning, not by number), so that
// "turn marker" with --lang de finds the German 807.4 rules on "Zugmarke". Pure.
import { groupOf } from '../rules/counterparts.js';
import { editionKey, type CounterpartTable, type EditionRef, type Lang } from '../rules/corpus-model.js';
import type { DocMeta } from './documents.js';
import { docByNumber, numberKey, type TokenIndex } from './token-index.js';

export interface SearchScope {
  /** The rule editions to show. */
  editions: readonly EditionRef[];
  /** The languages whose glossary entries and house rules to show. */
  langs: readonly Lang[];
}

export interface ScopedHit {
  id: number;
  score: number;
  /** Set when the hit was found in another edition and reached through its counterpart. */
  via?: { lang: Lang; edition: string; number: string };
}

/**
 * A counterpart ranks a little below the rule it was found through, so that where the
 * judge's own language holds the words too, its own hit comes first.
 */
const COUNTERPART_FACTOR = 0.95;

export function inScope(doc: DocMeta, scope: SearchScope): boolean {
  if (doc.kind !== 'rule') return scope.langs.includes(doc.lang);
  return scope.editions.some((e) => e.lang === doc.lang && e.edition === doc.edition);
}

/** The hits inside the scope, with the counterparts of those outside it; best first. */
export function scopeHits(
  index: TokenIndex,
  ranked: readonly { id: number; score: number }[],
  scope: SearchScope,
  table: () => CounterpartTable,
): ScopedHit[] {
  const best = new Map<number, ScopedHit>();
  const offer = (hit: ScopedHit) => {
    const known = best.get(hit.id);
    if (!known || hit.score > known.score) best.set(hit.id, hit);
  };
  for (const { id, score } of ranked) {
    const doc = index.docs[id]!;
    if (inScope(doc, scope)) offer({ id, score });
    else
      for (const target of counterpartIds(index, doc, scope, table))
        offer({ id: target, score: score * COUNTERPART_FACTOR, via: origin(doc) });
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.id - b.id);
}

function origin(doc: DocMeta): ScopedHit['via'] {
  return { lang: doc.lang, edition: doc.edition ?? '', number: doc.number ?? '' };
}

/** The documents of the scope's editions that are this rule's counterparts; a section maps to the same section. */
function counterpartIds(index: TokenIndex, doc: DocMeta, scope: SearchScope, table: () => CounterpartTable): number[] {
  if (doc.kind !== 'rule' || doc.number === undefined || doc.edition === undefined) return [];
  const ids: number[] = [];
  if (doc.isSection) {
    for (const edition of scope.editions) {
      const id = docByNumber(index, numberKey(edition, doc.number));
      if (id !== undefined) ids.push(id);
    }
    return ids;
  }
  const group = groupOf(table(), editionKey({ lang: doc.lang, edition: doc.edition }), doc.number);
  for (const edition of group ? scope.editions : []) {
    const number = group!.numbers[editionKey(edition)];
    const id = typeof number === 'string' ? docByNumber(index, numberKey(edition, number)) : undefined;
    if (id !== undefined) ids.push(id);
  }
  return ids;
}
