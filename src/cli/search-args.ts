// `mtg-judge search WORDS...` read without commander, for the commonest command line: words
// and the search's own options, as commander reads them (test/cli/search-args.test.ts
// holds the two side by side on every kind of command line). Anything else (help, an
// unknown or misspelt option, a value commander refuses, `--`) is left to the whole
// program, which explains it. Pure.
import type { CommandContext } from './command-context.js';
import { defaultLang } from '../lib/locale.js';
import { LANG_CHOICES, limitValue, type CommonOptions } from './options.js';

/** How many results a search shows without --limit. */
export const SEARCH_LIMIT = 10;

export interface SearchArgs {
  words: string[];
  options: CommandContext['options'] & CommonOptions & { limit: number; pager: boolean };
}

/** The words and options of a search's command line, or undefined where commander must read it. */
export function readSearchArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): SearchArgs | undefined {
  if (argv[0] !== 'search') return undefined;
  const words: string[] = [];
  const options: SearchArgs['options'] = {
    lang: defaultLang(env),
    langGiven: false,
    limit: SEARCH_LIMIT,
    color: true,
    pager: true,
  };
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('-')) {
      words.push(arg);
      continue;
    }
    // --name=value, or --name and its value as the next argument, which an option that
    // needs a value takes whatever it is.
    const equals = arg.indexOf('=');
    const name = equals < 0 ? arg : arg.slice(0, equals);
    const inline = equals < 0 ? undefined : arg.slice(equals + 1);
    if (inline === undefined && (name === '--json' || name === '--no-color' || name === '--no-pager')) {
      if (name === '--json') options.json = true;
      else if (name === '--no-color') options.color = false;
      else options.pager = false;
      continue;
    }
    if (name === '--lang') {
      // Its value is optional: commander takes the next argument only where it is not an
      // option, and refuses one that is not a language. Both are left to commander.
      const value = inline ?? argv[i + 1];
      const lang = LANG_CHOICES.find((choice) => choice === value);
      if (lang === undefined) return undefined;
      if (inline === undefined) i++;
      options.lang = lang;
      options.langGiven = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) return undefined;
    if (name === '--edition') options.edition = value;
    else if (name === '--limit') {
      const limit = limitValue(value);
      if (limit === undefined) return undefined;
      options.limit = limit;
    } else return undefined;
  }
  return { words, options };
}
