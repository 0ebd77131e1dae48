// Checks that need the whole table rather than one value: unique names, every player,
// team and object mentioned is defined. Teams that must sit together are the table's
// concern (table/team-not-together), so that a file can pin that refusal.
// Each part is checked only where it matches the schema; the schema reports the rest.
import type * as z from 'zod';
import { isMapping } from './describe.js';
import type { Report } from './report-at.js';
import { eventSchema, objectSchema, scenarioSchema, type ObjectInput } from './schema.js';
import type { NameChecks, TableNames } from './table-names.js';

export function validateTable(
  data: Record<string, unknown>,
  names: TableNames,
  check: NameChecks,
  report: Report,
): void {
  validateSeatNames(names, report);
  validateTopLevelNames(data, check);
  validateObjects(data, names, check, report);
  for (const { index, value } of parsedItems(eventSchema, data.events)) {
    const [kind, body] = Object.entries(value as Record<string, unknown>)[0]!;
    const path = ['events', index, kind];
    // castCommander names an object: validate-commander.ts checks it.
    if (kind === 'castCommander') continue;
    if (OBJECT_EVENTS.has(kind)) checkObjects(check, body as string | string[], path);
    else if (typeof body === 'string' || Array.isArray(body)) check.players(body, path);
    else if (isMapping(body)) {
      if (body.player !== undefined) check.players(body.player as string | string[], [...path, 'player']);
      for (const key of OBJECT_KEYS)
        if (body[key] !== undefined) checkObjects(check, body[key] as string | string[], [...path, key]);
    }
    // controlNextTurn names a second player, the one controlled.
    if (isMapping(body) && typeof body.of === 'string') check.player(body.of, [...path, 'of']);
  }
}

/** Events whose value names an object, and the keys of event mappings that name objects (combat). */
const OBJECT_EVENTS = new Set(['removeFromCombat']);
const OBJECT_KEYS = ['creature', 'planeswalker', 'blocks'];

function checkObjects(check: NameChecks, names: string | string[], path: (string | number)[]): void {
  if (typeof names === 'string') check.object(names, path);
  else names.forEach((name, i) => check.object(name, [...path, i]));
}

/** The items of a list that match their schema, with their place in the file. */
export function parsedItems<T>(schema: z.ZodType<T>, list: unknown): { index: number; value: T }[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index) => {
    const result = schema.safeParse(item);
    return result.success ? [{ index, value: result.data }] : [];
  });
}

function parsedKey<K extends keyof typeof scenarioSchema.shape>(data: Record<string, unknown>, key: K) {
  return scenarioSchema.shape[key].safeParse(data[key]).data as z.infer<(typeof scenarioSchema.shape)[K]> | undefined;
}

function validateSeatNames(names: TableNames, report: Report): void {
  const first = new Map<string, number>();
  for (const seat of names.seats) {
    const earlier = first.get(seat.name);
    if (earlier === undefined) first.set(seat.name, seat.index);
    else
      report(
        'scenario/duplicate-name',
        `"${seat.name}" is seated twice, in seats ${earlier + 1} and ${seat.index + 1}.`,
        ['seats', seat.index, 'name'],
        { notes: ['every player needs a name of their own'] },
      );
  }
}

function validateTopLevelNames(data: Record<string, unknown>, check: NameChecks): void {
  const startingPlayer = parsedKey(data, 'startingPlayer');
  if (startingPlayer !== undefined) check.player(startingPlayer, ['startingPlayer']);
  const startingTeam = parsedKey(data, 'startingTeam');
  if (startingTeam !== undefined) check.team(startingTeam, ['startingTeam']);
  const active = parsedKey(data, 'turn')?.active;
  if (active !== undefined) check.players(active, ['turn', 'active']);
  const left = parsedKey(data, 'left');
  if (left !== undefined) check.players(left, ['left']);
  for (const [marker, holder] of Object.entries(parsedKey(data, 'turnMarkers') ?? {}))
    check.player(holder, ['turnMarkers', marker]);
  for (const key of ['life', 'poison'] as const) {
    for (const team of Object.keys(parsedKey(data, key) ?? {})) check.team(team, [key, team], true);
  }
}

function validateObjects(data: Record<string, unknown>, names: TableNames, check: NameChecks, report: Report): void {
  const seen = new Set<string>();
  for (const { index, value } of parsedItems(objectSchema, data.objects)) {
    const path = ['objects', index];
    if (seen.has(value.name))
      report('scenario/duplicate-name', `Two objects are named "${value.name}".`, [...path, 'name'], {
        notes: ['every object needs a name of its own'],
      });
    else if (names.players.has(value.name)) {
      // `of` and `attachedTo` accept both players and objects, so one name must not mean both.
      report('scenario/duplicate-name', `"${value.name}" names both a player and an object.`, [...path, 'name'], {
        notes: ['give the object another name'],
      });
    }
    seen.add(value.name);
    check.player(value.owner, [...path, 'owner']);
    if (value.controller !== undefined) check.player(value.controller, [...path, 'controller']);
    if (value.controlledBy) check.player(value.controlledBy.player, [...path, 'controlledBy', 'player']);
    if (value.attachedTo !== undefined) check.attachment(value.attachedTo, [...path, 'attachedTo']);
    if (value.exiledBy) validateExiledBy(value, path, check, report);
  }
}

/** `exiledBy` belongs to a card in exile, and names an object of the file. */
function validateExiledBy(value: ObjectInput, path: (string | number)[], check: NameChecks, report: Report): void {
  const zone = value.zone ?? 'battlefield';
  if (zone !== 'exile')
    report(
      'scenario/exiled-by-not-in-exile',
      `"${value.name}" has "exiledBy" but is not in exile (zone: ${zone}${value.zone === undefined ? ', the default' : ''}).`,
      [...path, 'exiledBy'],
      { notes: ['add "zone: exile" to the object, or remove "exiledBy"'], atKey: true },
    );
  check.object(value.exiledBy!.object, [...path, 'exiledBy', 'object']);
}
