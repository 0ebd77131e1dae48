// mtg-judge mcp once started (issue 25: a `rule` call in under 5 ms, a `search` call in
// under 10 ms), side by side with the same work called in-process through the library:
// the difference is the protocol, the pipe and the JSON. Calls alternate between the two,
// so that a busy machine slows both alike. The server is the built command, talked to with
// the SDK's own client, as an assistant does. Also: a process that imports the library and
// looks a rule up, against node -e ''.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { lookUpRules, searchRules } from '../lib/index.js';
import { BASELINE, compareCommands, formatMs, median, percentile, ROOT } from './measure.js';

interface Pair {
  title: string;
  goal: number;
  mcp: () => Promise<unknown>;
  library: () => Promise<unknown>;
}

async function timeCall(call: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await call();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function runMcpBench(rounds: number): Promise<void> {
  const client = new Client({ name: 'mtg-judge-bench', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [join(ROOT, 'bin', 'mtg-judge.cjs'), 'mcp'] }),
  );
  const pairs: Pair[] = [
    {
      title: 'rule 807.4e',
      goal: 5,
      mcp: () => client.callTool({ name: 'rule', arguments: { numbers: ['807.4e'] } }),
      library: () => lookUpRules('807.4e'),
    },
    {
      title: 'search turn marker removed',
      goal: 10,
      mcp: () => client.callTool({ name: 'search', arguments: { query: 'turn marker removed' } }),
      library: () => searchRules('turn marker removed'),
    },
  ];
  console.log(`\nmtg-judge mcp once started, against the library in-process: medians of ${rounds} alternating calls`);
  try {
    for (const pair of pairs) {
      // Warm-up: the first calls read the corpus and the index, and compile the code.
      for (let i = 0; i < 5; i++) await Promise.all([pair.mcp(), pair.library()]);
      const mcp: number[] = [];
      const library: number[] = [];
      for (let round = 0; round < rounds; round++) {
        mcp.push(await timeCall(pair.mcp));
        library.push(await timeCall(pair.library));
      }
      const [served, called] = [median(mcp), median(library)];
      const verdict = served < pair.goal ? 'meets' : 'misses';
      console.log(`  ${pair.title}`);
      console.log(
        `    mcp ${formatMs(served)} (95th percentile ${formatMs(percentile(mcp, 95))}); goal < ${pair.goal} ms: ${verdict}`,
      );
      console.log(`    library ${formatMs(called)}; mcp / library ratio ${(served / called).toFixed(2)}`);
    }
  } finally {
    await client.close();
  }
  printLibraryStart(Math.max(3, Math.round(rounds / 10)));
}

/** A process that imports the package's library bundle and looks one rule up, against node -e ''. */
function printLibraryStart(rounds: number): void {
  const script = `const { lookUpRules } = await import(${JSON.stringify(join(ROOT, 'dist', 'library', 'index.js'))}); await lookUpRules('807.4e');`;
  const command = {
    label: "import('mtg-judge'), lookUpRules('807.4e')",
    argv: [process.execPath, '--input-type=module', '-e', script],
  };
  const { wall } = compareCommands([BASELINE, command], rounds);
  console.log(`\nthe library in a new process, median of ${rounds}`);
  console.log(`  ${command.label}: ${formatMs(wall[1]!)}; ${BASELINE.label}: ${formatMs(wall[0]!)}`);
  console.log(
    `  ratio ${(wall[1]! / wall[0]!).toFixed(2)} (for reference: a script pays this once, then each call as above)`,
  );
}
