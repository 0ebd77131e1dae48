// The parts of search one by one: folding and stemming, word expansion and misspellings,
// routing and bad queries, snippets, the stored packs, the term list's concepts, and the
// ranking's promises checked against a naive reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, foldedWords, wordSpans } from '../../src/search/normalise.js';
import { expandWord } from '../../src/search/expand-words.js';
import { editDistance, lettersWithin } from '../../src/core/did-you-mean.js';
import { allowedEdits, findMisspellings } from '../../src/search/misspellings.js';
import { routeQuery } from '../../src/search/route-query.js';
import { checkQuery, MAX_QUERY_LENGTH } from '../../src/search/query-input.js';
import { makeSnippet } from '../../src/search/snippet.js';
import { encodePack, openPack, packFits } from '../../src/search/index-pack.js';
import { compileLexicon, conceptToken, findConcepts } from '../../src/search/lexicon.js';
import { decodePostings, encodeInts, encodePostings, positionsIn } from '../../src/search/postings.js';
import { rankDocuments } from '../../src/search/rank.js';
import { scoreProximity } from '../../src/search/rank-parts.js';
import { groupHits } from '../../src/search/group-hits.js';
import { readCorpusIndex, readShippedCounterpartPlaces } from '../../src/io/read-corpus.js';
import { counterpartPlaces } from '../../src/rules/imported-counterparts.js';
import { readSearchIndex } from '../../src/io/read-search-index.js';
import { analyzeQuery } from '../../src/search/query.js';
import { search } from '../../src/search/search.js';
import { STEMMERS } from '../../src/search/stemmers.js';
import { misspellingCandidates, writtenWords } from '../../src/search/vocabulary.js';
import { indexDocuments, stampOf } from '../../src/search/stored-index.js';
import { keysOf, postingsOf, sectionAt, sectionDoc, sectionsOf, splitNames } from '../../src/search/token-index.js';
import { loadDoc, namesOf } from '../../src/search/index-docs.js';
import type { SearchDoc } from '../../src/search/documents.js';
import type { Lang } from '../../src/rules/corpus-model.js';

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

const TERMS = [
  { kind: 'concept', en: ['turn marker', 'turn markers'], de: ['Zugmarke', 'Zugmarken'], it: ['segnalino turno'] },
  { kind: 'jargon', en: ['2HG', 'Two-Headed Giant'], de: ['Zweiköpfiger Riese'], it: ['Gigante a Due Teste'] },
];

/** An index of one part per language given. */
function indexOf(byLang: Partial<Record<Lang, SearchDoc[]>>) {
  const pieces = Object.entries(byLang).map(([lang, docs]) => ({
    docs: docs.map((d) => ({ ...d, lang: lang as Lang })),
    head: { kind: 'rule' as const, lang: lang as Lang, edition: docs[0]?.edition ?? '2011-02-04', sourceSha256: 'sha' },
  }));
  return indexDocuments(pieces, { terms: TERMS, stemmers: STEMMERS });
}

describe('folding and stemming', () => {
  it.each([
    ['Zweiköpfiger', 'Zweikoepfiger', 'zweikopfiger'],
    ['Größe', 'Groesse', 'grosse'],
    ['priorità', 'PRIORITA', 'priorita'],
    ['Primärspieler', 'Primaerspieler', 'primarspieler'],
  ])('%s, %s and %s meet', (a, b, c) => {
    expect(fold(a)).toBe(fold(b));
    expect(fold(b)).toBe(fold(c));
  });

  it.each([
    ['en', 'markers', 'marker'],
    ['en', 'teammates', 'teammate'],
    ['de', 'zugmarken', 'zugmarke'],
    ['de', 'generale', 'general'],
    ['it', 'squadre', 'squadra'],
    ['it', 'giocatori', 'giocatore'],
  ] as const)('%s: %s and %s have one stem', (lang, a, b) => expect(STEMMERS[lang](a)).toBe(STEMMERS[lang](b)));

  it('leaves numbers and short words as they are', () => {
    expect(STEMMERS.en('807')).toBe('807');
    expect(STEMMERS.de('4e')).toBe('4e');
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
      .array(
        fc.constantFrom('Zug', 'marke', 'ö', 'ß', 'ae', 'À', 'e', ' ', '-', '’', '„', '.', '4', 'x', '½', 'ﬁ', '²'),
        {
          maxLength: 30,
        },
      )
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
  const index = indexOf({
    en: [doc('The range of influence of turn markers.'), doc('Each team starts at 30 life.')],
    de: [doc('Jede Zugmarke und jede Giftmarke.', { edition: '2024-03-08' })],
  });
  const tokens = (word: string, lang: Lang = 'en') =>
    Object.fromEntries(
      expandWord(index, word, { misspellings: findMisspellings })[lang].map((e) => [e.token, e.similarity]),
    );

  it('gives the stem similarity 1, in the language that has it', () => {
    expect(tokens('markers').marker).toBe(1);
    expect(tokens('Zugmarken'.toLowerCase(), 'de').zugmark).toBe(1);
    expect(tokens('range', 'de')).toEqual({});
  });
  it('finds misspellings, a swap of letters counting as one edit', () =>
    expect(tokens('rnage')[STEMMERS.en('range')]).toBeGreaterThan(0.7));
  it('finds compounds that hold the word', () => expect(tokens('marke', 'de').zugmark).toBeGreaterThan(0.5));
  it('splits a compound the texts do not hold into words they do', () =>
    expect(tokens('zugmarkehalter', 'de').zugmark).toBeGreaterThanOrEqual(0.6));
  it('leaves unrelated words alone', () => expect(tokens('giant')).toEqual({}));

  it('proposes as misspellings exactly the written words of a near length that share the first or second letter and hold enough of its letters', () => {
    const many = indexOf({
      en: [
        doc('A player who leaves the game: the objects it owns leave too; a team shares its life total.'),
        doc('Turn markers, poison counters, emperors and generals; the range of influence is limited.'),
      ],
    });
    const written = writtenWords(many, 'en', 1, 100).sort();
    fc.assert(
      fc.property(
        fc.constantFrom(...written),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (word, spread, shift, edits) => {
          const max = word.length + spread;
          const min = Math.max(1, Math.min(max, word.length - spread + shift));
          const first = word[0]!;
          const second = word[(shift % 2) + 1] ?? 'x';
          const held = lettersWithin(word, edits);
          const holds = (w: string) => w.split('').filter((c) => word.includes(c)).length >= word.length - edits;
          const expected = written.filter(
            (w) => w.length >= min && w.length <= max && (w[0] === first || w[1] === second) && holds(w),
          );
          expect([...new Set(misspellingCandidates(many, 'en', min, max, first, second, held))].sort()).toEqual(
            expected,
          );
        },
      ),
    );
  });

  it('finds as misspellings every written word a few edits away that shares the first or second letter', () => {
    const many = indexOf({
      en: [
        doc('A player who leaves the game: the objects it owns leave too; a team shares its life total.'),
        doc('Turn markers, poison counters, emperors and generals; the range of influence is limited.'),
      ],
    });
    const written = writtenWords(many, 'en', 1, 100);
    const typo = fc
      .tuple(
        fc.constantFrom(...written),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...'aeinorstx'.split(''))), { maxLength: 3 }),
      )
      .map(([word, changes]) => {
        const letters = word.split('');
        for (const [at, letter] of changes) letters[at % letters.length] = letter;
        return letters.join('');
      })
      .filter((word) => word.length >= 4);
    fc.assert(
      fc.property(typo, (word) => {
        const edits = allowedEdits(word.length);
        const expected = written
          .filter((w) => w[0] === word[0] || w[1] === word[1])
          .filter((w) => editDistance(word, w) > 0 && editDistance(word, w) <= edits)
          .sort();
        const found: string[] = [];
        findMisspellings(
          (min, max, first, second, held) => misspellingCandidates(many, 'en', min, max, first, second, held),
          word,
          (token) => found.push(token),
        );
        expect([...new Set(found)].sort()).toEqual(expected);
      }),
    );
  });

  it('gives the written words of a range of lengths, each once, whatever part writes them', () => {
    const texts = [
      'A player who leaves the game: the objects it owns leave too.',
      'The player leaves; a team shares its life total, and its turn markers.',
    ];
    const index = indexOf({ en: texts.map((text) => doc(text)) });
    const words = [...new Set(texts.flatMap((text) => foldedWords(text)))];
    for (const [min, max] of [
      [1, 3],
      [4, 6],
      [5, 5],
      [3, 20],
    ] as const)
      expect(writtenWords(index, 'en', min, max).sort()).toEqual(
        words.filter((word) => word.length >= min && word.length <= max).sort(),
      );
    // At least three letters among a, e, t, -, ], \\ and ü (the last four must not read as pattern syntax).
    const letters = 'aet-]\\ü';
    const holding = writtenWords(index, 'en', 1, 20, { letters, least: 3 });
    expect(holding.sort()).toEqual(
      words.filter((word) => word.split('').filter((c) => letters.includes(c)).length >= 3).sort(),
    );
    expect(holding).toContain('team');
  });

  it('takes kin by a shared root or by the head of the word, not by a last letter changed', () => {
    const family = indexOf({
      en: [doc('Each team, and a teammate.')],
      de: [
        doc('Schaden, schauen, Regeneration und regeneriert.', { edition: '2024-03-08' }),
        doc('Schau dir das an.', { edition: '2024-03-08' }),
      ],
    });
    const kin = (word: string, lang: Lang) => expandWord(family, word)[lang].map((e) => e.token);
    expect(kin('schaden', 'de')).toEqual(['schad']);
    expect(kin('teammates', 'en')).toEqual(['teammat', 'team']);
    expect(kin('regenerieren', 'de')).toEqual(['regeneriert', 'regeneration']);
  });

  it('counts edits with swaps of neighbours, giving up past the limit', () => {
    expect(editDistance('rnage', 'range', 2)).toBe(1);
    expect(editDistance('influnce', 'influence', 2)).toBe(1);
    expect(editDistance('priority', 'zugmarke', 2)).toBe(3);
  });
});

describe('the term list', () => {
  const lexicon = compileLexicon(TERMS, STEMMERS);

  it('names one concept in every language', () => {
    const en = ['turn', 'marker'].map(STEMMERS.en);
    const de = [STEMMERS.de('zugmarken')];
    const [english] = findConcepts(lexicon, 'en', { stems: en, at: [3, 4] }, { stems: [], at: [] });
    const [german] = findConcepts(lexicon, 'de', { stems: de, at: [7] }, { stems: [], at: [] });
    expect(english).toEqual({ first: 3, last: 4, concepts: [0] });
    expect(german!.concepts).toEqual(english!.concepts);
    expect(conceptToken(0)).toBe('~0');
  });

  it('lets an English query reach a German rule, and 2HG reach Two-Headed Giant', () => {
    const index = indexOf({
      en: [
        doc('Players sit around the table.'),
        doc('In a Two-Headed Giant game, teams share a life total.', { number: '810.4' }),
      ],
      de: [doc('Wer eine Zugmarke hat, beginnt.', { number: '807.4c', edition: '2024-03-08' })],
    });
    const first = (q: string) => rankDocuments(index, analyzeQuery(index, q)).top[0]?.id;
    expect(first('turn marker')).toBe(2);
    expect(first('2HG life')).toBe(1);
  });
});

describe('routing and bad queries', () => {
  it.each([
    [['807.4e'], { kind: 'number', numbers: ['807.4e'] }],
    [['r807.4e'], { kind: 'number', numbers: ['r807.4e'] }],
    [['Rule', '807.4E'], { kind: 'number', numbers: ['Rule 807.4E'] }],
    [['807.4a-807.4d'], { kind: 'number', numbers: ['807.4a-807.4d'] }],
    [['807.4e', '805.8'], { kind: 'number', numbers: ['807.4e', '805.8'] }],
    [['turn', 'marker'], { kind: 'words', text: 'turn marker' }],
    [['30', 'life'], { kind: 'words', text: '30 life' }],
  ])('%j goes to %j', (args, routed) => expect(routeQuery(args)).toEqual(routed));

  it.each([
    [[''], { kind: 'empty' }],
    [['  ', '\t'], { kind: 'empty' }],
    [['?!'], { kind: 'empty' }],
    [['the', 'of', 'der'], { kind: 'stop-words', text: 'the of der' }],
    [['turn\u0000', 'mar\u001bker\u007f'], { kind: 'words', text: 'turn mar ker' }],
    [['x'.repeat(MAX_QUERY_LENGTH + 1)], { kind: 'too-long', length: MAX_QUERY_LENGTH + 1 }],
  ])('%j is %j', (args, checked) => expect(checkQuery(args)).toEqual(checked));

  it('never fails on any text, and never keeps a control character', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (args) => {
        const checked = checkQuery(args);
        if (checked.kind === 'words' || checked.kind === 'stop-words') {
          expect(checked.text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
          expect(checked.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        }
      }),
    );
  });
});

describe('snippets', () => {
  it('marks the words at the places given', () => {
    const text = 'Each turn marker represents turns.';
    const snippet = makeSnippet(text, new Set([1, 2, 4]));
    expect(snippet.marks.map(([a, b]) => text.slice(a, b))).toEqual(['turn', 'marker', 'turns']);
    expect([snippet.cutBefore, snippet.cutAfter]).toEqual([false, false]);
  });

  it('counts the words as folding splits them', () => {
    const text = 'Die Zugmarke geht „nach links“, über ½ Tisch.';
    expect(foldedWords(text)[8]).toBe('tisch');
    const snippet = makeSnippet(text, new Set([1, 8]));
    expect(snippet.marks.map(([a, b]) => text.slice(a, b))).toEqual(['Zugmarke', 'Tisch']);
  });

  it('cuts a long text around the matches', () => {
    const text = `${'Lorem ipsum dolor. '.repeat(30)}The Zugmarke moves left. ${'Sit amet. '.repeat(30)}`;
    const snippet = makeSnippet(text, new Set([91]), { maxLength: 120 });
    expect(snippet.text).toContain('The Zugmarke moves left.');
    expect(snippet.text.length).toBeLessThanOrEqual(120);
    expect([snippet.cutBefore, snippet.cutAfter]).toEqual([true, true]);
    const [start, end] = snippet.marks[0]!;
    expect(snippet.text.slice(start, end)).toBe('Zugmarke');
  });
});

describe('packs', () => {
  it('encode each word’s documents, weights (names count thrice) and positions as integers', () => {
    const ints = encodePostings([
      { doc: 0, positions: [1, 5], names: 2 },
      { doc: 3, positions: [0], names: 0 },
    ]);
    expect(ints).toEqual([2, 0, 3, 3 + 1, 1, 0, 2, 3, 1, 5, 0]);
    const postings = decodePostings(encodeInts(ints), 10);
    expect([...postings.docs]).toEqual([0, 3]);
    expect([...positionsIn(postings, 10)]).toEqual([1, 5]);
    expect([...positionsIn(postings, 13)]).toEqual([0]);
    expect([...positionsIn(postings, 11)]).toEqual([]);
  });

  it('read back every section, a slice of one, and the extras, through positioned reads only', () => {
    const sections = {
      vocabulary: '\na\t0\nb\t4\n',
      postings: encodeInts([7, 8]),
      docs: '',
      keys: '',
      names: '',
      surface: '\nä\n',
      storeAt: '',
      store: '{}',
    };
    const head = {
      kind: 'rule' as const,
      lang: 'de' as const,
      sourceSha256: 's',
      docs: 1,
      sectionDocs: [],
      sectionKeys: [],
      sectionNames: [],
      sectionFirst: [],
      words: 0,
    };
    const bytes = encodePack({
      stamp: { stemmers: 'x', lexicon: 'y' },
      parts: [{ head, sections }],
      extras: { lexicon: '[1]' },
    });
    const reads: number[] = [];
    const header = bytes.subarray(0, bytes.indexOf(10, bytes.indexOf(10) + 1) + 1);
    const pack = openPack((offset, length) => (reads.push(length), bytes.subarray(offset, offset + length)), header)!;
    expect(pack.parts[0]!.head).toEqual(head);
    expect(pack.parts[0]!.section('surface')).toBe('\nä\n');
    expect([...pack.parts[0]!.bytes('postings', 4, 8)]).toEqual([8, 0, 0, 0]);
    expect(pack.extra('lexicon')).toBe('[1]');
    expect(Math.max(...reads)).toBeLessThan(bytes.length / 2);
    expect(packFits(pack, { stemmers: 'x', lexicon: 'y' })).toBe(true);
    expect(packFits(pack, { stemmers: 'x', lexicon: 'other' })).toBe(false);
    expect(openPack(() => new Uint8Array(0), new TextEncoder().encode('not a pack\n{}\n'))).toBeUndefined();
  });

  it('stamp the term list they were built with', () => {
    const a = stampOf(compileLexicon(TERMS, STEMMERS));
    const b = stampOf(compileLexicon(TERMS.slice(0, 1), STEMMERS));
    expect(a.lexicon).not.toBe(b.lexicon);
  });
});

describe('grouping', () => {
  const index = readSearchIndex(readCorpusIndex());
  const counterparts = readShippedCounterpartPlaces();

  it.each(['turn marker', 'poison counters two-headed giant', 'Einflussweite', 'giocatore attivo'])(
    'counts the same hits for "%s" whether it builds them all or only the first',
    (query) => {
      const ranking = rankDocuments(index, analyzeQuery(index, query));
      const options = { counterparts, shown: () => true, prefer: ['en' as const] };
      const all = groupHits(index, ranking, options);
      const first = groupHits(index, ranking, { ...options, wanted: 3 });
      expect(all.hits.length).toBeGreaterThan(3);
      expect(first.hits).toEqual(all.hits.slice(0, 3));
      expect(first.total).toBe(all.total);
      expect(groupHits(index, ranking, { ...options, wanted: 0 })).toEqual({ hits: [], total: all.total });
    },
  );
});

describe('section headings', () => {
  const index = readSearchIndex(readCorpusIndex());

  it("finds each part's section headings by document and by number, and nothing else", () => {
    let sections = 0;
    index.parts.forEach((part, p) => {
      const { sectionDocs, sectionKeys } = part.head;
      for (let local = 0; local < part.head.docs; local++) {
        const at = sectionDocs.indexOf(local);
        expect(sectionAt(index, p, local)).toBe(at < 0 ? undefined : at);
      }
      sectionKeys.forEach((key, i) => expect(sectionDoc(index, p, key)).toBe(part.offset + sectionDocs[i]!));
      expect(sectionDoc(index, p, '999')).toBeUndefined();
      sections += sectionDocs.length;
    });
    expect(sections).toBe(25);
  });

  it("lists each title's words, and the titles that hold each word once", () => {
    const p = index.parts.findIndex((part) => part.head.lang === 'en' && part.head.kind === 'rule');
    const { titles, holding } = sectionsOf(index, p);
    const names = index.parts[p]!.head.sectionNames;
    expect(titles).toEqual(names.map((line) => splitNames(line)[0] ?? []));
    for (const [token, list] of holding) {
      expect(list).toEqual(titles.flatMap((title, i) => (title.includes(token) ? [i] : [])));
    }
    expect(holding.get('emperor')).toEqual([names.findIndex((line) => line.startsWith('emperor'))]);
  });
});

describe('names', () => {
  it("reads each document's names: one per name it shows, each word one its postings hold among its names", () => {
    // Ranking reads the names only of documents whose postings hold a query word among their names.
    const index = readSearchIndex(readCorpusIndex());
    let named = 0;
    index.parts.forEach((part, p) => {
      for (let local = 0; local < part.head.docs; local++) {
        const id = part.offset + local;
        const names = namesOf(index, id);
        if (index.nameLengths[id] === 0) {
          expect(names).toEqual([]);
          continue;
        }
        const doc = loadDoc(index, id);
        expect(names).toHaveLength(doc.names.length + (doc.keywords ? 1 : 0));
        for (const token of names.flat()) {
          const postings = postingsOf(index, p, token);
          expect([...positionsIn(postings, id)].some((at) => at < index.nameLengths[id]!)).toBe(true);
        }
        if (names.length > 1) named++;
      }
    });
    expect(named).toBeGreaterThan(10);
  });

  it('reads the names of section headings and of the entries between them alike', () => {
    const index = readSearchIndex(readCorpusIndex());
    const p = index.parts.findIndex(({ head }) => head.lang === 'en' && head.kind === 'rule');
    const byKey = (key: string) => index.parts[p]!.offset + keysOf(index, p).indexOf(key);
    // "Grand Melee Variant", with the concept it names.
    expect(namesOf(index, byKey('807'))).toEqual([['grand', 'mele', 'variant', '~1']]);
    const glossary = index.parts.findIndex(({ head }) => head.kind === 'glossary');
    const last = index.parts[glossary]!.offset + index.parts[glossary]!.head.docs - 1;
    expect(namesOf(index, last).length).toBeGreaterThan(0);
  });
});

describe('proximity', () => {
  /** The narrowest stretch holding every word present, by trying every pair of hits. */
  function reference(hits: { at: number; word: number }[], words: number, gap: number): number {
    if (words <= 1) return 1;
    const present = new Set(hits.map((h) => h.word)).size;
    if (present < 2) return 0;
    let best = Infinity;
    for (const a of hits)
      for (const b of hits) {
        if (b.at < a.at) continue;
        const inside = new Set(hits.filter((h) => h.at >= a.at && h.at <= b.at).map((h) => h.word));
        if (inside.size === present) best = Math.min(best, b.at - a.at + 1);
      }
    return Math.min(1, (present + gap) / best);
  }

  it('scores the packed, sorted hits as the narrowest stretch that holds every word present', () => {
    const draw = fc.integer({ min: 1, max: 6 }).chain((words) =>
      fc.record({
        words: fc.constant(words),
        gap: fc.integer({ min: 0, max: 3 }),
        hits: fc.array(
          fc.record({ at: fc.integer({ min: 0, max: 400 }), word: fc.integer({ min: 0, max: words - 1 }) }),
          {
            maxLength: 12,
          },
        ),
      }),
    );
    fc.assert(
      fc.property(draw, ({ words, gap, hits }) => {
        const packed = Float64Array.from(hits, (h) => h.at * words + h.word).sort();
        expect(scoreProximity(packed, words, gap)).toBe(reference(hits, words, gap));
      }),
    );
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
        const index = indexOf({ en: bodies.map((body, i) => doc(body.join(' '), { number: `800.${i + 1}` })) });
        const held = (id: number) => wanted.filter((w) => bodies[id]!.includes(w)).length;
        const ranked = rankDocuments(index, analyzeQuery(index, wanted.join(' '))).top.map((r) => held(r.id));
        // The naive reference: sorted by how many query words each holds, most first.
        expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
        const most = Math.max(...bodies.map((_, id) => held(id)));
        const least = Math.max(1, most - Math.floor(wanted.length / 3));
        expect(ranked.length).toBe(bodies.filter((_, id) => held(id) >= least).length);
      }),
    );
  });

  it('gives an exact title score 1, above any text that only mentions it', () => {
    const index = indexOf({
      en: [
        doc('Grand Melee Variant', { number: '807', section: '807', isSection: true, names: ['Grand Melee Variant'] }),
        doc('The Grand Melee variant is a variant.', { number: '807.1', section: '807' }),
      ],
    });
    const [first, second] = rankDocuments(index, analyzeQuery(index, 'grand melee variant')).top;
    expect(first).toEqual({ id: 0, score: 1 });
    expect(second!.score).toBeLessThan(1);
  });

  it('puts the best in order and counts the rest, however many', () => {
    const bodies = Array.from({ length: 300 }, (_, i) =>
      doc(`alpha ${'beta '.repeat(i % 7)}`, { number: `800.${i + 1}` }),
    );
    const index = indexOf({ en: bodies });
    const counterparts = counterpartPlaces({ schemaVersion: 1, editions: [], groups: [] }, []);
    const outcome = search(index, 'alpha', { locale: 'en', counterparts, limit: 5 });
    expect(outcome.hits).toHaveLength(5);
    expect(outcome.total).toBe(300);
    const ranking = rankDocuments(index, analyzeQuery(index, 'alpha'));
    expect(ranking.top.length + ranking.rest.length).toBe(300);
    expect(ranking.top.length).toBeLessThan(300);
  });

  it('weighs a negation where a text holds it, without requiring it', () => {
    const index = indexOf({
      en: [
        doc('A player can lose life.', { number: '810.9a' }),
        doc('A player who can’t lose life.', { number: '810.9h' }),
        doc('Teams gain life.', { number: '810.9g' }),
      ],
    });
    const ranked = rankDocuments(index, analyzeQuery(index, "can't lose life")).top;
    expect(ranked.map((r) => r.id)).toEqual([1, 0]);
  });

  it('answers a question for a number with the text that states one, in each language, without requiring one', () => {
    const index = indexOf({
      en: [
        doc('Turn markers move from player to player.', { number: '807.4' }),
        doc('There is one turn marker for each full four players.', { number: '807.4a' }),
        doc('Players draw cards.', { number: '807.6' }),
      ],
      de: [
        doc('Zugmarken wandern von Spieler zu Spieler.', { number: '807.4' }),
        doc('Es gibt eine Zugmarke für je vier Spieler.', { number: '807.4a' }),
      ],
    });
    const ids = (query: string) => rankDocuments(index, analyzeQuery(index, query)).top.map((r) => r.id);
    // The German rules come too, through the term list's "turn marker" / "Zugmarke".
    expect(ids('how many turn markers')).toEqual([1, 4, 0, 3]);
    expect(ids('turn markers')[0]).toBe(0);
    expect(ids('wie viele Zugmarken').slice(0, 2)).toEqual([4, 1]);
    const slots = analyzeQuery(index, 'how many turn markers').slots;
    expect(slots.map((slot) => [slot.word, slot.soft])).toEqual([
      ['turn', false],
      ['markers', false],
      ['#number', true],
    ]);
    expect(analyzeQuery(index, 'many turn markers').slots.map((slot) => slot.word)).toEqual(['turn', 'markers']);
    expect(analyzeQuery(index, 'how many').slots.map((slot) => slot.word)).toEqual(['how', 'many']);
  });
});
