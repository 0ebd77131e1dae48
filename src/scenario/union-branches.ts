// Which branch of a union a value missed, for the schema's diagnostics: a mapping that has
// every key but the one that names the branch ("attack: {creature: X}" without player or
// planeswalker).
import type * as z from 'zod';
import { isMapping } from './describe.js';

type Issue = z.core.$ZodIssue;

/**
 * The keys of which a mapping needs one, when every branch of the union misses only its own
 * key ("attack: {creature: X}" without player or planeswalker); undefined otherwise.
 */
export function missingAlternatives(branches: Issue[][], value: unknown): string[] | undefined {
  if (!isMapping(value) || branches.length < 2) return undefined;
  const keys: string[] = [];
  for (const errors of branches) {
    const only = errors[0];
    if (errors.length !== 1 || !only || only.code !== 'invalid_type' || only.path.length !== 1) return undefined;
    const key = String(only.path[0]);
    if (key in value) return undefined;
    keys.push(key);
  }
  return keys;
}
