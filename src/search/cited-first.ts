// Among results that match about equally well, the rule that rules elsewhere point to comes
// first: "commander damage" matches 702.124d, 903.12h and 903.10a nearly alike, and
// 702.124d, in another section, says "see rule 903.10a", the rule a judge means. A pointer
// within one section ("see rule 807.4e" in 807.4f) says only that two rules are neighbours,
// so it does not count. Only the first few results are looked at, and only a near tie is
// broken, so a rule never rises above a clearly better match.
import type { SearchDoc } from './documents.js';

/** How many of the first results may lift one another. */
export const LOOKED_AT = 8;
/** A result cited by another may rise by at most this much: a tie-breaker, not a signal of its own. */
const LIFT = 0.02;
const CITED = /\b(\d{3}\.\d+[a-z]?)\b/g;

export interface Citable {
  doc: SearchDoc;
  score: number;
}

/** The hits with a near tie broken in favour of the rules the other leading hits cite. */
export function citedFirst<H extends Citable>(hits: readonly H[]): H[] {
  const head = hits.slice(0, LOOKED_AT);
  const citedBy = new Map<string, Set<number>>();
  head.forEach((hit, i) => {
    for (const [, number] of hit.doc.body.matchAll(CITED)) {
      const key = `${hit.doc.lang} ${hit.doc.edition ?? ''} ${number}`;
      if (number === undefined || number === hit.doc.number || number.slice(0, 3) === hit.doc.section) continue;
      (citedBy.get(key) ?? citedBy.set(key, new Set()).get(key)!).add(i);
    }
  });
  if (citedBy.size === 0) return [...hits];
  const lifted = head.map((hit, i) => {
    const cited =
      hit.doc.kind === 'rule'
        ? citedBy.get(`${hit.doc.lang} ${hit.doc.edition ?? ''} ${hit.doc.number ?? ''}`)
        : undefined;
    return { hit, i, rank: hit.score + (cited ? LIFT : 0) };
  });
  lifted.sort((a, b) => b.rank - a.rank || a.i - b.i);
  return [...lifted.map(({ hit }) => hit), ...hits.slice(LOOKED_AT)];
}
