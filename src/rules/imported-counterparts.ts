// The counterpart table with the imported editions in it: each imported edition's links
// (match-counterparts.ts, stored beside it) put its rules into the shipped groups, so that
// every lookup treats an imported edition like a shipped one. Pure. This runs at every
// lookup, so it walks the groups once for all imported editions.
import { LANG_NAMES, parseEditionKey, type CounterpartGroupRecord, type CounterpartTable } from './corpus-model.js';
import { groupOf } from './counterparts.js';
import type { EditionCounterparts } from './match-counterparts.js';

export function withImportedCounterparts(
  table: CounterpartTable,
  imported: readonly EditionCounterparts[],
): CounterpartTable {
  if (imported.length === 0) return table;
  const place = new Map(table.groups.map((group, i) => [group, i]));
  // Per imported edition: group index → its rule there.
  const linked = imported.map((edition) => {
    const byGroup = new Map<number, string>();
    for (const link of edition.links) {
      const group = groupOf(table, link.anchor.edition, link.anchor.number);
      if (group !== undefined) byGroup.set(place.get(group)!, link.number);
    }
    return byGroup;
  });
  const covers = imported.map((edition) => new Set(edition.sections));
  const groups = table.groups.map((group, i): CounterpartGroupRecord => {
    const numbers = { ...group.numbers };
    const sections = Object.values(group.numbers).flatMap((n) => (n === null ? [] : [n.slice(0, 3)]));
    imported.forEach((edition, k) => {
      const number = linked[k]!.get(i);
      if (number !== undefined) numbers[edition.edition] = number;
      else if (sections.some((section) => covers[k]!.has(section))) numbers[edition.edition] = null;
      else delete numbers[edition.edition];
    });
    return { ...group, numbers };
  });
  const editions = [
    ...table.editions,
    ...imported.map((e) => e.edition).filter((key) => !table.editions.includes(key)),
  ];
  groups.push(...unmatchedGroups(table, imported, editions));
  return { ...table, editions, groups };
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
