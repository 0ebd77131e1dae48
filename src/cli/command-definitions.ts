// The commands: each is defined (its arguments, options, help) only when it may run, and
// its module is imported only when it does, so a lookup pays for neither the others'
// definitions nor their code.
import { Argument, Option, type Command } from 'commander';
import type { Runner } from './command-context.js';
import { parseLimit } from './parse-limit.js';
import { SEARCH_LIMIT } from './search-args.js';
import type { CommonFlag } from './common-flags.js';
import type { ArgumentKind } from './argument-kind.js';
import {
  CHANGES_EXAMPLES,
  CHECK_EXAMPLES,
  COMPLETION_EXAMPLES,
  EDITIONS_EXAMPLES,
  EVAL_EXAMPLES,
  GLOSSARY_EXAMPLES,
  IMPORT_EXAMPLES,
  MCP_EXAMPLES,
  RULE_EXAMPLES,
  SEARCH_EXAMPLES,
  TABLE_EXAMPLES,
} from './help-texts.js';

export type Dispatch = (load: () => Promise<Runner>, args: string[], options: Record<string, unknown>) => Promise<void>;

export interface CommandDefinition {
  name: string;
  /** Prompts the user: its output is shown as it comes, never held back for a pager. */
  interactive?: boolean;
  /** The common flags it uses (default: all); giving another is refused (common-flags.ts). */
  flags?: readonly CommonFlag[];
  /** What shell completion offers for its arguments (default: nothing, or its argument's choices). */
  completes?: ArgumentKind;
  /** Describes the whole program, so every command is defined before it runs. */
  wholeProgram?: boolean;
  /** Its output is kept as written on a terminal, never wrapped (besides --json, which always is). */
  verbatim?: (options: Record<string, unknown>) => boolean;
  /** `command(name, description)` gives a subcommand with the common options. */
  define(command: (name: string, description: string) => Command, dispatch: Dispatch): void;
}

export const COMMANDS: readonly CommandDefinition[] = [
  {
    name: 'rule',
    completes: 'rule-numbers',
    define: (command, dispatch) => {
      command('rule', 'show rules by number, with their subrules, examples and counterparts in the other editions')
        .argument('<number...>', 'rule numbers or ranges: 807.4e, 807.4, 807, 807.4a-807.4d, r807.4e, "Rule 807.4E"')
        .addHelpText('after', RULE_EXAMPLES)
        .action((numbers: string[], options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/rule.js')).runRule, numbers, options),
        );
    },
  },
  {
    name: 'search',
    define: (command, dispatch) => {
      command('search', 'search the rules of every edition, the glossary and the house rules by words, in any language')
        // Optional to commander, so that no words at all get the command's own usage error, as empty words do.
        .usage('[options] <words...>')
        .argument(
          '[words...]',
          'what to look for: typos, missing umlauts and accents are forgiven; a rule number shows that rule',
        )
        .option('--limit <n>', 'at most this many results', parseLimit, SEARCH_LIMIT)
        .addHelpText('after', SEARCH_EXAMPLES)
        // Without --lang, search looks at every language; the locale only breaks ties.
        .action((words: string[], options: Record<string, unknown>, command: Command) =>
          dispatch(async () => (await import('./commands/search.js')).runSearch, words, {
            ...options,
            langGiven: command.getOptionValueSource('lang') === 'cli',
          }),
        );
    },
  },
  {
    name: 'glossary',
    // The glossary has no editions to choose from.
    flags: ['lang', 'json'],
    define: (command, dispatch) => {
      command('glossary', 'look a term up in the glossary of the German rulebook and follow its references')
        // Optional to commander, so that no term at all gets the command's own usage error, as an empty term does.
        .usage('[options] <term...>')
        .argument('[term...]', 'the term, e.g. Vorrang or "Angreifende Kreatur"; typos are forgiven')
        .option('--limit <n>', 'at most this many entries', parseLimit, 3)
        .addHelpText('after', GLOSSARY_EXAMPLES)
        .action((words: string[], options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/glossary.js')).runGlossary, words, options),
        );
    },
  },
  {
    name: 'eval',
    completes: 'scenario-files',
    define: (command, dispatch) => {
      command('eval', "answer a scenario file's questions, with the rules each answer rests on")
        .argument('<file>', 'a scenario file (YAML; see mtg-judge schema)')
        .addHelpText('after', EVAL_EXAMPLES)
        .action((file: string, options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/eval.js')).runEval, [file], options),
        );
    },
  },
  {
    name: 'check',
    verbatim: (options) => options.reporter !== undefined && options.reporter !== 'pretty',
    completes: 'scenario-files',
    // Its output holds no rule text, so no language; --json is --reporter json.
    flags: ['edition', 'json'],
    define: (command, dispatch) => {
      command(
        'check',
        'check scenario files: every answer against its expect (a directory means every *.yaml/*.yml in it)',
      )
        .argument('<path...>', 'scenario files or directories')
        .addOption(
          new Option('--reporter <name>', 'output format')
            .choices(['pretty', 'json', 'junit', 'github'])
            .default('pretty'),
        )
        .addHelpText('after', CHECK_EXAMPLES)
        // check.ts refuses --json beside another --reporter given on the command line, not beside the default.
        .hook('preAction', (_hooked, action) => {
          action.setOptionValue('reporterGiven', action.getOptionValueSource('reporter') === 'cli');
        })
        .action((paths: string[], options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/check.js')).runCheck, paths, options),
        );
    },
  },
  {
    name: 'ask',
    completes: 'scenario-files',
    interactive: true,
    // It prompts, so it has no machine-readable output.
    flags: ['lang', 'edition'],
    define: (command, dispatch) => {
      command('ask', 'interactive: describe a table (or load FILE), pick a question, get a ruling, keep it in the file')
        .argument('[file]', 'a scenario file to start from; questions you keep are added to it, its comments kept')
        .action((file: string | undefined, options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/ask.js')).runAsk, file ? [file] : [], options),
        );
    },
  },
  {
    name: 'table',
    completes: 'scenario-files',
    flags: ['edition', 'json'],
    // SVG is a document: a copy must still parse.
    verbatim: (options) => options.svg === true,
    define: (command, dispatch) => {
      command('table', 'draw the table after the events: seats, teams, turn markers and ranges of influence')
        .argument('<file>', 'a scenario file')
        .option('--svg', 'an SVG picture of the table on stdout')
        .option('--for <player>', "with --svg: shade this player's range of influence")
        .addHelpText('after', TABLE_EXAMPLES)
        .action((file: string, options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/table.js')).runTable, [file], options),
        );
    },
  },
  {
    name: 'schema',
    verbatim: () => true,
    // Its output is JSON already; --json is accepted and changes nothing.
    flags: ['json'],
    define: (command, dispatch) => {
      command('schema', 'print the JSON Schema (draft-07) of scenario files, for editors').action(
        (options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/schema.js')).runSchema, [], options),
      );
    },
  },
  {
    name: 'import',
    completes: 'files',
    // The edition is read from the file.
    flags: ['lang', 'json'],
    define: (command, dispatch) => {
      command('import', 'add an official Comprehensive Rules text file to the editions the other commands use')
        .argument('<file>', 'the plain-text Comprehensive Rules as Wizards of the Coast publish them')
        .option('--force', 'replace an imported edition of the same date even where this file has fewer rules')
        .addHelpText('after', IMPORT_EXAMPLES)
        .action((file: string, options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/import.js')).runImport, [file], options),
        );
    },
  },
  {
    name: 'completion',
    verbatim: () => true,
    flags: [],
    wholeProgram: true,
    define: (command, dispatch) => {
      command('completion', 'print a shell completion script: commands, flags, rule numbers and scenario files')
        .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
        .addHelpText('after', COMPLETION_EXAMPLES)
        .action((shell: string, options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/completion.js')).runCompletion, [shell], options),
        );
    },
  },
  {
    name: 'editions',
    flags: ['lang', 'json'],
    define: (command, dispatch) => {
      command(
        'editions',
        'list every edition, shipped or imported; "editions remove LANG DATE" removes an imported one',
      )
        .argument('[action]', 'remove, to remove an imported edition')
        .argument('[edition...]', 'with remove: the language and the date, e.g. en 2026-01-16')
        .addHelpText('after', EDITIONS_EXAMPLES)
        .action((action: string | undefined, edition: string[], options: Record<string, unknown>) =>
          dispatch(
            async () => (await import('./commands/editions.js')).runEditions,
            action === undefined ? [] : [action, ...edition],
            options,
          ),
        );
    },
  },
  {
    name: 'changes',
    flags: ['lang', 'json'],
    define: (command, dispatch) => {
      command('changes', 'what changed in rules between two editions, matched by counterparts')
        .argument('<number...>', 'rule numbers, sections or ranges: 807, 805.10, 800.4a-800.4j')
        .requiredOption('--from <edition>', 'the older edition: en-2011, de-2024, 2024-03-08, …')
        .requiredOption('--to <edition>', 'the newer edition')
        .addHelpText('after', CHANGES_EXAMPLES)
        .action((numbers: string[], options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/changes.js')).runChanges, numbers, options),
        );
    },
  },
  {
    name: 'mcp',
    // The tools take their language and edition as arguments.
    flags: [],
    define: (command, dispatch) => {
      command('mcp', 'serve the rules to assistants and chat bots over the Model Context Protocol on stdin and stdout')
        .addHelpText('after', MCP_EXAMPLES)
        .action((options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/mcp.js')).runMcp, [], options),
        );
    },
  },
];
