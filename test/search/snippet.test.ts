// Snippets (src/search/snippet.ts) against the plain reading of where a window should
// start: for each matched word, a set of the words that follow it within reach.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSnippet, type Snippet } from '../../src/search/snippet.js';
import { WORD, wordSpans, type WordSpan } from '../../src/search/normalise.js';

/** The snippet read plainly: every word of the text, and for each hit the words in its window. */
function plainSnippet(body: string, marked: ReadonlySet<number>, maxLength: number, fromStart: boolean): Snippet {
  const flat = body.replace(/\s+/g, ' ').trim();
  const hits: WordSpan[] = [];
  let at = 0;
  for (const match of flat.matchAll(WORD))
    for (const span of wordSpans(match[0]))
      if (marked.has(at++)) hits.push({ ...span, start: span.start + match.index, end: span.end + match.index });
  if (flat.length <= maxLength)
    return { text: flat, marks: hits.map((h) => [h.start, h.end]), cutBefore: false, cutAfter: false };
  let start = 0;
  if (!fromStart) {
    let bestAt = 0;
    let bestCount = -1;
    for (const first of hits) {
      const words = new Set<string>();
      for (const hit of hits)
        if (hit.start >= first.start && hit.end <= first.start + maxLength * 0.8) words.add(hit.folded);
      if (words.size > bestCount) [bestCount, bestAt] = [words.size, first.start];
    }
    const from = Math.max(0, bestAt - Math.floor(maxLength * 0.25));
    const sentence = flat.lastIndexOf('. ', bestAt);
    const space = flat.indexOf(' ', from);
    start =
      bestAt <= maxLength * 0.6
        ? 0
        : sentence >= from
          ? sentence + 2
          : from === 0 || space === -1 || space >= bestAt
            ? from
            : space + 1;
  }
  let end = Math.min(flat.length, start + maxLength);
  const space = flat.lastIndexOf(' ', end);
  if (end < flat.length && space > start) end = space;
  const marks = hits
    .filter((h) => h.start >= start && h.end <= end)
    .map((h): [number, number] => [h.start - start, h.end - start]);
  return { text: flat.slice(start, end), marks, cutBefore: start > 0, cutAfter: end < flat.length };
}

// Plain words, words that fold to another form (ß, a ligature), a word that folds to two
// sharing one span ("3½": "31" and "2"), two words at an apostrophe, and a word that
// outreaches a short window.
const WORDS = [
  'turn',
  'Spieler',
  'Zugmarke',
  'giocatore',
  'Straße',
  'ﬁnal',
  "l'avversario",
  'Kreatur.',
  'x',
  '807.4e',
  '3½',
];
const texts = fc
  .array(
    fc.tuple(fc.constantFrom(...WORDS, 'Einflussweitenregelungsbestimmung'), fc.constantFrom(' ', '  ', '\n', '. ')),
    {
      maxLength: 80,
    },
  )
  .map((words) => words.map(([word, gap]) => word + gap).join(''));

describe('makeSnippet', () => {
  it('starts where the plain reading starts, with the same marks', () => {
    fc.assert(
      fc.property(
        texts,
        fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { maxLength: 30 }),
        fc.integer({ min: 10, max: 200 }),
        fc.boolean(),
        (body, places, maxLength, fromStart) => {
          const marked = new Set(places);
          expect(makeSnippet(body, marked, { maxLength, fromStart })).toEqual(
            plainSnippet(body, marked, maxLength, fromStart),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('shows the stretch with the most distinct matched words, from a word before it', () => {
    // "player" at 154, "game" at 172: two words, where the three "turn"s at the start are one.
    const body = `${'turn '.repeat(30)}the player leaves the game and the player concedes`;
    const marked = new Set([0, 1, 2, 31, 34, 37]);
    expect(makeSnippet(body, marked, { maxLength: 60 })).toEqual({
      text: 'turn turn the player leaves the game and the player concedes',
      marks: [
        [14, 20],
        [32, 36],
        [45, 51],
      ],
      cutBefore: true,
      cutAfter: false,
    });
  });
});
