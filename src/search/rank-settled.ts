// The query words that say where the answer is, not which rule it is. Pure.
//
// A variant's rules mostly leave the variant's name to their section's title: "Each team has
// a shared life total, which starts at 30 life." (810.4) is a Two-Headed Giant rule through
// its title alone, while the rules that repeat the name mostly do so in passing ("not shared
// in the Two-Headed Giant variant", 810.5). Asked "two headed giant life total", a judge names
// the variant to say where to look, and "life total" to say what to find there. So where the
// best answers all lie under a title the query names in full, the name's words are settled:
// among the rules that answer the whole question, repeating the name tells nothing, and the
// rest of the query orders them (rank-accumulate.ts levels a repeated name to the title's).
import { HOLDS, INHERITED } from './rank-accumulate.js';
import { namesOf } from './index-docs.js';
import { nameCovered, type WordLookup } from './rank-parts.js';
import { headOf, sectionOf, type SearchIndex } from './token-index.js';
import type { Lang } from '../rules/corpus-model.js';

/**
 * How many of the best documents must agree before a title's words are settled: the first
 * answers a judge reads. One or two could be a single rule that happens to match well.
 */
const SETTLING = 3;
/**
 * A name is two words or more ("Two-Headed Giant", "Grand Melee"). One word may also be a role
 * the rules speak of ("The range of influence is limited to 2 for emperors", 809.3a, under
 * "Emperor Variant"), and a rule that says it says something of its own.
 */
const NAME_WORDS = 2;
/** From this share of a title's words (or concepts) in the query, the query names it (1, to rounding). */
const IN_FULL = 0.99;

export interface Contender {
  id: number;
  score: number;
  /** How many of the query's required words it holds, its title's included. */
  count: number;
}

/**
 * The required query words (1 in the mask) settled by the titles of the best documents, by
 * `score`: each of them holds every required word and lies under a title the query names in
 * full, and their titles hold the same query words (the same title in another language or
 * edition does). `titles` gives per section document how well its title holds each query
 * word. Undefined when they do not agree, or when the title is the whole query: then nothing
 * is left to tell the rules apart by.
 */
export function settledWords(
  index: SearchIndex,
  candidates: readonly Contender[],
  titles: ReadonlyMap<number, Float64Array>,
  byLang: Readonly<Record<Lang, WordLookup>>,
  soft: readonly boolean[],
): Uint8Array | undefined {
  const best = bestOf(candidates, SETTLING);
  if (best.length < SETTLING) return undefined;
  const required = soft.filter((isSoft) => !isSoft).length;
  // Only where each answers the whole question: else the rest is not what tells them apart.
  if (best.some((c) => c.count < required)) return undefined;
  const held = (id: number, word: number) =>
    !soft[word] && INHERITED * (titles.get(sectionOf(index, id))?.[word] ?? 0) >= HOLDS;
  const settled = new Uint8Array(soft.length);
  let count = 0;
  for (let word = 0; word < soft.length; word++) {
    const first = held(best[0]!.id, word);
    // Titles that hold different query words name different things.
    if (best.some((c) => held(c.id, word) !== first)) return undefined;
    if (first) {
      settled[word] = 1;
      count++;
    }
  }
  if (count < NAME_WORDS || count === required) return undefined;
  return best.every((c) => namesTitle(index, c.id, byLang)) ? settled : undefined;
}

/**
 * Whether a rule introduces a topic rather than speaking within one: its section's first
 * rule ("Grand Melee is normally used only in games begun with ten or more players", 807.1),
 * or one with subrules ("The Grand Melee variant allows multiple players to take turns at the
 * same time", 807.4, heading the turn-marker rules). Such a rule names the variant to say
 * what it is about, not in passing, and keeps the name.
 */
export function introducesTopic(index: SearchIndex, id: number): boolean {
  const section = sectionOf(index, id);
  if (section < 0) return false;
  // The documents of a part stand in the rules' order.
  return index.children[id]! > 0 || id === 0 || sectionOf(index, id - 1) !== section;
}

/** Whether the query holds every word (or every concept) of the title of the document's section. */
function namesTitle(index: SearchIndex, id: number, byLang: Readonly<Record<Lang, WordLookup>>): boolean {
  const section = sectionOf(index, id);
  if (section < 0) return false;
  const lookup = byLang[headOf(index, id).lang];
  return namesOf(index, section).some((name) => nameCovered(name, lookup, index.fillers) >= IN_FULL);
}

/** The `n` best by score (ties by id), in one pass. */
function bestOf<T extends Contender>(candidates: readonly T[], n: number): T[] {
  const best: T[] = [];
  for (const c of candidates) {
    if (best.length === n && !beats(c, best[n - 1]!)) continue;
    let at = best.length === n ? n - 1 : best.length;
    while (at > 0 && beats(c, best[at - 1]!)) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = c;
  }
  return best;
}

function beats(a: Contender, b: Contender): boolean {
  return a.score > b.score || (a.score === b.score && a.id < b.id);
}
