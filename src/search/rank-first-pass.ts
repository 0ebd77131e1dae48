// The first pass of ranking, over every document that may hold enough of the query: what
// it holds and how its score stands with closeness guessed, one column per measure; then
// the best, as Candidates for rank.ts to put in order. Pure.
import type { Held } from './rank-accumulate.js';
import { parentOf, sectionOf, type SearchIndex } from './token-index.js';

export interface Candidate extends Held {
  id: number;
  /** With a trace: per query word, how well the document holds it. */
  detail?: number[];
  names: number;
  sectionCover: number;
  /** The share of its subrules that hold what it holds (childShares). */
  child: number;
  score: number;
}

/**
 * Columns rather than an object per document: a broad query ("creature", with a whole
 * edition imported) weighs two thousand documents to put two hundred in order. An object
 * for each kept the collector busy, and each field that turned from whole numbers to
 * fractions moved every object made before it to a new layout. Only the best become
 * Candidates (splitBest).
 */
export interface FirstPass {
  /** How many documents the columns hold (keepBest drops some). */
  length: number;
  ids: Int32Array;
  held: Float64Array;
  count: Int32Array;
  inText: Int32Array;
  coverage: Float64Array;
  relevance: Float64Array;
  sectionCover: Float64Array;
  names: Float64Array;
  child: Float64Array;
  score: Float64Array;
}

/** The columns of the documents, each summed up by `summarize`, which returns its section cover. */
export function firstPass(ids: readonly number[], summarize: (id: number, into: Held) => number): FirstPass {
  const n = ids.length;
  const pass: FirstPass = {
    length: n,
    ids: Int32Array.from(ids),
    held: new Float64Array(n),
    count: new Int32Array(n),
    inText: new Int32Array(n),
    coverage: new Float64Array(n),
    relevance: new Float64Array(n),
    sectionCover: new Float64Array(n),
    names: new Float64Array(n),
    child: new Float64Array(n),
    score: new Float64Array(n),
  };
  // Fractions from the start, so that V8 lays these fields out as fractions once and for all.
  const into: Held = { held: 0.5, count: 0, inText: 0, coverage: 0.5, relevance: 0.5 };
  for (let i = 0; i < n; i++) {
    pass.sectionCover[i] = summarize(ids[i]!, into);
    pass.held[i] = into.held;
    pass.count[i] = into.count;
    pass.inText[i] = into.inText;
    pass.coverage[i] = into.coverage;
    pass.relevance[i] = into.relevance;
  }
  return pass;
}

/** A document of the first pass as a Candidate, to be put in order. */
function candidateAt(pass: FirstPass, i: number): Candidate {
  return {
    id: pass.ids[i]!,
    held: pass.held[i]!,
    count: pass.count[i]!,
    inText: pass.inText[i]!,
    coverage: pass.coverage[i]!,
    relevance: pass.relevance[i]!,
    names: pass.names[i]!,
    sectionCover: pass.sectionCover[i]!,
    child: pass.child[i]!,
    score: pass.score[i]!,
  };
}

/** The `keep` best by score (ties at the edge kept), found by a native sort of the scores alone; the others' ids. */
export function splitBest(pass: FirstPass, keep: number): { top: Candidate[]; rest: number[] } {
  const top: Candidate[] = [];
  const rest: number[] = [];
  const threshold = pass.length <= keep ? -Infinity : pass.score.slice(0, pass.length).sort()[pass.length - keep]!;
  for (let i = 0; i < pass.length; i++) {
    if (pass.score[i]! >= threshold) top.push(candidateAt(pass, i));
    else rest.push(pass.ids[i]!);
  }
  return { top, rest };
}

/**
 * Only the documents that hold nearly as many query words as the best: all of them for a
 * query of one or two words, all but one for three to five. Where another text holds
 * "turn marker" in full, a text that only says "turn" is no answer. The others leave the
 * columns, which keep their order. It runs before names, subrule shares and scores are set.
 */
export function keepBest(pass: FirstPass, words: number, setsBar: (id: number) => boolean): void {
  let most = 0;
  for (let i = 0; i < pass.length; i++) if (setsBar(pass.ids[i]!)) most = Math.max(most, pass.count[i]!);
  const least = Math.max(1, most - Math.floor(words / 3));
  let kept = 0;
  for (let i = 0; i < pass.length; i++) {
    if (pass.count[i]! < least) continue;
    pass.ids[kept] = pass.ids[i]!;
    pass.held[kept] = pass.held[i]!;
    pass.count[kept] = pass.count[i]!;
    pass.inText[kept] = pass.inText[i]!;
    pass.coverage[kept] = pass.coverage[i]!;
    pass.relevance[kept] = pass.relevance[i]!;
    pass.sectionCover[kept] = pass.sectionCover[i]!;
    kept++;
  }
  pass.length = kept;
}

/**
 * Per rule: the share of its subrules that hold every query word it holds itself. A rule
 * whose subrules all speak of the query is where that topic starts.
 */
export function childShares(index: SearchIndex, pass: FirstPass): void {
  // Where each document stands in the columns, plus one (0: not among them).
  const place = new Int32Array(index.docCount);
  for (let i = 0; i < pass.length; i++) place[pass.ids[i]!] = i + 1;
  // What a text holds, not what its section's title gives every rule of the section alike.
  for (let i = 0; i < pass.length; i++) {
    const parent = parentOf(index, pass.ids[i]!);
    if (parent < 0 || sectionOf(index, parent) < 0 || place[parent] === 0) continue;
    const at = place[parent]! - 1;
    if (pass.inText[i]! >= pass.inText[at]!) pass.child[at] = pass.child[at]! + 1;
  }
  for (let i = 0; i < pass.length; i++)
    if (pass.child[i]! > 0) pass.child[i] = pass.child[i]! / index.children[pass.ids[i]!]!;
}
