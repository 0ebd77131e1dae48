// What a miss says an edition covers: every run of sections where they are few, the
// nearest sections where they are many.
import { describe, expect, it } from 'vitest';
import { describeCoverage } from '../../src/rules/lookup.js';
import type { RuleCorpus } from '../../src/rules/corpus-model.js';

const covering = (sections: string[]) => ({ sectionsCovered: sections }) as RuleCorpus;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('describeCoverage', () => {
  it('lists the runs of sections', () => {
    expect(describeCoverage(covering(['805']), '807.4e')).toBe('covers only 805, not 807');
    expect(describeCoverage(covering(range(800, 811)), '100.1')).toBe('covers only 800–811, not 100');
    expect(describeCoverage(covering([...range(100, 123), ...range(800, 811), ...range(900, 905)]), '999.9')).toBe(
      'covers only 100–123, 800–811, 900–905, not 999',
    );
  });

  it('names the nearest sections, and how many more, where the runs are many', () => {
    const every10th = Array.from({ length: 20 }, (_, i) => String(100 + 10 * i));
    expect(describeCoverage(covering(every10th), '999.9')).toBe(
      'covers 20 sections, not 999; the nearest: 240, 250, 260, 270, 280, 290 (and 14 more)',
    );
  });
});
