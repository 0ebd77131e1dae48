#!/usr/bin/env node
// The installed command: run main() and hand its exit code to the process.
// dist/app/ is the bundled command line (npm run build; see src/build/bundle.ts).
'use strict';
const { main, processIo } = require('../dist/app/main.cjs');

// A reader that stops early (`mtg-judge rule 807 | head -1`) is not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

main(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});
