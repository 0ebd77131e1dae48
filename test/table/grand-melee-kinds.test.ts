import { describe, expect, it } from 'vitest';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvents } from '../../src/table/events/apply-events.js';
import { grandMeleeExtraTurn } from '../../src/table/grand-melee/extra-turn.js';
import type { GameEvent } from '../../src/core/scenario.js';
import { answer, value } from '../judge/ask.js';
import { buildScenario, endTurn, leave, newTurn, TWELVE, type ScenarioInput } from './scenario-builder.js';

const START: ScenarioInput = { variant: 'grand-melee', seats: TWELVE, active: ['Alex', 'Eve', 'Ida'] };
const extraTurn = (player: string): GameEvent => ({ kind: 'extraTurn', player });

function extra(input: ScenarioInput, player: string) {
  const scenario = buildScenario(input);
  const built = buildTable(scenario);
  const result = grandMeleeExtraTurn(applyEvents(built.table, scenario.events).table, player);
  if (Array.isArray(result)) throw new Error(result.map((p) => p.message).join('; '));
  return {
    players: result.players,
    rules: [...new Set(result.steps.flatMap((s) => s.rules))],
    last: result.steps.at(-1)!.text,
  };
}

describe('grandMeleeExtraTurn (807.4i, 807.4j)', () => {
  it.each<[string, ScenarioInput, string, string[], string]>([
    [
      'room on both sides: keeps the marker, takes it now',
      { ...START, events: [extraTurn('Alex'), endTurn('Alex')] },
      'Alex',
      ['807.4i'],
      'Alex is taking the extra turn now',
    ],
    [
      'a marker close on the left: keeps it and waits',
      {
        ...START,
        turnMarkers: { 1: 'Alex', 2: 'Dave', 3: 'Gus' },
        active: ['Alex', 'Gus'],
        events: [extraTurn('Alex'), endTurn('Alex')],
      },
      'Alex',
      ['807.4i', '807.4d'],
      'Alex keeps the marker and takes the extra turn once no marker is within the three seats to the left',
    ],
    [
      'a marker close on the right: passes it, takes it before the next turn',
      {
        ...START,
        turnMarkers: { 1: 'Alex', 2: 'Eve', 3: 'Jon' },
        active: ['Alex', 'Eve'],
        events: [extraTurn('Alex'), endTurn('Alex')],
      },
      'Alex',
      ['807.4i', '807.4j'],
      'Alex takes the extra turn immediately before their next turn',
    ],
    [
      'Time Walk: the marker is removed',
      { ...START, events: [extraTurn('Alex'), leave('Bianca'), endTurn('Alex')] },
      'Alex',
      ['807.4i', '807.4e', '807.4g', '807.4j'],
      'Alex takes the extra turn immediately before their next turn',
    ],
    [
      'given now, with no event: as the markers stand',
      START,
      'Alex',
      ['807.4i'],
      'As the markers stand, none is within three seats of Alex: Alex would keep the marker and take the extra turn right after this one',
    ],
    [
      'given now to a player without a marker',
      START,
      'Bianca',
      ['807.4j'],
      "Bianca holds no turn marker: an extra turn after the current one comes immediately before Bianca's next turn instead",
    ],
    [
      'given now while the marker is designated',
      { ...START, events: [leave('Bianca')] },
      'Alex',
      ['807.4g', '807.4j'],
      "Marker 1 is designated for removal and goes when Alex's turn ends, so Alex has no marker then: an extra turn comes immediately before Alex's next turn",
    ],
  ])('%s', (_, input, player, rules, last) => {
    const result = extra(input, player);
    expect(result.players).toEqual([player]);
    expect(result.rules).toEqual(rules);
    expect(result.last).toBe(last);
  });

  it('is not for other variants', () => {
    const table = buildTable(buildScenario({ seats: ['A', 'B', 'C'] })).table;
    expect(grandMeleeExtraTurn(table, 'A')).toMatchObject([{ code: 'question/not-applicable' }]);
  });

  it('the extra-turn question answers through it', () => {
    const result = answer(
      { ...START, events: [extraTurn('Alex'), leave('Bianca'), endTurn('Alex')] },
      { ask: 'extra-turn', player: 'Alex' },
    );
    expect(result.value).toEqual(['Alex']);
    expect(result.citations).toContain('807.4j');
  });
});

describe('stacks (807.5a)', () => {
  it.each<[string, ScenarioInput, string, number[]]>([
    ['range 1: the marker next door', START, 'Dave', [2]],
    ['range 2 reaches two markers', { ...START, options: { range: 2 } }, 'Gus', [2, 3]],
    ['no marker within range', START, 'Carol', []],
    ['a holder who left during their turn: the seat still counts', { ...START, events: [leave('Eve')] }, 'Dave', [2]],
    [
      '… and after another turn began',
      { ...START, seats: [...TWELVE, 'Max'], events: [leave('Eve'), endTurn('Alex')] },
      'Fay',
      [2],
    ],
  ])('%s', (_, input, player, expected) => {
    expect(value(input, { ask: 'stacks', player })).toEqual(expected);
  });

  it('names the reading that only holders count', () => {
    const result = answer(START, { ask: 'stacks', player: 'Bianca' });
    expect(result.explanation.at(-1)).toMatchObject({ rules: ['807.5a'], reading: 'gm-stacks-holders-only' });
  });
});

describe('explanations', () => {
  it.each([
    ['2024', '800.4j'],
    ['2011', '800.4g'],
  ] as const)('%s: a turn goes on after its player leaves (%s)', (edition, rule) => {
    const result = answer(
      { ...START, edition, seats: [...TWELVE, 'Max'], events: [leave('Eve')] },
      { ask: 'taking-turn' },
    );
    expect(result.value).toEqual(['Alex', 'Ida']);
    expect(result.citations).toContain(rule);
  });

  it('newTurn for a player without a marker: ranges only (gm-new-turn-without-marker)', () => {
    const result = answer({ ...START, events: [leave('Carol'), newTurn('Bianca')] }, { ask: 'taking-turn' });
    expect(result.value).toEqual(['Alex', 'Eve', 'Ida']);
    expect(result.explanation.map((s) => s.reading).filter(Boolean)).toEqual(['gm-new-turn-without-marker']);
    expect(
      value({ ...START, events: [leave('Carol'), newTurn('Bianca')] }, { ask: 'range-of-influence', player: 'Bianca' }),
    ).toEqual(['Alex', 'Bianca', 'Dave']);
  });

  it('a turn that begins when a marker is passed has ranges determined again (801.2c, gm-ranges-any-turn)', () => {
    // Dave leaves; Eve's turn ends and Fay begins hers: Carol and Eve are neighbours from then on.
    const input: ScenarioInput = {
      variant: 'grand-melee',
      seats: [...TWELVE, 'Max'],
      turnMarkers: { 1: 'Alex', 2: 'Eve', 3: 'Jon' },
      active: ['Alex', 'Eve', 'Jon'],
    };
    expect(value({ ...input, events: [leave('Dave')] }, { ask: 'range-of-influence', player: 'Carol' })).toEqual([
      'Bianca',
      'Carol',
    ]);
    expect(
      value({ ...input, events: [leave('Dave'), endTurn('Eve')] }, { ask: 'range-of-influence', player: 'Carol' }),
    ).toEqual(['Bianca', 'Carol', 'Eve']);
  });

  it('removed-turn-markers says when nothing was removed', () => {
    const result = answer(START, { ask: 'removed-turn-markers' });
    expect(result.value).toEqual([]);
    expect(result.explanation.map((s) => s.text)).toEqual([
      'No player left the game during the events, so no marker was designated for removal',
      'No marker was removed or designated for removal',
    ]);
  });
});
