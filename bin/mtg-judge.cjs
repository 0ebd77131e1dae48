#!/usr/bin/env node
// The installed command: run main() and hand its exit code to the process.
// dist/app/ is the bundled command line (npm run build; see src/build/bundle.ts).
'use strict';
const { join } = require('node:path');
const { loadBundle, writeCodeCaches } = require('./load-bundle.cjs');

const { main, processIo } = loadBundle(join(__dirname, '..', 'dist', 'app', 'main.cjs'));

// A reader that stops early (`mtg-judge rule 807 | head -1`) is not an error. Any other
// failure to write (a full disk, ENOSPC; a lost terminal, EIO) is one line and exit 2.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  const reason = String(error.message).replace(/^[A-Z]+: /, '').replace(/, write$/, '');
  process.stderr.write(`mtg-judge: cannot write the output: ${reason}${error.code ? ` (${error.code})` : ''}\n`);
  process.exit(2);
});

main(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
  // The build runs a few commands with this set, to write the code caches.
  if (process.env.MTG_JUDGE_WRITE_CODE_CACHE === '1') writeCodeCaches();
});
