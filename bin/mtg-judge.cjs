#!/usr/bin/env node
// The installed command: run main() and hand its exit code to the process. The file is also
// the loader of the bundled command line, dist/app/ (npm run build; see
// src/build/bundle.ts): each bundle has a .cache file written by the build, V8's code cache,
// so start-up skips compiling the code a lookup runs. A cache V8 rejects (another Node
// version) only costs the compile. The build and two tests require this file for the loader.
// One file rather than a command and a loader module: each file Node loads costs a command
// about a millisecond.
'use strict';
const {
  closeSync,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} = require('node:fs');
const { dirname, join, resolve } = require('node:path');
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
  const bundleRequire = (id) =>
    id.startsWith('./') && id.endsWith('.cjs') ? loadBundle(join(dirname(file), id)) : require(id);
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

module.exports = { compileBundle, loadBundle, writeCodeCaches, loadedBundles, searchServerBox };

/** Runs the command line in this process, as the program for it (the search's own, or the whole one). */
function runHere(argv) {
  // A search, the commonest command, has a program of its own with the command built in.
  const program = argv[0] === 'search' ? 'search-main.cjs' : 'main.cjs';
  const { main, processIo } = loadBundle(join(__dirname, '..', 'dist', 'app', program));

  // Write errors on stdout (EPIPE, ENOSPC, EIO) are handled where stdout is written: cli/io.ts.
  main(argv, processIo()).then((code) => {
    process.exitCode = code;
    // The build runs a few commands with this set, to write the code caches.
    if (process.env.MTG_JUDGE_WRITE_CODE_CACHE === '1') writeCodeCaches();
  });
}

// The search server (src/cli/search-server.ts) keeps the search's program compiled and its
// index read: a search whose output goes to a file or a pipe asks it rather than start
// them again, which is most of what a search costs. The first search, or one the server
// cannot answer, runs here as any command does; the first also starts the server for the
// next. MTG_JUDGE_SEARCH_SERVER=off runs every search here. On a terminal a search runs here
// too: it is wrapped and paged there, and a person does not see the difference. The server
// is asked through files in its box (search-server.ts says how), on Linux.

/** The server's folder and its box for this build of the tool, where this search may ask a server. */
function searchBox(argv) {
  if (argv[0] !== 'search' || process.env.MTG_JUDGE_SEARCH_SERVER === 'off') return undefined;
  if (process.platform !== 'linux' || mayBeTerminal(1) || mayBeTerminal(2)) return undefined;
  return searchServerBox(temporaryFolder());
}

/**
 * The server's folder in the temporary folder `temporary`, and its box for this build;
 * undefined where it is not built.
 */
function searchServerBox(temporary) {
  let built;
  let pack;
  try {
    built = readFileSync(join(__dirname, '..', 'dist', 'app', 'built'), 'utf8');
    pack = statSync(join(__dirname, '..', 'rules-data', 'corpus', 'search-index.pack'));
  } catch {
    return undefined;
  }
  // A box for each build, each place it is installed and each shipped index (rebuilt in place
  // by npm run corpus): a server reads the rules from its own.
  const dir = join(resolve(temporary), `mtg-judge-${process.getuid()}`);
  const install = hashOf(`${__dirname}\0${pack.ino}:${pack.size}:${pack.mtimeMs}`);
  return { dir, box: join(dir, `search-${built.replace(/\D/g, '')}-${install}`) };
}

/** A short hash of a text (FNV-1a, 32 bits), in hex. */
function hashOf(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** os.tmpdir() as it is on Linux, without loading node:os (a search's fraction of a millisecond). */
function temporaryFolder() {
  const { TMPDIR, TMP, TEMP } = process.env;
  const path = TMPDIR || TMP || TEMP || '/tmp';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** As cli/io.ts: only a character device other than /dev/null can be a terminal. */
function mayBeTerminal(fd) {
  try {
    const stat = fstatSync(fd);
    return stat.isCharacterDevice() && stat.rdev !== statSync('/dev/null').rdev;
  } catch {
    return true;
  }
}

/** What is at `path` (not following a link), or undefined where nothing is or it cannot be seen. */
function whatIsAt(path) {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** A folder of this user's that no one else may enter (search-server.ts checks it the same way). */
function isPrivateFolder(dir) {
  const stat = whatIsAt(dir);
  return stat !== undefined && stat.isDirectory() && stat.uid === process.getuid() && (stat.mode & 0o077) === 0;
}

/**
 * The servers a box's files name, `pid-<pid>-<start>`: the server's pid and its start time
 * (the 22nd field of /proc/<pid>/stat), so that a pid used again by another process, after
 * a server was killed, is not taken for the server.
 */
function serversNamed(names) {
  return names.flatMap((file) => {
    const named = /^pid-(\d+)-(\d+)$/.exec(file);
    return named ? [{ pid: Number(named[1]), start: named[2], file }] : [];
  });
}

/** Whether a server may still run: a process of this user's has its pid (cheap, and enough to ask). */
function mayBeRunning({ pid }) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a server still runs (read while waiting for its answer, as it costs half a
 * millisecond): the same process (one of this user's, started when its file
 * says), and not a zombie (a server that ended, which the system has not yet reaped, as
 * some containers' first process never does).
 */
function isRunning({ pid, start }) {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return !/^[ZX]/.test(fields[0]) && fields[19] === start;
  } catch {
    return false;
  }
}

/** How long a search waits for the server's answer before it runs the search itself. */
const ANSWER_WAIT_MS = 5000;

function askSearchServer(argv, { dir, box }) {
  let servers = [];
  if (isPrivateFolder(dir) && isPrivateFolder(box)) {
    try {
      servers = serversNamed(readdirSync(box));
    } catch {
      // Taken away just now: as with no server.
    }
  }
  if (!servers.some(mayBeRunning)) {
    runHere(argv);
    startSearchServer(dir, box);
    return;
  }
  const answer = answerOf(argv, box, servers);
  if (answer) showAnswer(answer);
  else runHere(argv);
}

/**
 * What of the environment a search reads: the data directory (MTG_JUDGE_HOME, XDG_DATA_HOME,
 * HOME), the locale, and colour. Nothing else goes into a request, which is a file for a
 * moment, nor into a server: no token or password of the environment is written to the
 * disk or kept in the background.
 */
function searchEnvironment() {
  const read = /^(?:MTG_JUDGE_\w+|XDG_\w+|HOME|LANG|LANGUAGE|LC_\w+|NO_COLOR|FORCE_COLOR)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => read.test(name)));
}

/** Milliseconds on a clock that never steps back. */
function now() {
  return Number(process.hrtime.bigint() / 1000000n);
}

/** The server's answer, or undefined where it has none (a `local` answer, or no server answered in time). */
function answerOf(argv, box, servers) {
  const id = `${process.pid}-${Date.now()}`;
  const request = join(box, `q-${id}`);
  const answerFile = join(box, `a-${id}`);
  try {
    const writing = join(box, `r-${id}`);
    writeFileSync(writing, JSON.stringify({ argv, env: searchEnvironment(), cwd: process.cwd() }), { mode: 0o600 });
    renameSync(writing, request);
  } catch {
    return undefined;
  }
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const started = now();
  for (let round = 1; ; round++) {
    if (existsSync(answerFile)) {
      try {
        const answer = JSON.parse(readFileSync(answerFile, 'utf8'));
        unlinkSync(answerFile);
        return typeof answer.code === 'number' && Array.isArray(answer.output) ? answer : undefined;
      } catch {
        return undefined;
      }
    }
    // Given up after a while, or soon where no server runs (ended, a zombie, or its pid now
    // another process's): the request is taken back (unless a server has it) and the
    // search runs here.
    if (now() - started > ANSWER_WAIT_MS || (round % 25 === 0 && !servers.some(isRunning))) {
      try {
        unlinkSync(request);
      } catch {
        // Taken by a server, which is slow: its answer, if it ever comes, is removed by the next.
        return undefined;
      }
      // Never taken: the servers do not serve (stopped, or their files name other
      // processes). They are let go, and another is started for the next search.
      for (const { file } of servers) removeQuietly(join(box, file));
      startSearchServer(dirname(box), box);
      return undefined;
    }
    Atomics.wait(pause, 0, 0, 0.2);
  }
}

function removeQuietly(path) {
  try {
    unlinkSync(path);
  } catch {
    // Gone already.
  }
}

/** The server's output, in the order the search wrote it (stdout and stderr interleaved), then its exit code. */
function showAnswer({ output, code }) {
  for (const [fd, text] of output) writeAll(fd === 2 ? 2 : 1, text);
  process.exitCode = code;
}

/**
 * As cli/io.ts writes to a file or a pipe: all of it; EPIPE (a reader that stopped early)
 * ends with the exit code set so far, as there; any other failure is exit 2.
 */
function writeAll(fd, text) {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length;) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (error) {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      if (error.code !== 'EAGAIN') {
        const reason = String(error.message)
          .replace(/^[A-Z]+: /, '')
          .replace(/, write$/, '');
        const code = error.code ? ` (${error.code})` : '';
        if (fd === 1) writeAll(2, `mtg-judge: cannot write the output: ${reason}${code}\n`);
        process.exit(2);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

/** How long a server may take to start before another search starts one again. */
const START_WAIT_MS = 10_000;

/**
 * Starts a search server for `box` in the background, for the searches after this one. The
 * folders are made here, each only where nothing is (never through a link), and used only
 * where they are this user's alone.
 */
function startSearchServer(dir, box) {
  try {
    for (const folder of [dir, box]) {
      if (whatIsAt(folder) === undefined) mkdirSync(folder, { mode: 0o700 });
      if (!isPrivateFolder(folder)) return;
    }
    // One start at a time: the lock is made by one asker only, and is the server's to
    // remove when it serves. A lock left by a start that failed is let go after a while.
    const lock = join(box, 'start.lock');
    try {
      closeSync(openSync(lock, 'wx', 0o600));
    } catch (error) {
      const since = error.code === 'EEXIST' ? whatIsAt(lock) : undefined;
      if (since && Date.now() - since.mtimeMs > START_WAIT_MS) removeQuietly(lock);
      return;
    }
    // Its word on the command line is for ps to show, and for askers to know it by;
    // MTG_JUDGE_SERVE_SEARCHES makes it the server.
    const server = require('node:child_process').spawn(process.execPath, [__filename, 'search-server'], {
      detached: true,
      stdio: 'ignore',
      cwd: box,
      env: { ...searchEnvironment(), PATH: process.env.PATH ?? '', MTG_JUDGE_SERVE_SEARCHES: box },
    });
    server.on('error', () => {});
    server.unref();
  } catch {
    // No server: every search runs here.
  }
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const serverBox = process.env.MTG_JUDGE_SERVE_SEARCHES;
  if (serverBox) {
    delete process.env.MTG_JUDGE_SERVE_SEARCHES;
    loadBundle(join(__dirname, '..', 'dist', 'app', 'search-main.cjs')).serveSearches(serverBox);
  } else {
    const box = searchBox(argv);
    if (box) askSearchServer(argv, box);
    else runHere(argv);
  }
}
