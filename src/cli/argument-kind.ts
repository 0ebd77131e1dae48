// What a command's arguments are, for shell completion: kept on the commander command
// itself (under a registered symbol, which every bundle shares), so that the completion
// command reads it from the program as it reads the flags.
import type { Command } from 'commander';

export type ArgumentKind = 'rule-numbers' | 'scenario-files' | 'files';

const KIND = Symbol.for('mtg-judge.argument-kind');

export function setArgumentKind(command: Command, kind: ArgumentKind | undefined): Command {
  (command as Command & { [KIND]?: ArgumentKind })[KIND] = kind;
  return command;
}

export function argumentKind(command: Command): ArgumentKind | undefined {
  return (command as Command & { [KIND]?: ArgumentKind })[KIND];
}
