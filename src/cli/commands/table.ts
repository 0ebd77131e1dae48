// mtg-judge table FILE: the table after the file's events, for the terminal.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { styleFor } from '../options.js';
import { readScenarioFile } from '../../io/read-scenario-file.js';
import { judgeDiagnostic } from '../../scenario/check.js';
import { parseScenario } from '../../scenario/parse-scenario.js';
import { buildTable } from '../../table/build-table.js';
import { applyEvents } from '../../table/events/apply-events.js';
import { hasErrors, type Diagnostic } from '../../core/diagnostic.js';
import { renderDiagnostics } from '../../report/render-diagnostic.js';
import { renderTable } from '../../report/render-table.js';

export async function runTable({ io, args, options }: CommandContext): Promise<number> {
  const file = args[0]!;
  const report = async (diagnostics: Diagnostic[], source?: string) => {
    io.stderr(
      renderDiagnostics(diagnostics, await styleFor(io, options, 'stderr'), source ? { [file]: source } : {}) + '\n',
    );
    return EXIT.usage;
  };
  const read = readScenarioFile(file, io.cwd);
  if (read.value === undefined) return report(read.diagnostics);
  const parsed = parseScenario(read.value, file);
  if (!parsed.value || hasErrors(parsed.diagnostics)) return report(parsed.diagnostics, read.value);
  const built = buildTable(parsed.value);
  const played = applyEvents(built.table, parsed.value.events);
  const problems = [...built.problems, ...played.problems];
  if (problems.length > 0)
    return report(
      problems.map((problem) => judgeDiagnostic(problem, file, parsed)),
      read.value,
    );
  io.stdout(renderTable(parsed.value, played.table, await styleFor(io, options)));
  return EXIT.ok;
}
