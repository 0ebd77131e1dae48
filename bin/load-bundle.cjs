// Loads the bundled command line with V8's code cache: each bundle in dist/app/ has a
// .cache file written by the build (npm run build), so start-up skips compiling the code
// a lookup runs. A cache V8 rejects (another Node version) only costs the compile.
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
