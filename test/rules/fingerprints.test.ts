// The shipped fingerprints of the official English 2024-03-08 text
// (rules-data/fingerprints.en-2024-03-08.json): hashes, never the text, of chapter 8 and of
// every section in which a question kind cites a rule, so that a ruling under an imported
// edition finds each rule an answer may rest on by its content.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citedRules, citedSections } from '../../src/judge/cited-sections.js';
import {
  fingerprintRules,
  fingerprintText,
  MULTIPLAYER_SECTION,
  type RuleFingerprints,
} from '../../src/rules/fingerprints.js';
import { parseOfficialRules } from '../../src/rules/parse-official-rules.js';
import { haveOfficialRules, officialTitle, readOfficialText } from '../official-rules.js';

const fingerprints = JSON.parse(
  readFileSync(new URL('../../rules-data/fingerprints.en-2024-03-08.json', import.meta.url), 'utf8'),
) as RuleFingerprints;

describe('fingerprintText', () => {
  it('ignores case, quotes, dashes, spacing and the numbers of cited rules, but not words', () => {
    const base = fingerprintText('Effects that restart the game (see rule 723) are exempt — all players.');
    expect(fingerprintText('effects that  restart the game (see rule 726) are exempt - all players.')).toBe(base);
    expect(fingerprintText('Effects that restart the game (see rule 723) are not exempt - all players.')).not.toBe(
      base,
    );
    expect(base).toMatch(/^[0-9a-f]{16}$/);
  });

  it('sets aside a list of cited rules, but keeps a number that is no citation', () => {
    const cited = (list: string) =>
      fingerprintText(`Each player declares blockers. (See ${list}, “Declare Blockers Step.”)`);
    expect(cited('rule 101.4 and rule 509')).toBe(cited('rule 101.4 and rule 508'));
    expect(cited('rules 704.5k and 704.5j')).toBe(cited('rules 704.5m and 704.5n'));
    expect(fingerprintText('A deck must contain exactly 100 cards.')).not.toBe(
      fingerprintText('A deck must contain exactly 60 cards.'),
    );
  });
});

describe('the shipped fingerprints', () => {
  it('cover every rule a question kind or a refusal may cite under the 2024 rules', () => {
    const missing = [...citedRules()].filter((rule) => fingerprints.hashes[rule] === undefined);
    expect(missing).toEqual([]);
  });

  it('give the title of every section they cover, chapter 8 and each section a kind cites in', () => {
    const covered = new Set(Object.keys(fingerprints.hashes).map((rule) => rule.slice(0, 3)));
    expect(Object.keys(fingerprints.sections).sort()).toEqual([...covered].sort());
    expect([...citedSections()].filter((section) => !covered.has(section))).toEqual([]);
    expect(['724', '704', '500', '104'].every((section) => covered.has(section))).toBe(true);
  });

  it('hold hashes only, never a word of the text', () => {
    const values = [...Object.values(fingerprints.hashes), ...Object.values(fingerprints.sections)];
    expect(values.filter((value) => !/^[0-9a-f]{16}$/.test(value))).toEqual([]);
  });

  describe.skipIf(!haveOfficialRules('2024-03-08'))(officialTitle('against the official text', '2024-03-08'), () => {
    it('are what npm run fingerprints makes of the official English 2024-03-08 text', () => {
      const corpus = parseOfficialRules(readOfficialText('2024-03-08'), 'MagicCompRules-2024-03-08.txt', 'en');
      const sections = citedSections();
      const made = fingerprintRules(
        corpus,
        'en-2024-03-08',
        'de-2024-03-08',
        (section) => MULTIPLAYER_SECTION.test(section) || sections.has(section),
      );
      expect(made).toEqual(fingerprints);
      expect(Object.keys(made.hashes).filter((rule) => MULTIPLAYER_SECTION.test(rule.slice(0, 3)))).toHaveLength(173);
    });
  });
});
