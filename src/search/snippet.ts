// The part of a text to show under a hit: the stretch that holds the most matched words,
// with where each of them stands, so that a renderer can highlight them. The matched words
// come as their places in the text's sequence of words, which the index recorded, so no
// word is stemmed or compared here. Pure.
import { WORD, wordSpans, type WordSpan } from './normalise.js';

export interface Snippet {
  text: string;
  /** [start, end) of each word to highlight, within `text`. */
  marks: [number, number][];
  /** Whether text was cut off before and after. */
  cutBefore: boolean;
  cutAfter: boolean;
}

export interface SnippetOptions {
  maxLength?: number;
  /** Start at the beginning rather than at the matches. */
  fromStart?: boolean;
}

/** `marked`: the places of the words to highlight in the text's words (as foldedWords splits it), from 0. */
export function makeSnippet(body: string, marked: ReadonlySet<number>, options: SnippetOptions = {}): Snippet {
  const maxLength = options.maxLength ?? 200;
  const flat = body.replace(/\s+/g, ' ').trim();
  const hits = markedSpans(flat, marked);
  if (flat.length <= maxLength)
    return { text: flat, marks: hits.map((h) => [h.start, h.end]), cutBefore: false, cutAfter: false };
  const start = options.fromStart ? 0 : bestStart(flat, hits, maxLength);
  let end = Math.min(flat.length, start + maxLength);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const marks = hits
    .filter((h) => h.start >= start && h.end <= end)
    .map((h): [number, number] => [h.start - start, h.end - start]);
  return { text: flat.slice(start, end), marks, cutBefore: start > 0, cutAfter: end < flat.length };
}

/** The spans of the marked words. A plain word is one word; any other is split as folding splits it. */
function markedSpans(text: string, marked: ReadonlySet<number>): WordSpan[] {
  const spans: WordSpan[] = [];
  if (marked.size === 0) return spans;
  // Past the last marked word there is nothing to find; a long rule's text is read only so far.
  let last = 0;
  for (const place of marked) last = Math.max(last, place);
  let at = 0;
  // exec rather than matchAll: the iterator made an object for every word of the text.
  const words = new RegExp(WORD.source, WORD.flags);
  for (let match = words.exec(text); match !== null && at <= last; match = words.exec(text)) {
    const word = match[0];
    // A plain word is one word, and only a marked one is made a span.
    if (PLAIN.test(word)) {
      if (marked.has(at++))
        spans.push({ start: match.index, end: match.index + word.length, folded: word.toLowerCase() });
      continue;
    }
    for (const span of wordSpans(word)) {
      if (marked.has(at++)) spans.push({ ...span, start: span.start + match.index, end: span.end + match.index });
    }
  }
  return spans;
}

const PLAIN = /^[A-Za-z0-9]+$/;

/** Where to start so that the window holds the most distinct matched words; a sentence start when one is near. */
function bestStart(
  text: string,
  hits: readonly { start: number; end: number; folded: string }[],
  maxLength: number,
): number {
  // The window of each hit holds the hits from its start to `reach` past it. Hits come in
  // the text's order, their ends too, so the window only moves on: one pass, counting how
  // often each word stands in it, where a set per hit took a pass per hit.
  const reach = maxLength * 0.8;
  const inWindow = new Map<string, number>();
  let leaving = 0;
  let entering = 0;
  let bestAt = 0;
  let bestCount = -1;
  for (const first of hits) {
    for (; leaving < hits.length && hits[leaving]!.start < first.start; leaving++) {
      if (leaving >= entering) continue;
      const word = hits[leaving]!.folded;
      const left = inWindow.get(word)! - 1;
      if (left === 0) inWindow.delete(word);
      else inWindow.set(word, left);
    }
    entering = Math.max(entering, leaving);
    for (; entering < hits.length && hits[entering]!.end <= first.start + reach; entering++) {
      const word = hits[entering]!.folded;
      inWindow.set(word, (inWindow.get(word) ?? 0) + 1);
    }
    if (inWindow.size > bestCount) {
      bestCount = inWindow.size;
      bestAt = first.start;
    }
  }
  // Matches early in the text: show it from its start.
  if (bestAt <= maxLength * 0.6) return 0;
  // Some words of context before the first match, starting at a sentence or a word.
  const from = Math.max(0, bestAt - Math.floor(maxLength * 0.25));
  const sentence = text.lastIndexOf('. ', bestAt);
  if (sentence >= from) return sentence + 2;
  const space = text.indexOf(' ', from);
  return from === 0 || space === -1 || space >= bestAt ? from : space + 1;
}
