// The parts of search one by one: folding, word forms and misspellings, routing, snippets,
// the stored index parts, and the ranking's promises checked against a naive reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, foldedWords, wordSpans } from '../src/search/normalise.js';
import { expandWord } from '../src/search/expand-words.js';
import { editDistance } from '../src/core/did-you-mean.js';
import { findMisspellings } from '../src/search/misspellings.js';
import { routeQuery } from '../src/search/route-query.js';
import { makeSnippet } from '../src/search/snippet.js';
import { buildIndexPart, decodePostings, partFits, partWords, type Postings } from '../src/search/index-part.js';
import { assembleIndex } from '../src/search/token-index.js';
import { rankDocuments } from '../src/search/rank.js';
import type { SearchDoc } from '../src/search/documents.js';

function doc(body: string, extra: Partial<SearchDoc> = {}): SearchDoc {
  return {
    kind: 'rule',
    lang: 'en',
    edition: '2011-02-04',
    number: '800.1',
    section: '800',
    names: [],
    body,
    text: body,
    ...extra,
  };
}

function indexOf(docs: SearchDoc[]) {
  return assembleIndex([{ load: () => docs, part: buildIndexPart(docs, 'sha') }]);
}

describe('folding', () => {
  it.each([
    ['Zweiköpfiger', 'Zweikoepfiger', 'zweikopfiger'],
    ['Größe', 'Groesse', 'grosse'],
    ['priorità', 'PRIORITA', 'priorita'],
    ['Primärspieler', 'Primaerspieler', 'primarspieler'],
  ])('%s, %s and %s meet', (a, b, c) => {
    expect(fold(a)).toBe(fold(b));
    expect(fold(b)).toBe(fold(c));
  });

  it('splits words at anything that is not a letter or a digit', () => {
    expect(foldedWords('Zweiköpfiger-Riese-Partie „Schleife“, dell’abilità 807.4e')).toEqual([
      'zweikopfiger',
      'riese',
      'partie',
      'schleife',
      'dell',
      'abilita',
      '807',
      '4e',
    ]);
  });

  it('finds in the unfolded text the same words as in the folded one', () => {
    const text = fc
      .array(fc.constantFrom('Zug', 'marke', 'ö', 'ß', 'ae', 'À', 'e', ' ', '-', '’', '„', '.', '4', 'x'), {
        maxLength: 30,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        expect(wordSpans(value).map((span) => span.folded)).toEqual(foldedWords(value));
        for (const span of wordSpans(value))
          expect(foldedWords(value.slice(span.start, span.end))).toContain(span.folded);
      }),
    );
  });
});

describe('word expansion', () => {
  const index = indexOf([
    doc('The range of influence of turn markers.'),
    doc('Jede Zugmarke und jede Zugmarken-Regel.', { lang: 'de', edition: '2024-03-08' }),
    doc('Each team starts at 30 life.'),
  ]);
  const tokens = (word: string) =>
    Object.fromEntries(expandWord(index, word, { misspellings: findMisspellings }).map((e) => [e.token, e.similarity]));

  it('gives the word itself similarity 1', () => expect(tokens('range').range).toBe(1));
  it('finds misspellings, a swap of letters counting as one edit', () =>
    expect(tokens('rnage').range).toBeGreaterThan(0.7));
  it('finds other forms', () => expect(tokens('marker').markers).toBeGreaterThan(0.8));
  it('finds a different ending', () => expect(tokens('starting').starts).toBeGreaterThan(0.7));
  it('finds compounds that hold the word', () => expect(tokens('marke').zugmarke).toBeGreaterThan(0.5));
  it('leaves unrelated words alone', () => expect(tokens('giant')).toEqual({}));

  it('counts edits with swaps of neighbours, giving up past the limit', () => {
    expect(editDistance('rnage', 'range', 2)).toBe(1);
    expect(editDistance('influnce', 'influence', 2)).toBe(1);
    expect(editDistance('priority', 'zugmarke', 2)).toBe(3);
  });
});

describe('routing', () => {
  it.each([
    [['807.4e'], { kind: 'number', numbers: ['807.4e'] }],
    [['r807.4e'], { kind: 'number', numbers: ['r807.4e'] }],
    [['Rule', '807.4E'], { kind: 'number', numbers: ['Rule 807.4E'] }],
    [['807.4a-807.4d'], { kind: 'number', numbers: ['807.4a-807.4d'] }],
    [['807.4e', '805.8'], { kind: 'number', numbers: ['807.4e', '805.8'] }],
    [['turn', 'marker'], { kind: 'words', text: 'turn marker' }],
    [['30', 'life'], { kind: 'words', text: '30 life' }],
  ])('%j goes to %j', (args, routed) => expect(routeQuery(args)).toEqual(routed));
});

describe('snippets', () => {
  it('marks the matched words of a short text', () => {
    const snippet = makeSnippet('Each turn marker represents a turn.', new Set(['turn', 'marker']));
    expect(snippet.marks.map(([a, b]) => 'Each turn marker represents a turn.'.slice(a, b))).toEqual([
      'turn',
      'marker',
      'turn',
    ]);
    expect([snippet.cutBefore, snippet.cutAfter]).toEqual([false, false]);
  });

  it('cuts a long text around the matches', () => {
    const text = `${'Lorem ipsum dolor. '.repeat(30)}The Zugmarke moves left. ${'Sit amet. '.repeat(30)}`;
    const snippet = makeSnippet(text, new Set(['zugmarke']), { maxLength: 120 });
    expect(snippet.text).toContain('The Zugmarke moves left.');
    expect(snippet.text.length).toBeLessThanOrEqual(120);
    expect([snippet.cutBefore, snippet.cutAfter]).toEqual([true, true]);
    const [start, end] = snippet.marks[0]!;
    expect(snippet.text.slice(start, end)).toBe('Zugmarke');
  });
});

describe('index parts', () => {
  it('encode where each word stands, decoded with the part offset', () => {
    const part = buildIndexPart([doc('a b a'), doc('b')], 'sha');
    const decoded: Postings = { docs: [], starts: [0], positions: [] };
    decodePostings(part.postings[partWords(part).indexOf('b')]!, 10, decoded);
    expect(decoded).toEqual({ docs: [10, 11], starts: [0, 1, 2], positions: [1, 0] });
  });

  it('fit only the corpus, the format and the documents they were built from', () => {
    const part = buildIndexPart([doc('a')], 'sha');
    expect(partFits(part, 'sha', 1)).toBe(true);
    expect(partFits(part, 'other', 1)).toBe(false);
    expect(partFits(part, 'sha', 2)).toBe(false);
    expect(partFits({ ...part, format: 0 }, 'sha', 1)).toBe(false);
  });
});

describe('ranking', () => {
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
  const docs = fc.array(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 12 }), {
    minLength: 1,
    maxLength: 12,
  });
  const query = fc.uniqueArray(fc.constantFrom(...words), { minLength: 1, maxLength: 3 });

  it('puts every document holding more of the query words above every one holding fewer, and leaves out those far behind the best', () => {
    fc.assert(
      fc.property(docs, query, (bodies, wanted) => {
        const index = indexOf(bodies.map((body, i) => doc(body.join(' '), { number: `800.${i + 1}` })));
        const held = (id: number) => wanted.filter((w) => bodies[id]!.includes(w)).length;
        const ranked = rankDocuments(index, wanted.join(' ')).ranked.map((r) => held(r.id));
        // The naive reference: sorted by how many query words each holds, most first.
        expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
        const most = Math.max(...bodies.map((_, id) => held(id)));
        const least = Math.max(1, most - Math.floor(wanted.length / 3));
        expect(ranked.length).toBe(bodies.filter((_, id) => held(id) >= least).length);
      }),
    );
  });

  it('gives an exact title score 1, above any text that only mentions it', () => {
    const index = indexOf([
      doc('The Grand Melee variant is a variant.', { number: '807.1', section: '807' }),
      doc('Grand Melee Variant', { number: '807', section: '807', isSection: true, names: ['Grand Melee Variant'] }),
    ]);
    const [first, second] = rankDocuments(index, 'grand melee variant').ranked;
    expect(first).toEqual({ id: 1, score: 1 });
    expect(second!.score).toBeLessThan(1);
  });
});
