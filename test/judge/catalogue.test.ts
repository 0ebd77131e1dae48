import { describe, expect, it } from 'vitest';
import { GENERAL_RULES } from '../../src/judge/general-rules.js';
import { QUESTION_KINDS } from '../../src/judge/catalogue.js';
import type { EditionYear } from '../../src/core/scenario.js';
import { numbersFromCorpus, numbersFromSource, type EditionNumbers } from './edition-rule-numbers.js';
import { readCitation } from '../../src/rules/reading-texts.js';
import { readLaterFingerprints } from '../../src/io/read-corpus.js';

/** The rules of the later texts (724.4@2026): in the shipped fingerprints of that text. */
const LATER = readLaterFingerprints();

const YEARS: EditionYear[] = ['2011', '2024'];
const section = (rule: string) => rule.split('.')[0]!;

function missing(year: EditionYear, edition: EditionNumbers): string[] {
  const bad: string[] = [];
  for (const kind of QUESTION_KINDS) {
    for (const rule of kind.cites[year]) {
      const cited = readCitation(rule);
      if (cited.text !== '2024') {
        if (!(cited.number in LATER[cited.text].hashes)) bad.push(`${kind.ask}: ${rule}`);
        continue;
      }
      const known = edition.sections.has(section(rule)) ? edition.numbers.has(rule) : rule in GENERAL_RULES[year];
      if (!known) bad.push(`${kind.ask}: ${rule}`);
    }
  }
  return bad;
}

describe('the question-kind catalogue', () => {
  it.each(YEARS)('every rule a kind may cite exists in the %s source text', (year) => {
    expect(missing(year, numbersFromSource(year))).toEqual([]);
  });

  it.each(YEARS)('every rule a kind may cite exists in the %s corpus, once generated', (year) => {
    const corpus = numbersFromCorpus(year);
    if (corpus) expect(missing(year, corpus)).toEqual([]);
  });

  it.each(YEARS)('the %s rules cited from outside chapter 8 are all outside it', (year) => {
    const chapter8 = numbersFromSource(year).sections;
    expect(Object.keys(GENERAL_RULES[year]).filter((rule) => chapter8.has(section(rule)))).toEqual([]);
  });

  it('reads the source texts: the edition-specific numbers the judge relies on', () => {
    const [en2011, de2024] = [numbersFromSource('2011'), numbersFromSource('2024')];
    expect(['801.16', '801.17', '800.7', '810.10', '810.7a'].filter((n) => !en2011.numbers.has(n))).toEqual([]);
    expect(['805.10a', '810.11', '800.4k'].filter((n) => en2011.numbers.has(n))).toEqual([]);
    expect(
      ['801.14', '801.15', '800.7', '810.11', '805.10a', '800.4k', '807.4h'].filter((n) => !de2024.numbers.has(n)),
    ).toEqual([]);
  });

  it('names each kind once, with a summary, and a description for each parameter', () => {
    const asks = QUESTION_KINDS.map((kind) => kind.ask);
    expect(new Set(asks).size).toBe(asks.length);
    expect(QUESTION_KINDS.filter((kind) => kind.summary.length < 10).map((kind) => kind.ask)).toEqual([]);
    const undescribed = QUESTION_KINDS.flatMap((kind) =>
      Object.entries(kind.params)
        .filter(([, p]) => p.description.length < 3)
        .map(([name]) => `${kind.ask}.${name}`),
    );
    expect(undescribed).toEqual([]);
  });
});
