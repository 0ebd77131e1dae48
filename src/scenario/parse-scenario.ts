// Scenario text → a validated Scenario, or every problem in the file, each at its line and
// column. Pure: the caller reads the file. The returned `locate` turns the judge's
// problem paths into positions in the same file.
import { hasErrors, type Diagnostic, type Position } from '../core/diagnostic.js';
import type { DocPath, Scenario } from '../core/scenario.js';
import { normaliseScenario } from './normalise-scenario.js';
import { parseYamlSource } from './parse-yaml-source.js';
import { createReport, sortDiagnostics } from './report-at.js';
import { validateScenarioSchema } from './schema-issues.js';
import { scenarioSchema, type ScenarioInput } from './schema.js';
import type { Span } from './source-map.js';
import { collectTableNames, createNameChecks } from './table-names.js';
import { validateQuestions } from './validate-questions.js';
import { validateTable } from './validate-cross-references.js';
import { validateCommander } from './validate-commander.js';

export interface ParsedScenario {
  value?: Scenario;
  diagnostics: Diagnostic[];
  locate(path: DocPath): Position | undefined;
  /** The whole value at `path`, for diagnostics that underline it. */
  span(path: DocPath): Span | undefined;
}

export function parseScenario(text: string, file: string): ParsedScenario {
  const source = parseYamlSource(text.replace(/^\uFEFF/, ''), file);
  const { sourceMap } = source;
  const diagnostics = [...source.diagnostics];
  let input: ScenarioInput | undefined;
  if (source.data) {
    const checked = validateScenarioSchema(source.data, file, sourceMap);
    input = checked.value;
    diagnostics.push(...checked.diagnostics);
    const report = createReport(file, sourceMap, diagnostics);
    const names = collectTableNames(source.data, Object.keys(scenarioSchema.shape));
    const check = createNameChecks(names, report);
    validateTable(source.data, names, check, report);
    validateCommander(source.data, check, report);
    validateQuestions(source.data.questions, check, report);
  }
  const value = input && !hasErrors(diagnostics) ? normaliseScenario(input) : undefined;
  return {
    ...(value && { value }),
    diagnostics: sortDiagnostics(diagnostics),
    locate: sourceMap.locate,
    span: sourceMap.span,
  };
}

/** Top to bottom, as the file reads; a stable sort keeps problems at one place in the order found. */
