// The help text after each command's options: paragraphs and examples, one line each;
// the output layer wraps them on a terminal (report/layout-marks.ts). Each is built only
// when help is shown.
import { HANG } from '../report/layout-marks.js';

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

export const RULE_EXAMPLES = (): string =>
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

export const SEARCH_EXAMPLES = (): string =>
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

export const EVAL_EXAMPLES = (): string =>
  helpAfter(
    [
      'The cited rules are shown in --lang: an English reader of a 2024 ruling sees the English 2011 text of each rule, under the number it had there, or is told it did not exist.',
    ],
    [
      ['mtg-judge eval scenarios/spec-first-example.yaml'],
      ['mtg-judge eval scenarios/spec-first-example.yaml --lang de', 'the cited rules in German'],
      ['mtg-judge eval scenarios/spec-first-example.yaml --json', 'machine-readable'],
      ['mtg-judge eval scenarios/spec-first-example.yaml --edition 2026', 'under an imported edition, its numbers'],
    ],
  );

export const TABLE_EXAMPLES = (): string =>
  helpAfter(
    [
      'With --svg, the table is an SVG picture on stdout: the seats round an oval in turn order, clockwise from seat 1 at the top, with teams, who is taking a turn, the turn markers, the attack direction and who has left, explained in a legend; --for shades a player’s range of influence.',
    ],
    [
      ['mtg-judge table scenarios/spec-first-example.yaml'],
      ['mtg-judge table scenarios/spec-first-example.yaml --json', 'machine-readable'],
      ['mtg-judge table scenarios/spec-first-example.yaml --svg > table.svg', 'a picture'],
      ['mtg-judge table scenarios/spec-first-example.yaml --svg --for Dave', "the picture, Dave's range shaded"],
    ],
  );

export const CHECK_EXAMPLES = (): string =>
  helpAfter(
    [
      'Exit codes: 0 every expectation held, 1 an answer differs from its expect, 2 a file is invalid (its diagnostics name file:line:col).',
    ],
    [
      ['mtg-judge check scenarios/'],
      ["mtg-judge check 'scenarios/**/*.yaml'", 'a quoted glob, expanded by mtg-judge'],
      ['mtg-judge check scenarios/ --reporter junit > junit.xml'],
      ['mtg-judge check scenarios/ --reporter github', 'annotations in GitHub Actions'],
      ['mtg-judge check scenarios/ --edition 2026', 'every table under the imported 2026 rules'],
    ],
  );

export const IMPORT_EXAMPLES = (): string =>
  helpAfter(
    [
      'The edition is read from the file ("effective as of …") and its language from its words; --lang, where given, must agree. A file that is cut short, not UTF-8, UTF-16 or Windows-1252, undated or with a gap in 800–811 is refused, and nothing stored changes. Imported editions are kept in $MTG_JUDGE_HOME, else $XDG_DATA_HOME/mtg-judge, else ~/.local/share/mtg-judge, and override a shipped edition of the same language and date.',
    ],
    [
      ['mtg-judge import MagicCompRules-20260116.txt', 'the file you downloaded'],
      ['mtg-judge rule 702.19 --edition 2026'],
    ],
  );

export const GLOSSARY_EXAMPLES = (): string =>
  helpAfter(
    [],
    [
      ['mtg-judge glossary Vorrang'],
      ['mtg-judge glossary priority', 'the term list leads to the German Vorrang'],
      ['mtg-judge glossary angreifer', 'redirects are followed: Angreifende Kreatur'],
      ['mtg-judge glossary kontrolle --json'],
    ],
  );

export const COMPLETION_EXAMPLES = (): string =>
  helpAfter(
    ['The script lists the rule numbers of the editions there are when it is made: make it again after an import.'],
    [
      ['eval "$(mtg-judge completion bash)"', 'in ~/.bashrc'],
      ['eval "$(mtg-judge completion zsh)"', 'in ~/.zshrc'],
      ['mtg-judge completion fish > ~/.config/fish/completions/mtg-judge.fish'],
    ],
  );

export const EDITIONS_EXAMPLES = (): string =>
  helpAfter(
    [],
    [
      ['mtg-judge editions'],
      ['mtg-judge editions --json'],
      ['mtg-judge editions remove en 2026-01-16', 'an imported edition; shipped ones stay'],
    ],
  );

export const CHANGES_EXAMPLES = (): string =>
  helpAfter(
    [
      'Between two editions of one language, reworded rules come with a word diff; across languages, rules are added, removed, renumbered or kept.',
      'A number names the rules that had it and those that have it now; a subrule added under a renumbered rule, or removed from under one, is listed with that rule in both numberings: removed 810.7e (under 810.7 → 805.10).',
    ],
    [
      ['mtg-judge changes 807 --from en-2011 --to de-2024'],
      ['mtg-judge changes 800.4 805 --from 2011 --to 2024 --json'],
    ],
  );

export const MCP_EXAMPLES = (): string =>
  helpAfter(
    [
      'An assistant or a chat bot starts it and talks to it over stdin and stdout: tools rule, search, glossary, editions, eval (a scenario as YAML text) and schema, each answering with the JSON of --json.',
      'Register it with an MCP client as the command mtg-judge with the argument mcp; it runs until the client closes stdin.',
    ],
    [['mtg-judge mcp']],
  );
