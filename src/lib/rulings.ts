// The rules a table is ruled under: an edition given (--edition), read with the names a
// scenario's `edition` takes, and the judge that looks an edition that is not shipped up
// among the imported ones. The data directory is read only when a name needs it.
import { readImportedRules, type ImportedRulesReader } from '../io/read-imported-rules.js';
import { parseRulesEdition, type RulesOverride } from '../scenario/edition-override.js';
import { evaluateUnder } from '../judge/rule-under-edition.js';
import type { Evaluate } from '../scenario/check.js';

export interface Rulings {
  /** The edition given, where one is: the rules every table is ruled under. */
  override?: RulesOverride;
  /** The judge, for tables under shipped and imported editions alike. */
  evaluate: Evaluate;
  imported: ImportedRulesReader;
}

/** A name that is no edition's, or names one that is not imported, is a UsageError. */
export function readRulings(dataDir: string | undefined, edition: string | undefined): Rulings {
  const imported = readImportedRules(dataDir);
  const override = edition === undefined ? undefined : parseRulesEdition(edition, imported.editions);
  return { ...(override && { override }), evaluate: evaluateUnder(imported), imported };
}
