// What eval, check, table and ask share about the rules a table is ruled under: --edition,
// read with the names a scenario's `edition` takes, and the judge that looks an edition
// that is not shipped up among the imported ones. The data directory is read only when a
// name needs it.
import type { CommandContext } from './command-context.js';
import type { Io } from './io.js';
import { warnStoreProblems } from './store-warnings.js';
import { userDataDir } from '../io/data-dirs.js';
import { readImportedRules, type ImportedRulesReader } from '../io/read-imported-rules.js';
import { parseRulesEdition, type RulesOverride } from '../scenario/edition-override.js';
import { evaluateUnder } from '../judge/rule-under-edition.js';
import type { Evaluate } from '../scenario/check.js';
import type { Style } from '../report/style.js';
import type { StoreProblem } from '../rules/edition-list.js';

export interface Rulings {
  /** --edition, where given: the rules every table is ruled under. */
  override?: RulesOverride;
  /** The judge, for tables under shipped and imported editions alike. */
  evaluate: Evaluate;
  imported: ImportedRulesReader;
}

export function readRulings(io: Io, options: CommandContext['options']): Rulings {
  const imported = readImportedRules(userDataDir(io.env));
  const override = options.edition === undefined ? undefined : parseRulesEdition(options.edition, imported.editions);
  return { ...(override && { override }), evaluate: evaluateUnder(imported), imported };
}

/**
 * Warns of what was found wrong in the data directory while looking an edition up, with
 * what the command found besides (`also`), each problem once.
 */
export function warnRulingsProblems(io: Io, rulings: Rulings, style: Style, also: readonly StoreProblem[] = []): void {
  warnStoreProblems(io, [...also, ...rulings.imported.problems()], style);
}
