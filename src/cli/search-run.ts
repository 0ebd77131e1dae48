// A plain search's command line (search-args.ts) run on a terminal or on anything else that
// takes its output: the program bin/mtg-judge.cjs runs for a search, and the search server
// (search-server.ts) for each search it is asked, run the same.
import type { Io } from './io.js';
import { createOutput } from './output.js';
import { reportError } from './report-error.js';
import type { SearchArgs } from './search-args.js';
import { runSearch } from './commands/search.js';

export async function runPlainSearch({ words, options }: SearchArgs, terminal: Io): Promise<number> {
  const output = createOutput(terminal);
  let exitCode: number;
  try {
    exitCode = await runSearch({ io: output.io, args: words, options });
  } catch (error) {
    exitCode = reportError(error, output.io);
  }
  // JSON is shown as written, never wrapped: a copy must still parse (as main.ts).
  await output.finish({ pager: options.pager, wrap: options.json !== true });
  return exitCode;
}
