// The commands: each is defined (its arguments, options, help) only when it may run, and
// its module is imported only when it does, so a lookup pays for neither the others'
// definitions nor their code.
import { Option, type Command } from 'commander';
import type { Runner } from './command-context.js';
import { parseLimit } from './parse-limit.js';

export type Dispatch = (load: () => Promise<Runner>, args: string[], options: Record<string, unknown>) => Promise<void>;

export interface CommandDefinition {
  name: string;
  /** `command(name, description)` gives a subcommand with the common options. */
  define(command: (name: string, description: string) => Command, dispatch: Dispatch): void;
}

export const COMMANDS: readonly CommandDefinition[] = [
  {
    name: 'rule',
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
        .argument(
          '<words...>',
          'what to look for: typos, missing umlauts and accents are forgiven; a rule number shows that rule',
        )
        .option('--limit <n>', 'at most this many results', parseLimit, 10)
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
    define: (command, dispatch) => {
      command('glossary', 'look a term up in the glossary of the German rulebook and follow its references')
        .argument('<term...>', 'the term, e.g. Vorrang or "Angreifende Kreatur"; typos are forgiven')
        .option('--limit <n>', 'at most this many entries', parseLimit, 3)
        .addHelpText('after', GLOSSARY_EXAMPLES)
        .action((words: string[], options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/glossary.js')).runGlossary, words, options),
        );
    },
  },
  {
    name: 'eval',
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
        .action((paths: string[], options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/check.js')).runCheck, paths, options),
        );
    },
  },
  {
    name: 'ask',
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
    define: (command, dispatch) => {
      command('table', 'draw the table after the events: seats, teams, turn markers and ranges of influence')
        .argument('<file>', 'a scenario file')
        .action((file: string, options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/table.js')).runTable, [file], options),
        );
    },
  },
  {
    name: 'schema',
    define: (command, dispatch) => {
      command('schema', 'print the JSON Schema (draft-07) of scenario files, for editors').action(
        (options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/schema.js')).runSchema, [], options),
      );
    },
  },
  {
    name: 'import',
    define: (command, dispatch) => {
      command('import', 'add an official Comprehensive Rules text file to the editions the other commands use')
        .argument('<file>', 'the plain-text Comprehensive Rules as Wizards of the Coast publish them')
        .addHelpText('after', IMPORT_EXAMPLES)
        .action((file: string, options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/import.js')).runImport, [file], options),
        );
    },
  },
];

const RULE_EXAMPLES = `
Examples:
  $ mtg-judge rule 807.4e               one rule
  $ mtg-judge rule 807.4                a rule with its subrules 807.4a–j
  $ mtg-judge rule 807                  the whole section with its title
  $ mtg-judge rule 807.4a-807.4d        a range
  $ mtg-judge rule 800.6 --lang en      the English 2011 rule 800.6 (a different rule from the German 800.6)
  $ mtg-judge rule 805.8 --lang all     805.8 in every language and edition
  $ mtg-judge rule 807.4e --json        machine-readable
`;

const SEARCH_EXAMPLES = `
Examples:
  $ mtg-judge search range of influence
  $ mtg-judge search rnage of influnce       typos are forgiven
  $ mtg-judge search zweikoepfiger riese     umlauts typed as oe, or left out
  $ mtg-judge search turn marker --lang de   German rules on Zugmarken
  $ mtg-judge search 807.4e                  a rule number shows the rule
  $ mtg-judge search priorita --json --limit 3
`;

const EVAL_EXAMPLES = `
The cited rules are shown in --lang: an English reader of a 2024 ruling sees the English
2011 text of each rule, under the number it had there, or is told it did not exist.

Examples:
  $ mtg-judge eval scenarios/spec-first-example.yaml
  $ mtg-judge eval table.yaml --lang de
  $ mtg-judge eval table.yaml --json
`;

const CHECK_EXAMPLES = `
Exit codes: 0 every expectation held, 1 an answer differs from its expect, 2 a file is
invalid (its diagnostics name file:line:col).

Examples:
  $ mtg-judge check scenarios/
  $ mtg-judge check scenarios/ --reporter junit > junit.xml
  $ mtg-judge check scenarios/ --reporter github      # annotations in GitHub Actions
`;

const IMPORT_EXAMPLES = `
The edition is read from the file ("effective as of …"); --lang says its language (default
English). Imported editions are kept in $MTG_JUDGE_HOME, else $XDG_DATA_HOME/mtg-judge, else
~/.local/share/mtg-judge, and override a shipped edition of the same language and date.

Examples:
  $ mtg-judge import MagicCompRules-20260116.txt
  $ mtg-judge rule 702.19 --edition 2026
`;

const GLOSSARY_EXAMPLES = `
Examples:
  $ mtg-judge glossary Vorrang
  $ mtg-judge glossary angreifer        redirects are followed: Angreifende Kreatur
  $ mtg-judge glossary kontrolle --json
`;
