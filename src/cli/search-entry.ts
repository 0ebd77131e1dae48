// The program bin/mtg-judge.cjs runs for `mtg-judge search`, the commonest command. A
// command line of words and the search's own options (search-args.ts) runs the search at
// once, without commander and the other commands' definitions; that is a good part of a
// search's start-up. Any other (help, a mistake to explain) goes to the whole program
// (main.ts), which reads it as for every command.
import type { Io } from './io.js';
import { createOutput } from './output.js';
import { reportError } from './report-error.js';
import { readSearchArgs } from './search-args.js';
import { runSearch } from './commands/search.js';

export async function main(argv: string[], terminal: Io): Promise<number> {
  const request = readSearchArgs(argv, terminal.env);
  if (!request) return (await import('./main.js')).main(argv, terminal);
  const { words, options } = request;
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

export { processIo } from './io.js';
