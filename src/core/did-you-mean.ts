// "Did you mean …?": the nearest candidates to something a user typed. One helper for
// unknown players, question kinds, rule numbers, glossary terms and command names.

/** Levenshtein distance, case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * The candidates nearest to `input`, best first: at most `limit`, and only those close
 * enough to be a plausible typo (distance at most a third of the longer word, at least 2).
 */
export function suggest(input: string, candidates: Iterable<string>, limit = 3): string[] {
  const scored: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(input, candidate);
    const allowed = Math.max(2, Math.floor(Math.max(input.length, candidate.length) / 3));
    if (distance <= allowed) scored.push({ candidate, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || (x.candidate < y.candidate ? -1 : x.candidate > y.candidate ? 1 : 0));
  return [...new Set(scored.map((s) => s.candidate))].slice(0, limit);
}

/** 'did you mean "Bianca"?' or 'did you mean "Bianca" or "Bruno"?', or undefined. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const found = suggest(input, candidates);
  if (found.length === 0) return undefined;
  const quoted = found.map((c) => `"${c}"`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
  return `did you mean ${list}?`;
}
