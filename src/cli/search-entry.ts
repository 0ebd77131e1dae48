// The program bin/mtg-judge.cjs runs for `mtg-judge search`, the commonest command. A
// command line of words and the search's own options (search-args.ts) runs the search at
// once, without commander and the other commands' definitions; that is a good part of a
// search's start-up. Any other (help, a mistake to explain) goes to the whole program
// (main.ts), which reads it as for every command. The same program is the search server
// (search-server.ts), which bin/mtg-judge.cjs starts and asks.
import type { Io } from './io.js';
import { readSearchArgs } from './search-args.js';
import { runPlainSearch } from './search-run.js';

export async function main(argv: string[], terminal: Io): Promise<number> {
  const request = readSearchArgs(argv, terminal.env);
  if (!request) return (await import('./main.js')).main(argv, terminal);
  return runPlainSearch(request, terminal);
}

export { processIo } from './io.js';
export { serveSearches } from './search-server.js';
