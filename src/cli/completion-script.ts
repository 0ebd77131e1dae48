// Shell completion scripts for bash, zsh and fish, made from a description of the commander
// program (commands/completion.ts builds it from the program itself), so that a new command
// or flag appears in them without work here.

export interface CompletedFlag {
  /** "--lang" */
  flag: string;
  description: string;
  takesValue: boolean;
  choices?: readonly string[];
}

export interface CompletedCommand {
  name: string;
  description: string;
  flags: readonly CompletedFlag[];
  /** What its arguments are: rule numbers, scenario files (*.yaml, *.yml), any file, or words. */
  args: 'rule-numbers' | 'scenario-files' | 'files' | 'words';
  /** The values an argument of words may take, where commander lists them. */
  argChoices?: readonly string[];
}

export interface CompletionModel {
  commands: readonly CompletedCommand[];
  ruleNumbers: readonly string[];
}

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

export function completionScript(shell: Shell, model: CompletionModel): string {
  if (shell === 'fish') return fishScript(model);
  return shell === 'zsh' ? zshScript(model) : bashScript(model);
}

const words = (list: readonly string[]) => list.join(' ');
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function valueCases(model: CompletionModel, reply: (choices: string) => string): string[] {
  return model.commands.flatMap((command) =>
    command.flags
      .filter((flag) => flag.choices)
      .map((flag) => `    ${command.name}:${flag.flag}) ${reply(words(flag.choices!))} ;;`),
  );
}

function bashScript(model: CompletionModel): string {
  const names = words(model.commands.map((c) => c.name));
  const flagCases = model.commands.map((c) => `    ${c.name}) flags=${quote(words(c.flags.map((f) => f.flag)))} ;;`);
  const argCases = model.commands.map((c) => `    ${c.name}) ${bashArgs(c)} ;;`);
  return `# mtg-judge completion for bash. Add to ~/.bashrc:  eval "$(mtg-judge completion bash)"
_mtg_judge_rules=${quote(words(model.ruleNumbers))}
_mtg_judge() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" cmd="\${COMP_WORDS[1]}" flags=''
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W '${names} --help --version' -- "$cur")); return
  fi
  case "$cmd:$prev" in
${valueCases(model, (choices) => `COMPREPLY=($(compgen -W '${choices}' -- "$cur")); return`).join('\n')}
  esac
  case "$cmd" in
${flagCases.join('\n')}
  esac
  if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "$flags --help" -- "$cur")); return; fi
  case "$cmd" in
${argCases.join('\n')}
  esac
}
complete -o filenames -F _mtg_judge mtg-judge
`;
}

function bashArgs({ args, argChoices }: CompletedCommand): string {
  switch (args) {
    case 'rule-numbers':
      return 'COMPREPLY=($(compgen -W "$_mtg_judge_rules" -- "$cur"))';
    case 'scenario-files':
      return 'COMPREPLY=($(compgen -d -- "$cur")); local f; while IFS= read -r f; do case "$f" in *.yaml|*.yml|*.YAML|*.YML) COMPREPLY+=("$f") ;; esac; done < <(compgen -f -- "$cur")';
    case 'files':
      return 'COMPREPLY=($(compgen -f -- "$cur"))';
    case 'words':
      return argChoices ? `COMPREPLY=($(compgen -W '${words(argChoices)}' -- "$cur"))` : 'COMPREPLY=()';
  }
}

function zshScript(model: CompletionModel): string {
  // _describe splits "name:description" at the first unescaped colon.
  const item = (name: string, description: string) => quote(`${name}:${description.replace(/:/g, '\\:')}`);
  const names = model.commands.map((c) => item(c.name, c.description)).join(' ');
  const flagCases = model.commands.map(
    (c) => `    ${c.name}) flags=(${c.flags.map((f) => item(f.flag, f.description)).join(' ')}) ;;`,
  );
  const argCases = model.commands.map((c) => `    ${c.name}) ${zshArgs(c)} ;;`);
  return `#compdef mtg-judge
# mtg-judge completion for zsh. Add to ~/.zshrc:  eval "$(mtg-judge completion zsh)"
_mtg_judge() {
  local cmd=\${words[2]} prev=\${words[CURRENT-1]} cur=\${words[CURRENT]}
  local -a flags commands rules
  commands=(${names})
  if (( CURRENT == 2 )); then _describe command commands; return; fi
  case "$cmd:$prev" in
${valueCases(model, (choices) => `compadd -- ${choices}; return`).join('\n')}
  esac
  case "$cmd" in
${flagCases.join('\n')}
  esac
  if [[ $cur == -* ]]; then _describe flag flags; return; fi
  rules=(${words(model.ruleNumbers)})
  case "$cmd" in
${argCases.join('\n')}
  esac
}
compdef _mtg_judge mtg-judge
`;
}

function zshArgs({ args, argChoices }: CompletedCommand): string {
  switch (args) {
    case 'rule-numbers':
      return 'compadd -- $rules';
    case 'scenario-files':
      return "_files -g '*.(yaml|yml|YAML|YML)'";
    case 'files':
      return '_files';
    case 'words':
      return argChoices ? `compadd -- ${words(argChoices)}` : ':';
  }
}

function fishScript(model: CompletionModel): string {
  const lines = [
    '# mtg-judge completion for fish:  mtg-judge completion fish > ~/.config/fish/completions/mtg-judge.fish',
    'complete -c mtg-judge -f',
  ];
  for (const command of model.commands) {
    const seen = `'__fish_seen_subcommand_from ${command.name}'`;
    lines.push(`complete -c mtg-judge -n __fish_use_subcommand -a ${command.name} -d ${quote(command.description)}`);
    for (const flag of command.flags) {
      const value = flag.choices ? ` -x -a ${quote(words(flag.choices))}` : flag.takesValue ? ' -r' : '';
      lines.push(`complete -c mtg-judge -n ${seen} -l ${flag.flag.slice(2)}${value} -d ${quote(flag.description)}`);
    }
    const args = fishArgs(command, model);
    if (args) lines.push(`complete -c mtg-judge -n ${seen} ${args}`);
  }
  return lines.join('\n') + '\n';
}

function fishArgs({ args, argChoices }: CompletedCommand, model: CompletionModel): string | undefined {
  switch (args) {
    case 'rule-numbers':
      return `-a ${quote(words(model.ruleNumbers))}`;
    case 'scenario-files':
      return "-k -a '(__fish_complete_suffix .yaml; __fish_complete_suffix .yml)'";
    case 'files':
      return "-a '(__fish_complete_path)'";
    case 'words':
      return argChoices ? `-a ${quote(words(argChoices))}` : undefined;
  }
}
