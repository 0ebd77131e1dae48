// mtg-judge eval FILE: read the scenario, let the judge answer, show the answers with the
// cited rules in the reader's language.
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { styleFor } from '../options.js';
import { readCitedRules } from '../cited-rules.js';
import { readScenarioFile } from '../../io/read-scenario-file.js';
import { checkScenario } from '../../scenario/check.js';
import { readRulings, warnRulingsProblems } from '../rulings.js';
import { renderDiagnostics } from '../../report/render-diagnostic.js';
import { renderEvalJson, renderEvalText } from '../../report/render-eval.js';

export async function runEval({ io, args, options }: CommandContext): Promise<number> {
  const file = args[0]!;
  const rulings = readRulings(io, options);
  const read = readScenarioFile(file, io.cwd);
  const errorStyle = await styleFor(io, options, 'stderr');
  if (read.value === undefined) {
    io.stderr(renderDiagnostics(read.diagnostics, errorStyle) + '\n');
    return EXIT.usage;
  }
  const result = checkScenario(file, read.value, rulings.evaluate, rulings.override);
  const { cited, problems } = readCitedRules(io.env, options.lang, result);
  warnRulingsProblems(io, rulings, errorStyle, problems);
  if (options.json) io.stdout(renderEvalJson(result, cited));
  else if (result.scenario) io.stdout(renderEvalText(result, cited, await styleFor(io, options)));
  if (result.errors.length > 0) io.stderr(renderDiagnostics(result.errors, errorStyle, { [file]: read.value }) + '\n');
  return result.status === 'invalid' ? EXIT.usage : EXIT.ok;
}
