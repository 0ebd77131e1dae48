// What every piece of the library's work is given from outside: where the imported
// editions are, the reader's language, the folder relative paths are read from, and where
// to send the warnings about a damaged data directory. The command line makes it from its
// environment; the library's callers, from their options.
import type { Diagnostic } from '../core/diagnostic.js';
import type { Lang } from '../rules/corpus-model.js';
import type { StoreProblem } from '../rules/edition-list.js';
import { userDataDir } from '../io/data-dirs.js';
import { escapeControls } from '../report/terminal-text.js';
import { defaultLang } from './locale.js';

export interface Context {
  /** The data directory of the imported editions; undefined where there is none. */
  dataDir: string | undefined;
  /** The reader's language, where no `lang` is given. */
  locale: Lang;
  /** The folder a relative path is read from. */
  cwd: string;
  /** What is wrong in the data directory, as warnings, each once; a lookup goes on regardless. */
  warn(warnings: readonly Diagnostic[]): void;
}

/** The context of an environment (MTG_JUDGE_HOME, HOME, LANG, …). */
export function contextOf(
  env: Record<string, string | undefined>,
  cwd: string,
  warn: Context['warn'] = () => {},
): Context {
  return { dataDir: userDataDir(env), locale: defaultLang(env), cwd, warn };
}

/** One warning per problem: the path, what it costs, and how to repair it. */
export function storeWarnings(problems: readonly StoreProblem[]): Diagnostic[] {
  const seen = new Set<string>();
  const warnings: Diagnostic[] = [];
  for (const problem of problems) {
    const message = escapeControls(`${problem.path} ${problem.message}; to repair: ${problem.repair}`);
    if (seen.has(message)) continue;
    seen.add(message);
    warnings.push({ code: problem.code, severity: 'warning', message });
  }
  return warnings;
}
