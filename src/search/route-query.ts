// Query routing: what a judge types into `search` is either a rule number ("807.4e",
// "r807.4e", "Rule 807.4E", "807.4a-807.4d", several numbers) and goes to the lookup of
// `rule`, or words to search for. Pure.
import { looksLikeRuleNumber } from '../rules/rule-number.js';

export type RoutedQuery =
  /** The arguments to hand to `rule`, one number or range each. */
  { kind: 'number'; numbers: string[] } | { kind: 'words'; text: string };

export function routeQuery(args: readonly string[]): RoutedQuery {
  const text = args.join(' ').trim();
  // Words without a digit are no rule number; this spares the number patterns at start-up.
  if (!/\d/.test(text)) return { kind: 'words', text };
  // "Rule 807.4E" arrives as two arguments; "807.4e 807.5" as two numbers.
  if (looksLikeRuleNumber(text)) return { kind: 'number', numbers: [text] };
  if (args.length > 0 && args.every(looksLikeRuleNumber)) return { kind: 'number', numbers: [...args] };
  return { kind: 'words', text };
}
