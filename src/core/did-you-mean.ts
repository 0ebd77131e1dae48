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

/** How many edits away a candidate may be and still be a plausible typo: a third of the longer word, at least 2. */
function plausibleEdits(inputLength: number, candidateLength: number): number {
  return Math.max(2, Math.floor(Math.max(inputLength, candidateLength) / 3));
}

/**
 * The lengths a candidate may have and still be near enough to an input of this length for
 * `suggest`: a longer or shorter word is more edits away than it allows.
 */
export function nearLengths(length: number): { min: number; max: number } {
  let min = length;
  while (min > 0 && length - (min - 1) <= plausibleEdits(length, min - 1)) min--;
  let max = length;
  while (max + 1 - length <= plausibleEdits(length, max + 1)) max++;
  return { min, max };
}

/** Letters a candidate must hold: at least `least` of its letters are among `letters`. */
export interface HeldLetters {
  letters: string;
  least: number;
}

/**
 * What a word at most `edits` edits from `word` holds: at least `word.length - edits` letters
 * (UTF-16 units, as the distance counts them) that are among the word's own. A change or a
 * deletion leaves one letter of the word unmatched, an insertion or a swap none; every
 * matched letter stands in the other word.
 */
export function lettersWithin(word: string, edits: number): HeldLetters {
  return { letters: [...new Set(word.split(''))].join(''), least: word.length - edits };
}

/** What a candidate must hold to be near enough to `input` for `suggest`, whatever its length. */
export function nearLetters(input: string): HeldLetters {
  return lettersWithin(input.toLowerCase(), plausibleEdits(input.length, nearLengths(input.length).max));
}

/**
 * The candidates nearest to `input`, best first: at most `limit`, and only those close
 * enough to be a plausible typo (distance at most a third of the longer word, at least 2).
 * The distance gives up on a candidate once it is further than that.
 */
export function suggest(input: string, candidates: Iterable<string>, limit = 3): string[] {
  const folded = input.toLowerCase();
  const scored: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    const allowed = plausibleEdits(input.length, candidate.length);
    const distance = editDistance(folded, candidate.toLowerCase(), allowed);
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
