// `check FILE|DIR...` in one call: find the files, read each, check it. A path that is
// missing or unreadable becomes an invalid result, so every reporter shows it.
import { checkScenario, invalidResult, type Evaluate, type FileResult } from '../scenario/check.js';
import type { RulesOverride } from '../scenario/edition-override.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { findScenarioFiles } from './find-scenario-files.js';
import { readScenarioFile } from './read-scenario-file.js';

export interface CheckedFiles {
  results: FileResult[];
  /** Warnings about the arguments, such as a folder without scenario files. */
  warnings: Diagnostic[];
}

export function checkScenarioFiles(
  args: readonly string[],
  evaluate: Evaluate,
  cwd: string = process.cwd(),
  /** --edition: every table ruled under these rules, whatever its file says. */
  rules?: RulesOverride,
): CheckedFiles {
  const found = findScenarioFiles(args, cwd);
  const invalid = (d: Diagnostic): FileResult => invalidResult(d.file ?? '', [d]);
  const missing = found.diagnostics.filter((d) => d.severity === 'error').map(invalid);
  const checked = found.files.map((file) => {
    const read = readScenarioFile(file, cwd);
    return read.value === undefined ? invalid(read.diagnostics[0]!) : checkScenario(file, read.value, evaluate, rules);
  });
  return { results: [...missing, ...checked], warnings: found.diagnostics.filter((d) => d.severity === 'warning') };
}
