// npm run bench: the figures the issues ask for, each measured side by side in one run.
import { fileURLToPath } from 'node:url';
import { compareCommands, formatMs, type Command } from './measure.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/mtg-judge.js', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const baseline: Command = { label: "node -e ''", argv: [process.execPath, '-e', ''] };

function ratioLine(title: string, command: Command, goal: number): void {
  const [base, ours] = compareCommands([baseline, command], ROUNDS);
  const ratio = ours! / base!;
  const verdict = ratio <= goal ? 'meets' : 'misses';
  console.log(`${title}`);
  console.log(`  ${command.label}: ${formatMs(ours!)} median; node -e '': ${formatMs(base!)} median`);
  console.log(`  ratio ${ratio.toFixed(2)} (goal ≤ ${goal}: ${verdict}), ${ROUNDS} alternating rounds`);
}

console.log(`mtg-judge bench (Node ${process.version}, ${ROUNDS} rounds; BENCH_ROUNDS changes it)\n`);
ratioLine('rule lookup', { label: 'mtg-judge rule 807.4e', argv: [process.execPath, bin, 'rule', '807.4e'], cwd: root }, 1.3);
(await import('./search-bench.js')).runSearchBench(ROUNDS);
(await import('./grand-melee-bench.js')).runGrandMeleeBench();
