// `--limit N`, apart from the other options: it needs commander's error class, and a
// command's bundle that imports options.ts would otherwise carry all of commander.
import { InvalidArgumentError } from 'commander';

/** `--limit N`, for commander: a whole number of at least 1. */
export function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(limit) || limit < 1) {
    throw new InvalidArgumentError('It must be a whole number of at least 1.');
  }
  return limit;
}
