// The user's data directory as a store of imported editions, read side. Its layout:
//   index.json                     the manifest: the editions imported, where their files are,
//                                  and its generation, one more at each change
//   editions/en-2026-01-16-<id>/   one folder per imported edition, never changed once the
//                                  manifest names it: rules.json (the head), rules.data.json
//                                  (the rules, by section), glossary.json, counterparts.json
//                                  and the search index (search.rules.pack)
//   editions/<folder>.import       beside a folder no index names yet: the import writing it
//                                  (edition-folders.ts)
// A store an older mtg-judge wrote keeps its files in the data directory itself (no folder).
// Whatever is wrong with the store is a problem to warn about, never a reason for a
// shipped lookup to fail: the problem names the path and how to repair it.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { EditionRef, Lang } from '../rules/corpus-model.js';
import type { TextEncoding } from './decode-text.js';
import type { StoreProblem } from '../rules/edition-list.js';

export const MANIFEST = 'index.json';
/** The head of an edition's rules in its folder; an older store named it after the edition, beside the index. */
export const EDITION_HEAD = 'rules.json';

/** One imported edition, as the manifest lists it. */
export interface StoredEdition {
  lang: Lang;
  edition: string;
  title: string;
  rules: number;
  sectionsCovered: string[];
  /** Its folder, relative to the data directory; absent for an edition an older mtg-judge stored. */
  folder?: string;
  /** The head of its rules, in its folder. */
  file: string;
  glossary?: { file: string; entries: number };
  /** Its counterparts (rules/match-counterparts.ts), in its folder. */
  counterparts?: string;
  source?: { file: string; sha256: string; encoding: TextEncoding };
}

export interface Manifest {
  schemaVersion: 1;
  /**
   * One more at each change: an import that finds another number than it read before it
   * publishes knows that another changed the store meanwhile. Absent (0) in an older store.
   */
  generation?: number;
  editions: StoredEdition[];
}

export interface StoreView {
  dir: string | undefined;
  /** The editions the manifest lists, each with the absolute path of its folder. */
  editions: (StoredEdition & { path: string })[];
  problems: StoreProblem[];
}

/** The store as it is, with its problems; never throws for what is on the disk. */
export function readStore(dir: string | undefined): StoreView {
  const view: StoreView = { dir, editions: [], problems: [] };
  if (!dir) return view;
  const problem = inspectDir(dir);
  if (problem === 'absent') return view;
  if (problem) {
    view.problems.push(problem);
    if (problem.readable === false) return view;
  }
  const manifest = readManifest(dir);
  if ('problem' in manifest) {
    if (manifest.problem) view.problems.push(manifest.problem);
    return view;
  }
  view.editions = manifest.value.editions.map((e) => ({ ...e, path: e.folder ? join(dir, e.folder) : dir }));
  return view;
}

/** A data directory that is a file, or read-only; 'absent' when nothing was ever imported. */
function inspectDir(dir: string): (StoreProblem & { readable?: boolean }) | 'absent' | undefined {
  let stat;
  try {
    stat = statSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'absent';
    if (code === 'ENOTDIR') return { ...notAFolder(dir), readable: false };
    const repair = `give it back its permissions (chmod u+rwx ${dir})`;
    return { code: 'store/unreadable', path: dir, message: `cannot be read (${code})`, repair, readable: false };
  }
  if (!stat.isDirectory()) return { ...notAFolder(dir), readable: false };
  // The mode, not access(2): as root, access(2) allows writing into a read-only folder.
  if ((stat.mode & 0o200) === 0)
    return {
      code: 'store/read-only',
      path: dir,
      message: 'is read-only: editions cannot be imported or removed',
      repair: `make it writable (chmod u+w ${dir})`,
    };
  return undefined;
}

function notAFolder(dir: string): StoreProblem {
  return {
    code: 'store/not-a-folder',
    path: dir,
    message: 'is a file, not a folder: imported editions are ignored',
    repair: 'move the file away, or set MTG_JUDGE_HOME to a folder',
  };
}

/**
 * The manifest, and its text as read (undefined where there is none); no manifest is an
 * empty store, a damaged one a problem.
 */
export function readManifest(
  dir: string,
): { value: Manifest; text: string | undefined } | { problem: StoreProblem | undefined } {
  const path = join(dir, MANIFEST);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { value: { schemaVersion: 1, editions: [] }, text: undefined };
    const message = `cannot be read (${code}): imported editions are ignored`;
    return {
      problem: { code: 'store/unreadable', path, message, repair: `give it back its permissions (chmod u+rw ${path})` },
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (isManifest(value)) return { value, text };
  return {
    problem: {
      code: 'store/damaged-index',
      path,
      message: 'is damaged (not an index of editions): imported editions are ignored',
      repair: `move it away (mv ${path} ${path}.damaged) and import the editions again`,
    },
  };
}

function isManifest(value: unknown): value is Manifest {
  const editions = (value as Manifest | undefined)?.editions;
  return (
    (value as Manifest | undefined)?.schemaVersion === 1 &&
    ['number', 'undefined'].includes(typeof (value as Manifest).generation) &&
    Array.isArray(editions) &&
    editions.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        ['en', 'de', 'it'].includes(e.lang) &&
        /^\d{4}-\d{2}-\d{2}$/u.test(e.edition) &&
        typeof e.file === 'string' &&
        typeof e.rules === 'number' &&
        Array.isArray(e.sectionsCovered) &&
        (e.folder === undefined || typeof e.folder === 'string'),
    )
  );
}

/** The search index of an imported edition: beside its head, "search." before its name, ".pack" for ".json". */
export function editionPackPath(dir: string, file: string): string {
  return join(dir, `search.${file.replace(/\.json$/, '')}.pack`);
}

/** The problem of one edition's damaged file, with the repair that fits it. */
export function damagedEdition(path: string, edition: EditionRef & { source?: string }, why: string): StoreProblem {
  const key = `${edition.lang}-${edition.edition}`;
  const again = edition.source ? `import it again (mtg-judge import ${quote(edition.source)})` : 'import it again';
  return {
    code: 'store/damaged-edition',
    path,
    message: `${why}: the imported edition ${key} is left out`,
    repair: `${again}, or remove it (mtg-judge editions remove ${edition.lang} ${edition.edition})`,
    edition: key,
  };
}

function quote(path: string): string {
  return /^[\w./-]+$/u.test(path) ? path : `'${path.replace(/'/gu, `'\\''`)}'`;
}
