// How the outputs name the rules a table is ruled under, and the line that says a table is
// ruled under other rules than its file names (--edition).
import type { Scenario } from '../core/scenario.js';
import { LANG_NAMES } from '../rules/corpus-model.js';

type Named = Pick<Scenario, 'edition' | 'editionName' | 'ruledUnder'>;

/** "2024", "2011", an imported edition: "English 2026-01-16", or a name no edition answered to. */
export function rulesLabel(scenario: Named): string {
  const { ruledUnder } = scenario;
  return ruledUnder
    ? `${LANG_NAMES[ruledUnder.lang]} ${ruledUnder.edition}`
    : (scenario.editionName ?? scenario.edition);
}

/** "2024", "2011", or an imported edition's key: "en-2026-01-16", for JSON and XML. */
export function rulesKey(scenario: Named): string {
  const { ruledUnder } = scenario;
  return ruledUnder ? `${ruledUnder.lang}-${ruledUnder.edition}` : (scenario.editionName ?? scenario.edition);
}

/**
 * "ruled under the 2011 rules by --edition; the file says 2024", or undefined without
 * --edition. `fileEdition` is the file's `edition` as written.
 */
export function editionOverrideNote(scenario: Named, fileEdition: string | undefined): string | undefined {
  if (fileEdition === undefined) return undefined;
  const ruled = rulesLabel(scenario);
  const same = fileEdition === rulesKey(scenario);
  return `ruled under the ${ruled} rules by --edition; ${same ? 'as the file does' : `the file says ${fileEdition}`}`;
}
