// The command line: commander parses, each command's module is imported only when it
// runs, so that `mtg-judge rule 807.4e` loads neither the YAML parser nor the prompts.
import { Command, CommanderError, Option } from 'commander';
import { COMMANDS, type Dispatch } from './command-definitions.js';
import { type Io, EXIT } from './io.js';
import { isUsageError } from '../core/errors.js';
import { defaultLang } from './options.js';
import type { CommandContext } from './command-context.js';
import { renderDiagnostic } from '../report/render-diagnostic.js';
import { createPlainStyle } from '../report/style.js';

export async function main(argv: string[], io: Io): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = buildProgram(
    io,
    async (load, args, options) => {
      const run = await load();
      exitCode = await run({ io, args, options: options as CommandContext['options'] });
    },
    argv[0],
  );
  try {
    if (argv.length === 0) {
      io.stderr(program.helpInformation());
      return EXIT.usage;
    }
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    return handleError(error, io);
  }
}

function handleError(error: unknown, io: Io): number {
  if (error instanceof CommanderError) {
    // Help and version are successes; every other commander error is a usage error.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (isUsageError(error)) {
    const diagnostic = { code: error.code, severity: 'error' as const, message: error.message, notes: error.notes };
    io.stderr(renderDiagnostic(diagnostic, createPlainStyle()) + '\n');
    return EXIT.usage;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.stderr(
    `mtg-judge: internal error: ${error instanceof Error ? error.message : String(error)}\n` +
      'This is a bug in mtg-judge. Please report it with the command you ran and this text:\n' +
      detail.split('\n').slice(0, 8).join('\n') +
      '\n',
  );
  return EXIT.usage;
}

function buildProgram(io: Io, dispatch: Dispatch, first: string | undefined): Command {
  const program = new Command('mtg-judge')
    .description(
      'Multiplayer Magic rules (Comprehensive Rules 800–811) for judges: look up, search, and rule on a table.',
    )
    .version('0.1.0', '-V, --version')
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (text) => io.stdout(text),
      writeErr: (text) => io.stderr(text),
      outputError: (text, write) => write(`mtg-judge: ${text.replace(/^error: /, '')}`),
    });

  const lang = defaultLang(io.env);
  const command = (name: string, description: string) =>
    withCommonOptions(program.command(name).description(description).exitOverride(), lang);
  // A known command name first: define that command alone. Anything else (help, a typo)
  // needs them all, for the list and the suggestions.
  const only = COMMANDS.find((definition) => definition.name === first);
  for (const definition of only ? [only] : COMMANDS) definition.define(command, dispatch);

  return program;
}

function withCommonOptions(command: Command, lang: string): Command {
  return command
    .addOption(
      new Option('--lang <lang>', 'language to show')
        .choices(['en', 'de', 'it', 'all'])
        .default(lang, `${lang}, from the locale`),
    )
    .option(
      '--edition <edition>',
      'edition to use where a language has several: a year, a date, or a language and a year such as en-2026 (default: the newest)',
    )
    .option('--json', 'machine-readable output on stdout')
    .option('--no-color', 'plain output (also NO_COLOR, or when stdout is not a terminal)')
    .hook('preAction', (_hooked, action) => {
      // rule and glossary fall back to another language only where --lang was not given.
      action.setOptionValue('langGiven', action.getOptionValueSource('lang') === 'cli');
    });
}
