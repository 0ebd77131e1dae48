// `mtg-judge rule` with 1,000, 10,000 and 100,000 numbers (issue 13: 10,000 in under 2 s),
// each number one of the English 2011 text's, the list repeated. The time per number is
// counted after the time of one number, so that starting Node is not spread over them.
import { readCorpusIndex, readRuleCorpus } from '../io/read-corpus.js';
import { printGrowth, SIZES } from './growth.js';
import { compareCommands, formatMs, mtgJudge } from './measure.js';

function numbers(count: number): string[] {
  const entry = readCorpusIndex().editions.find((e) => e.lang === 'en' && e.edition === '2011-02-04')!;
  const all = readRuleCorpus(entry.file, entry.dir).rules.map((rule) => rule.number);
  return Array.from({ length: count }, (_, i) => all[i % all.length]!);
}

export function runRuleBench(rounds: number): void {
  console.log(`\nrule with many numbers, English 2011, median of ${rounds}`);
  const command = (count: number) => ({
    ...mtgJudge('rule', '--lang', 'en', ...numbers(count)),
    label: `rule × ${count}`,
  });
  const times = compareCommands([command(1), ...SIZES.map(command)], rounds).wall;
  const one = times[0]!;
  console.log(`  one number: ${formatMs(one)}; the rows below count the time beyond it`);
  printGrowth(
    'numbers',
    SIZES.map((count, i) => ({ units: count, ms: Math.max(0, times[i + 1]! - one) })),
  );
  const total10k = times[SIZES.indexOf(10_000) + 1]!;
  console.log(`  10,000 numbers in all: ${formatMs(total10k)}; goal < 2 s: ${total10k < 2000 ? 'meets' : 'misses'}`);
}
