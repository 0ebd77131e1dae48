// The seed texts against the official editions (test/official-rules.ts): the English blog
// copy must be the 2011-02-04 edition word for word, and the translations must have the
// rule numbers of the editions they translate. The official files are not part of the
// project, so these tests skip where that folder is absent.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Parsed, RuleCorpus } from '../../src/rules/corpus-model.js';
import { normaliseForComparison } from '../../src/rules/normalise-for-comparison.js';
import { parseEnglishRules } from '../../src/rules/parse-english-rules.js';
import { parseGermanRules } from '../../src/rules/parse-german-rules.js';
import { parseItalianRules } from '../../src/rules/parse-italian-rules.js';
import { parseOfficialRules } from '../../src/rules/parse-official-rules.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const present = haveOfficialRules('2011-02-04', '2024-03-08', '2025-09-19');

function readSeed(name: string): string {
  return readFileSync(new URL(`../../rules-data/sources/${name}`, import.meta.url), 'utf8');
}

function readOfficial(edition: string): Parsed<RuleCorpus> {
  return parseOfficialRules(readFileSync(officialRules(edition), 'utf8'), `MagicCompRules-${edition}.txt`, 'en');
}

function chapter8(corpus: Parsed<RuleCorpus>, sections = /^8(?:0\d|1[01])$/u): string[] {
  return corpus.rules.filter((r) => sections.test(r.section)).map((r) => r.number);
}

const official = present
  ? { en2011: readOfficial('2011-02-04'), en2024: readOfficial('2024-03-08'), en2025: readOfficial('2025-09-19') }
  : undefined;
const english = parseEnglishRules(readSeed('comprehensive-rules-en-2011-02-04-chapter-8.txt'), 'en');

describe.skipIf(!present)(officialTitle('official editions', '2011-02-04', '2024-03-08', '2025-09-19'), () => {
  it.each([
    ['2011-02-04', 1781, 120],
    ['2024-03-08', 2941, 144],
    ['2025-09-19', 3093, 146],
    ['2026-01-16', 3114, 146],
  ])('%s: reads %i rules in %i sections, dated from the file', (edition, rules, sections) => {
    const corpus = readOfficial(edition);
    expect(corpus.edition).toBe(edition);
    expect(corpus.rules).toHaveLength(rules);
    expect(corpus.sections).toHaveLength(sections);
    expect(corpus.sections.every((s) => s.title !== '')).toBe(true);
  });

  it('2011-02-04 has the chapter 8 rule numbers of the English seed', () => {
    expect(chapter8(official!.en2011)).toEqual(english.rules.map((r) => r.number));
  });

  it('2011-02-04 has the section titles of the English seed, and titles 800 "General"', () => {
    const titles = (corpus: Parsed<RuleCorpus>) =>
      corpus.sections.filter((s) => /^8(?:0\d|1[01])$/u.test(s.number)).map((s) => [s.number, s.title]);
    expect(titles(official!.en2011)).toEqual(titles(english));
  });

  it.each(english.rules.map((r) => [r.number, r] as const))(
    'English seed %s is the 2011-02-04 text word for word',
    (number, rule) => {
      const match = official!.en2011.rules.find((r) => r.number === number);
      expect(normaliseForComparison(rule.text)).toBe(normaliseForComparison(match?.text ?? ''));
      expect(rule.examples.map(normaliseForComparison)).toEqual(match?.examples.map(normaliseForComparison));
      expect(rule.cites).toEqual(match?.cites);
    },
  );

  it('the German seed has exactly the chapter 8 rule numbers of 2024-03-08', () => {
    const german = parseGermanRules(readSeed('comprehensive-rules-de-2024-03-08-chapter-8.txt'), 'de');
    expect(german.rules.map((r) => r.number)).toEqual(chapter8(official!.en2024));
  });

  it('the Italian seed has exactly the 805 rule numbers of 2025-09-19', () => {
    const italian = parseItalianRules(readSeed('comprehensive-rules-it-2025-09-19-rule-805.txt'), 'it');
    expect(italian.rules.map((r) => r.number)).toEqual(chapter8(official!.en2025, /^805$/u));
  });
});

describe('normaliseForComparison', () => {
  it.each([
    ['“You control enchanted creature,” on Bianca’s Wall', '"You control enchanted creature," on Bianca\'s Wall'],
    ['An opponent chooses one — You draw', 'An opponent chooses one -- You draw'],
    ['Many multiplayer _Magic_ tournaments', 'Many multiplayer Magic tournaments'],
    [
      'found at <http://www.wizards.com/Magic/TCG/Events.aspx?x=dci/doccenter/home>.',
      'found at http://www.wizards.com/Magic/TCG/Events.aspx?x=dci/doccenter/home.',
    ],
    ['wrapped\nline  and\u00A0space', 'wrapped line and space'],
  ])('%s ≡ %s', (a, b) => {
    expect(normaliseForComparison(a)).toBe(normaliseForComparison(b));
  });

  it('keeps paragraphs apart and words different', () => {
    expect(normaliseForComparison('One.\n\nTwo.')).toBe('One.\n\nTwo.');
    expect(normaliseForComparison('rule 103.2')).not.toBe(normaliseForComparison('rule 103.4'));
    expect(normaliseForComparison('change-of-control')).toBe('change-of-control');
  });
});
