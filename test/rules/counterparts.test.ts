import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  counterpartsOf,
  describeSameNumber,
  groupOf,
  linkedCounterparts,
  sameNumberElsewhere,
  validateCounterpartTable,
  type EditionNumbers,
} from '../../src/rules/counterparts.js';
import type { CounterpartTable, RuleCorpus } from '../../src/rules/corpus-model.js';
import { haveOfficialRules, officialRules, officialTitle } from '../official-rules.js';

const EN = 'en-2011-02-04';
const DE = 'de-2024-03-08';
const IT = 'it-2025-09-19';
const root = new URL('../../', import.meta.url);
const table = JSON.parse(readFileSync(new URL('rules-data/counterparts.json', root), 'utf8')) as CounterpartTable;

const CHAPTER_8 = Array.from({ length: 12 }, (_, i) => String(800 + i));
const SEEDS: Record<string, { file: string; sections: string[] }> = {
  [EN]: { file: 'comprehensive-rules-en-2011-02-04-chapter-8.txt', sections: CHAPTER_8 },
  [DE]: { file: 'comprehensive-rules-de-2024-03-08-chapter-8.txt', sections: CHAPTER_8 },
  [IT]: { file: 'comprehensive-rules-it-2025-09-19-rule-805.txt', sections: ['805'] },
};

/**
 * Fallback for when the generated corpus is absent: the rule numbers that start a line of a
 * seed text. Only 800–811 count, because a wrapped English line can begin with a cited
 * number ("103.4." ends rule 805.3a); the Italian list puts "- " before each number.
 */
function ruleNumbersFromSeedText(text: string): string[] {
  const numbers: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const match = /^(?:- )?(8(?:0\d|1[01])\.\d+[a-z]?)\.?\s/.exec(line);
    if (match?.[1] !== undefined) numbers.push(match[1]);
  }
  return numbers;
}

/** Each edition's rule numbers: from the corpus JSON where it exists, else from the seed. */
function readEditionNumbers(key: string): EditionNumbers & { from: string } {
  const corpusUrl = new URL(`rules-data/corpus/rules.${key}.json`, root);
  if (existsSync(corpusUrl)) {
    const corpus = JSON.parse(readFileSync(corpusUrl, 'utf8')) as RuleCorpus;
    return { numbers: corpus.rules.map((rule) => rule.number), sections: corpus.sectionsCovered, from: 'corpus' };
  }
  return { ...readSeedNumbers(key), from: 'seed' };
}

function readSeedNumbers(key: string): EditionNumbers {
  const seed = SEEDS[key];
  if (seed === undefined) throw new Error(`no seed for ${key}`);
  const text = readFileSync(new URL(`rules-data/sources/${seed.file}`, root), 'utf8');
  return { numbers: ruleNumbersFromSeedText(text), sections: seed.sections };
}

const editions = Object.fromEntries(table.editions.map((key) => [key, readEditionNumbers(key)]));

describe('counterpart table: completeness', () => {
  it('lists the three editions', () => {
    expect(table.schemaVersion).toBe(1);
    expect(table.editions).toEqual([EN, DE, IT]);
  });

  it.each([
    [EN, 160],
    [DE, 173],
    [IT, 25],
  ] as const)('reads every rule number of %s (%i)', (key, count) => {
    expect(editions[key]?.numbers, `read from the ${editions[key]?.from}`).toHaveLength(count);
  });

  it.each([EN, DE, IT])('reads the same numbers of %s from its seed', (key) => {
    expect(readSeedNumbers(key)).toEqual({ numbers: editions[key]?.numbers, sections: editions[key]?.sections });
  });

  it('has every rule number of each edition in exactly one group, and no other', () => {
    expect(validateCounterpartTable(table, editions)).toEqual([]);
  });

  it('gives every group a distinct topic', () => {
    const topics = table.groups.map((group) => group.topic);
    expect(topics.every((topic) => topic.length > 0)).toBe(true);
    expect(new Set(topics).size).toBe(topics.length);
  });

  it('reports a missing, a duplicated and an unknown number', () => {
    const broken: CounterpartTable = { ...table, groups: table.groups.slice(1) };
    broken.groups.push({ topic: 'x', numbers: { [EN]: '800.2', [DE]: '899.9' } });
    const codes = validateCounterpartTable(broken, editions).map((problem) => problem.code);
    expect(codes).toContain('counterparts/missing-number');
    expect(codes).toContain('counterparts/duplicate-number');
    expect(codes).toContain('counterparts/unknown-number');
  });
});

// [English 2011, German 2024, Italian 2025 (undefined: not covered), topic or undefined]
const SPOT_CHECKS: [string | null, string | null, string | null | undefined, string?][] = [
  ['800.5', '800.6', undefined, 'the mulligan rule'],
  ['800.6', '800.7', undefined, 'the first-turn draw step'],
  ['801.12', null, undefined, 'the legend rule'],
  ['800.7', null, undefined],
  ['801.14', null, undefined, 'the planeswalker uniqueness rule'],
  ['801.13', '801.12', undefined, 'the world rule'],
  ['801.15a', '801.13a', undefined],
  ['801.16', '801.14', undefined],
  ['801.17', '801.15', undefined],
  ['801.19', '801.18', undefined],
  [null, '800.4c', undefined],
  ['800.4c', '800.4d', undefined],
  ['800.4e', '800.4g', undefined],
  [null, '800.4f', undefined],
  ['800.4i', '800.4p', undefined],
  [null, '800.5', undefined, 'the seating order'],
  [null, '801.17', undefined],
  ['802.2a', '802.2a', undefined],
  ['805.1', '805.1', '805.1'],
  ['805.3a', '805.3a', '805.3a'],
  [null, '805.4d', '805.4d'],
  ['805.9', '805.9', '805.9'],
  ['810.7', '805.10', '805.10'],
  ['810.7a', '805.10a', '805.10a'],
  ['810.7c', '805.10b', '805.10b'],
  [null, '805.10c', '805.10c'],
  ['810.7d', '805.10d', '805.10d'],
  ['810.7b', '805.10e', '805.10e'],
  ['810.7e', '805.10f', null],
  ['810.7f', '805.10g', '805.10f'],
  [null, '810.7', undefined],
  [null, '810.8d', undefined],
  [null, '810.10', undefined],
  [null, '810.10a', undefined],
  [null, '810.10d', undefined],
  ['810.10', '810.11', undefined],
  ['811.5', '811.5', undefined],
];

const spotLabel = (en: string | null, de: string | null, it: string | null | undefined): string =>
  [`English ${en ?? '-'}`, `German ${de ?? '-'}`, ...(it === undefined ? [] : [`Italian ${it ?? '-'}`])].join(' = ');

describe('counterpart table: spot checks', () => {
  it.each(SPOT_CHECKS.map((row) => [spotLabel(row[0], row[1], row[2]), ...row] as const))(
    '%s',
    (_, en, de, it, topic) => {
      const key = en !== null ? EN : DE;
      const group = groupOf(table, key, (en ?? de) as string);
      expect(group).toBeDefined();
      const expected: Record<string, string | null> = { [EN]: en, [DE]: de };
      if (it !== undefined) expected[IT] = it;
      expect(group?.numbers).toEqual(expected);
      if (topic !== undefined) expect(group?.topic).toBe(topic);
    },
  );
});

describe('counterpartsOf and linkedCounterparts', () => {
  it('follows the mulligan rule from English 800.5 to German 800.6', () => {
    expect(counterpartsOf(table, EN, '800.5')).toEqual([
      { lang: 'de', edition: '2024-03-08', number: '800.6', covered: true },
      { lang: 'it', edition: '2025-09-19', number: null, covered: false },
    ]);
  });

  it('marks a rule that an edition covers but lacks as null and covered', () => {
    expect(counterpartsOf(table, DE, '805.10f')).toEqual([
      { lang: 'en', edition: '2011-02-04', number: '810.7e', covered: true },
      { lang: 'it', edition: '2025-09-19', number: null, covered: true },
    ]);
    expect(linkedCounterparts(table, IT, '805.10f')).toEqual([
      { lang: 'en', edition: '2011-02-04', number: '810.7f' },
      { lang: 'de', edition: '2024-03-08', number: '805.10g' },
    ]);
    expect(linkedCounterparts(table, EN, '801.12')).toEqual([]);
  });

  it('knows nothing of a number an edition does not have', () => {
    expect(counterpartsOf(table, EN, '800.4k')).toBeUndefined();
    expect(groupOf(table, IT, '801.1')).toBeUndefined();
  });
});

describe('sameNumberElsewhere and describeSameNumber', () => {
  it('tells where English 800.6 went and what German 800.6 is', () => {
    const report = sameNumberElsewhere(table, EN, '800.6');
    expect(report.topic).toBe('the first-turn draw step');
    expect(report.elsewhere[0]).toEqual({
      lang: 'de',
      edition: '2024-03-08',
      sameNumber: { number: '800.6', topic: 'the mulligan rule', sameRule: false, here: '800.5' },
      coversSection: true,
      counterpart: { lang: 'de', edition: '2024-03-08', number: '800.7', covered: true },
    });
    expect(describeSameNumber(report)).toEqual([
      'In German 2024, 800.6 is the mulligan rule; the first-turn draw step is 800.7 there.',
    ]);
    expect(describeSameNumber(sameNumberElsewhere(table, DE, '800.6'))).toEqual([
      'In English 2011, 800.6 is the first-turn draw step; the mulligan rule is 800.5 there.',
    ]);
  });

  it('says nothing where the number means the same rule', () => {
    expect(describeSameNumber(sameNumberElsewhere(table, DE, '805.4a'))).toEqual([]);
    expect(describeSameNumber(sameNumberElsewhere(table, EN, '801.2'))).toEqual([]);
  });

  it('explains the 805.10 shift between German 2024 and Italian 2025', () => {
    expect(describeSameNumber(sameNumberElsewhere(table, DE, '805.10f'))).toEqual([
      'In Italian 2025, 805.10f is assigning combat damage in team combat; it has no rule on damage assignment order in team combat.',
    ]);
  });

  it('says nothing where the other editions simply lack the number', () => {
    expect(describeSameNumber(sameNumberElsewhere(table, EN, '810.7f'))).toEqual([]);
  });

  it('handles a number this edition lacks and a rule the other edition lacks', () => {
    expect(describeSameNumber(sameNumberElsewhere(table, EN, '800.4k'))).toEqual([
      'In German 2024, 800.4k is the turn of a player who has left; English 2011 has no such rule.',
    ]);
    expect(describeSameNumber(sameNumberElsewhere(table, EN, '810.11'))).toEqual([
      'In German 2024, 810.11 is Two-Headed Giant with larger teams; in English 2011 that rule is 810.10.',
    ]);
    expect(describeSameNumber(sameNumberElsewhere(table, EN, '801.12'))).toEqual([
      'In German 2024, 801.12 is the world rule; it has no rule on the legend rule.',
    ]);
  });
});

// The official English texts of the same editions, outside the project (test/official-rules.ts).
const hasExternal = haveOfficialRules('2011-02-04', '2024-03-08', '2025-09-19');

/** Chapter 8 of an official text: rule number → the rule's line, examples left out. */
function readOfficialChapter8(date: string): Map<string, string> {
  const text = readFileSync(officialRules(date), 'utf8').replace(/^\uFEFF/, '');
  const rules = new Map<string, string>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    const match = /^(8(?:0\d|1[01])\.\d+[a-z]?)\.?\s+(.*)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) rules.set(match[1], match[2]);
  }
  return rules;
}

/** Cosine similarity of word counts: crude, but enough to catch a link to the wrong rule. */
function similarity(a: string, b: string): number {
  const count = (s: string): Map<string, number> => {
    const words = new Map<string, number>();
    for (const w of s
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z0-9']+/g) ?? [])
      words.set(w, (words.get(w) ?? 0) + 1);
    return words;
  };
  const x = count(a);
  const y = count(b);
  let dot = 0;
  for (const [w, n] of x) dot += n * (y.get(w) ?? 0);
  const norm = (m: Map<string, number>): number => Math.sqrt([...m.values()].reduce((s, n) => s + n * n, 0));
  return dot / (norm(x) * norm(y) || 1);
}

// Chosen from the data: the lowest linked 2011↔2024 pair is the rewritten mulligan rule
// (800.5 ↔ 800.6, about 0.48); the highest pair of two unlinked rules is 2011 800.7 and
// 2024 801.17 (about 0.66), which share the words of "limited range of influence option".
const LINKED_FLOOR = 0.45;
const UNLINKED_CEILING = 0.75;
// 2025 changed 805 only by dropping one rule: its linked rules read like 2024's.
const LINKED_FLOOR_2025 = 0.9;

const externalTitle = officialTitle(
  'counterpart table against the official English texts',
  '2011-02-04',
  '2024-03-08',
  '2025-09-19',
);

describe.skipIf(!hasExternal)(externalTitle, () => {
  const DATES: Record<string, string> = { [EN]: '2011-02-04', [DE]: '2024-03-08', [IT]: '2025-09-19' };
  const texts = new Map(
    Object.entries(DATES).map(([key, date]) => [
      key,
      hasExternal ? readOfficialChapter8(date) : new Map<string, string>(),
    ]),
  );
  const score = (a: string, x: string, b: string, y: string): number =>
    similarity(texts.get(a)?.get(x) ?? '', texts.get(b)?.get(y) ?? '');
  /** The groups' pairs of numbers between two editions, linked or not. */
  const pairsOf = (a: string, b: string): [string | null, string | null][] =>
    table.groups.filter((g) => Object.hasOwn(g.numbers, b)).map((g) => [g.numbers[a] ?? null, g.numbers[b] ?? null]);
  const weakLinks = (a: string, b: string, floor: number) =>
    pairsOf(a, b)
      .filter((p): p is [string, string] => p[0] !== null && p[1] !== null)
      .map(([x, y]) => ({ x, y, score: score(a, x, b, y) }))
      .filter((link) => link.score < floor);

  it('has official rule numbers equal to the seeds', () => {
    expect([...(texts.get(EN)?.keys() ?? [])]).toEqual(editions[EN]?.numbers);
    expect([...(texts.get(DE)?.keys() ?? [])]).toEqual(editions[DE]?.numbers);
    expect([...(texts.get(IT)?.keys() ?? [])].filter((n) => n.startsWith('805.'))).toEqual(editions[IT]?.numbers);
  });

  it(`links only 2011↔2024 rules with a similarity of at least ${LINKED_FLOOR}`, () => {
    expect(weakLinks(EN, DE, LINKED_FLOOR)).toEqual([]);
  });

  it(`links only 2024↔2025 rules with a similarity of at least ${LINKED_FLOOR_2025}`, () => {
    expect(weakLinks(DE, IT, LINKED_FLOOR_2025)).toEqual([]);
  });

  it(`leaves no unlinked 2011 rule with an unlinked 2024 rule at ${UNLINKED_CEILING} or more`, () => {
    const pairs = pairsOf(EN, DE);
    const only2011 = pairs.flatMap(([a, b]) => (a !== null && b === null ? [a] : []));
    const only2024 = pairs.flatMap(([a, b]) => (a === null && b !== null ? [b] : []));
    expect(only2011).toEqual(['800.7', '801.12', '801.14']);
    const close = only2011.flatMap((x) => only2024.map((y) => ({ x, y, score: score(EN, x, DE, y) })));
    expect(close.filter((pair) => pair.score >= UNLINKED_CEILING)).toEqual([]);
  });
});
