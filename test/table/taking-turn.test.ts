import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/judge/evaluate.js';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvents } from '../../src/table/events/apply-events.js';
import { activePlayers, takingTurn } from '../../src/table/queries.js';
import type { GameEvent } from '../../src/core/scenario.js';
import { buildScenario, endTurn, leave, TWELVE, type ScenarioInput } from './scenario-builder.js';

function play(input: ScenarioInput, events: GameEvent[] = []) {
  const scenario = buildScenario({ ...input, events });
  const built = buildTable(scenario);
  expect(built.problems).toEqual([]);
  const played = applyEvents(built.table, events);
  expect(played.problems).toEqual([]);
  return played.table;
}

const MELEE: ScenarioInput = { variant: 'grand-melee', seats: TWELVE };

describe('takingTurn: whose turn is in progress', () => {
  it('outside Grand Melee, the core keeps the list', () => {
    const seats = ['Ann', 'Rob', 'Cy'];
    expect(takingTurn(play({ seats, active: ['Rob'] }))).toEqual(['Rob']);
    expect(takingTurn(play({ seats, active: ['Rob'] }, [endTurn('Rob')]))).toEqual(['Cy']);
  });

  it('Grand Melee without turn.active: every holder with room, from the start (807.4d, gm-default-active)', () => {
    const table = play(MELEE);
    expect(takingTurn(table)).toEqual(['Alex', 'Eve', 'Ida']);
    expect(table.turn).toEqual([]);
    // The same players the taking-turn question names.
    const asked = evaluate(buildScenario({ ...MELEE, questions: [{ ask: 'taking-turn' }] })).outcomes[0]!.answer!.value;
    expect(asked).toEqual(takingTurn(table));
  });

  it('Grand Melee: a holder who leaves during their turn is listed until it ends (800.4j), but is no active player', () => {
    const during = play(MELEE, [leave('Eve')]);
    expect(takingTurn(during)).toEqual(['Alex', 'Eve', 'Ida']);
    expect(activePlayers(during)).toEqual(['Alex', 'Ida']);
    // Fay takes marker 2 and waits: Ida, three seats to her left, holds marker 3 (807.4c, 807.4d).
    expect(takingTurn(play(MELEE, [leave('Eve'), endTurn('Eve')]))).toEqual(['Alex', 'Ida']);
  });
});
