// What eval, check, table and ask share about the rules a table is ruled under
// (lib/rulings.ts): --edition, and the warnings about the data directory found while
// looking an edition up.
import type { CommandContext } from './command-context.js';
import type { Io } from './io.js';
import { warnStoreProblems } from './store-warnings.js';
import { userDataDir } from '../io/data-dirs.js';
import { readRulings as readRulingsIn, type Rulings } from '../lib/rulings.js';
import type { Style } from '../report/style.js';
import type { StoreProblem } from '../rules/edition-list.js';

export type { Rulings };

export function readRulings(io: Io, options: CommandContext['options']): Rulings {
  return readRulingsIn(userDataDir(io.env), options.edition);
}

/**
 * Warns of what was found wrong in the data directory while looking an edition up, with
 * what the command found besides (`also`), each problem once.
 */
export function warnRulingsProblems(io: Io, rulings: Rulings, style: Style, also: readonly StoreProblem[] = []): void {
  warnStoreProblems(io, [...also, ...rulings.imported.problems()], style);
}
