// The counterpart table with the imported editions in it: each imported edition's links
// (match-counterparts.ts, stored beside it) put its rules into the shipped groups, so that
// every lookup treats an imported edition like a shipped one. Pure.
import { LANG_NAMES, parseEditionKey, type CounterpartGroupRecord, type CounterpartTable } from './corpus-model.js';
import { groupOf } from './counterparts.js';
import type { EditionCounterparts } from './match-counterparts.js';

export function withImportedCounterparts(
  table: CounterpartTable,
  imported: readonly EditionCounterparts[],
): CounterpartTable {
  if (imported.length === 0) return table;
  let merged: CounterpartTable = {
    ...table,
    groups: table.groups.map((group) => ({ ...group, numbers: { ...group.numbers } })),
  };
  for (const edition of imported) merged = addEdition(merged, table, edition);
  return merged;
}

function addEdition(
  merged: CounterpartTable,
  shipped: CounterpartTable,
  imported: EditionCounterparts,
): CounterpartTable {
  const key = imported.edition;
  const covered = new Set(imported.sections);
  const byGroup = new Map<CounterpartGroupRecord, string>();
  for (const link of imported.links) {
    const shippedGroup = groupOf(shipped, link.anchor.edition, link.anchor.number);
    const index = shippedGroup === undefined ? -1 : shipped.groups.indexOf(shippedGroup);
    if (index >= 0) byGroup.set(merged.groups[index]!, link.number);
  }
  const groups = merged.groups.map((group) => {
    const numbers = { ...group.numbers };
    delete numbers[key];
    const number = byGroup.get(group);
    const sections = Object.values(group.numbers).flatMap((n) => (n === null ? [] : [n.slice(0, 3)]));
    if (number !== undefined) numbers[key] = number;
    else if (sections.some((section) => covered.has(section))) numbers[key] = null;
    return { ...group, numbers };
  });
  const label = `${LANG_NAMES[parseEditionKey(key).lang]} ${key.slice(3)}`;
  for (const number of imported.unmatched) {
    const numbers: Record<string, string | null> = { [key]: number };
    for (const other of merged.editions) if (coversSection(groups, other, number.slice(0, 3))) numbers[other] = null;
    groups.push({ topic: `rule ${number} of ${label}`, numbers });
  }
  const editions = merged.editions.includes(key) ? merged.editions : [...merged.editions, key];
  return { ...merged, editions, groups };
}

function coversSection(groups: readonly CounterpartGroupRecord[], key: string, section: string): boolean {
  return groups.some((group) => {
    const number = group.numbers[key];
    return typeof number === 'string' && number.startsWith(`${section}.`);
  });
}
