// A file's data, once it matches the schema, in the one form the judge works with: a
// bare-name seat becomes {name}, "leave: Carol" becomes a list of players, defaults are
// filled in. The judge never has to know how many ways the file could say a thing.
import type { GameEvent, GameObject, Question, Scenario, Seat } from '../core/scenario.js';
import {
  expectedRefusalSchema,
  type EventInput,
  type ObjectInput,
  type QuestionInput,
  type ScenarioInput,
  type SeatInput,
} from './schema.js';
import { shippedRulings } from '../rules/ruling-edition.js';

export function normaliseScenario(input: ScenarioInput): Scenario {
  return {
    format: 1,
    ...defined({ name: input.name, description: input.description }),
    ...editionOf(input.edition),
    ...defined({ variant: input.variant }),
    options: defined({ ...input.options }),
    seats: input.seats.map(normaliseSeat),
    ...defined({ startingPlayer: input.startingPlayer, startingTeam: input.startingTeam }),
    turn: { active: list(input.turn?.active) },
    ...(input.turnMarkers && { turnMarkers: markers(input.turnMarkers) }),
    left: list(input.left),
    ...defined({ life: input.life, poison: input.poison, houseRules: input.houseRules }),
    ...defined({ monarch: input.monarch, initiative: input.initiative, commanderDamage: input.commanderDamage }),
    objects: (input.objects ?? []).map(normaliseObject),
    events: (input.events ?? []).map(normaliseEvent),
    questions: input.questions.map((question, index) => normaliseQuestion(question as QuestionInput, index)),
  };
}

/** A shipped edition by its year; any other name is looked up among the imported editions when ruled. */
function editionOf(edition: ScenarioInput['edition']): Pick<Scenario, 'edition' | 'editionName'> {
  if (edition === undefined) return { edition: '2024' };
  const year = shippedRulings(String(edition));
  return year ? { edition: year } : { edition: '2024', editionName: String(edition) };
}

function normaliseSeat(seat: SeatInput): Seat {
  return typeof seat === 'string' ? { name: seat } : defined({ ...seat });
}

function normaliseObject(object: ObjectInput): GameObject {
  return defined({
    ...object,
    controlledBy: object.controlledBy && { ...object.controlledBy },
    exiledBy: object.exiledBy && { ...object.exiledBy },
    trigger: object.trigger && { ...object.trigger, thatPlayer: object.trigger.thatPlayer ?? false },
  });
}

export function normaliseEvent(event: EventInput): GameEvent {
  if ('leave' in event) return { kind: 'leave', players: list(event.leave) };
  if ('endTurn' in event) return { kind: 'endTurn', player: event.endTurn };
  if ('newTurn' in event) return { kind: 'newTurn', player: event.newTurn };
  if ('extraTurn' in event) return { kind: 'extraTurn', player: event.extraTurn };
  if ('attack' in event) return { kind: 'attack', ...event.attack };
  if ('block' in event) return { kind: 'block', creature: event.block.creature, blocks: list(event.block.blocks) };
  if ('removeFromCombat' in event) return { kind: 'removeFromCombat', creature: event.removeFromCombat };
  if ('combatDamage' in event) return { kind: 'combatDamage', ...event.combatDamage };
  if ('castCommander' in event) return { kind: 'castCommander', object: event.castCommander };
  if ('becomeMonarch' in event) return { kind: 'becomeMonarch', player: event.becomeMonarch };
  if ('takeInitiative' in event) return { kind: 'takeInitiative', player: event.takeInitiative };
  if ('payLife' in event) return { kind: 'payLife', player: event.payLife.player, amount: event.payLife.amount };
  if ('setLife' in event) return { kind: 'setLife', player: event.setLife.player, to: event.setLife.to };
  if ('damage' in event) return { kind: 'damage', players: list(event.damage.player), amount: event.damage.amount };
  if ('loseLife' in event)
    return { kind: 'loseLife', players: list(event.loseLife.player), amount: event.loseLife.amount };
  if ('skip' in event)
    return { kind: 'skip', players: list(event.skip.player), what: event.skip.what, by: event.skip.by };
  if ('controlNextTurn' in event) return { kind: 'controlNextTurn', ...event.controlNextTurn };
  if ('gainLife' in event)
    return { kind: 'gainLife', players: list(event.gainLife.player), amount: event.gainLife.amount };
  return { kind: 'poison', players: list(event.poison.player), amount: event.poison.amount };
}

function normaliseQuestion(question: QuestionInput, index: number): Question {
  const { ask, id, expect, ...params } = question;
  const hasExpect = 'expect' in question && expect !== undefined;
  const expectError = refusalOf(expect);
  return {
    index,
    ...(id !== undefined && { id: String(id) }),
    ask,
    params,
    ...(hasExpect && { expect }),
    hasExpect,
    ...(expectError !== undefined && { expectError }),
  };
}

/** The code of an `expect: {error: CODE}`, else undefined. */
function refusalOf(expect: unknown): string | undefined {
  const parsed = expectedRefusalSchema.safeParse(expect);
  return parsed.success ? parsed.data.error : undefined;
}

function markers(turnMarkers: Record<string, string>): Record<number, string> {
  return Object.fromEntries(Object.entries(turnMarkers).map(([marker, holder]) => [Number(marker), holder]));
}

function list(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** The same object without its undefined properties, so that results compare and print cleanly. */
function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
