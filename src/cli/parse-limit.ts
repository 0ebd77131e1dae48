// `--limit N`, apart from the other options: it needs commander's error class, and a
// command's bundle that imports options.ts would otherwise carry all of commander.
import { InvalidArgumentError } from 'commander';
import { limitValue } from './options.js';

/** `--limit N`, for commander: a whole number of at least 1 (options.ts limitValue). */
export function parseLimit(value: string): number {
  const limit = limitValue(value);
  if (limit === undefined) throw new InvalidArgumentError('It must be a whole number of at least 1.');
  return limit;
}
