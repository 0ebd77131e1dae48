// What a command receives when it runs, and what it returns: the exit code.
import type { Io } from './io.js';
import type { CommonOptions } from './options.js';

export interface CommandContext {
  io: Io;
  args: string[];
  options: CommonOptions & Record<string, unknown>;
}

export type Runner = (ctx: CommandContext) => Promise<number>;
