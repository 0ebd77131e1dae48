// `check FILE|DIR|GLOB...`: the scenario files the arguments name. A directory means every
// *.yaml and *.yml file under it, sorted, so that output and CI logs are stable. A quoted
// glob ('scenarios/**/*.yaml', as CI configs write it) is expanded here, with tinyglobby.
// Only regular files are ever read: a FIFO would block the read, a device never end, and a
// dangling symlink has nothing to read. They are reported and skipped.
import { lstatSync, readdirSync, readlinkSync, statSync, type Dirent, type Stats } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { globSync } from 'tinyglobby';
import type { Diagnostic } from '../core/diagnostic.js';

export interface FoundFiles {
  /** Paths as the user wrote them, extended below each directory. */
  files: string[];
  diagnostics: Diagnostic[];
}

const SCENARIO_FILE = /\.ya?ml$/i;
const GLOB = /[*?[\]{}]/;

type PathKind = 'file' | 'directory' | 'missing' | 'dangling' | 'special';

export function findScenarioFiles(args: readonly string[], cwd: string = process.cwd()): FoundFiles {
  const files: string[] = [];
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const add = (file: string) => {
    const key = resolve(cwd, file);
    if (!seen.has(key)) files.push(file);
    seen.add(key);
  };
  const visit = (arg: string, fromGlob: boolean) => {
    const kind = pathKind(resolve(cwd, arg));
    if (kind === 'file') add(arg);
    else if (kind === 'directory') {
      const found = walk(arg, cwd, diagnostics).sort(byCodePoint);
      if (found.length === 0) diagnostics.push(noScenarios(arg));
      found.forEach(add);
    } else if (kind === 'missing' && !fromGlob && GLOB.test(arg)) {
      const matches = expandGlob(arg, cwd);
      if (matches.length === 0) diagnostics.push(noMatch(arg));
      for (const match of matches) visit(match, true);
    } else if (kind === 'missing') diagnostics.push(missingPath(arg));
    else diagnostics.push(notRead(arg, kind, cwd, 'error'));
  };
  for (const arg of args) visit(arg, false);
  return { files, diagnostics };
}

function kindOf(stat: Stats): PathKind {
  return stat.isFile() ? 'file' : stat.isDirectory() ? 'directory' : 'special';
}

/** What a path is, following a symlink; `dangling` when the link leads nowhere. Never opens the file. */
function pathKind(path: string): PathKind {
  let link: Stats;
  try {
    link = lstatSync(path);
  } catch {
    return 'missing';
  }
  if (!link.isSymbolicLink()) return kindOf(link);
  try {
    return kindOf(statSync(path));
  } catch {
    return 'dangling';
  }
}

/** The glob's scenario files and folders, sorted; hidden folders and node_modules are left out. */
function expandGlob(pattern: string, cwd: string): string[] {
  const matches = globSync(pattern, {
    cwd,
    // An absolute pattern gives absolute paths, as the shell would.
    absolute: isAbsolute(pattern),
    onlyFiles: false,
    expandDirectories: false,
    followSymbolicLinks: false,
    ignore: ['**/node_modules/**'],
  });
  return matches
    .map((match) => match.replace(/\/$/, ''))
    .filter((match) => SCENARIO_FILE.test(match) || pathKind(resolve(cwd, match)) === 'directory')
    .sort(byCodePoint);
}

/**
 * Every scenario file below `dir`. Hidden folders (.git, .github) and node_modules are
 * skipped: they hold other tools' YAML, never scenarios. A linked folder is not followed:
 * links can form loops.
 */
function walk(dir: string, cwd: string, diagnostics: Diagnostic[]): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(resolve(cwd, dir), { withFileTypes: true });
  } catch (error) {
    diagnostics.push({
      code: 'io/unreadable',
      severity: 'error',
      message: `The folder could not be read: ${(error as Error).message}.`,
      file: dir,
    });
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    if (entry.isDirectory()) return walk(path, cwd, diagnostics);
    if (!SCENARIO_FILE.test(entry.name)) return [];
    const kind = entry.isFile() ? 'file' : entry.isSymbolicLink() ? pathKind(resolve(cwd, path)) : 'special';
    if (kind === 'file') return [path];
    // A link whose target vanished since readdir is as dangling as one that never had one.
    if (kind !== 'directory') diagnostics.push(notRead(path, kind === 'missing' ? 'dangling' : kind, cwd, 'warning'));
    return [];
  });
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function missingPath(arg: string): Diagnostic {
  return {
    code: 'io/missing-path',
    severity: 'error',
    message: `There is no file or folder "${arg}".`,
    file: arg,
    notes: ['give a scenario file, or a folder to check every *.yaml and *.yml file under it'],
  };
}

function noMatch(pattern: string): Diagnostic {
  return {
    code: 'io/no-match',
    severity: 'error',
    message: `No scenario file or folder matches "${pattern}".`,
    file: pattern,
    notes: ['a glob matches *.yaml and *.yml files and folders; hidden folders and node_modules are left out'],
  };
}

function noScenarios(arg: string): Diagnostic {
  return {
    code: 'io/no-scenarios',
    severity: 'error',
    message: `The folder "${arg}" holds no *.yaml or *.yml files.`,
    file: arg,
    notes: ['give a folder with scenario files, or the files themselves'],
  };
}

/** A dangling symlink, a FIFO, a socket or a device: reported, never read. */
function notRead(path: string, kind: 'dangling' | 'special', cwd: string, severity: 'error' | 'warning'): Diagnostic {
  const skipped = severity === 'warning' ? ' It was skipped.' : '';
  if (kind === 'dangling') {
    const target = readlinkSync(resolve(cwd, path));
    return {
      code: 'io/dangling-link',
      severity,
      message: `"${path}" is a symbolic link to "${target}", which does not exist.${skipped}`,
      file: path,
    };
  }
  return {
    code: 'io/not-a-file',
    severity,
    message: `"${path}" is ${specialKind(resolve(cwd, path))}, not a scenario file, so it was not read.${skipped}`,
    file: path,
  };
}

function specialKind(path: string): string {
  const stat = statSync(path);
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  return 'not a regular file';
}
