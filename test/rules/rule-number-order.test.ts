// Rule numbers in the rules' order (compareRuleNumbers), which reads the digits in place.
// Its order must be the one the parts of a number give (splitRuleNumber), on every string.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRuleNumbers, splitRuleNumber } from '../../src/rules/rule-number.js';

/** The order from the parts: section, rule (none first), subrule letter (none first); else code units. */
function byParts(a: string, b: string): number {
  const x = splitRuleNumber(a);
  const y = splitRuleNumber(b);
  if (!x || !y) return a < b ? -1 : a > b ? 1 : 0;
  const sub = (x.sub ?? '') < (y.sub ?? '') ? -1 : (x.sub ?? '') > (y.sub ?? '') ? 1 : 0;
  return x.section - y.section || (x.rule ?? -1) - (y.rule ?? -1) || sub;
}

/** Strings near rule numbers: digits, dots, letters of both cases, now and then a space or a dash. */
const nearNumber = fc
  .array(fc.constantFrom(...'0123456789'.split(''), '.', 'a', 'j', 'z', 'A', ' ', '-', '0', '8', '7'), { maxLength: 9 })
  .map((chars) => chars.join(''));
const ruleNumber = fc
  .tuple(
    fc.oneof(fc.integer({ min: 805, max: 807 }), fc.integer({ min: 100, max: 999 })),
    fc.option(fc.integer({ min: 0, max: 9999 })),
    fc.option(fc.constantFrom('a', 'b', 'k', 'z', 'A', '1', '.')),
  )
  .map(([section, rule, sub]) => `${section}${rule === null ? '' : `.${rule}${sub ?? ''}`}`);
const anyNumber = fc.oneof(ruleNumber, nearNumber, fc.string({ maxLength: 8 }));

describe('ordering rule numbers', () => {
  it('orders as the rules do', () => {
    const numbers = ['807.10', '807.4j', '807', '807.4', '806.9b', '807.5', '807.4a', '900', '807.1'];
    expect([...numbers].sort(compareRuleNumbers)).toEqual([
      '806.9b',
      '807',
      '807.1',
      '807.4',
      '807.4a',
      '807.4j',
      '807.5',
      '807.10',
      '900',
    ]);
  });

  it('puts what is not a rule number in code-unit order', () => {
    expect(['807.4A', '80', '807.', '807.1234', 'abc'].sort(compareRuleNumbers)).toEqual([
      '80',
      '807.',
      '807.1234',
      '807.4A',
      'abc',
    ]);
    expect(compareRuleNumbers('807.04', '807.4')).toBe(0);
  });

  it('gives the order the parts of a number give, on any two strings', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (a, b) => {
        expect(Math.sign(compareRuleNumbers(a, b))).toBe(Math.sign(byParts(a, b)));
      }),
      { numRuns: 2000 },
    );
  });
});
