// The command line: commander parses, each command's module is imported only when it
// runs, so that `mtg-judge rule 807.4e` loads neither the YAML parser nor the prompts.
// Everything is written through one output layer (output.ts): wrapped and paged on a
// terminal, plain when piped.
import { Command, CommanderError, type Help } from 'commander';
import { COMMANDS, type Dispatch } from './command-definitions.js';
import { type Io, EXIT } from './io.js';
import { defaultLang } from '../lib/locale.js';
import { VERSION } from '../lib/version.js';
import { ALL_COMMON_FLAGS, withCommonOptions } from './common-flags.js';
import type { CommandContext } from './command-context.js';
import { createOutput } from './output.js';
import { setArgumentKind } from './argument-kind.js';
import { HANG } from '../report/layout-marks.js';
import { reportError } from './report-error.js';

export async function main(argv: string[], terminal: Io): Promise<number> {
  const output = createOutput(terminal);
  const io = output.io;
  let exitCode: number = EXIT.ok;
  // Read here too, for the help, which commander prints before any command runs.
  let pager = !argv.includes('--no-pager');
  let wrap = true;
  const definition = COMMANDS.find((d) => d.name === argv[0]);
  const interactive = definition?.interactive === true;
  const program = buildProgram(
    io,
    async (load, args, options) => {
      pager &&= options.pager !== false;
      // JSON, XML and scripts are shown as written, never wrapped: a copy must still parse.
      wrap = !(options.json === true || definition?.verbatim?.(options) === true);
      const run = await load();
      const commandIo = interactive ? await output.stream() : io;
      exitCode = await run({ io: commandIo, args, options: options as CommandContext['options'], program });
    },
    argv[0],
  );
  try {
    if (argv.length === 0) {
      io.stderr(program.helpInformation());
      exitCode = EXIT.usage;
    } else {
      await program.parseAsync(argv, { from: 'user' });
    }
  } catch (error) {
    exitCode = handleError(error, io);
  }
  await output.finish({ pager, wrap });
  return exitCode;
}

/** Help and version are successes; every other commander error is a usage error. */
function handleError(error: unknown, io: Io): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  return reportError(error, io);
}

/** The commander program, with the command `first` names alone where it names one. */
export function buildProgram(io: Io, dispatch: Dispatch, first: string | undefined): Command {
  const program = new Command('mtg-judge')
    .description(
      'Multiplayer Magic rules (Comprehensive Rules 800–811) for judges: look up, search, and rule on a table.',
    )
    .version(VERSION, '-V, --version')
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (text) => io.stdout(text),
      writeErr: (text) => io.stderr(text),
      outputError: (text, write) => write(`mtg-judge: ${text.replace(/^error: /, '')}`),
      // The output layer wraps help on a terminal, like every other text; piped, it stays unwrapped.
      getOutHelpWidth: () => Number.MAX_SAFE_INTEGER,
      getErrHelpWidth: () => Number.MAX_SAFE_INTEGER,
    })
    .configureHelp({ formatItem, styleCommandDescription: (text) => `${HANG}${text}` });

  const lang = defaultLang(io.env);
  // A known command name first: define that command alone. Anything else (help, a typo)
  // needs them all, for the list and the suggestions.
  const named = COMMANDS.find((definition) => definition.name === first);
  const only = named?.wholeProgram ? undefined : named;
  for (const definition of only ? [only] : COMMANDS) {
    const command = (name: string, description: string) =>
      withCommonOptions(
        setArgumentKind(program.command(name).description(description).exitOverride(), definition.completes),
        lang,
        definition.flags ?? ALL_COMMON_FLAGS,
      );
    definition.define(command, dispatch);
  }

  return program;
}

/** A help item, its description marked to wrap in a column beside the term (report/layout-marks.ts). */
function formatItem(term: string, termWidth: number, description: string, helper: Help): string {
  if (!description) return `  ${term}`;
  return `  ${term.padEnd(termWidth + term.length - helper.displayWidth(term))}  ${HANG}${description}`;
}
