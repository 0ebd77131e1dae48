import { describe, expect, it } from 'vitest';
import {
  parseEffectiveDate,
  parseOfficialRules,
  parseOfficialRulesResult,
} from '../../src/rules/parse-official-rules.js';

// A miniature of the official plain-text file: contents that repeat the headings, a
// chapter heading, examples, an indented continuation paragraph, a rule number without
// a space after it, and a glossary whose lines must not become rules.
const LINES = [
  '\uFEFF_Magic: The Gathering_ Comprehensive Rules',
  '',
  'These rules are effective as of February 4, 2011.',
  '',
  'Contents',
  '',
  '8. Multiplayer Rules',
  '800. General',
  '801. Limited Range of Influence Option',
  'Glossary',
  'Credits',
  '',
  '8. Multiplayer Rules',
  '',
  '800. General',
  '',
  '800.1. A multiplayer game is a game that begins with more than two players.',
  '',
  '800.4a When a player leaves the game, all objects (see rule 109) owned by that player leave the game.',
  'Example: Alex casts Control Magic.',
  'Example: Alex casts Threaten.',
  ' ',
  '801. Limited Range of Influence Option',
  '',
  '801.2a The most commonly chosen limited ranges of influence are 1 seat and 2 seats.',
  '          Any characteristic-defining ability that refers to the "defending player" refers to one.',
  '',
  '801.4.All plane cards remain in the command zone. See rules 704.5k and 704.5j.',
  '',
  'Glossary',
  '',
  'Two-Headed Giant',
  '800.9. Not a rule: the glossary has begun.',
  '',
  'Credits',
];

describe('parseOfficialRules', () => {
  it.each([
    ['CRLF', '\r\n'],
    ['CR', '\r'],
    ['LF', '\n'],
  ])('reads every rule between the contents and the glossary (%s line endings)', (_name, eol) => {
    const corpus = parseOfficialRules(LINES.join(eol), 'MagicCompRules.txt', 'en');
    expect(corpus).toMatchObject({ lang: 'en', edition: '2011-02-04', sectionsCovered: ['800', '801'] });
    expect(corpus.title).toBe('English 2011-02-04 (Magic: The Gathering Comprehensive Rules)');
    expect(corpus.sections).toEqual([
      { number: '800', title: 'General', source: { file: 'MagicCompRules.txt', line: 15, endLine: 21 } },
      {
        number: '801',
        title: 'Limited Range of Influence Option',
        source: { file: 'MagicCompRules.txt', line: 23, endLine: 28 },
      },
    ]);
    expect(corpus.rules.map((r) => r.number)).toEqual(['800.1', '800.4a', '801.2a', '801.4']);
  });

  it('attaches examples, continuation paragraphs and citations to their rule', () => {
    const corpus = parseOfficialRules(LINES.join('\r\n'), 'MagicCompRules.txt', 'en');
    const [first, second, third, fourth] = corpus.rules;
    expect(first).toMatchObject({ examples: [], source: { line: 17, endLine: 17 } });
    expect(second).toMatchObject({
      text: 'When a player leaves the game, all objects (see rule 109) owned by that player leave the game.',
      examples: ['Alex casts Control Magic.', 'Alex casts Threaten.'],
      cites: ['109'],
      sectionTitle: 'General',
      source: { line: 19, endLine: 21 },
    });
    expect(third?.text).toBe(
      'The most commonly chosen limited ranges of influence are 1 seat and 2 seats.\n\nAny characteristic-defining ability that refers to the "defending player" refers to one.',
    );
    expect(fourth).toMatchObject({
      text: 'All plane cards remain in the command zone. See rules 704.5k and 704.5j.',
      cites: ['704.5k', '704.5j'],
    });
  });

  it('reports a file without an edition date as bad input', () => {
    const text = LINES.filter((line) => !line.includes('effective')).join('\n');
    const result = parseOfficialRulesResult(text, 'notes.txt', 'en');
    expect(result.value).toBeUndefined();
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([['rules/no-effective-date', 'error']]);
    expect(() => parseOfficialRules(text, 'notes.txt', 'en')).toThrow(/effective as of/u);
  });

  it('reports a file without rules as bad input', () => {
    const result = parseOfficialRulesResult('These rules are effective as of March 8, 2024.\n\nHello.', 'x.txt', 'en');
    expect(result.value).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['rules/no-rules']);
  });

  it('warns about a rule number out of order and keeps it as text of the rule before', () => {
    const text = LINES.map((line) => (line.startsWith('801.4.All') ? '800.2. Out of order.' : line)).join('\n');
    const result = parseOfficialRulesResult(text, 'x.txt', 'en');
    expect(result.value?.rules.map((r) => r.number)).toEqual(['800.1', '800.4a', '801.2a']);
    expect(result.diagnostics).toEqual([
      {
        code: 'rules/unexpected-line',
        severity: 'warning',
        message: '800.2 does not follow rule 801.2a: read as running text.',
        file: 'x.txt',
        start: { line: 28, column: 1 },
      },
    ]);
  });
});

describe('parseEffectiveDate', () => {
  it.each([
    ['These rules are effective as of February 4, 2011.', '2011-02-04'],
    ['These rules are effective as of January 16, 2026.', '2026-01-16'],
    ['These rules are effective as of Smarch 4, 2011.', undefined],
    ['No date here.', undefined],
  ])('%s → %s', (text, date) => {
    expect(parseEffectiveDate(text)).toBe(date);
  });
});
