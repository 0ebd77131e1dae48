// "Did you mean …?": the nearest candidates to something a user typed. One helper for
// unknown players, question kinds, rule numbers, glossary terms and command names.

/**
 * The edit distance of optimal string alignment (Damerau): inserting, deleting or changing a
 * letter, or swapping two neighbours, costs one edit each, so "rnage" is one edit from
 * "range". With a `limit`, it gives up with `limit + 1` as soon as every way exceeds it.
 * Case-sensitive: callers fold first.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  // Three rows of one reused buffer: two rows back (for a swap), the previous and the current.
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let best = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, rows[before + j - 2]! + 1);
      rows[current + j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return rows[previous + b.length]!;
}

/** editDistance's rows, kept between calls: misspellings measure thousands of words per query. */
let rows = new Int32Array(0);

/**
 * The candidates nearest to `input`, best first: at most `limit`, and only those close
 * enough to be a plausible typo (distance at most a third of the longer word, at least 2).
 */
export function suggest(input: string, candidates: Iterable<string>, limit = 3): string[] {
  const scored: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(input.toLowerCase(), candidate.toLowerCase());
    const allowed = Math.max(2, Math.floor(Math.max(input.length, candidate.length) / 3));
    if (distance <= allowed) scored.push({ candidate, distance });
  }
  scored.sort(
    (x, y) => x.distance - y.distance || (x.candidate < y.candidate ? -1 : x.candidate > y.candidate ? 1 : 0),
  );
  return [...new Set(scored.map((s) => s.candidate))].slice(0, limit);
}

/** '"a", "b" or "c"'. */
export function quoteList(items: readonly (string | number)[], conjunction: 'and' | 'or' = 'or'): string {
  const quoted = items.map((item) => (typeof item === 'string' ? `"${item}"` : String(item)));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}

/** 'did you mean "Bianca"?' or 'did you mean "Bianca" or "Bruno"?', or undefined. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const found = suggest(input, candidates);
  return found.length === 0 ? undefined : `did you mean ${quoteList(found)}?`;
}
