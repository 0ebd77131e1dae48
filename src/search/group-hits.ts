// One result per rule: the same rule in several editions (its counterparts, matched by
// meaning in rules-data/counterparts.json, never by number) is one hit, shown in the
// language the query is written in where that is clear and an edition has the rule;
// otherwise in the edition whose text matched the query best, with the others listed under
// it. On a near tie the locale's language wins, then the newest edition. Pure.
import { editionKey, type Lang } from '../rules/corpus-model.js';
import type { CounterpartPlaces } from '../rules/imported-counterparts.js';
import { LANGS } from './lexicon.js';
import type { PartHead } from './index-part.js';
import { headOf, keyOf, keysOf, partOf, ruleDocByNumber, sectionAt, type SearchIndex } from './token-index.js';

export interface Counterpart {
  lang: Lang;
  edition: string;
  number: string;
}

export interface GroupedHit {
  id: number;
  score: number;
  /** The same rule in the other editions, the query's language and the locale's first. */
  counterparts: Counterpart[];
}

export interface GroupOptions {
  /** The counterpart table, imported editions in it (rules/imported-counterparts.ts). */
  counterparts: CounterpartPlaces;
  /** Which documents may be shown (--lang, --edition). */
  shown: (id: number) => boolean;
  /** The language of the query, where one is clear, then the locale's. */
  prefer: readonly Lang[];
  /** The language the query is written in, where that is clear: its own text is shown. */
  queryLang?: Lang;
  /** How many hits are wanted in full; the others are only counted. All when undefined. */
  wanted?: number;
}

/** Within this share of the best score, members count as tied. */
const TIE = 0.03;

/**
 * The hits, one per rule, from the ranked documents: `top` in order, `rest` only counted.
 * `total` is how many hits there are in all; `hits` holds the first `wanted` of them.
 */
export function groupHits(
  index: SearchIndex,
  ranking: { top: readonly { id: number; score: number }[]; rest: readonly number[] },
  options: GroupOptions,
): { hits: GroupedHit[]; total: number } {
  const groups = groupLookup(index, options.counterparts);
  const ranks = index.parts.map(({ head }) => preference(head, options.prefer));
  const rankOf = (id: number) => ranks[partOf(index, id)]!;
  const lifted = liftSections(index, ranking.top).sort(
    // Equal scores (the same text in two editions the table does not link): the preferred edition first.
    (a, b) => b.score - a.score || rankOf(a.id) - rankOf(b.id) || a.id - b.id,
  );
  const scores = new Map(lifted.map(({ id, score }) => [id, score]));
  const seen = new Set<string>();
  const hits: GroupedHit[] = [];
  let counted = 0;
  for (const { id, score } of lifted) {
    const key = groups.keyOf(id);
    if (seen.has(key)) continue;
    seen.add(key);
    // Past the hits wanted, a group is only counted: choosing its text and ordering its
    // counterparts, for up to two hundred documents, is work no one reads. A document is a
    // member of its own group: where it is shown, its group counts without looking further.
    if (options.wanted !== undefined && hits.length >= options.wanted) {
      if (options.shown(id) || groups.membersOf(key, id).some(options.shown)) counted++;
      continue;
    }
    const members = groups.membersOf(key, id);
    const eligible = members.filter(options.shown);
    if (eligible.length === 0) continue;
    const best = Math.max(...eligible.map((m) => scores.get(m) ?? 0));
    // A query in a clear language reads the rule in that language where an edition has it:
    // the same rule, matched by meaning, whichever text its words matched best.
    const own = eligible.filter((m) => options.queryLang !== undefined && headOf(index, m).lang === options.queryLang);
    const tied = own.length > 0 ? own : eligible.filter((m) => (scores.get(m) ?? 0) >= best * (1 - TIE));
    const byPreference = (x: number, y: number) => rankOf(x) - rankOf(y) || x - y;
    const shown = tied.sort(byPreference)[0]!;
    const others = members
      .filter((m) => m !== shown)
      .sort(byPreference)
      .map((m) => ({ lang: headOf(index, m).lang, edition: headOf(index, m).edition ?? '', number: keyOf(index, m) }));
    hits.push({ id: shown, score, counterparts: others });
  }
  return { hits, total: hits.length + counted + countRest(index, ranking.rest, groups, seen, options.shown) };
}

/** How many more hits the documents below the best give: groups not yet seen, with a member shown. */
function countRest(
  index: SearchIndex,
  rest: readonly number[],
  groups: ReturnType<typeof groupLookup>,
  seen: Set<string>,
  shown: (id: number) => boolean,
): number {
  let count = 0;
  for (const id of rest) {
    if (groups.alone(id)) {
      if (shown(id)) count++;
      continue;
    }
    // A section counts as the rule that opens it (liftSections), in the same edition.
    const target = firstRule(index, id) ?? id;
    const key = groups.keyOf(target);
    if (seen.has(key)) continue;
    seen.add(key);
    if (shown(target) || groups.membersOf(key, target).some(shown)) count++;
  }
  return count;
}

/**
 * Lower is preferred: the languages in order, then the others as the table orders them; newer
 * editions first within one.
 */
function preference({ lang, edition }: PartHead, prefer: readonly Lang[]): number {
  const rank = prefer.includes(lang) ? prefer.indexOf(lang) : prefer.length + LANGS.indexOf(lang);
  const year = Number((edition ?? '0').slice(0, 4)) || 0;
  return rank * 10000 + (9999 - year);
}

/**
 * The group of each document, and the members of each group: a counterpart group by its
 * place in the table ("g12"), a section by its number ("s807"), else the document alone
 * ("d431"). An edition the table does not list counts as the listed edition of the same
 * date, whose numbers official translations keep; any other stands alone.
 */
function groupLookup(index: SearchIndex, counterparts: CounterpartPlaces): GroupLookup {
  const kept = lookups.get(index);
  if (kept?.counterparts === counterparts) return kept.lookup;
  const lookup = buildGroupLookup(index, counterparts);
  lookups.set(index, { counterparts, lookup });
  return lookup;
}

type GroupLookup = ReturnType<typeof buildGroupLookup>;

/** Per index, the lookup of the counterparts it was last grouped by: an index kept loaded groups every query. */
const lookups = new WeakMap<SearchIndex, { counterparts: CounterpartPlaces; lookup: GroupLookup }>();

function buildGroupLookup(index: SearchIndex, counterparts: CounterpartPlaces) {
  const { editions } = counterparts;
  const tableKey = index.parts.map(({ head }) => {
    if (head.kind !== 'rule' || head.edition === undefined) return undefined;
    const key = editionKey({ lang: head.lang, edition: head.edition });
    return editions.includes(key) ? key : editions.find((other) => other.slice(3) === head.edition);
  });
  const ruleParts = index.parts.flatMap((_, p) => (tableKey[p] === undefined ? [] : [p]));
  const keyOf = (id: number): string => {
    const p = partOf(index, id);
    const { head } = index.parts[p]!;
    if (head.kind === 'topic') return `g${keysOf(index, p)[id - index.parts[p]!.offset]}`;
    const edition = tableKey[p];
    if (edition === undefined) return `d${id}`;
    const number = keysOf(index, p)[id - index.parts[p]!.offset]!;
    if (!number.includes('.')) return `s${number}`;
    const place = counterparts.placeOf(edition, number);
    return place === undefined ? `d${id}` : `g${place}`;
  };
  const membersOf = (key: string, id: number): number[] => {
    if (key.startsWith('d')) return [id];
    const numberIn = (p: number) =>
      key.startsWith('s') ? key.slice(1) : counterparts.numberAt(Number(key.slice(1)), tableKey[p]!);
    return ruleParts.flatMap((p) => {
      const number = numberIn(p);
      const member = number === undefined ? undefined : ruleDocByNumber(index, p, number);
      return member === undefined ? [] : [member];
    });
  };
  /** A document that is a hit of its own: of an edition the table does not know, a glossary, house rules. */
  const alone = (id: number) => headOf(index, id).kind !== 'topic' && tableKey[partOf(index, id)] === undefined;
  return { keyOf, membersOf, alone };
}

/**
 * A section's title speaks for the rule that opens it: "Grand Melee" finds 807.1, "The
 * Grand Melee variant is a way of playing …", which takes the section's score where that
 * is higher than its own.
 */
function liftSections(index: SearchIndex, ranked: readonly { id: number; score: number }[]) {
  const best = new Map<number, number>();
  for (const { id, score } of ranked) {
    const target = firstRule(index, id) ?? id;
    if (score > (best.get(target) ?? -1)) best.set(target, score);
  }
  return [...best].map(([id, score]) => ({ id, score }));
}

/** The first rule of a section heading document; undefined for any other document or a section without rules. */
function firstRule(index: SearchIndex, id: number): number | undefined {
  const { head, offset } = index.parts[partOf(index, id)]!;
  if (head.sectionDocs.length === 0) return undefined;
  const at = sectionAt(index, partOf(index, id), id - offset);
  const first = at === undefined ? -1 : head.sectionFirst[at]!;
  return first < 0 ? undefined : offset + first;
}
