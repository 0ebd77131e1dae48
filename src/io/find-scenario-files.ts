// `check FILE|DIR...`: the scenario files the arguments name. A directory means every
// *.yaml and *.yml file under it, sorted, so that output and CI logs are stable.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Diagnostic } from '../core/diagnostic.js';

export interface FoundFiles {
  /** Paths as the user wrote them, extended below each directory. */
  files: string[];
  diagnostics: Diagnostic[];
}

const SCENARIO_FILE = /\.ya?ml$/i;

export function findScenarioFiles(args: readonly string[], cwd: string = process.cwd()): FoundFiles {
  const files: string[] = [];
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const add = (file: string) => {
    const key = resolve(cwd, file);
    if (!seen.has(key)) files.push(file);
    seen.add(key);
  };
  for (const arg of args) {
    const kind = pathKind(resolve(cwd, arg));
    if (kind === 'missing') diagnostics.push(missingPath(arg));
    else if (kind === 'file') add(arg);
    else {
      const found = walk(arg, cwd, diagnostics).sort(byCodePoint);
      if (found.length === 0) diagnostics.push(noScenarios(arg));
      found.forEach(add);
    }
  }
  return { files, diagnostics };
}

function pathKind(path: string): 'file' | 'directory' | 'missing' {
  try {
    return statSync(path).isDirectory() ? 'directory' : 'file';
  } catch {
    return 'missing';
  }
}

/**
 * Every scenario file below `dir`. Hidden folders (.git, .github) and node_modules are
 * skipped: they hold other tools' YAML, never scenarios.
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
    const kind = entry.isSymbolicLink() ? pathKind(resolve(cwd, path)) : entry.isDirectory() ? 'directory' : 'file';
    // A linked folder is not followed: links can form loops.
    if (kind === 'directory') return entry.isSymbolicLink() ? [] : walk(path, cwd, diagnostics);
    return kind === 'file' && SCENARIO_FILE.test(entry.name) ? [path] : [];
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

function noScenarios(arg: string): Diagnostic {
  return {
    code: 'io/no-scenarios',
    severity: 'warning',
    message: `The folder "${arg}" holds no *.yaml or *.yml files.`,
    file: arg,
  };
}
