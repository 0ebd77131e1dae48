#!/usr/bin/env node
// The installed command: run main() and hand its exit code to the process.
// dist/app/ is the bundled command line (npm run build; see src/build/bundle.ts).
'use strict';
const { join } = require('node:path');
const { loadBundle, writeCodeCaches } = require('./load-bundle.cjs');

// A search, the commonest command, has a program of its own with the command built in.
const program = process.argv[2] === 'search' ? 'search-main.cjs' : 'main.cjs';
const { main, processIo } = loadBundle(join(__dirname, '..', 'dist', 'app', program));

// Write errors on stdout (EPIPE, ENOSPC, EIO) are handled where stdout is written: cli/io.ts.
main(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
  // The build runs a few commands with this set, to write the code caches.
  if (process.env.MTG_JUDGE_WRITE_CODE_CACHE === '1') writeCodeCaches();
});
