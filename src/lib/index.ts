// mtg-judge as a library: `import { lookUpRules } from 'mtg-judge'`. Each function does the
// work of a command and returns the document its `--json` prints (the README's "JSON
// output"); the commands are built on the same work (the *-reply.ts modules beside this
// one), so the two cannot drift apart. Nothing here loads the terminal code.
//
// This module is the package's public surface, and its declarations are what the package
// ships (src/build/library.ts): the types it names and the declarations they reach, no
// more. Each function loads its work when it is first called, so that importing the
// package costs little and a lookup never loads the YAML parser or the scenario schema.
import type {
  ChangesDocument,
  CheckDocument,
  DiagnosticJson,
  EditionsDocument,
  EvalDocument,
  GlossaryDocument,
  RulesDocument,
  ScenarioDocument,
  SearchDocument,
} from '../report/json-documents.js';
import type { Lang } from '../rules/corpus-model.js';
import { contextOf, type Context } from './context.js';
import { diagnosticJson } from '../report/diagnostic-json.js';
import {
  SCENARIO_TEXT_FILE,
  type ChangesOptions,
  type CheckOptions,
  type EditionsOptions,
  type EvalOptions,
  type GlossaryOptions,
  type RuleOptions,
  type SearchOptions,
} from './options.js';
import type { Reply } from './reply.js';

export type * from '../report/json-documents.js';
export type * from './options.js';
export type { Lang } from '../rules/corpus-model.js';
export type { Scenario } from '../core/scenario.js';
export { UsageError } from '../core/errors.js';

/** What every function may be given besides its own options. */
export interface LibraryOptions {
  /**
   * The folder of the imported editions (`mtg-judge import`). Default: as the command finds
   * it, MTG_JUDGE_HOME, else $XDG_DATA_HOME/mtg-judge, else ~/.local/share/mtg-judge.
   */
  dataDir?: string;
  /** The reader's language where no `lang` is given. Default: the locale (LC_ALL, LANG, …), else English. */
  locale?: Lang;
  /** The folder relative paths are read from. Default: process.cwd(). */
  cwd?: string;
  /**
   * Told what the command says on stderr: why nothing (or not everything) was found, with
   * near terms, and warnings about a damaged data directory.
   */
  onDiagnostic?: (diagnostic: DiagnosticJson) => void;
}

/**
 * Rules by number, as `mtg-judge rule --json`: `807.4e`, a rule with its subrules (`807.4`),
 * a section (`807`), a range (`807.4a-807.4d`), or a loose form (`r807.4e`, `Rule 807.4E`).
 * A number that names no rule is listed under `notFound`. A string is one number or range.
 */
export async function lookUpRules(
  numbers: string | readonly string[],
  options: RuleOptions & LibraryOptions = {},
): Promise<RulesDocument> {
  const list = typeof numbers === 'string' ? [numbers] : numbers;
  const { ruleReply } = await import('./rule-reply.js');
  return documentOf(await ruleReply(list, options, contextFor(options)), options);
}

/**
 * Every rule text, glossary entry and house rule searched by words, as `mtg-judge search
 * --json`: fuzzy, in any language. A query that is a rule number is looked up as
 * lookUpRules does, and answered with its document. A string is split into words as a shell
 * splits a command line.
 */
export async function searchRules(
  query: string | readonly string[],
  options: SearchOptions & LibraryOptions = {},
): Promise<SearchDocument | RulesDocument> {
  const words = typeof query === 'string' ? query.split(/\s+/) : query;
  const { searchReply } = await import('./search-reply.js');
  const reply = await searchReply(words, options, contextFor(options));
  return documentOf<SearchDocument | RulesDocument>(reply, options);
}

/** A term in the glossaries, its references followed, as `mtg-judge glossary --json`. */
export async function lookUpGlossary(
  term: string,
  options: GlossaryOptions & LibraryOptions = {},
): Promise<GlossaryDocument> {
  const { glossaryReply } = await import('./glossary-reply.js');
  return documentOf(await glossaryReply(term, options, contextFor(options)), options);
}

/** Every edition, shipped or imported, as `mtg-judge editions --json`. */
export async function listEditions(options: EditionsOptions & LibraryOptions = {}): Promise<EditionsDocument> {
  const { editionsReply } = await import('./editions-reply.js');
  return documentOf(editionsReply(options, contextFor(options)), options);
}

/**
 * What became of rules between two editions, matched by counterparts, as `mtg-judge changes
 * --json`.
 */
export async function compareEditions(
  numbers: string | readonly string[],
  options: ChangesOptions & LibraryOptions,
): Promise<ChangesDocument> {
  const list = typeof numbers === 'string' ? [numbers] : numbers;
  const { changesReply } = await import('./changes-reply.js');
  return documentOf(await changesReply(list, options, contextFor(options)), options);
}

/**
 * A scenario from YAML text: valid or not, every problem with its line and column as
 * `mtg-judge check --json` shows it, and the scenario as plain data.
 */
export async function parseScenario(text: string, options: { file?: string } = {}): Promise<ScenarioDocument> {
  const { parseScenarioDocument } = await import('./scenario-document.js');
  return parseScenarioDocument(text, options.file ?? SCENARIO_TEXT_FILE);
}

/** A scenario file read and parsed, as parseScenario does; a file that cannot be read is invalid. */
export async function readScenario(file: string, options: Pick<LibraryOptions, 'cwd'> = {}): Promise<ScenarioDocument> {
  const { readScenarioDocument } = await import('./scenario-document.js');
  return readScenarioDocument(file, options.cwd ?? process.cwd());
}

/**
 * A scenario's questions answered, from YAML text, as `mtg-judge eval --json`: each answer
 * with the rules it cites and the texts of those rules. A broken scenario is answered with
 * its `errors`.
 */
export async function evaluateScenario(
  text: string,
  options: EvalOptions & LibraryOptions & { file?: string } = {},
): Promise<EvalDocument> {
  const { evalTextReply } = await import('./eval-reply.js');
  const file = options.file ?? SCENARIO_TEXT_FILE;
  return documentOf(evalTextReply(text, file, options, contextFor(options)), options);
}

/** A scenario file's questions answered, as `mtg-judge eval FILE --json`. */
export async function evaluateFile(file: string, options: EvalOptions & LibraryOptions = {}): Promise<EvalDocument> {
  const { evalFileReply } = await import('./eval-reply.js');
  return documentOf(evalFileReply(file, options, contextFor(options)), options);
}

/**
 * Scenario files checked, each answer against its `expect`, as `mtg-judge check --json`; a
 * folder means every *.yaml and *.yml file under it.
 */
export async function checkFiles(
  paths: string | readonly string[],
  options: CheckOptions & LibraryOptions = {},
): Promise<CheckDocument> {
  const { checkReply } = await import('./check-reply.js');
  const list = typeof paths === 'string' ? [paths] : paths;
  return documentOf(checkReply(list, options, contextFor(options)), options);
}

/** The JSON Schema (draft-07) of scenario files, as `mtg-judge schema` prints it. */
export async function scenarioJsonSchema(): Promise<Record<string, unknown>> {
  const { scenarioJsonSchema: jsonSchema } = await import('../scenario/schema.js');
  return jsonSchema();
}

function contextFor(options: LibraryOptions): Context {
  const context = contextOf(process.env, options.cwd ?? process.cwd(), (warnings) =>
    warnings.forEach((warning) => options.onDiagnostic?.(diagnosticJson(warning))),
  );
  return {
    ...context,
    ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
    ...(options.locale !== undefined && { locale: options.locale }),
  };
}

function documentOf<D>(reply: Reply<D>, options: LibraryOptions): D {
  for (const problem of reply.problems) options.onDiagnostic?.(diagnosticJson(problem));
  return reply.document;
}
