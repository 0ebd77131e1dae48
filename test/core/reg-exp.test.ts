import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../src/core/reg-exp.js';

describe('escapeRegExp', () => {
  it('makes a pattern that matches exactly the text, whatever characters it holds', () => {
    const text = fc.string({ unit: fc.constantFrom(...'ab.*+?^${}()|[]\\/-1'.split('')), maxLength: 12 });
    fc.assert(
      fc.property(text, text, (wanted, other) => {
        const pattern = new RegExp(`^${escapeRegExp(wanted)}$`);
        expect(pattern.test(wanted)).toBe(true);
        expect(pattern.test(other)).toBe(other === wanted);
      }),
    );
  });
});
