// The glossary's cross-references: "Siehe …", "Siehe auch …", "Vergleiche …" lines, and the
// resolver that finds the entry each one means. The rulebook's own references are not always
// spelled like the headwords ("Kontrolle" for "Kontrollieren", "Zugensegment" for
// "Zugendesegment"), so resolution goes from strict to loose and stops at the first step that
// finds anything; a step that finds several entries leaves the reference unresolved rather
// than guess. An unresolved reference keeps target "" for a test to report.
import type { GlossaryRef, GlossaryRefKind } from './corpus-model.js';
import { editDistance } from '../core/did-you-mean.js';

const KINDS: [string, GlossaryRefKind][] = [
  ['*Vergleiche*', 'vergleiche'],
  ['Vergleiche', 'vergleiche'],
  ['Siehe auch', 'siehe-auch'],
  ['Siehe', 'siehe'],
];

const CLAUSE_START = /(?=(?:\*Vergleiche\*|Vergleiche|Siehe)\s)/u;

/** True for a paragraph that is a reference line. */
export function isRefLine(line: string): boolean {
  return KINDS.some(([word]) => line.startsWith(`${word} `));
}

/**
 * The references in one line, unresolved: "Siehe auch Kontrolle. *Vergleiche* Besitzer." gives
 * a siehe-auch ref to "Kontrolle" and a vergleiche ref to "Besitzer".
 */
export function parseRefLine(line: string): GlossaryRef[] {
  const refs: GlossaryRef[] = [];
  for (const clause of line.split(CLAUSE_START)) {
    const trimmed = clause.trim().replace(/\.$/u, '');
    const kind = KINDS.find(([word]) => trimmed.startsWith(`${word} `));
    if (!kind) continue;
    const targets = trimmed.slice(kind[0].length).split(',');
    for (const target of targets) {
      const text = target.trim();
      if (text) refs.push({ kind: kind[1], text, target: '' });
    }
  }
  return refs;
}

/** What the resolver knows of an entry. */
export interface RefTarget {
  term: string;
  aliases: string[];
  /** Symbol entries ("{T} Tappen") are named only by their term or symbol, never guessed at. */
  symbol: boolean;
}

/** Lower case, umlauts and ß folded, spaces collapsed. */
export function foldTerm(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/gu, 'a')
    .replace(/ö/gu, 'o')
    .replace(/ü/gu, 'u')
    .replace(/ß/gu, 'ss')
    .replace(/\s+/gu, ' ')
    .trim();
}

// German inflection seen in the references: "Kontrolle"/"Kontrollieren", "Block"/"Blocken".
const SUFFIXES = ['ieren', 'en', 'e', 'n'];

function stemWord(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

export function stemTerm(text: string): string {
  return foldTerm(text).split(' ').map(stemWord).join(' ');
}

/** The largest edit distance still read as a misspelling: two edits, and at most one in five letters. */
const MAX_EDITS = 2;

/** How a reference found its entry, strict to loose. */
export type ResolveStep = 'term' | 'alias' | 'stem' | 'prefix' | 'spelling';

export interface Resolution {
  entry: RefTarget;
  step: ResolveStep;
}

/**
 * Finds the entry a reference means, or undefined. Steps, strict to loose: exact term, alias,
 * same stem, unique prefix, then the nearest spelling within two edits. A step that finds
 * several entries ends the search: an ambiguous reference is not guessed.
 */
export function resolveRef(text: string, entries: RefTarget[]): Resolution | undefined {
  const ref = foldTerm(text);
  const names = (e: RefTarget): string[] => [e.term, ...e.aliases];
  const plain = entries.filter((e) => !e.symbol);
  const steps: [ResolveStep, RefTarget[], (e: RefTarget) => boolean][] = [
    ['term', entries, (e) => foldTerm(e.term) === ref],
    ['alias', entries, (e) => e.aliases.some((a) => foldTerm(a) === ref)],
    ['stem', plain, (e) => names(e).some((n) => stemTerm(n) === stemTerm(text))],
    ['prefix', plain, (e) => names(e).some((n) => foldTerm(n).startsWith(ref))],
  ];
  for (const [step, pool, matches] of steps) {
    const found = pool.filter(matches);
    if (found.length > 1) return undefined;
    if (found[0]) return { entry: found[0], step };
  }
  const nearest = nearestSpelling(ref, plain);
  return nearest && { entry: nearest, step: 'spelling' };
}

function nearestSpelling(ref: string, entries: RefTarget[]): RefTarget | undefined {
  const limit = Math.min(MAX_EDITS, Math.floor(ref.length / 5));
  let best: RefTarget[] = [];
  let bestDistance = limit + 1;
  for (const entry of entries) {
    const distance = Math.min(...[entry.term, ...entry.aliases].map((n) => editDistance(ref, foldTerm(n))));
    if (distance < bestDistance) [best, bestDistance] = [[entry], distance];
    else if (distance === bestDistance) best.push(entry);
  }
  return best.length === 1 ? best[0] : undefined;
}
