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
  const editions = [
    ...table.editions,
    ...imported.map((e) => e.edition).filter((key) => !table.editions.includes(key)),
  ];
  if (imported.some((edition) => edition.unmatched.length > 0))
    groups.push(...unmatchedGroups(table, imported, editions));
  return { ...table, editions, groups };
}

/** Per group of the table (by place), the imported edition's rule in it; a hole where it has none. */
function numbersByGroup(table: CounterpartTable, edition: EditionCounterparts): (string | undefined)[] {
  const places = new Map<EditionKey, Map<string, number>>();
  const placesIn = (key: EditionKey): Map<string, number> => {
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
  const numbers: (string | undefined)[] = new Array<string | undefined>(table.groups.length);
  for (const link of edition.links) {
    const i = placesIn(link.anchor.edition).get(link.anchor.number);
    if (i !== undefined) numbers[i] = link.number;
  }
  return numbers;
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
