// The first pass of ranking in columns (src/search/rank-first-pass.ts), against the plain
// reading of each step over objects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepBest, firstPass, splitBest, type FirstPass } from '../../src/search/rank-first-pass.js';

interface Drawn {
  id: number;
  count: number;
  score: number;
}

/** Columns of the drawn documents, as the first pass fills them; the score set as ranking sets it. */
function columnsOf(drawn: readonly Drawn[]): FirstPass {
  const byId = new Map(drawn.map((d) => [d.id, d]));
  const pass = firstPass(
    drawn.map((d) => d.id),
    (id, into) => {
      const d = byId.get(id)!;
      Object.assign(into, { held: d.count / 2, count: d.count, inText: d.count, coverage: 0.25, relevance: 0.75 });
      return id / 1000;
    },
  );
  drawn.forEach((d, i) => (pass.score[i] = d.score));
  return pass;
}

// Scores from a few values, so that ties at the edge are common.
const documents = fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: 60 }).chain((ids) =>
  fc.tuple(
    ...ids.map((id) =>
      fc.record({
        id: fc.constant(id),
        count: fc.integer({ min: 0, max: 4 }),
        score: fc.constantFrom(0.1, 0.25, 0.5, 0.75, 0.9),
      }),
    ),
  ),
);

describe('the first pass of ranking', () => {
  it('keeps the documents that hold nearly as many words as the best that sets the bar, in order, with all they hold', () => {
    fc.assert(
      fc.property(documents, fc.integer({ min: 1, max: 6 }), (drawn, words) => {
        const pass = columnsOf(drawn);
        // Odd ids set no bar, as a glossary entry that gives way to the rules.
        const setsBar = (id: number) => id % 2 === 0;
        keepBest(pass, words, setsBar);
        const most = Math.max(0, ...drawn.filter((d) => setsBar(d.id)).map((d) => d.count));
        const kept = drawn.filter((d) => d.count >= Math.max(1, most - Math.floor(words / 3)));
        expect([...pass.ids.subarray(0, pass.length)]).toEqual(kept.map((d) => d.id));
        expect([...pass.count.subarray(0, pass.length)]).toEqual(kept.map((d) => d.count));
        expect([...pass.held.subarray(0, pass.length)]).toEqual(kept.map((d) => d.count / 2));
        expect([...pass.sectionCover.subarray(0, pass.length)]).toEqual(kept.map((d) => d.id / 1000));
      }),
    );
  });

  it('puts the `keep` best in order, ties at the edge with them, and leaves the ids of the others', () => {
    fc.assert(
      fc.property(documents, fc.integer({ min: 1, max: 40 }), (drawn, keep) => {
        const { top, rest } = splitBest(columnsOf(drawn), keep);
        const scores = drawn.map((d) => d.score).sort((a, b) => b - a);
        const edge = drawn.length <= keep ? -Infinity : scores[keep - 1]!;
        expect(top.map((c) => [c.id, c.score, c.count])).toEqual(
          drawn.filter((d) => d.score >= edge).map((d) => [d.id, d.score, d.count]),
        );
        expect(rest).toEqual(drawn.filter((d) => d.score < edge).map((d) => d.id));
        expect(top.length).toBeGreaterThanOrEqual(Math.min(keep, drawn.length));
      }),
    );
  });
});
