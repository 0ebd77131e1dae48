// Every value the schema refuses says how to fix it: each key of the scenario, of a seat,
// an object, an event and each question kind's parameters and expect is given values of
// every wrong kind, and every diagnostic must carry a `= …` hint.
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { QUESTION_KINDS } from '../../src/judge/catalogue.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';
import { objectSchema, optionsSchema, scenarioSchema } from '../../src/scenario/schema.js';

const BAD_VALUES: unknown[] = [
  null,
  '',
  'text',
  '20',
  'true',
  'seven',
  0,
  -3,
  2.5,
  2012,
  1e20,
  true,
  [],
  ['Alex'],
  [1],
  {},
  { a: 1 },
];
const SEATS = [
  { name: 'Alex', team: 'Red' },
  { name: 'Bianca', team: 'Red' },
  { name: 'Carol', team: 'Blue' },
  { name: 'Dave', team: 'Blue' },
];
const BASE = { variant: 'two-headed-giant', seats: SEATS, questions: [{ ask: 'lost' }] };

function unhinted(data: Record<string, unknown>): string[] {
  const { diagnostics } = parseScenario(stringify(data), 'hints.yaml');
  return diagnostics.filter((d) => !d.notes?.length).map((d) => `${d.code}: ${d.message}`);
}

function eachBadValue(build: (value: unknown) => Record<string, unknown>): string[] {
  return BAD_VALUES.flatMap((value) => unhinted(build(value)).map((d) => `${JSON.stringify(value)} → ${d}`));
}

describe('hints for values the schema refuses', () => {
  it('has one for every top-level key', () => {
    for (const key of Object.keys(scenarioSchema.shape))
      expect(
        eachBadValue((value) => ({ ...BASE, [key]: value })),
        key,
      ).toEqual([]);
  });

  it('has one for every key of a seat, of options and of an object, and for a missing key', () => {
    for (const key of ['name', 'team', 'role', 'range'])
      expect(
        eachBadValue((value) => ({ ...BASE, seats: [{ ...SEATS[0], [key]: value }, ...SEATS.slice(1)] })),
        key,
      ).toEqual([]);
    for (const key of Object.keys(optionsSchema.shape))
      expect(
        eachBadValue((value) => ({ ...BASE, options: { [key]: value } })),
        key,
      ).toEqual([]);
    const object = { name: 'Bears', owner: 'Alex' };
    for (const key of Object.keys(objectSchema.shape))
      expect(
        eachBadValue((value) => ({ ...BASE, objects: [{ ...object, [key]: value }] })),
        key,
      ).toEqual([]);
    expect(unhinted({ seats: [{ team: 'Red' }], questions: [{}] })).toEqual([]);
    expect(unhinted({ name: 'no seats, no questions' })).toEqual([]);
  });

  it('has one for every event', () => {
    for (const kind of ['leave', 'endTurn', 'newTurn', 'extraTurn', 'damage', 'payLife', 'setLife', 'poison']) {
      expect(
        eachBadValue((value) => ({ ...BASE, events: [{ [kind]: value }] })),
        kind,
      ).toEqual([]);
      for (const key of ['player', 'amount', 'to'])
        expect(
          eachBadValue((value) => ({ ...BASE, events: [{ [kind]: { player: 'Alex', amount: 1, [key]: value } }] })),
          `${kind}.${key}`,
        ).toEqual([]);
    }
    expect(eachBadValue((value) => ({ ...BASE, events: [value] }))).toEqual([]);
  });

  it("has one for every question kind's parameters and expect", () => {
    for (const kind of QUESTION_KINDS) {
      const params = Object.fromEntries(Object.keys(kind.params).map((name) => [name, 'Alex']));
      for (const key of [...Object.keys(kind.params), 'expect', 'id', 'ask'])
        expect(
          eachBadValue((value) => ({ ...BASE, questions: [{ ask: kind.ask, ...params, [key]: value }] })),
          `${kind.ask}.${key}`,
        ).toEqual([]);
    }
    expect(eachBadValue((value) => ({ ...BASE, questions: [value] }))).toEqual([]);
  });
});
