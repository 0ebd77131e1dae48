// The counterpart table with the imported editions in it: each imported edition's links
// (match-counterparts.ts, stored beside it) put its rules into the shipped groups, so that
// every lookup treats an imported edition like a shipped one. Pure. This runs at every
// lookup, before anything is compiled, so it walks the groups once for all imported
// editions and does per group only what that group needs.
import {
  LANG_NAMES,
  parseEditionKey,
  type CounterpartGroup,
  type CounterpartGroupRecord,
  type CounterpartTable,
  type EditionKey,
} from './corpus-model.js';
import type { EditionCounterparts } from './match-counterparts.js';

export function withImportedCounterparts(
  table: CounterpartTable,
  imported: readonly EditionCounterparts[],
): CounterpartTable {
  if (imported.length === 0) return table;
  const linked = imported.map((edition) => numbersByGroup(table, edition));
  const covers = imported.map((edition) => new Set(edition.sections));
  const groups = table.groups.map((group, i): CounterpartGroupRecord => {
    // Copied key by key: this runs once per lookup, interpreted, where a spread costs more.
    const numbers: CounterpartGroup = {};
    for (const key in group.numbers) numbers[key] = group.numbers[key] as string | null;
    let sections: string[] | undefined;
    for (let k = 0; k < imported.length; k++) {
      const key = imported[k]!.edition;
      const number = linked[k]![i];
      if (number !== undefined) {
        numbers[key] = number;
        continue;
      }
      sections ??= sectionsOf(group);
      if (sections.some((section) => covers[k]!.has(section))) numbers[key] = null;
      else delete numbers[key];
    }
    return group.note === undefined
      ? { topic: group.topic, numbers }
      : { topic: group.topic, numbers, note: group.note };
  });
  const editions = mergedEditions(table, imported);
  if (imported.some((edition) => edition.unmatched.length > 0))
    groups.push(...unmatchedGroups(table, imported, editions));
  return { ...table, editions, groups };
}

/** The merged table's editions: the table's, then each imported edition it does not list. */
function mergedEditions(table: CounterpartTable, imported: readonly EditionCounterparts[]): EditionKey[] {
  return [...table.editions, ...imported.map((e) => e.edition).filter((key) => !table.editions.includes(key))];
}

/**
 * The merged table's groups, read without making it: where an edition's rule stands among
 * the groups, and which rule of an edition the group at a place holds. Places, editions and
 * rules are those of withImportedCounterparts(table, imported), from the same steps: the
 * imported edition's rule in each group (numbersByGroup), the editions in order, and after
 * the table's groups one of its own for each rule that matched none (unmatchedGroups). An
 * edition without the rule, null in the merged table, reads as undefined. A search looks up
 * a few dozen rules, where merging makes every group anew: about a millisecond of a search
 * with an edition imported.
 */
export interface CounterpartPlaces {
  editions: readonly EditionKey[];
  /** The place of the group that holds this rule of the edition. */
  placeOf(edition: EditionKey, number: string): number | undefined;
  /** The edition's rule in the group at this place. */
  numberAt(place: number, edition: EditionKey): string | undefined;
}

export function counterpartPlaces(
  table: CounterpartTable,
  imported: readonly EditionCounterparts[],
): CounterpartPlaces {
  const placesIn = tablePlaces(table);
  // Per imported edition: its rule in each of the table's groups, its rules' places, and where its own groups start.
  const own = new Map<
    EditionKey,
    { numbers: (string | undefined)[]; places?: Map<string, number>; first: number; unmatched: readonly string[] }
  >();
  let first = table.groups.length;
  for (const edition of imported) {
    own.set(edition.edition, {
      numbers: numbersByGroup(table, edition, placesIn),
      first,
      unmatched: edition.unmatched,
    });
    first += edition.unmatched.length;
  }
  const numberAt = (place: number, edition: EditionKey): string | undefined => {
    const mine = own.get(edition);
    if (!mine) {
      const number = place < table.groups.length ? table.groups[place]!.numbers[edition] : undefined;
      return typeof number === 'string' ? number : undefined;
    }
    return place < table.groups.length ? mine.numbers[place] : mine.unmatched[place - mine.first];
  };
  const placeOf = (edition: EditionKey, number: string): number | undefined => {
    const mine = own.get(edition);
    if (!mine) return placesIn(edition).get(number);
    if (!mine.places) {
      // As in the merged table: the later group wins, and the groups of its own come last.
      const places = new Map<string, number>();
      mine.numbers.forEach((rule, place) => rule !== undefined && places.set(rule, place));
      mine.unmatched.forEach((rule, i) => places.set(rule, mine.first + i));
      mine.places = places;
    }
    return mine.places.get(number);
  };
  return { editions: mergedEditions(table, imported), placeOf, numberAt };
}

/** Per group of the table (by place), the imported edition's rule in it; a hole where it has none. */
function numbersByGroup(
  table: CounterpartTable,
  edition: EditionCounterparts,
  placesIn: PlacesIn = tablePlaces(table),
): (string | undefined)[] {
  const numbers: (string | undefined)[] = new Array<string | undefined>(table.groups.length);
  for (const link of edition.links) {
    const i = placesIn(link.anchor.edition).get(link.anchor.number);
    if (i !== undefined) numbers[i] = link.number;
  }
  return numbers;
}

/** An edition's rules in the table, each by the place of its group (a later group's winning). */
type PlacesIn = (key: EditionKey) => ReadonlyMap<string, number>;

/** The table's places per edition, each made when first asked for. */
function tablePlaces(table: CounterpartTable): PlacesIn {
  const places = new Map<EditionKey, Map<string, number>>();
  return (key) => {
    let place = places.get(key);
    if (!place) {
      place = new Map();
      for (let i = 0; i < table.groups.length; i++) {
        const number = table.groups[i]!.numbers[key];
        if (typeof number === 'string') place.set(number, i);
      }
      places.set(key, place);
    }
    return place;
  };
}

/** The sections ("805") a group's rules sit in, in any edition. */
function sectionsOf(group: CounterpartGroupRecord): string[] {
  const sections: string[] = [];
  for (const key in group.numbers) {
    const number = group.numbers[key];
    if (typeof number === 'string') sections.push(number.slice(0, 3));
  }
  return sections;
}

/** A group of its own for each rule that matched nothing: no counterpart where its section is covered. */
function unmatchedGroups(
  table: CounterpartTable,
  imported: readonly EditionCounterparts[],
  editions: readonly string[],
): CounterpartGroupRecord[] {
  const covered = new Set<string>();
  for (const group of table.groups)
    for (const [key, number] of Object.entries(group.numbers))
      if (number !== null) covered.add(`${key} ${number.slice(0, 3)}`);
  for (const edition of imported) for (const section of edition.sections) covered.add(`${edition.edition} ${section}`);
  return imported.flatMap((edition) =>
    edition.unmatched.map((number) => {
      const numbers: Record<string, string | null> = {};
      for (const other of editions) if (covered.has(`${other} ${number.slice(0, 3)}`)) numbers[other] = null;
      numbers[edition.edition] = number;
      const { lang } = parseEditionKey(edition.edition);
      return { topic: `rule ${number} of ${LANG_NAMES[lang]} ${edition.edition.slice(3)}`, numbers };
    }),
  );
}
