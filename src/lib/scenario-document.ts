// A scenario parsed from YAML text or read from a file, as the library gives it: valid or
// not, with every problem as `check --json` shows it, and the scenario as plain data.
import { hasErrors, type Diagnostic } from '../core/diagnostic.js';
import type { Scenario } from '../core/scenario.js';
import { readScenarioFile } from '../io/read-scenario-file.js';
import { parseScenario } from '../scenario/parse-scenario.js';
import { diagnosticJson } from '../report/diagnostic-json.js';
import type { ScenarioDocument } from '../report/json-documents.js';

export function parseScenarioDocument(text: string, file: string): ScenarioDocument {
  const parsed = parseScenario(text, file);
  return scenarioDocument(file, parsed.diagnostics, parsed.value);
}

/** A file that cannot be read is invalid, with the reason as its one error. */
export function readScenarioDocument(file: string, cwd: string): ScenarioDocument {
  const read = readScenarioFile(file, cwd);
  if (read.value === undefined) return scenarioDocument(file, read.diagnostics, undefined);
  return parseScenarioDocument(read.value, file);
}

function scenarioDocument(file: string, diagnostics: readonly Diagnostic[], scenario?: Scenario): ScenarioDocument {
  const valid = scenario !== undefined && !hasErrors(diagnostics);
  return {
    schemaVersion: 1,
    file,
    status: valid ? 'valid' : 'invalid',
    errors: diagnostics.map(diagnosticJson),
    ...(valid && { scenario }),
  };
}
