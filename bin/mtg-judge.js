#!/usr/bin/env node
// The installed command: run main() and hand its exit code to the process.
import { main } from '../dist/cli/main.js';
import { processIo } from '../dist/cli/io.js';

// A reader that stops early (`mtg-judge rule 807 | head -1`) is not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await main(process.argv.slice(2), processIo());
