// mtg-judge table FILE: the table after the file's events, for the terminal.
import type { CommandContext } from '../main.js';
import { EXIT } from '../io.js';
import { styleFor } from '../options.js';
import { readScenarioFile } from '../../io/read-scenario-file.js';
import { parseScenario } from '../../scenario/parse-scenario.js';
import { buildTable } from '../../table/build-table.js';
import { applyEvents } from '../../table/events/apply-events.js';
import { hasErrors } from '../../report/diagnostic.js';
import { renderDiagnostics } from '../../report/render-diagnostic.js';
import { renderTable } from '../../report/render-table.js';

export async function runTable({ io, args, options }: CommandContext): Promise<number> {
  const file = args[0]!;
  const read = readScenarioFile(file, io.cwd);
  const errorStyle = await styleFor(io, options, 'stderr');
  if (read.value === undefined) {
    io.stderr(renderDiagnostics(read.diagnostics, errorStyle) + '\n');
    return EXIT.usage;
  }
  const parsed = parseScenario(read.value, file);
  if (!parsed.value || hasErrors(parsed.diagnostics)) {
    io.stderr(renderDiagnostics(parsed.diagnostics, errorStyle, { [file]: read.value }) + '\n');
    return EXIT.usage;
  }
  const built = buildTable(parsed.value);
  const played = applyEvents(built.table, parsed.value.events);
  const problems = [...built.problems, ...played.problems];
  if (problems.length > 0) {
    const diagnostics = problems.map((p) => ({ code: p.code, severity: 'error' as const, message: p.message, file, ...parsed.span(p.path), ...(p.notes && { notes: p.notes }) }));
    io.stderr(renderDiagnostics(diagnostics, errorStyle, { [file]: read.value }) + '\n');
    return EXIT.usage;
  }
  io.stdout(renderTable(parsed.value, played.table, await styleFor(io, options)));
  return EXIT.ok;
}
