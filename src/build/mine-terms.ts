// npm run mine-terms: proposes English/German/Italian term pairs for the curated term list
// (rules-data/terms/terms.json) and writes them to rules-data/terms/candidates.txt.
//
//   npm run mine-terms -- [--top N] [--min-co N] [--min-dice X] [--out FILE]
//
// The parallel corpora, each a list of aligned segments (a rule's text is one segment;
// its examples are more when both sides have as many, else they join the text):
//   A  en-2011 ↔ de-2024   the counterpart groups of rules-data/counterparts.json naming both
//   C  en-2024 ↔ de-2024   the same rule numbers; English from the official 2024-03-08 text
//   B  de-2024 ↔ it-2025   the counterpart groups naming both
//   D  en-2025 ↔ it-2025   the same rule numbers; English from the official 2025-09-19 text
// The official texts are read from $MTG_JUDGE_OFFICIAL_RULES (else ../shared/external/
// comprehensive-rules beside the clone); without them C and D are left out. They are read,
// never copied: only the candidate pairs are written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPackageRoot } from '../io/package-root.js';
import { readCounterparts, readRuleCorpus } from '../io/read-corpus.js';
import { mineCandidates, ngrams, type Candidate, type MiningLang, type Segment } from './term-mining.js';

interface RuleText {
  text: string;
  examples: string[];
}

const root = findPackageRoot();
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && at + 1 < args.length ? args[at + 1]! : fallback;
};
const TOP = Number(option('--top', '300'));
const MIN_CO = Number(option('--min-co', '2'));
const MIN_DICE = Number(option('--min-dice', '0.4'));
const OUT = option('--out', join(root, 'rules-data', 'terms', 'candidates.txt'));
const OFFICIAL = process.env.MTG_JUDGE_OFFICIAL_RULES ?? join(root, '..', 'shared', 'external', 'comprehensive-rules');

function shippedRules(edition: string): Map<string, RuleText> {
  const corpus = readRuleCorpus(`rules.${edition}.json`);
  return new Map(corpus.rules.map((rule) => [rule.number, { text: rule.text, examples: rule.examples }]));
}

/**
 * Chapter 8 of an official English text: from the second "800." line (the first is the
 * table of contents) to the second "900." line. Examples are the "Example:" lines.
 */
function officialRules(date: string): Map<string, RuleText> | undefined {
  const file = join(OFFICIAL, `MagicCompRules-${date}.txt`);
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n').split('\n');
  const heads = (head: string) => lines.flatMap((line, i) => (line.trim().startsWith(head) ? [i] : []));
  const rules = new Map<string, RuleText>();
  let current: RuleText | undefined;
  for (const raw of lines.slice(heads('800. ')[1], heads('900. ')[1])) {
    const line = raw.trim();
    const rule = /^(\d{3}\.\d+[a-z]?)\.?\s+(.*)$/.exec(line);
    if (rule) rules.set(rule[1]!, (current = { text: rule[2]!, examples: [] }));
    else if (current && line.startsWith('Example:')) current.examples.push(line.replace(/^Example:\s*/, ''));
  }
  return rules;
}

function segmentsOf(
  pairs: readonly [string, RuleText | undefined, RuleText | undefined][],
  langs: [MiningLang, MiningLang],
): { rules: number; segments: Segment[] } {
  const segments: Segment[] = [];
  let rules = 0;
  for (const [label, a, b] of pairs) {
    if (!a || !b) continue;
    rules++;
    const texts: [string, string][] =
      a.examples.length === b.examples.length
        ? [[a.text, b.text], ...a.examples.map((example, i): [string, string] => [example, b.examples[i]!])]
        : [[[a.text, ...a.examples].join(' '), [b.text, ...b.examples].join(' ')]];
    for (const [ta, tb] of texts) segments.push({ label, a: ngrams(ta, langs[0]), b: ngrams(tb, langs[1]) });
  }
  return { rules, segments };
}

type Pairs = [string, RuleText | undefined, RuleText | undefined][];

function counterpartPairs(from: string, to: string, a: Map<string, RuleText>, b: Map<string, RuleText>): Pairs {
  return readCounterparts().groups.flatMap((group): Pairs => {
    const x = group.numbers[from];
    const y = group.numbers[to];
    return typeof x === 'string' && typeof y === 'string' ? [[`${x}/${y}`, a.get(x), b.get(y)]] : [];
  });
}

function sameNumbers(english: Map<string, RuleText> | undefined, other: Map<string, RuleText>): Pairs {
  return english
    ? [...other.keys()].map((number): Pairs[number] => [number, english.get(number), other.get(number)])
    : [];
}

function line(p: Candidate, langs: [MiningLang, MiningLang]): string {
  const counts = `${String(p.n11).padStart(3)} ${String(p.nx).padStart(3)} ${String(p.ny).padStart(3)}`;
  return `${p.dice.toFixed(3)}  ${p.llr.toFixed(1).padStart(6)}  ${counts}  ${langs[0]}:${p.x} => ${langs[1]}:${p.y}  [${p.examples.join(', ')}]`;
}

const en2011 = shippedRules('en-2011-02-04');
const de2024 = shippedRules('de-2024-03-08');
const it2025 = shippedRules('it-2025-09-19');
const corpora: { name: string; langs: [MiningLang, MiningLang]; pairs: Pairs }[] = [
  {
    name: 'A  en-2011 <-> de-2024 (counterparts.json)',
    langs: ['en', 'de'],
    pairs: counterpartPairs('en-2011-02-04', 'de-2024-03-08', en2011, de2024),
  },
  {
    name: 'C  en-2024 <-> de-2024 (official English, same numbers)',
    langs: ['en', 'de'],
    pairs: sameNumbers(officialRules('2024-03-08'), de2024),
  },
  {
    name: 'B  de-2024 <-> it-2025 (counterparts.json)',
    langs: ['de', 'it'],
    pairs: counterpartPairs('de-2024-03-08', 'it-2025-09-19', de2024, it2025),
  },
  {
    name: 'D  en-2025 <-> it-2025 (official English, same numbers)',
    langs: ['en', 'it'],
    pairs: sameNumbers(officialRules('2025-09-19'), it2025),
  },
];

const out = [
  '# mtg-judge term mining: candidate translations from aligned multiplayer rules (npm run mine-terms)',
  `# n-grams 1..3, min co-occurrence ${MIN_CO}, min Dice ${MIN_DICE}, mutual-best by Dice, sorted by G2, top ${TOP} per corpus`,
  '# columns: dice  G2  co(s,t)  c(s)  c(t)  source => target  [example rule numbers]',
];
for (const corpus of corpora) {
  const { rules, segments } = segmentsOf(corpus.pairs, corpus.langs);
  if (rules === 0) {
    out.push('', `## ${corpus.name}: skipped, the official text is not in ${OFFICIAL}`);
    continue;
  }
  const result = mineCandidates(segments, { minCo: MIN_CO, minDice: MIN_DICE });
  out.push(
    '',
    `## ${corpus.name}: ${rules} rule pairs, ${result.segments} aligned segments, ${result.scored} pairs scored, ${result.candidates.length} mutual-best (${result.collapsed} variants collapsed)`,
    ...result.candidates.slice(0, TOP).map((p) => line(p, corpus.langs)),
  );
}
writeFileSync(OUT, out.join('\n') + '\n');
process.stdout.write(`wrote ${OUT}\n`);
