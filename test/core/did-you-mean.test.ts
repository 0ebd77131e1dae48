import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  didYouMean,
  editDistance,
  lettersWithin,
  nearLengths,
  nearLetters,
  suggest,
} from '../../src/core/did-you-mean.js';

/** The rule as the help states it: at most a third of the longer word's letters, at least 2. */
const plausible = (a: string, b: string) => Math.max(2, Math.floor(Math.max(a.length, b.length) / 3));

describe('suggest', () => {
  it('gives what measuring every candidate in full gives', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdeA'.split('')), maxLength: 14 });
    fc.assert(
      fc.property(
        word,
        fc.array(word, { maxLength: 30 }),
        fc.integer({ min: 1, max: 8 }),
        (input, candidates, limit) => {
          const expected = candidates
            .map((candidate) => ({ candidate, distance: editDistance(input.toLowerCase(), candidate.toLowerCase()) }))
            .filter(({ candidate, distance }) => distance <= plausible(input, candidate))
            .sort(
              (x, y) => x.distance - y.distance || (x.candidate < y.candidate ? -1 : x.candidate > y.candidate ? 1 : 0),
            )
            .map(({ candidate }) => candidate);
          expect(suggest(input, candidates, limit)).toEqual([...new Set(expected)].slice(0, limit));
        },
      ),
    );
  });

  it('takes a swap of neighbours as one edit, and nothing too far', () => {
    // One edit: "rage" (a letter less) and "range" (a swap), alphabetically; two: "orange", "ranger".
    expect(suggest('rnage', ['range', 'ranger', 'rage', 'orange', 'arrange', 'influence'], 5)).toEqual([
      'rage',
      'range',
      'orange',
      'ranger',
    ]);
    expect(didYouMean('Bainca', ['Bianca', 'Bruno'])).toBe('did you mean "Bianca"?');
    expect(didYouMean('zzz', ['Bianca', 'Bruno'])).toBeUndefined();
  });
});

describe('nearLengths', () => {
  it('holds exactly the lengths a candidate may have and still be near enough', () => {
    for (let length = 1; length <= 40; length++) {
      const { min, max } = nearLengths(length);
      for (let other = 0; other <= 80; other++) {
        const near = Math.abs(length - other) <= plausible('x'.repeat(length), 'x'.repeat(other));
        expect(other >= min && other <= max, `${length} and ${other}`).toBe(near);
      }
    }
    expect(nearLengths(7)).toEqual({ min: 5, max: 10 });
  });
});

describe('nearLetters', () => {
  it('holds for every candidate near enough: enough of its letters are the input’s', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdefA'.split('')), minLength: 1, maxLength: 16 });
    fc.assert(
      fc.property(word, word, (input, candidate) => {
        const { letters, least } = nearLetters(input);
        const { min, max } = nearLengths(input.length);
        const held = candidate
          .toLowerCase()
          .split('')
          .filter((letter) => letters.includes(letter)).length;
        const near = suggest(input, [candidate], 1).length === 1;
        if (near) expect(candidate.length >= min && candidate.length <= max && held >= least).toBe(true);
      }),
    );
  });

  it('asks a long word for most of its letters, a short one for none', () => {
    expect(nearLetters('zzzzqqq')).toEqual({ letters: 'zq', least: 4 });
    expect(nearLetters('Emprer')).toEqual({ letters: 'empr', least: 3 });
    expect(nearLetters('ab')).toEqual({ letters: 'ab', least: 0 });
  });
});

describe('lettersWithin', () => {
  it('holds for every word at most so many edits away', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdef'.split('')), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, edits) => {
        const { letters, least } = lettersWithin(a, edits);
        const held = b.split('').filter((letter) => letters.includes(letter)).length;
        if (editDistance(a, b) <= edits) expect(held).toBeGreaterThanOrEqual(least);
      }),
    );
  });
});
