import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/judge/evaluate.js';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvents } from '../../src/table/events/apply-events.js';
import type { GameEvent } from '../../src/core/scenario.js';
import { buildScenario, endTurn, leave, TWELVE, type ScenarioInput } from './scenario-builder.js';

const THIRTEEN = [...TWELVE, 'Max'];
const SIXTEEN = [...THIRTEEN, 'Nia', 'Oli', 'Pam'];

interface Markers {
  count: number;
  markers: Record<string, string>;
  taking: string[];
  removed: number[];
  readings: string[];
}

/** The four marker answers after the events, and every reading their explanations name. */
function markers(input: Omit<ScenarioInput, 'variant'>): Markers {
  const asks = ['turn-marker-count', 'turn-markers', 'taking-turn', 'removed-turn-markers'];
  const result = evaluate(buildScenario({ variant: 'grand-melee', ...input, questions: asks.map((ask) => ({ ask })) }));
  expect(result.problems).toEqual([]);
  const [count, held, taking, removed] = result.outcomes.map((o) => {
    expect(o.problems).toEqual([]);
    return o.answer!;
  });
  const readings = result.outcomes.flatMap((o) => o.answer!.explanation.flatMap((s) => s.reading?.split(', ') ?? []));
  return {
    count: count!.value as number,
    markers: held!.value as Record<string, string>,
    taking: [...(taking!.value as string[])].sort(),
    removed: removed!.value as number[],
    readings: [...new Set(readings)].sort(),
  };
}

const START = { seats: TWELVE, active: ['Alex', 'Eve', 'Ida'] };
const extraTurn = (player: string): GameEvent => ({ kind: 'extraTurn', player });

describe('807.4a, 807.4b: markers at the start', () => {
  it.each<[string, Omit<ScenarioInput, 'variant'>, Partial<Markers>]>([
    [
      'five players: one marker',
      { seats: ['P0', 'P1', 'P2', 'P3', 'P4'] },
      { count: 1, markers: { 1: 'P0' }, taking: ['P0'] },
    ],
    [
      'sixteen players from Nia',
      { seats: SIXTEEN, startingPlayer: 'Nia' },
      { count: 4, markers: { 1: 'Nia', 2: 'Bianca', 3: 'Fay', 4: 'Jon' }, taking: ['Bianca', 'Fay', 'Jon', 'Nia'] },
    ],
    [
      'three players: the last marker stays',
      { seats: ['P0', 'P1', 'P2'] },
      { count: 1, markers: { 1: 'P0' }, readings: ['gm-default-active', 'gm-last-marker'] },
    ],
    [
      'turnMarkers overrides the handout',
      { seats: TWELVE, turnMarkers: { 1: 'Bianca', 2: 'Fay', 3: 'Jon' } },
      { markers: { 1: 'Bianca', 2: 'Fay', 3: 'Jon' }, taking: ['Bianca', 'Fay', 'Jon'] },
    ],
    [
      'without turn.active a holder with a marker close on the left waits',
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Dave', 3: 'Gus' } },
      { taking: ['Gus'] },
    ],
  ])('%s', (_, input, expected) => {
    expect(markers(input)).toMatchObject(expected);
  });
});

describe('807.4c, 807.4d: passing and waiting', () => {
  it.each<[string, Omit<ScenarioInput, 'variant'>, Partial<Markers>]>([
    [
      'the receiver begins when no marker is within three seats',
      {
        seats: THIRTEEN,
        turnMarkers: { 1: 'Alex', 2: 'Fay', 3: 'Jon' },
        active: ['Alex', 'Fay', 'Jon'],
        events: [endTurn('Alex')],
      },
      { markers: { 1: 'Bianca', 2: 'Fay', 3: 'Jon' }, taking: ['Bianca', 'Fay', 'Jon'] },
    ],
    [
      'a waiting holder begins once the marker ahead is four seats away',
      { ...START, events: [endTurn('Alex'), endTurn('Eve')] },
      { markers: { 1: 'Bianca', 2: 'Fay', 3: 'Ida' }, taking: ['Bianca', 'Ida'], readings: ['gm-waiting-ends'] },
    ],
    [
      'a full round: every marker one seat on',
      { ...START, events: [endTurn('Ida'), endTurn('Eve'), endTurn('Alex')] },
      { markers: { 1: 'Bianca', 2: 'Fay', 3: 'Jon' }, taking: ['Bianca', 'Fay', 'Jon'] },
    ],
    [
      'a holder who leaves during their turn passes it when the turn ends',
      { seats: THIRTEEN, active: ['Alex', 'Eve', 'Ida'], events: [leave('Eve'), endTurn('Eve')] },
      { markers: { 1: 'Alex', 2: 'Fay', 3: 'Ida' }, taking: ['Alex', 'Ida'], removed: [] },
    ],
    [
      'until then the marker stays with the departed player',
      { seats: THIRTEEN, active: ['Alex', 'Eve', 'Ida'], events: [leave('Eve')] },
      { markers: { 1: 'Alex', 2: 'Eve', 3: 'Ida' }, taking: ['Alex', 'Ida'] },
    ],
    [
      'a waiting holder leaves: the player on the left takes the marker though holding one (gm-two-markers)',
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Bianca', 3: 'Eve' }, active: ['Eve'], events: [leave('Alex')] },
      {
        markers: { 1: 'Bianca', 2: 'Bianca', 3: 'Eve' },
        taking: ['Eve'],
        removed: [3],
        readings: ['gm-own-marker', 'gm-round-table', 'gm-two-markers'],
      },
    ],
    [
      '… who takes the second turn once the first is over and there is room',
      {
        seats: TWELVE,
        turnMarkers: { 1: 'Alex', 2: 'Bianca', 3: 'Eve' },
        active: ['Eve'],
        events: [leave('Alex'), endTurn('Eve'), endTurn('Bianca')],
      },
      { count: 2, markers: { 1: 'Bianca', 2: 'Carol' }, taking: ['Carol'], removed: [3] },
    ],
    [
      '… and begins it when marker 2 is four seats on',
      {
        seats: TWELVE,
        turnMarkers: { 1: 'Alex', 2: 'Bianca', 3: 'Eve' },
        active: ['Eve'],
        events: [leave('Alex'), ...['Eve', 'Bianca', 'Carol', 'Dave', 'Eve'].map(endTurn)],
      },
      { count: 2, markers: { 1: 'Bianca', 2: 'Fay' }, taking: ['Bianca', 'Fay'], removed: [3] },
    ],
  ])('%s', (_, input, expected) => {
    expect(markers(input)).toMatchObject(expected);
  });
});

describe('807.4e–g: designation and removal', () => {
  it.each<[string, Omit<ScenarioInput, 'variant'>, Partial<Markers>]>([
    [
      'no reduction: thirteen to twelve players',
      { seats: THIRTEEN, active: ['Alex', 'Eve', 'Ida'], events: [leave('Carol')] },
      { count: 3, removed: [], markers: { 1: 'Alex', 2: 'Eve', 3: 'Ida' } },
    ],
    [
      'the marker to the right is taking a turn: designated, removed when the turn ends',
      { ...START, events: [leave('Carol')] },
      { count: 2, removed: [1], markers: { 1: 'Alex', 2: 'Eve', 3: 'Ida' }, taking: ['Alex', 'Eve', 'Ida'] },
    ],
    [
      '… and when it ends',
      { ...START, events: [leave('Carol'), endTurn('Alex')] },
      { count: 2, removed: [1], markers: { 2: 'Eve', 3: 'Ida' }, taking: ['Eve', 'Ida'] },
    ],
    [
      'past the first seat, round the table (gm-round-table)',
      { seats: TWELVE, startingPlayer: 'Bianca', events: [leave('Alex')] },
      { removed: [3], markers: { 1: 'Bianca', 2: 'Fay', 3: 'Jon' }, readings: ['gm-default-active', 'gm-round-table'] },
    ],
    [
      'a holder taking a turn leaves: the marker to the right of their own (gm-own-marker)',
      { ...START, events: [leave('Alex')] },
      {
        removed: [3],
        markers: { 1: 'Alex', 2: 'Eve', 3: 'Ida' },
        taking: ['Eve', 'Ida'],
        readings: ['gm-own-marker', 'gm-round-table'],
      },
    ],
    [
      '… then both turns end: one marker passed, one removed',
      { ...START, events: [leave('Alex'), endTurn('Alex'), endTurn('Ida')] },
      { count: 2, removed: [3], markers: { 1: 'Bianca', 2: 'Eve' }, taking: ['Eve'] },
    ],
    [
      'a waiting holder leaves: the marker goes left, the one to the right is designated (gm-own-marker)',
      {
        seats: TWELVE,
        turnMarkers: { 1: 'Alex', 2: 'Fay', 3: 'Ida' },
        active: ['Alex', 'Ida'],
        events: [leave('Fay')],
      },
      {
        removed: [1],
        markers: { 1: 'Alex', 2: 'Gus', 3: 'Ida' },
        taking: ['Alex', 'Ida'],
        readings: ['gm-own-marker'],
      },
    ],
    [
      'simultaneous departures: the lowest number',
      { ...START, events: [leave('Jon', 'Bianca')] },
      { count: 2, removed: [1] },
    ],
    [
      'simultaneous departures reducing by two: the two lowest candidates (gm-several-designations)',
      { ...START, events: [leave('Bianca', 'Carol', 'Fay', 'Gus', 'Hal'), endTurn('Alex'), endTurn('Eve')] },
      { count: 1, removed: [1, 2], markers: { 3: 'Ida' }, taking: ['Ida'], readings: ['gm-several-designations'] },
    ],
    [
      'simultaneous departures reducing by two with one candidate: designated twice, then the marker to its right (807.4g)',
      {
        seats: TWELVE,
        turnMarkers: { 1: 'Alex', 2: 'Dave', 3: 'Gus' },
        active: ['Gus'],
        events: [leave('Hal', 'Ida', 'Jon', 'Kim', 'Lou'), endTurn('Gus')],
      },
      {
        count: 1,
        removed: [2, 3],
        markers: { 1: 'Alex' },
        taking: ['Alex'],
        readings: ['gm-ranges-any-turn', 'gm-several-designations', 'gm-waiting-ends'],
      },
    ],
    [
      '807.4f: a designated marker is left out of the count',
      { ...START, events: [leave('Bianca'), leave('Carol'), leave('Dave')] },
      { count: 2, removed: [1], markers: { 1: 'Alex', 2: 'Eve', 3: 'Ida' } },
    ],
    [
      'a waiting holder’s designated marker goes at once, and the holder behind it begins (gm-marker-seats)',
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Carol', 3: 'Fay' }, active: ['Fay'], events: [leave('Dave')] },
      {
        count: 2,
        removed: [2],
        markers: { 1: 'Alex', 3: 'Fay' },
        taking: ['Alex', 'Fay'],
        readings: ['gm-marker-seats', 'gm-ranges-any-turn', 'gm-waiting-ends'],
      },
    ],
    [
      'the marker of a player who left during their turn is designated, and removed when that turn ends',
      { seats: THIRTEEN, active: ['Alex', 'Eve', 'Ida'], events: [leave('Eve'), leave('Fay'), endTurn('Eve')] },
      { count: 2, removed: [2], markers: { 1: 'Alex', 3: 'Ida' }, taking: ['Alex', 'Ida'] },
    ],
    [
      'down to three players: the last marker stays (gm-last-marker)',
      { seats: ['P0', 'P1', 'P2', 'P3', 'P4'], events: [leave('P1', 'P2')] },
      { count: 1, removed: [], markers: { 1: 'P0' }, readings: ['gm-default-active', 'gm-last-marker'] },
    ],
    [
      'sixteen to eleven players at once',
      { seats: SIXTEEN, events: [leave('Bianca', 'Carol', 'Dave', 'Fay', 'Gus')] },
      { count: 2, removed: [1, 2], markers: { 1: 'Alex', 2: 'Eve', 3: 'Ida', 4: 'Max' } },
    ],
  ])('%s', (_, input, expected) => {
    expect(markers(input)).toMatchObject(expected);
  });
});

describe('807.4i, 807.4j: extra turns move markers too', () => {
  it.each<[string, GameEvent[], Omit<ScenarioInput, 'variant'>, Partial<Markers>]>([
    [
      'keeps the marker and takes it at once',
      [extraTurn('Alex'), endTurn('Alex')],
      START,
      { markers: { 1: 'Alex', 2: 'Eve', 3: 'Ida' }, taking: ['Alex', 'Eve', 'Ida'] },
    ],
    [
      'then passes after the extra turn',
      [extraTurn('Alex'), endTurn('Alex'), endTurn('Alex')],
      START,
      { markers: { 1: 'Bianca', 2: 'Eve', 3: 'Ida' }, taking: ['Eve', 'Ida'] },
    ],
    [
      'a marker close on the right: passed on',
      [extraTurn('Alex'), endTurn('Alex')],
      { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Eve', 3: 'Jon' }, active: ['Alex', 'Eve'] },
      { markers: { 1: 'Bianca', 2: 'Eve', 3: 'Jon' }, taking: ['Eve', 'Jon'] },
    ],
    [
      'Time Walk (807.4j example)',
      [extraTurn('Alex'), leave('Bianca'), endTurn('Alex')],
      START,
      { markers: { 2: 'Eve', 3: 'Ida' }, taking: ['Eve', 'Ida'], removed: [1] },
    ],
  ])('%s', (_, events, input, expected) => {
    expect(markers({ ...input, events })).toMatchObject(expected);
  });

  it('a postponed extra turn comes before the next turn, which follows at once (gm-postponed-extra-turn)', () => {
    const input = { seats: TWELVE, turnMarkers: { 1: 'Alex', 2: 'Eve', 3: 'Jon' }, active: ['Alex', 'Eve'] };
    // Alex passes marker 1 for the extra turn (Jon is close on his right); marker 3 comes round to him.
    const round = ['Alex', 'Eve', 'Jon', 'Bianca', 'Kim', 'Fay', 'Carol', 'Lou', 'Gus', 'Dave'].map(endTurn);
    const extra = markers({ ...input, events: [extraTurn('Alex'), ...round] });
    expect(extra).toMatchObject({ markers: { 1: 'Eve', 2: 'Hal', 3: 'Alex' }, taking: ['Alex', 'Hal'] });
    const normal = markers({ ...input, events: [extraTurn('Alex'), ...round, endTurn('Alex')] });
    expect(normal).toMatchObject({ markers: { 1: 'Eve', 2: 'Hal', 3: 'Alex' }, taking: ['Alex', 'Hal'] });
    expect(normal.readings).toContain('gm-postponed-extra-turn');
    const after = markers({ ...input, events: [extraTurn('Alex'), ...round, endTurn('Alex'), endTurn('Alex')] });
    expect(after).toMatchObject({ markers: { 1: 'Eve', 2: 'Hal', 3: 'Bianca' }, taking: ['Hal'] });
  });
});

describe('purity', () => {
  const deepFreeze = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
      Object.values(value).forEach(deepFreeze);
      Object.freeze(value);
    }
    return value;
  };

  it('applying events never changes the table given, and earlier tables keep their markers', () => {
    const scenario = buildScenario({
      variant: 'grand-melee',
      ...START,
      events: [extraTurn('Alex'), leave('Bianca', 'Jon'), endTurn('Alex'), endTurn('Eve')],
    });
    const table = deepFreeze(buildTable(scenario).table);
    const copy = structuredClone(table);
    const after = applyEvents(table, scenario.events).table;
    expect(table).toEqual(copy);
    expect(after).not.toEqual(copy);
  });
});
