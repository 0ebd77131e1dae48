// npm's prepack and postpack steps: the packed package.json has no `prepare` script.
// In the clone, `prepare` builds on npm install, npm ci and npm link (prepare.mjs); in the
// tarball there is nothing to build, and npm warns of every package with an install-time
// script when it installs it. So `prepack` renames the script to `_prepare` for the time
// the tarball is written, and `postpack` names it back (the way pinst does for
// postinstall). Both are idempotent, so a pack that stopped half-way is mended by the next.
// Both keep the file's modification time: prepare.mjs builds again when package.json is
// newer than the build, and a rename for the time of a pack changes nothing it builds from.
// Plain JavaScript, as prepare.mjs: it may run before anything is compiled.
import { readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = join(fileURLToPath(new URL('../..', import.meta.url)), 'package.json');
const [from, to] = process.argv[2] === 'restore' ? ['"_prepare":', '"prepare":'] : ['"prepare":', '"_prepare":'];

const text = readFileSync(file, 'utf8');
if (text.includes(from)) {
  // Written beside it and renamed over it, with its mode: never a half-written package.json.
  const { mode, atime, mtimeMs } = statSync(file);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text.replace(from, to), { mode });
  // The time passes through a double of seconds on its way to the file system; cut to the whole
  // millisecond it comes back at or just below that, never later, so never newer than the build.
  utimesSync(temporary, atime, new Date(Math.floor(mtimeMs)));
  renameSync(temporary, file);
}
