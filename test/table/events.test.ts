import { describe, expect, it } from 'vitest';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvents } from '../../src/table/events/apply-events.js';
import { coreModule } from '../../src/table/events/core-events.js';
import { getSlice, setSlice, type TableModule } from '../../src/table/events/table-module.js';
import { inGame, leftBefore, takingTurn, turnSeats } from '../../src/table/queries.js';
import { isInRange } from '../../src/table/range-of-influence.js';
import type { GameEvent } from '../../src/core/scenario.js';
import { buildScenario, endTurn, leave, newTurn, team, type ScenarioInput } from './scenario-builder.js';

function play(input: ScenarioInput, events: GameEvent[]) {
  const scenario = buildScenario({ ...input, events });
  const built = buildTable(scenario);
  expect(built.problems).toEqual([]);
  return applyEvents(built.table, events);
}

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

const FIVE = { seats: ['Carissa', 'Rob', 'Alex', 'Dana', 'Eli'], options: { range: 1 } } satisfies ScenarioInput;

describe('leave', () => {
  it('801.2c example: Carissa enters Alex’s range only when the next turn begins', () => {
    const during = play({ ...FIVE, active: ['Dana'] }, [leave('Rob')]);
    expect(during.problems).toEqual([]);
    expect(inGame(during.table)).toEqual(['Carissa', 'Alex', 'Dana', 'Eli']);
    expect(turnSeats(during.table)).toEqual(['Carissa', 'Rob', 'Alex', 'Dana', 'Eli']);
    expect(isInRange(during.table, 'Alex', 'Carissa')).toBe(false);
    const next = play({ ...FIVE, active: ['Dana'] }, [leave('Rob'), newTurn('Eli')]);
    expect(turnSeats(next.table)).toEqual(['Carissa', 'Alex', 'Dana', 'Eli']);
    expect(isInRange(next.table, 'Alex', 'Carissa')).toBe(true);
  });

  it('in Two-Headed Giant the whole team leaves (810.8a)', () => {
    const { table } = play(
      { variant: 'two-headed-giant', seats: [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2')], active: ['a1'] },
      [leave('b2')],
    );
    expect(table.leftThisTurn).toEqual([
      { player: 'b2', event: 0 },
      { player: 'b1', event: 0, with: 'b2', rule: '810.8a' },
    ]);
  });

  it('an emperor takes the team along (809.5b); a general leaves alone', () => {
    const seats = [...team('A', 'a1', 'a2', 'a3'), ...team('B', 'b1', 'b2', 'b3')];
    expect(inGame(play({ variant: 'emperor', seats }, [leave('a2')]).table)).toEqual(['b1', 'b2', 'b3']);
    expect(inGame(play({ variant: 'emperor', seats }, [leave('a1')]).table)).toEqual(['a2', 'a3', 'b1', 'b2', 'b3']);
  });

  it('reports unknown players and players who already left', () => {
    const { problems } = play({ ...FIVE, left: ['Eli'] }, [leave('Rob', 'Zed', 'Eli')]);
    expect(problems).toEqual([
      {
        code: 'scenario/unknown-player',
        message: '"Zed" is not seated at this table.',
        path: ['events', 0, 'leave', 1],
        notes: ['the players seated are "Carissa", "Rob", "Alex", "Dana" and "Eli"'],
      },
      {
        code: 'table/already-left',
        message: 'Eli has already left the game.',
        path: ['events', 0, 'leave', 2],
        rules: ['800.4'],
      },
    ]);
  });
});

describe('turns', () => {
  it('endTurn: the next player still in the game begins a turn, and ranges are determined again', () => {
    const { table } = play({ ...FIVE, active: ['Carissa'] }, [leave('Rob'), endTurn('Carissa')]);
    expect(table.turn).toEqual(['Alex']);
    expect(leftBefore(table)).toEqual(['Rob']);
    expect(table.leftThisTurn).toEqual([]);
  });

  it('a player who leaves during their own turn ends it (800.4j) and the next player goes on', () => {
    const { table } = play({ ...FIVE, active: ['Rob'] }, [leave('Rob'), endTurn('Rob')]);
    expect(table.turn).toEqual(['Alex']);
  });

  it('with shared team turns the next team begins', () => {
    const seats = [...team('A', 'a1', 'a2'), ...team('B', 'b1', 'b2'), ...team('C', 'c1', 'c2')];
    const { table } = play({ seats, options: { sharedTeamTurns: true }, active: ['a2'] }, [endTurn('a1')]);
    expect(table.turn).toEqual(['b1', 'b2']);
  });

  it('Grand Melee: the turn markers say who is taking a turn; the core keeps no list of its own', () => {
    const seats = Array.from({ length: 8 }, (_, i) => `P${i}`);
    // P0 passes marker 1 to P1, who waits: P4, three seats to P1's left, holds marker 2 (807.4d).
    const { table, problems } = play({ variant: 'grand-melee', seats, active: ['P0', 'P4'] }, [
      endTurn('P0'),
      newTurn('P1'),
    ]);
    expect(problems.map((p) => p.code)).toEqual(['table/markers-too-close']);
    expect(takingTurn(table)).toEqual(['P4']);
    expect(table.turn).toEqual([]);
  });

  it.each([
    ['2024', '800.4k'],
    ['2011', '800.4'],
  ] as const)('%s: a player who has left begins no turn (%s)', (edition, rule) => {
    const { problems } = play({ ...FIVE, edition, left: ['Rob'] }, [newTurn('Rob')]);
    expect(problems.map((p) => [p.code, p.rules])).toEqual([['table/player-has-left', [rule]]]);
  });

  it('endTurn by a player not taking a turn is a problem', () => {
    const { problems } = play({ ...FIVE, active: ['Alex'] }, [endTurn('Rob')]);
    expect(problems.map((p) => p.code)).toEqual(['table/not-taking-turn']);
  });
});

describe('events are pure and modules extend the reducer', () => {
  it('applying events never changes the table given', () => {
    const scenario = buildScenario({ ...FIVE, active: ['Rob'], events: [leave('Alex'), endTurn('Rob')] });
    const table = deepFreeze(buildTable(scenario).table);
    const copy = structuredClone(table);
    applyEvents(table, scenario.events);
    expect(table).toEqual(copy);
  });

  it('a module keeps its own slice and sees the table before and after the core handler', () => {
    interface Tally {
      damage: number;
      leftSeen: string[];
    }
    const tally: TableModule<Tally> = {
      id: 'tally',
      init: () => ({ slice: { damage: 0, leftSeen: [] }, problems: [] }),
      on: {
        damage: (table, event) => ({
          table: setSlice(table, tally, {
            ...getSlice(table, tally)!,
            damage: getSlice(table, tally)!.damage + event.amount,
          }),
          problems: [],
        }),
        leave: (table, _event, { before }) => {
          const newly = inGame(before).filter((p) => !inGame(table).includes(p));
          return { table: setSlice(table, tally, { ...getSlice(table, tally)!, leftSeen: newly }), problems: [] };
        },
      },
    };
    const modules = [coreModule, tally];
    const events: GameEvent[] = [{ kind: 'damage', players: ['Rob'], amount: 3 }, leave('Eli')];
    const scenario = buildScenario({ ...FIVE, events });
    const built = buildTable(scenario, modules);
    const { table } = applyEvents(built.table, events, modules);
    expect(getSlice(table, tally)).toEqual({ damage: 3, leftSeen: ['Eli'] });
  });
});
