// --edition on eval, check, table and ask: the same table ruled under another edition's
// rules, whatever the file's `edition` says. The flag takes the names a file's `edition`
// takes (rules/ruling-edition.ts): the shipped 2011 and 2024 rules by year, date, or
// language and year, and an imported edition by its language and year or date, or by a
// year or date that names no shipped edition. A name that is no edition's, or names one
// that is not imported, is a usage error.
import type { EditionYear, Scenario } from '../core/scenario.js';
import { UsageError } from '../core/errors.js';
import type { EditionRef } from '../rules/corpus-model.js';
import { chooseRulingEdition, READINGS_2024_FROM, shippedRulings } from '../rules/ruling-edition.js';
import { byNewest, editionLabel } from '../rules/editions.js';

/** The rules --edition names: shipped rules, or an imported edition by its key ("en-2026-01-16"). */
export interface RulesOverride {
  edition: EditionYear;
  editionName?: string;
}

/**
 * The rules --edition names, e.g. "2011", "2024-03-08", "de-2024" or "en-2026"; a UsageError
 * for any other. `imported` lists the imported editions; it is called only for a name that
 * no shipped edition has.
 */
export function parseRulesEdition(value: string, imported: () => readonly EditionRef[] = () => []): RulesOverride {
  const year = shippedRulings(value);
  if (year) return { edition: year };
  const editions = imported();
  const choice = chooseRulingEdition(value, editions);
  if (choice.imported)
    return { edition: choice.year, editionName: `${choice.imported.lang}-${choice.imported.edition}` };
  if (choice.year) return { edition: choice.year };
  const rulable = byNewest(editions.filter((edition) => edition.edition >= READINGS_2024_FROM));
  throw new UsageError(
    `--edition ${choice.problem.message}`,
    [
      ...choice.problem.notes,
      '--edition 2011: the 2011 rules (English 2011-02-04; also en-2011 or 2011-02-04)',
      '--edition 2024: the 2024 rules (German 2024-03-08; also de-2024 or 2024-03-08)',
      ...rulable.map((e) => `--edition ${e.lang}-${e.edition}: the imported ${editionLabel(e)} rules`),
    ],
    'usage/unknown-edition',
  );
}

/** The scenario ruled under the rules --edition names instead of its own. */
export function overrideRules(scenario: Scenario, rules: RulesOverride): Scenario {
  const { editionName: _name, ruledUnder: _ruled, ...rest } = scenario;
  return {
    ...rest,
    edition: rules.edition,
    ...(rules.editionName !== undefined && { editionName: rules.editionName }),
  };
}
