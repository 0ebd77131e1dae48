// A scenario's questions answered (`mtg-judge eval`), from YAML text or a file: the
// answers with their citations, and the texts of the rules cited in the reader's language.
import type { CitedRule } from '../rules/cited-rules.js';
import { readScenarioFile } from '../io/read-scenario-file.js';
import { checkScenario, invalidResult, type FileResult } from '../scenario/check.js';
import { evalJson } from '../report/render-eval.js';
import type { EvalDocument } from '../report/json-documents.js';
import { readCitedRules } from './cited-rules.js';
import { storeWarnings, type Context } from './context.js';
import { readRulings, type Rulings } from './rulings.js';
import type { Reply } from './reply.js';
import type { EvalOptions } from './options.js';

export type EvalReply = Reply<EvalDocument> & { result: FileResult; cited: CitedRule[] };

/** The scenario in `text`, named `file` in the answers and the diagnostics. */
export function evalTextReply(text: string, file: string, options: EvalOptions, context: Context): EvalReply {
  return answer(text, file, readRulings(context.dataDir, options.edition), options, context);
}

/** A file that cannot be read is answered with the reason, as an invalid scenario. */
export function evalFileReply(file: string, options: EvalOptions, context: Context): EvalReply {
  // An edition that is none is refused before the file is read.
  const rulings = readRulings(context.dataDir, options.edition);
  const read = readScenarioFile(file, context.cwd);
  if (read.value === undefined) return replyOf(invalidResult(file, read.diagnostics), []);
  return answer(read.value, file, rulings, options, context);
}

function answer(text: string, file: string, rulings: Rulings, options: EvalOptions, context: Context): EvalReply {
  const result = checkScenario(file, text, rulings.evaluate, rulings.override);
  const { cited, problems } = readCitedRules(context.dataDir, options.lang ?? context.locale, result);
  context.warn(storeWarnings([...problems, ...rulings.imported.problems()]));
  return replyOf(result, cited);
}

function replyOf(result: FileResult, cited: CitedRule[]): EvalReply {
  return {
    document: evalJson(result, cited),
    notes: [],
    problems: result.errors,
    status: result.status === 'invalid' ? 'invalid' : 'ok',
    result,
    cited,
  };
}
