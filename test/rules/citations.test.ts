import { describe, expect, it } from 'vitest';
import { extractCitations } from '../../src/rules/citations.js';

describe('extractCitations', () => {
  it.each([
    ['see rule 704.', ['704']],
    ['See rule 103.4.', ['103.4']],
    ['(see rule 704.5k)', ['704.5k']],
    ['See rules 704.5k and 704.5j.', ['704.5k', '704.5j']],
    ['See rule 614, “Replacement Effects,” and rule 615, “Prevention Effects.”', ['614', '615']],
    ['rules 701.42, “Meld,” and 729, “Merging with Permanents.”', ['701.42', '729']],
    ['rules 601.2f–h.', ['601.2f', '601.2h']],
    ['rules 119.7–8).', ['119.7', '119.8']],
    ['Siehe Regel 805.10.', ['805.10']],
    ['Siehe Regel\u00A0704.', ['704']],
    ['Siehe Regeln 802 und 803.', ['802', '803']],
    ['Siehe Regel 407, „Einsatzzone“.', ['407']],
    ['vedi regola 103.1', ['103.1']],
    ['(vedi regola 810) e nella variante (vedi regola 904)', ['810', '904']],
    ['Regole 805.4a e 805.4b', ['805.4a', '805.4b']],
    ['These rules consist of a series of options. Weltenregel 5.', []],
    ['Rule 103.4 and see rule 103.4 again; rule 104.', ['103.4', '104']],
  ])('%s → %j', (text, cites) => {
    expect(extractCitations([text])).toEqual(cites);
  });

  it('reads text and examples in order of first mention', () => {
    expect(extractCitations(['See rule 704.', 'Example: see rule 103.4 and rule 704.'])).toEqual(['704', '103.4']);
  });
});
