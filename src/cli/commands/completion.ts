// mtg-judge completion bash|zsh|fish: a completion script made from the commander program
// itself (its commands, flags and choices), with the rule numbers of every edition.
import type { Command } from 'commander';
import type { CommandContext } from '../command-context.js';
import { EXIT } from '../io.js';
import { argumentKind } from '../argument-kind.js';
import { completionScript, type CompletedCommand, type Shell } from '../completion-script.js';
import { readCorpusIndex, readingAroundSync, readRuleCorpus } from '../../io/read-corpus.js';
import { userDataDir } from '../../io/data-dirs.js';
import type { CorpusIndex } from '../../rules/corpus-files.js';
import { styleFor } from '../options.js';
import { warnStoreProblems } from '../store-warnings.js';
import { byCodeUnits } from '../../rules/editions.js';

export async function runCompletion({ io, args, options, program }: CommandContext): Promise<number> {
  const commands = (program?.commands ?? []).map(describeCommand);
  const corpus = readCorpusIndex(userDataDir(io.env));
  let numbers: string[];
  try {
    // A damaged imported edition is left out, with a warning: its numbers are not completed.
    numbers = readingAroundSync(corpus, ruleNumbers);
  } finally {
    warnStoreProblems(io, corpus.problems, await styleFor(io, options, 'stderr'));
  }
  io.stdout(completionScript(args[0] as Shell, { commands, ruleNumbers: numbers }));
  return EXIT.ok;
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
function ruleNumbers(corpus: CorpusIndex): string[] {
  const numbers = new Set<string>();
  for (const entry of corpus.editions) {
    const corpus = readRuleCorpus(entry.file, entry.dir);
    for (const section of corpus.sections) numbers.add(section.number);
    for (const rule of corpus.rules) numbers.add(rule.number);
  }
  return [...numbers].sort(byCodeUnits);
}
