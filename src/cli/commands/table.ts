// mtg-judge table FILE: the table after the file's events, for the terminal, as JSON, or
// as an SVG picture (--svg, with --for shading a player's range of influence).
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { styleFor } from '../options.js';
import { readScenarioFile } from '../../io/read-scenario-file.js';
import { judgeDiagnostic } from '../../scenario/check.js';
import { parseScenario } from '../../scenario/parse-scenario.js';
import { overrideRules } from '../../scenario/edition-override.js';
import { resolveRulings } from '../../judge/rule-under-edition.js';
import { readRulings, warnRulingsProblems } from '../rulings.js';
import { buildTable } from '../../table/build-table.js';
import { applyEvents } from '../../table/events/apply-events.js';
import { hasErrors, type Diagnostic } from '../../core/diagnostic.js';
import { renderDiagnostics } from '../../report/render-diagnostic.js';
import { renderTable } from '../../report/render-table.js';
import { renderTableJson } from '../../report/render-table-json.js';
import { renderTableSvg } from '../../report/render-table-svg.js';
import { buildTablePicture, readForPlayer } from '../../report/table-picture.js';
import { UsageError } from '../../core/errors.js';

export async function runTable({ io, args, options }: CommandContext): Promise<number> {
  const file = args[0]!;
  const svg = options.svg === true;
  // commander gives --for as a string.
  const forPlayer = options.for as string | undefined;
  if (forPlayer !== undefined && !svg)
    throw new UsageError("--for shades a player's range of influence in the picture: give it with --svg", [
      'mtg-judge table FILE --svg --for PLAYER',
    ]);
  if (svg && options.json) throw new UsageError('--svg and --json ask for two different outputs: give one of them');
  const rulings = readRulings(io, options);
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
  const given = rulings.override ? overrideRules(parsed.value, rulings.override) : parsed.value;
  const resolved = resolveRulings(given, rulings.imported);
  warnRulingsProblems(io, rulings, await styleFor(io, options, 'stderr'));
  if (resolved.problem) {
    const { code, message, notes } = resolved.problem;
    const problem = { code, message: `edition ${message}`, notes, path: ['edition'] };
    return report([judgeDiagnostic(problem, file, parsed)], read.value);
  }
  const { scenario } = resolved;
  const built = buildTable(scenario);
  const played = applyEvents(built.table, scenario.events);
  const problems = [...built.problems, ...played.problems];
  if (problems.length > 0)
    return report(
      problems.map((problem) => judgeDiagnostic(problem, file, parsed)),
      read.value,
    );
  const fileEdition = rulings.override && (parsed.value.editionName ?? parsed.value.edition);
  if (svg) {
    const shaded = forPlayer === undefined ? undefined : readForPlayer(played.table, forPlayer);
    const picture = buildTablePicture(scenario, played.table, { forPlayer: shaded, fileEdition });
    io.stdout(await renderTableSvg(picture));
  } else if (options.json) io.stdout(renderTableJson(file, scenario, played.table, fileEdition));
  else io.stdout(renderTable(scenario, played.table, await styleFor(io, options), fileEdition));
  return EXIT.ok;
}
