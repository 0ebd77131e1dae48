// The flags every command shares. A command names the ones it uses (CommandDefinition
// `flags`); the others are still known to it, so that giving one is refused with a
// message that says which flags the command takes, and exit 2, rather than ignored.
// --no-color and --no-pager are about the terminal, and every command takes them.
import { Option, type Command } from 'commander';
import { UsageError } from '../core/errors.js';
import { LANG_CHOICES } from './options.js';

export type CommonFlag = 'lang' | 'edition' | 'json';

export const ALL_COMMON_FLAGS: readonly CommonFlag[] = ['lang', 'edition', 'json'];

function commonOption(flag: CommonFlag, lang: string): Option {
  switch (flag) {
    case 'lang':
      // --lang with no value means every language (as --lang all).
      return new Option('--lang [lang]', 'language to show; --lang alone: every language')
        .choices(LANG_CHOICES)
        .default(lang, `${lang}, from the locale`)
        .preset('all');
    case 'edition':
      return new Option(
        '--edition <edition>',
        "edition to use where a language has several: a year, a date or a language and a year such as en-2026 (default: the newest); a year that names one edition picks it whatever the locale, one that names editions in several languages takes the language asked for, else the locale's; for a scenario file it overrides the file's edition",
      );
    case 'json':
      return new Option('--json', 'machine-readable output on stdout');
  }
}

export function withCommonOptions(command: Command, lang: string, uses: readonly CommonFlag[]): Command {
  for (const flag of ALL_COMMON_FLAGS) {
    const option = commonOption(flag, lang);
    command.addOption(uses.includes(flag) ? option : option.hideHelp());
  }
  command
    .option('--no-color', 'plain output (also NO_COLOR, or when stdout is not a terminal)')
    .option('--no-pager', 'on a terminal, print long output rather than page it through $PAGER or less -R');
  // rule and glossary fall back to another language only where --lang was not given.
  command.hook('preAction', (_hooked, action) => {
    action.setOptionValue('langGiven', action.getOptionValueSource('lang') === 'cli');
  });
  const unused = ALL_COMMON_FLAGS.filter((flag) => !uses.includes(flag));
  if (unused.length > 0) command.hook('preAction', (self) => refuseUnused(self, unused, uses));
  return command;
}

function refuseUnused(command: Command, unused: readonly CommonFlag[], uses: readonly CommonFlag[]): void {
  const given = unused.find((flag) => command.getOptionValueSource(flag) === 'cli');
  if (!given) return;
  const takes = [...uses.map((flag) => `--${flag}`), '--no-color', '--no-pager'].join(', ');
  throw new UsageError(`${command.name()} does not use --${given}`, [`${command.name()} takes ${takes}`]);
}
