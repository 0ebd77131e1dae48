// What `mtg-judge editions` lists, as plain data: every edition with where it came from and
// where it is kept, and what is wrong in the data directory. The store reads it
// (io/inspect-editions.ts) and the reports show it (report/render-editions.ts); both take
// its shape from here.
import type { EditionKey, Lang } from './corpus-model.js';

/** What is wrong in the store, for a one-line warning. */
export interface StoreProblem {
  /** A stable code: "store/read-only", "store/damaged-edition", … */
  code: string;
  path: string;
  /** What is wrong and what it costs: "is not valid JSON: imported editions are ignored". */
  message: string;
  /** How to repair it: "move it away and import the editions again". */
  repair: string;
  /** The edition it concerns, where it concerns one. */
  edition?: EditionKey;
}

export interface EditionInfo {
  lang: Lang;
  edition: string;
  origin: 'shipped' | 'imported';
  title: string;
  rules: number;
  /** The entries of its glossary; 0 where it has none (the shipped texts cover chapter 8 only). */
  glossaryEntries: number;
  /** The file it was built or imported from. */
  source: string;
  /** Where it is kept: a file in the package, or an imported edition's folder. */
  stored: string;
  /** A shipped edition that an imported one of the same language and date replaces. */
  replacedBy?: string;
  /** An imported edition's multiplayer rules that match no shipped rule. */
  unmatched?: string[];
  problem?: StoreProblem;
}

export interface EditionList {
  dataDir: string | undefined;
  editions: EditionInfo[];
  glossaries: { lang: string; title: string; entries: number; stored: string }[];
  /** What is wrong with the data directory or its index. */
  problems: StoreProblem[];
}
