// Sorted lines of text, "\nkey\tvalue\nkey\tvalue\n", searched where they lie: a binary
// search over the characters finds a key without splitting the text into an array, which
// for a large imported edition would cost more than all the lookups of a query. Pure.

/** The key of the line that starts at `start`: up to its tab, which every line has (a native search, no loop). */
export function keyAt(text: string, start: number): string {
  return text.slice(start, text.indexOf('\t', start));
}

/** What follows the key's tab on the line that starts at `start`, or "" without one. */
export function valueAt(text: string, start: number): string {
  const end = text.indexOf('\n', start);
  const tab = text.indexOf('\t', start);
  return tab < 0 || tab > end ? '' : text.slice(tab + 1, end);
}

/** Where the line after the one at `start` starts (text.length after the last). */
export function nextLine(text: string, start: number): number {
  return text.indexOf('\n', start) + 1 || text.length;
}

/** Where the first line whose key is `key` or after it starts; text.length when there is none. */
export function lowerBound(text: string, key: string): number {
  let low = 1;
  let high = text.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    if (keyAt(text, start) < key) low = nextLine(text, start);
    else high = start;
  }
  return low;
}

/** Where the line with this key starts, or -1. */
export function findLine(text: string, key: string): number {
  const at = lowerBound(text, key);
  return at < text.length && keyAt(text, at) === key ? at : -1;
}

/** "\nkey\tvalue\n…" from sorted entries; a key alone still gets its tab. */
export function joinLines(entries: readonly (readonly [string, string?])[]): string {
  if (entries.length === 0) return '\n';
  return `\n${entries.map(([key, value]) => `${key}\t${value ?? ''}`).join('\n')}\n`;
}
