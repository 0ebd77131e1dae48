// Questions as people type them, on the shipped index: question words and filler are not
// content, what people say leads to the rules' concept, and a glossary entry answers first
// only where the query asks for a term.
import { describe, expect, it } from 'vitest';
import { readCorpusIndex, readShippedCounterpartPlaces } from '../../src/io/read-corpus.js';
import { readSearchIndex } from '../../src/io/read-search-index.js';
import { findMisspellings } from '../../src/search/misspellings.js';
import { analyzeQuery } from '../../src/search/query.js';
import { searchAsJudge } from '../../src/search/query-set.js';

const index = readSearchIndex(readCorpusIndex());
const counterparts = readShippedCounterpartPlaces();
const words = (query: string) => analyzeQuery(index, query).slots.map((slot) => slot.word);
const first = (query: string) => {
  const { doc } = searchAsJudge(index, counterparts, query)[0]!;
  return `${doc.kind} ${doc.lang} ${doc.number ?? doc.term}`;
};

describe('a question as people type it', () => {
  it.each([
    ['was passiert wenn ich rausfliege', ['rausfliege']],
    ['wen kann ich angreifen', ['angreifen']],
    ['cosa succede se abbandona', ['abbandona']],
    ['what happens when a player leaves the game', ['player', 'leaves', 'game']],
  ])('keeps only the content words of "%s"', (query, content) => {
    expect(words(query)).toEqual(content);
  });

  it('keeps numbers, also among filler', () => {
    expect(words('can I attack 30 or 40')).toEqual(['attack', '30', '40']);
  });

  it.each(['scooped', 'rausfliegen', 'abbandona', 'died'])(
    'reads "%s" as what people say for a concept, which the rules never write',
    (word) => {
      const [slot] = analyzeQuery(index, word).slots;
      expect(slot!.concepts).toEqual([]);
      expect(slot!.said.length).toBeGreaterThan(0);
    },
  );

  it('takes a word the term list knows for what it says, not for a misspelling of a word of the texts', () => {
    const misspellings = findMisspellings;
    const expansions = (query: string, word: string) =>
      analyzeQuery(index, query, { misspellings })
        .slots.find((slot) => slot.word === word)!
        .expansions.en.map((e) => e.token);
    // "rage" alone is a misspelling of "range"; in "rage quit" it is part of what people say for leaving.
    expect(expansions('rage of influence', 'rage')).toContain('rang');
    expect(expansions('he rage quit', 'rage')).toEqual([]);
    const hits = searchAsJudge(index, counterparts, 'my friend rage quit, do his creatures stay').slice(0, 3);
    expect(hits.map(({ doc }) => doc.number)).toEqual(['800.4c', '800.4e', '800.4h']);
  });

  it('reads "dran" and "a chi tocca" as whose turn it is', () => {
    for (const query of ['wer ist dran', 'a chi tocca']) {
      const slots = analyzeQuery(index, query).slots;
      expect(slots.flatMap((slot) => slot.said)).toEqual(analyzeQuery(index, 'Zug').slots[0]!.concepts);
    }
  });

  it('reads "Sachen" as a player\'s things', () => {
    const top = searchAsJudge(index, counterparts, 'was passiert mit meinen Sachen wenn ich rausfliege').slice(0, 3);
    expect(top.map(({ doc }) => doc.number)).toContain('800.4a');
  });

  it('leads what people say to the rule on leaving the game', () => {
    expect(first('my opponent scooped while I had stolen his creature, who keeps it?')).toBe('rule en 800.4a');
    expect(first('was passiert mit meinen Karten wenn ich rausfliege')).toBe('rule de 800.4a');
  });

  it('answers with the glossary where the query asks what a term means, with the rules otherwise', () => {
    expect(first('what does priority mean')).toBe('glossary de Vorrang');
    expect(first('was bedeutet Vorrang')).toBe('glossary de Vorrang');
    expect(first('cosa significa priorità')).toBe('glossary de Vorrang');
    expect(first('who has priority in two-headed giant')).toBe('rule en 805.5');
  });
});

describe('the language of a question', () => {
  const lang = (query: string) => analyzeQuery(index, query).lang;

  it.each([
    ['was passiert wenn ich rausfliege', 'de'],
    ['what happens if i rage quit', 'en'],
    ['cosa succede quando abbandona', 'it'],
    ['a chi tocca', 'it'],
  ])('is told by the small words of "%s", where no text holds its other words', (query, expected) => {
    expect(lang(query)).toBe(expected);
  });

  it.each([
    ['der Planeswalker', 'de'],
    ['il planeswalker', 'it'],
    ['the planeswalker', 'en'],
  ])('is told by the small words of "%s", where the texts of every language hold its word', (query, expected) => {
    expect(lang(query)).toBe(expected);
  });

  it('follows the words the texts hold before the small words', () => {
    expect(lang('what is a Spieler')).toBe('de');
  });

  it('is none where nothing tells the languages apart', () => {
    expect(lang('planeswalker')).toBeUndefined();
    expect(lang('flibbertigibbet')).toBeUndefined();
  });

  it('shows a German question the German rule, under an English locale', () => {
    expect(first('was passiert wenn ich rausfliege')).toBe('rule de 800.4');
  });
});
