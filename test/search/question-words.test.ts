// Which words of a question are filler, and whether it asks what a term means
// (src/search/question-words.ts), on runs of words from its lists.
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/search/normalise.js';
import { readQuestion } from '../../src/search/question-words.js';

/** A query's words as search reads them: folded ("does" is "dos", as "Böse" is "bose"). */
const read = (query: string) => readQuestion(fold(query).split(' '));

describe('readQuestion', () => {
  it('finds a run with "*" for any one word, and keeps that word', () => {
    expect(read('what does goad mean')).toEqual({ filler: [true, true, false, true], asksForTerm: true });
  });

  it('finds a run anywhere in the question', () => {
    expect(read('so what does goad mean')).toEqual({ filler: [false, true, true, false, true], asksForTerm: true });
  });

  it('does not let "*" stand for a word the question lacks', () => {
    expect(read('what does mean')).toEqual({ filler: [false, false, false], asksForTerm: false });
  });

  it('makes words filler only together, where a run holds them', () => {
    expect(read('che fine fanno i permanenti')).toEqual({
      filler: [true, true, true, false, false],
      asksForTerm: false,
    });
    expect(read('fine del turno')).toEqual({ filler: [false, false, false], asksForTerm: false });
    expect(read('number of players')).toEqual({ filler: [true, true, false], asksForTerm: false });
  });
});
