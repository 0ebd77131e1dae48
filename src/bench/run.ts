// npm run bench: the figures the issues ask for, each measured side by side in one run.
// Commands are timed alternately with node -e '', so a busy machine slows both alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopServersIn } from '../cli/search-server.js';
import { mtgJudge, printRatio } from './measure.js';
import { runSearchBench } from './search-bench.js';
import { runCheckBench } from './check-bench.js';
import { runGrandMeleeBench } from './grand-melee-bench.js';
import { runTerminalBench } from './terminal-bench.js';
import { runImportBench } from './import-bench.js';
import { runEmperorBench } from './emperor-bench.js';
import { runRuleBench } from './rule-bench.js';
import { runTableSvgBench } from './table-svg-bench.js';
import { runImportedRulingBench } from './imported-ruling-bench.js';
import { runMcpBench } from './mcp-bench.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

// The search servers the bench's searches start (src/cli/search-server.ts) keep their boxes
// in a temporary folder of its own, and are stopped at the end.
const temporary = mkdtempSync(join(tmpdir(), 'mtg-judge-bench-'));
process.env.TMPDIR = temporary;
process.on('exit', () => {
  stopServersIn(temporary);
  rmSync(temporary, { recursive: true, force: true });
});

console.log(`mtg-judge bench (Node ${process.version}, ${ROUNDS} rounds; BENCH_ROUNDS changes it)`);
printRatio('rule lookup', mtgJudge('rule', '807.4e'), 1.3, ROUNDS);
runSearchBench(ROUNDS);
runTerminalBench(ROUNDS);
runCheckBench(Math.max(3, Math.round(ROUNDS / 5)));
await runGrandMeleeBench();
await runEmperorBench(Math.max(3, Math.round(ROUNDS / 5)));
runRuleBench(Math.max(3, Math.round(ROUNDS / 5)));
runImportBench(ROUNDS);
runTableSvgBench(ROUNDS);
runImportedRulingBench(ROUNDS);
await runMcpBench(ROUNDS * 10);
