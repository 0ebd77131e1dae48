import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRuleLines, type RuleLineFormat } from '../../src/rules/parse-rule-lines.js';

const REF = { lang: 'en', edition: '2011-02-04' } as const;
const WRAPPED: RuleLineFormat = { layout: 'wrapped', endsBody: (line) => line.line.startsWith('No comments:') };

describe('parseRuleLines: hard-wrapped text', () => {
  // Wrapped at about 60 characters, like a PDF copied line by line.
  const text = [
    '100.1. This rule is long enough to be wrapped by the copy and its',
    'second line continues the sentence until it ends with a period.',
    'Short last line.',
    'A new paragraph starts here because the line before it stopped',
    'well short of the width. This line ends a sentence near the edge.',
    'So the next line is joined and is not a paragraph of its own.',
    '100.2. A wrapped reference to a rule that ends on the next line, see rule',
    '100.1.',
    'Example: An example that is wrapped as well, over more than one',
    'line of the copy.',
    '100.3. The last rule.',
  ].join('\n');
  const parsed = parseRuleLines(text, WRAPPED, REF, 'wrapped.txt');

  it('starts a paragraph after a line that ended a sentence well short of the wrap width', () => {
    expect(parsed.rules[0]?.text.split('\n\n')).toEqual([
      'This rule is long enough to be wrapped by the copy and its second line continues the sentence until it ends with a period. Short last line.',
      'A new paragraph starts here because the line before it stopped well short of the width. This line ends a sentence near the edge. So the next line is joined and is not a paragraph of its own.',
    ]);
  });

  it('reads a bare rule number at the start of a line as the end of the sentence before it', () => {
    expect(parsed.rules.map((r) => r.number)).toEqual(['100.1', '100.2', '100.3']);
    expect(parsed.rules[1]).toMatchObject({
      text: 'A wrapped reference to a rule that ends on the next line, see rule 100.1.',
      examples: ['An example that is wrapped as well, over more than one line of the copy.'],
      cites: ['100.1'],
      source: { line: 7, endLine: 10 },
    });
    expect(parsed.notes).toEqual([
      { line: 8, text: '100.1.', note: '"100.1" has no text after it: read as running text' },
    ]);
  });
});

describe('parseRuleLines: the English 2011 blog copy', () => {
  const FILE = 'comprehensive-rules-en-2011-02-04-chapter-8.txt';
  const text = readFileSync(new URL(`../../rules-data/sources/${FILE}`, import.meta.url), 'utf8');
  const parsed = parseRuleLines(text, WRAPPED, REF, FILE);

  it('notes the two wrapped lines that begin with a rule number', () => {
    expect(parsed.notes).toEqual([
      {
        line: 256,
        text: '101.4 and rule 509, “Declare Blockers Step.”) The first defending player declares all his or her',
        note: '101.4 does not follow rule 802.4: read as running text',
      },
      { line: 295, text: '103.4.', note: '"103.4" has no text after it: read as running text' },
    ]);
  });

  it('gives a section without a heading an empty title and says so', () => {
    expect(parsed.sections[0]).toEqual({
      number: '800',
      title: '',
      titleNote: 'The source has no heading for section 800.',
    });
  });
});
