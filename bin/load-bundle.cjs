// Loads the bundled command line with V8's code cache: each bundle in dist/app/ has a
// .cache file written by the build (npm run build), so start-up skips compiling the code
// a lookup runs. A cache V8 rejects (another Node version) only costs the compile.
'use strict';
const { readFileSync, writeFileSync, existsSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname } = require('node:path');
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
  const realRequire = createRequire(file);
  // The bundles require each other by relative path; those go through this loader too.
  const bundleRequire = (id) => (id.startsWith('./') && id.endsWith('.cjs') ? loadBundle(realRequire.resolve(id)) : realRequire(id));
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
