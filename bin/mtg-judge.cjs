#!/usr/bin/env node
// The installed command: run main() and hand its exit code to the process. The file is also
// the loader of the bundled command line, dist/app/ (npm run build; see
// src/build/bundle.ts): each bundle has a .cache file written by the build, V8's code cache,
// so start-up skips compiling the code a lookup runs. A cache V8 rejects (another Node
// version) only costs the compile. The build and two tests require this file for the loader.
// One file rather than a command and a loader module: each file Node loads costs a command
// about a millisecond.
'use strict';
const { readFileSync, writeFileSync, existsSync } = require('node:fs');
const { dirname, join } = require('node:path');
const vm = require('node:vm');

const scripts = new Map();

/** The bundle as a script, compiled with its code cache where there is one. */
function compileBundle(file) {
  const source = readFileSync(file, 'utf8');
  const cacheFile = `${file}.cache`;
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  return new vm.Script(wrapper, { filename: file, cachedData });
}

function loadBundle(file) {
  const loaded = scripts.get(file);
  if (loaded) return loaded.module.exports;
  const script = compileBundle(file);
  const module = { exports: {} };
  scripts.set(file, { script, module });
  // The bundles require each other by relative path, siblings in one folder: those go
  // through this loader too, found without Node's module resolution (a stat and a realpath
  // for each). Everything else they require is built into Node.
  const bundleRequire = (id) => (id.startsWith('./') && id.endsWith('.cjs') ? loadBundle(join(dirname(file), id)) : require(id));
  script.runInThisContext()(module.exports, bundleRequire, module, file, dirname(file));
  return module.exports;
}

/** After a run, writes the code cache of every bundle it loaded (used by the build). */
function writeCodeCaches() {
  for (const [file, { script }] of scripts) writeFileSync(`${file}.cache`, script.createCachedData());
}

/** The bundle files loaded so far, in order (for the test that they stay few). */
function loadedBundles() {
  return [...scripts.keys()];
}

module.exports = { compileBundle, loadBundle, writeCodeCaches, loadedBundles };

if (require.main === module) {
  // A search, the commonest command, has a program of its own with the command built in.
  const program = process.argv[2] === 'search' ? 'search-main.cjs' : 'main.cjs';
  const { main, processIo } = loadBundle(join(__dirname, '..', 'dist', 'app', program));

  // Write errors on stdout (EPIPE, ENOSPC, EIO) are handled where stdout is written: cli/io.ts.
  main(process.argv.slice(2), processIo()).then((code) => {
    process.exitCode = code;
    // The build runs a few commands with this set, to write the code caches.
    if (process.env.MTG_JUDGE_WRITE_CODE_CACHE === '1') writeCodeCaches();
  });
}
