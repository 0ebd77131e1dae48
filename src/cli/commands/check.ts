// mtg-judge check FILE|DIR...: find and check every scenario file, then report.
import type { CommandContext } from '../command-context.js';
import { UsageError } from '../../core/errors.js';
import { styleFor } from '../options.js';
import { checkExitCode } from '../../scenario/check.js';
import { libraryContext } from '../library.js';
import { checkReply } from '../../lib/check-reply.js';
import { renderCheckPretty } from '../../report/check-pretty.js';
import { renderJsonDocument } from '../../report/json-text.js';
import { renderCheckJunit } from '../../report/check-junit.js';
import { renderCheckGithub } from '../../report/check-github.js';
import { renderDiagnostic } from '../../report/render-diagnostic.js';

const REPORTERS = ['pretty', 'json', 'junit', 'github'] as const;
type Reporter = (typeof REPORTERS)[number];

export async function runCheck({ io, args, options }: CommandContext): Promise<number> {
  const reporter = chooseReporter(options);
  const errorStyle = await styleFor(io, options, 'stderr');
  const reply = checkReply(args, { edition: options.edition }, libraryContext(io, errorStyle));
  const { results } = reply;
  // Warnings about the paths come before the report.
  for (const warning of reply.problems) io.stderr(renderDiagnostic(warning, errorStyle) + '\n');
  if (reporter === 'pretty') io.stdout(renderCheckPretty(results, await styleFor(io, options)));
  else if (reporter === 'json') io.stdout(renderJsonDocument(reply.document));
  else if (reporter === 'junit') io.stdout(renderCheckJunit(results));
  else io.stdout(renderCheckGithub(results));
  return checkExitCode(results);
}

/**
 * --json is --reporter json. Beside another reporter given on the command line it is a
 * contradiction, refused rather than settled by silently picking one (cli.md names no winner).
 */
function chooseReporter(options: CommandContext['options']): Reporter {
  const given = options.reporterGiven === true ? String(options.reporter) : undefined;
  if (options.json === true && given !== undefined && given !== 'json')
    throw new UsageError(`--json and --reporter ${given} ask for two different outputs`, [
      'give one of them: --json is the same as --reporter json',
    ]);
  const reporter = (options.json === true ? 'json' : (options.reporter ?? 'pretty')) as Reporter;
  if (!REPORTERS.includes(reporter))
    throw new UsageError(`unknown reporter "${String(reporter)}"`, [`choose one of: ${REPORTERS.join(', ')}`]);
  return reporter;
}
