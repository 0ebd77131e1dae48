// Text that a regular expression must match as it is written. Pure.

/** The text with every character a pattern reads as syntax escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
