// mtg-judge eval FILE: read the scenario, let the judge answer, show the answers with the
// cited rules in the reader's language.
import type { CommandContext } from '../main.js';
import { EXIT } from '../io.js';
import { styleFor } from '../options.js';
import { readScenarioFile } from '../../io/read-scenario-file.js';
import { readCorpusIndex, readCounterparts, readRuleCorpus } from '../../io/read-corpus.js';
import { userDataDir } from '../../io/data-dirs.js';
import { checkScenario } from '../../scenario/check.js';
import { RULES_TEXT_OF } from '../../scenario/model.js';
import { evaluate } from '../../judge/evaluate.js';
import { GENERAL_RULES } from '../../judge/general-rules.js';
import { citedRule } from '../../rules/cited-rules.js';
import type { EditionRef } from '../../rules/model.js';
import { renderDiagnostics } from '../../report/render-diagnostic.js';
import { renderEvalJson, renderEvalText } from '../../report/render-eval.js';

export async function runEval({ io, args, options }: CommandContext): Promise<number> {
  const file = args[0]!;
  const read = readScenarioFile(file, io.cwd);
  const errorStyle = await styleFor(io, options, 'stderr');
  if (read.value === undefined) {
    io.stderr(renderDiagnostics(read.diagnostics, errorStyle) + '\n');
    return EXIT.usage;
  }
  const result = checkScenario(file, read.value, evaluate);
  const cited = result.scenario ? citedRules(io.env, options.lang, result) : [];
  if (options.json) io.stdout(renderEvalJson(result, cited));
  else if (result.scenario) io.stdout(renderEvalText(result, cited, await styleFor(io, options), io.columns));
  if (result.errors.length > 0) io.stderr(renderDiagnostics(result.errors, errorStyle, { [file]: read.value }) + '\n');
  return result.status === 'invalid' ? EXIT.usage : EXIT.ok;
}

function citedRules(env: Record<string, string | undefined>, lang: CommandContext['options']['lang'], result: ReturnType<typeof checkScenario>) {
  const source = RULES_TEXT_OF[result.scenario!.edition];
  const index = readCorpusIndex(userDataDir(env));
  const entryOf = (edition: EditionRef) => index.editions.find((e) => e.lang === edition.lang && e.edition === edition.edition)!;
  const context = {
    source,
    // --lang all: the scenario's own edition.
    lang: lang === 'all' ? source.lang : lang,
    editions: index.editions,
    load: (edition: EditionRef) => readRuleCorpus(entryOf(edition).file, entryOf(edition).dir),
    counterparts: readCounterparts(),
    summaries: GENERAL_RULES[result.scenario!.edition],
  };
  const numbers = [...new Set(result.answers.flatMap((answer) => answer.citations))];
  return numbers.map((number) => citedRule(context, number));
}
