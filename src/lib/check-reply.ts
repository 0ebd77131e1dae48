// Scenario files checked (`mtg-judge check`): every file found under the paths, each
// answer against its `expect`.
import { checkScenarioFiles } from '../io/check-scenario-files.js';
import { checkExitCode, type FileResult } from '../scenario/check.js';
import { checkJson } from '../report/check-json.js';
import type { CheckDocument } from '../report/json-documents.js';
import { storeWarnings, type Context } from './context.js';
import { readRulings } from './rulings.js';
import type { Reply } from './reply.js';
import type { CheckOptions } from './options.js';

/** `problems` are warnings about the paths, such as a folder without scenario files. */
export type CheckReply = Reply<CheckDocument> & { results: FileResult[] };

const STATUS = { 0: 'ok', 1: 'failed', 2: 'invalid' } as const;

export function checkReply(paths: readonly string[], options: CheckOptions, context: Context): CheckReply {
  const rulings = readRulings(context.dataDir, options.edition);
  const { results, warnings } = checkScenarioFiles(paths, rulings.evaluate, context.cwd, rulings.override);
  context.warn(storeWarnings(rulings.imported.problems()));
  return {
    document: checkJson(results),
    notes: [],
    problems: warnings,
    status: STATUS[checkExitCode(results)],
    results,
  };
}
