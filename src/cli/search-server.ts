// The search server: a process that keeps the search's program compiled and its index read,
// so that a search need not start them again. bin/mtg-judge.cjs starts it at a search that
// finds none, and asks it each later search whose output goes to a file or a pipe; it answers
// exactly as a search run on its own would (runPlainSearch, with the asker's environment and
// folder). It ends after IDLE_MS without a search, on SIGTERM or SIGINT, or when its folder
// is taken away.
//
// They talk through files in the server's folder (its "box", one per build of the tool,
// inside a folder only its user may enter), so that the asker needs nothing but a few
// synchronous file calls, which cost it far less than a socket would:
// - `pid-<pid>-<start>`: a server that serves the box, and when it started (there may be
//   several for a moment; each takes a request by renaming it, which only one rename can do);
// - `q-<id>`: a request, the JSON of a SearchRequest, renamed into place whole (from `r-<id>`);
// - `a-<id>`: its answer, the JSON of a SearchAnswer, renamed into place whole. An answer of
//   `local` (a command line that is not a plain search, or a failure of the server) tells
//   the asker to run the search itself (written as `w-<id>`);
// - `start.lock`: an asker is starting a server; the server removes it when it serves.
import {
  lstatSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  utimesSync,
  watch,
  writeFileSync,
  type FSWatcher,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { Io } from './io.js';
import { readSearchArgs } from './search-args.js';
import { runPlainSearch } from './search-run.js';

interface SearchRequest {
  argv: string[];
  env: Record<string, string>;
  cwd: string;
}

/** The search's output as it wrote it, stdout (1) and stderr (2) interleaved, and its exit code. */
type SearchAnswer = { output: [1 | 2, string][]; code: number } | { local: true };

/** How long the server waits for a search before it ends. */
const IDLE_MS = 10 * 60 * 1000;

/** An answer nobody took (its asker gave up waiting) is removed after this long. */
const UNCLAIMED_MS = 60 * 1000;

/** The answer to one request, as a search run with the asker's output piped would give it. */
async function answerSearch(request: SearchRequest): Promise<SearchAnswer> {
  const args = readSearchArgs(request.argv, request.env);
  if (!args) return { local: true };
  const output: [1 | 2, string][] = [];
  const io: Io = {
    stdout: (text) => void output.push([1, text]),
    stderr: (text) => void output.push([2, text]),
    stdinIsTTY: false,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    env: request.env,
    cwd: request.cwd,
  };
  // In the asker's folder, as its own process would be, for whatever the environment names
  // by a relative path (MTG_JUDGE_HOME=./judge); one search at a time, so it is safe.
  const home = process.cwd();
  process.chdir(request.cwd);
  try {
    const code = await runPlainSearch(args, io);
    return { output, code };
  } finally {
    process.chdir(home);
  }
}

/**
 * A few searches of each kind, answered and thrown away, so that V8 has compiled the
 * search's hot code to the full before the first asker waits on it.
 */
const WARM_UP = [
  ['search', 'range', 'of', 'influence'],
  ['search', 'what', 'happens', 'when', 'a', 'player', 'leaves', 'the', 'game'],
  ['search', 'was', 'passiert', 'wenn', 'ein', 'Spieler', 'das', 'Spiel', 'verlässt'],
  ['search', 'cosa', 'succede', 'se', 'un', 'giocatore', 'abbandona', 'la', 'partita'],
  ['search', 'Vorrang'],
  ['search', 'comander', 'damige', '--json'],
];

async function warmUp(): Promise<void> {
  const env = { ...process.env, LANG: 'en_US.UTF-8' } as Record<string, string>;
  for (let round = 0; round < 8; round++)
    for (const argv of WARM_UP) await answerSearch({ argv, env, cwd: process.cwd() }).catch(() => undefined);
}

/** A request as the asker writes it, or undefined. */
function readRequest(text: string): SearchRequest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { argv, env, cwd } = (value ?? {}) as Partial<SearchRequest>;
  const strings = (list: unknown[]) => list.every((item) => typeof item === 'string');
  if (!Array.isArray(argv) || !strings(argv) || typeof cwd !== 'string') return undefined;
  if (typeof env !== 'object' || env === null || !strings(Object.values(env))) return undefined;
  return { argv, env, cwd };
}

/** A folder of this user's that no one else may enter, and not a link to one elsewhere. */
function isPrivateFolder(dir: string): boolean {
  try {
    const stat = lstatSync(dir);
    return stat.isDirectory() && stat.uid === process.getuid?.() && (stat.mode & 0o077) === 0;
  } catch {
    return false;
  }
}

/**
 * Serves the searches asked in the folder `box` until IDLE_MS pass without one. It says it
 * serves (its pid file) only once warmed up: until then, askers run their searches themselves.
 * @public bin/mtg-judge.cjs runs it, from the bundle of search-entry.ts.
 */
export function serveSearches(box: string, idleMs = IDLE_MS): void {
  if (!isPrivateFolder(dirname(box)) || !isPrivateFolder(box)) return;
  const pidFile = join(box, `pid-${process.pid}-${startTimeOf('self')}`);
  let idle: NodeJS.Timeout | undefined;
  let busy = false;
  let pending = false;
  let stopped = false;

  const stop = () => {
    stopped = true;
    clearTimeout(idle);
    watcher?.close();
    removeFile(pidFile);
    removeUnclaimed(box, 0);
    try {
      // The box goes with its last server, where no asker is writing to it.
      rmdirSync(box);
    } catch {
      // Not empty, or gone.
    }
  };
  const waitForSearches = () => {
    clearTimeout(idle);
    idle = setTimeout(stop, idleMs);
  };

  // Every request in the box, one at a time: a search keeps module state (the index it
  // assembled). A change seen while serving is looked at again before it stops.
  const serveWaiting = async () => {
    pending = true;
    if (busy || stopped) return;
    busy = true;
    // Not ended for idleness while it serves.
    clearTimeout(idle);
    try {
      while (pending && !stopped) {
        pending = false;
        for (const name of filesIn(box, 'q-')) await serveOne(box, name.slice(2));
      }
      removeUnclaimed(box, UNCLAIMED_MS);
      // Its own file gone (a cleaner of the temporary folder): nobody will find this server.
      if (!statSync(pidFile, { throwIfNoEntry: false })) stop();
      else waitForSearches();
    } finally {
      busy = false;
    }
  };

  let watcher: FSWatcher | undefined;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
  void warmUp().then(() => {
    if (stopped) return;
    try {
      watcher = watch(box, () => void serveWaiting());
      watcher.on('error', stop);
      writeFileSync(pidFile, '', { mode: 0o600 });
    } catch {
      // No watching (the system's limit of watches reached) or no box: no server. The start
      // lock stays, dated an hour ahead, so that askers do not start one again meanwhile.
      const hour = Date.now() / 1000 + 3600;
      try {
        utimesSync(join(box, START_LOCK), hour, hour);
      } catch {
        // No box.
      }
      stop();
      return;
    }
    removeFile(join(box, START_LOCK));
    for (const name of filesIn(box, 'pid-')) if (runningServer(name) === undefined) removeFile(join(box, name));
    void serveWaiting();
  });
}

/** The file an asker makes when it starts a server, so that the next does not start another. */
const START_LOCK = 'start.lock';

/**
 * The pids of the servers whose boxes are in the temporary folder `temporary`
 * (<temporary>/mtg-judge-<uid>/search-…/pid-<pid>, as bin/mtg-judge.cjs names them): what
 * the tests and the bench started, each in a temporary folder of its own.
 */
export function serversIn(temporary: string): number[] {
  const folders = (dir: string, prefix: string) =>
    filesIn(dir, prefix).filter((name) => statSync(join(dir, name), { throwIfNoEntry: false })?.isDirectory());
  return folders(temporary, 'mtg-judge-').flatMap((user) =>
    folders(join(temporary, user), 'search-').flatMap((box) =>
      filesIn(join(temporary, user, box), 'pid-').flatMap((name) => {
        const pid = /^pid-(\d+)-/.exec(name)?.[1];
        return pid ? [Number(pid)] : [];
      }),
    ),
  );
}

/** Stops the servers whose boxes are in the temporary folder `temporary`. */
export function stopServersIn(temporary: string): void {
  for (const pid of serversIn(temporary)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Ended already.
    }
  }
}

/** The start time of a process (`self`, or a pid): the 22nd field of /proc/<pid>/stat. */
function startTimeOf(pid: number | 'self'): string {
  return statFields(pid)[19] ?? '';
}

/** The fields of /proc/<pid>/stat after the process's name: its state first. */
function statFields(pid: number | 'self'): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * The pid of the server a box's file names (`pid-<pid>-<start>`) where it still runs: the
 * same process (this user's, started when the name says) and not a zombie (as
 * bin/mtg-judge.cjs checks it); undefined otherwise.
 */
export function runningServer(name: string): number | undefined {
  const named = /^pid-(\d+)-(\d+)$/.exec(name);
  if (!named) return undefined;
  const pid = Number(named[1]);
  try {
    process.kill(pid, 0);
    const fields = statFields(pid);
    return !/^[ZX]/.test(fields[0] ?? '') && fields[19] === named[2] ? pid : undefined;
  } catch {
    return undefined;
  }
}

function filesIn(dir: string, prefix: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.startsWith(prefix));
  } catch {
    return [];
  }
}

/** Takes the request `id` (unless another server took it first) and writes its answer. */
async function serveOne(box: string, id: string): Promise<void> {
  const taken = join(box, `taken-${id}`);
  try {
    renameSync(join(box, `q-${id}`), taken);
  } catch {
    return;
  }
  let answer: SearchAnswer = { local: true };
  try {
    const request = readRequest(readFileSync(taken, 'utf8'));
    if (request) answer = await answerSearch(request);
  } catch {
    // A failure of the server: the asker runs the search itself.
  }
  removeFile(taken);
  try {
    const writing = join(box, `w-${id}`);
    writeFileSync(writing, JSON.stringify(answer), { mode: 0o600 });
    renameSync(writing, join(box, `a-${id}`));
  } catch {
    // The box is gone: the asker stops waiting and runs the search itself.
  }
}

/** Answers whose askers stopped waiting, and requests whose askers ended while writing them, older than `age`. */
function removeUnclaimed(box: string, age: number): void {
  const now = Date.now();
  for (const name of [...filesIn(box, 'a-'), ...filesIn(box, 'r-')]) {
    const stat = statSync(join(box, name), { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs >= age) removeFile(join(box, name));
  }
}

function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Gone already.
  }
}
