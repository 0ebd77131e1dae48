// Every loop over seats or markers is bounded; a walk that reaches its bound stops with
// StepLimitReached, and applyEvent turns that into a refusal naming the event.
import { describe, expect, it } from 'vitest';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvent } from '../../src/table/events/apply-events.js';
import { coreModule } from '../../src/table/events/core-events.js';
import type { TableModule } from '../../src/table/events/table-module.js';
import { endTurnAt } from '../../src/table/grand-melee/end-turn.js';
import { leaveSeats } from '../../src/table/grand-melee/leave.js';
import { meleeState } from '../../src/table/grand-melee/module.js';
import { StepLimitReached, withinLimit } from '../../src/table/step-limit.js';
import { buildScenario } from './scenario-builder.js';

const seats = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'];

describe('bounded walks', () => {
  it('withinLimit lets a walk take its bound and no step more', () => {
    expect(() => withinLimit(8, 8, 'a walk')).not.toThrow();
    expect(() => withinLimit(9, 8, 'a walk')).toThrow(StepLimitReached);
  });

  it('the marker engine, played past the end of the game, stops instead of spinning', () => {
    // The fuzzer's table (issue 13) on the marker engine alone, which does not know that
    // the game is over: P1's turn ends, then every player leaves.
    let s = meleeState(buildTable(buildScenario({ variant: 'grand-melee', seats })).table)!;
    s = endTurnAt(s, 0, 0).s;
    const leaveAll = () => {
      for (let seat = 0; seat < seats.length; seat++) s = leaveSeats(s, [seat], seat + 1).s;
    };
    expect(leaveAll).toThrow(StepLimitReached);
  });

  it('applyEvent refuses the event that reached a bound, naming it', () => {
    const spinning: TableModule = {
      id: 'spinning',
      on: {
        endTurn: () => {
          throw new StepLimitReached('a walk round the table', 8);
        },
      },
    };
    const table = buildTable(buildScenario({ seats, active: ['P1'] })).table;
    const outcome = applyEvent(table, { kind: 'endTurn', player: 'P1' }, 3, [coreModule, spinning]);
    expect(outcome.table).toBe(table);
    expect(outcome.problems).toEqual([
      {
        code: 'table/step-limit',
        message: 'Event 4 stopped: a walk round the table went past 8 steps, which no table needs.',
        path: ['events', 3],
        notes: ['this is a bug in mtg-judge; please report it with this file'],
      },
    ]);
  });
});
