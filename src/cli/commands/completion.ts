// mtg-judge completion bash|zsh|fish: a completion script made from the commander program
// itself (its commands, flags and choices), with the rule numbers of every edition.
import type { Command } from 'commander';
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { argumentKind } from '../argument-kind.js';
import { completionScript, type CompletedCommand, type Shell } from '../completion-script.js';
import { readCorpusIndex, readRuleCorpus } from '../../io/read-corpus.js';
import { userDataDir } from '../../io/data-dirs.js';
import { byCodeUnits } from '../../rules/editions.js';

export function runCompletion({ io, args, program }: CommandContext): Promise<number> {
  const commands = (program?.commands ?? []).map(describeCommand);
  io.stdout(completionScript(args[0] as Shell, { commands, ruleNumbers: ruleNumbers(io.env) }));
  return Promise.resolve(EXIT.ok);
}

function describeCommand(command: Command): CompletedCommand {
  const flags = command.options
    .filter((option) => option.long && !option.hidden)
    .map((option) => ({
      flag: option.long!,
      description: option.description,
      takesValue: option.required || option.optional,
      ...(option.argChoices && { choices: option.argChoices }),
    }));
  const choices = command.registeredArguments[0]?.argChoices;
  return {
    name: command.name(),
    description: command.description(),
    flags,
    args: argumentKind(command) ?? 'words',
    ...(choices && { argChoices: choices }),
  };
}

/** Every section and rule number of every edition, shipped or imported, once each. */
function ruleNumbers(env: Record<string, string | undefined>): string[] {
  const numbers = new Set<string>();
  for (const entry of readCorpusIndex(userDataDir(env)).editions) {
    const corpus = readRuleCorpus(entry.file, entry.dir);
    for (const section of corpus.sections) numbers.add(section.number);
    for (const rule of corpus.rules) numbers.add(rule.number);
  }
  return [...numbers].sort(byCodeUnits);
}
