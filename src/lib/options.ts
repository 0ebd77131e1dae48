// What each piece of the library's work may be asked, as the command's flags say it: one
// home for the command line, the library and the MCP server.
import type { Lang } from '../rules/corpus-model.js';

/** The name a scenario given as YAML text has in the answers and the diagnostics, unless told another. */
export const SCENARIO_TEXT_FILE = 'scenario.yaml';

export interface RuleOptions {
  /**
   * Only this language's edition; `all`: every edition, each rule under its own number.
   * Undefined: the locale's language where it has the rule, else the newest edition that has it.
   */
  lang?: Lang | 'all';
  /** Which edition where a language has several: 2024, 2024-03-08, en-2026. */
  edition?: string;
}

export interface SearchOptions {
  /** Search and show only this language; every language where undefined or `all`. */
  lang?: Lang | 'all';
  /** Only these editions' rules: 2024, 2024-03-08, en-2026. */
  edition?: string;
  /** At most this many results (10). */
  limit?: number;
}

export interface GlossaryOptions {
  /** Only this language's glossaries; undefined: the locale's first, then the others; `all`: no language first. */
  lang?: Lang | 'all';
  /** At most this many entries (3). */
  limit?: number;
}

export interface EditionsOptions {
  /** Only this language's editions and glossaries; every one where undefined or `all`. */
  lang?: Lang | 'all';
}

export interface ChangesOptions {
  /** The older edition: en-2011, de-2024, 2024-03-08, … */
  from: string;
  /** The newer edition. */
  to: string;
  /** Settles a bare year or date that names editions in several languages (else the locale's). */
  lang?: Lang | 'all';
}

export interface EvalOptions {
  /** Rule the table under this edition, whatever its `edition` says: 2011, 2024, en-2026, … */
  edition?: string;
  /** The language of the cited rules' texts (`all`: the scenario's own edition); else the locale's. */
  lang?: Lang | 'all';
}

export interface CheckOptions {
  /** Rule every table under this edition, whatever its file says: 2011, 2024, en-2026, … */
  edition?: string;
}
