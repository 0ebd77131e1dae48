// The commands: each is defined (its arguments, options, help) only when it may run, and
// its module is imported only when it does, so a lookup pays for neither the others'
// definitions nor their code.
import { Argument, Option, type Command } from 'commander';
import type { Runner } from './command-context.js';
import { parseLimit } from './options.js';
import type { CommonFlag } from './common-flags.js';
import type { ArgumentKind } from './argument-kind.js';
import { HANG } from '../report/layout-marks.js';

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
        .argument(
          '<words...>',
          'what to look for: typos, missing umlauts and accents are forgiven; a rule number shows that rule',
        )
        .option('--limit <n>', 'at most this many results', parseLimit, 10)
        .addHelpText('after', SEARCH_EXAMPLES)
        .action((words: string[], options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/search.js')).runSearch, words, options),
        );
    },
  },
  {
    name: 'glossary',
    // The glossary has no editions to choose from.
    flags: ['lang', 'json'],
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
        .addHelpText('after', IMPORT_EXAMPLES)
        .action((file: string, options: Record<string, unknown>) =>
          dispatch(async () => (await import('./commands/import.js')).runImport, [file], options),
        );
    },
  },
  {
    name: 'completion',
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
];

/**
 * Help text after the options: paragraphs, one line each, and examples with what they do.
 * The output layer wraps them on a terminal (report/layout-marks.ts).
 */
function helpAfter(paragraphs: string[], examples: [string, string?][]): string {
  const width = Math.max(...examples.map(([command]) => command.length));
  const lines = examples.map(([command, what]) =>
    what ? `  $ ${command.padEnd(width)}  ${HANG}${what}` : `  $ ${command}`,
  );
  return ['', ...paragraphs.flatMap((text) => [`${HANG}${text}`, '']), 'Examples:', ...lines, ''].join('\n');
}

const RULE_EXAMPLES = (): string =>
  helpAfter(
    [],
    [
      ['mtg-judge rule 807.4e', 'one rule'],
      ['mtg-judge rule 807.4', 'a rule with its subrules 807.4a–j'],
      ['mtg-judge rule 807', 'the whole section with its title'],
      ['mtg-judge rule 807.4a-807.4d', 'a range'],
      ['mtg-judge rule 800.6 --lang en', 'the English 2011 rule 800.6 (a different rule from the German 800.6)'],
      ['mtg-judge rule 805.8 --lang all', '805.8 in every language and edition'],
      ['mtg-judge rule 807.4e --json', 'machine-readable'],
    ],
  );

const SEARCH_EXAMPLES = (): string =>
  helpAfter(
    [],
    [
      ['mtg-judge search range of influence'],
      ['mtg-judge search rnage of influnce', 'typos are forgiven'],
      ['mtg-judge search zweikoepfiger riese', 'umlauts typed as oe, or left out'],
      ['mtg-judge search turn marker --lang de', 'German rules on Zugmarken'],
      ['mtg-judge search 807.4e', 'a rule number shows the rule'],
      ['mtg-judge search priorita --json --limit 3'],
    ],
  );

const EVAL_EXAMPLES = (): string =>
  helpAfter(
    [
      'The cited rules are shown in --lang: an English reader of a 2024 ruling sees the English 2011 text of each rule, under the number it had there, or is told it did not exist.',
    ],
    [
      ['mtg-judge eval scenarios/spec-first-example.yaml'],
      ['mtg-judge eval scenarios/spec-first-example.yaml --lang de', 'the cited rules in German'],
      ['mtg-judge eval scenarios/spec-first-example.yaml --json', 'machine-readable'],
    ],
  );

const CHECK_EXAMPLES = (): string =>
  helpAfter(
    [
      'Exit codes: 0 every expectation held, 1 an answer differs from its expect, 2 a file is invalid (its diagnostics name file:line:col).',
    ],
    [
      ['mtg-judge check scenarios/'],
      ["mtg-judge check 'scenarios/**/*.yaml'", 'a quoted glob, expanded by mtg-judge'],
      ['mtg-judge check scenarios/ --reporter junit > junit.xml'],
      ['mtg-judge check scenarios/ --reporter github', 'annotations in GitHub Actions'],
    ],
  );

const IMPORT_EXAMPLES = (): string =>
  helpAfter(
    [
      'The edition is read from the file ("effective as of …"); --lang says its language (default English). Imported editions are kept in $MTG_JUDGE_HOME, else $XDG_DATA_HOME/mtg-judge, else ~/.local/share/mtg-judge, and override a shipped edition of the same language and date.',
    ],
    [
      ['mtg-judge import MagicCompRules-20260116.txt', 'the file you downloaded'],
      ['mtg-judge rule 702.19 --edition 2026'],
    ],
  );

const GLOSSARY_EXAMPLES = (): string =>
  helpAfter(
    [],
    [
      ['mtg-judge glossary Vorrang'],
      ['mtg-judge glossary angreifer', 'redirects are followed: Angreifende Kreatur'],
      ['mtg-judge glossary kontrolle --json'],
    ],
  );

const COMPLETION_EXAMPLES = (): string =>
  helpAfter(
    ['The script lists the rule numbers of the editions there are when it is made: make it again after an import.'],
    [
      ['eval "$(mtg-judge completion bash)"', 'in ~/.bashrc'],
      ['eval "$(mtg-judge completion zsh)"', 'in ~/.zshrc'],
      ['mtg-judge completion fish > ~/.config/fish/completions/mtg-judge.fish'],
    ],
  );
