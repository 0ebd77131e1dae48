// What a command receives when it runs, and what it returns: the exit code.
import type { Io } from './io.js';
import type { CommonOptions } from './options.js';
import type { Command } from 'commander';

export interface CommandContext {
  io: Io;
  args: string[];
  options: CommonOptions & Record<string, unknown>;
  /** The whole commander program, for a command that describes it (completion). */
  program?: Command;
}

export type Runner = (ctx: CommandContext) => Promise<number>;
