// Ruling a table under an imported edition (scenario-format.md, "Rulings under an imported
// edition"): the edition a file or --edition names is looked up among the imported ones
// (rules/ruling-edition.ts); the table is ruled with the readings made for the 2024 rules,
// and each answer is cited under that edition (cite-under-edition.ts). A scenario that
// names a shipped edition is ruled as `evaluate` rules it, and reads nothing. Pure: the
// imported editions are reached through the functions passed in, called only when needed.
import type { Scenario } from '../core/scenario.js';
import type { EditionRef } from '../rules/corpus-model.js';
import type { ImportedEditions } from '../rules/find-in-edition.js';
import { chooseRulingEdition, type RulingProblem } from '../rules/ruling-edition.js';
import { LATER_TEXTS } from '../rules/reading-texts.js';
import { citeUnderEdition } from './cite-under-edition.js';
import { evaluate, refuseEveryQuestion, type Evaluation } from './evaluate.js';

/** The scenario with the rules it names looked up, or why it cannot be ruled. */
export function resolveRulings(
  scenario: Scenario,
  imported: ImportedEditions,
): { scenario: Scenario; problem?: undefined } | { problem: RulingProblem; scenario?: undefined } {
  if (scenario.editionName === undefined || scenario.ruledUnder !== undefined) return { scenario };
  const choice = chooseRulingEdition(scenario.editionName, imported.editions());
  if (choice.problem) return { problem: choice.problem };
  if (!choice.imported) {
    const { editionName: _name, ...shipped } = scenario;
    return { scenario: { ...shipped, edition: choice.year } };
  }
  return { scenario: { ...scenario, edition: choice.year, ruledUnder: choice.imported } };
}

/** `evaluate`, for a scenario that may name an imported edition. */
export function evaluateUnder(imported: ImportedEditions): (scenario: Scenario) => Evaluation {
  return (given) => {
    const resolved = resolveRulings(given, imported);
    if (resolved.problem) {
      const { code, message, notes } = resolved.problem;
      return refuseEveryQuestion(given, { code, message: `edition ${message}`, notes, path: ['edition'] });
    }
    const { scenario } = resolved;
    const evaluation = evaluate(scenario);
    if (!scenario.ruledUnder) return { ...evaluation, scenario };
    const edition: EditionRef = scenario.ruledUnder;
    const find = (wanted: EditionRef) =>
      imported.editions().find((e) => e.lang === wanted.lang && e.edition === wanted.edition);
    const english2024 = find({ lang: 'en', edition: '2024-03-08' });
    const english2026 = find(LATER_TEXTS['2026']);
    const citing = citeUnderEdition({
      text: imported.text(edition),
      fingerprints: imported.fingerprints(),
      laterFingerprints: imported.laterFingerprints(),
      ...(english2024 && { english2024: () => imported.text(english2024) }),
      ...(english2026 && { laterTexts: { '2026': () => imported.text(english2026) } }),
    });
    return {
      outcomes: evaluation.outcomes.map(citing.outcome),
      problems: evaluation.problems.map(citing.problem),
      scenario,
    };
  };
}
