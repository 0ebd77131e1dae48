// Random events in every variant, ending with every player leaving: the engine always
// stops, refuses the first event after the game is over (104.2a, 104.2c, 104.4a) and
// nothing else, and next-turn always names who the next endTurn begins. The events include
// skips and control of turns, with and without the Magic Mittwoch house rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent, Scenario, Seat, Variant } from '../../src/core/scenario.js';
import { evaluate } from '../../src/judge/evaluate.js';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvent } from '../../src/table/events/apply-events.js';
import { activePlayers, inGame, takingTurn } from '../../src/table/queries.js';
import { gameOver } from '../../src/table/standing.js';
import type { Table } from '../../src/table/table-model.js';
import { followingTurn } from '../../src/table/turns/following-turn.js';
import { turnOrderOf } from '../../src/table/turns/turn-state.js';
import { runs } from '../property-runs.js';
import { buildScenario } from './scenario-builder.js';

interface Setup {
  variant?: Variant;
  shared: boolean;
  teams: number;
  size: number;
  /** The Magic Mittwoch house rules (a skip or a control is the player's alone). */
  house?: boolean;
}

const arbSetup: fc.Arbitrary<Setup> = fc
  .oneof(
    fc.record({
      variant: fc.constant<Variant>('free-for-all'),
      shared: fc.constant(false),
      teams: fc.integer({ min: 3, max: 9 }),
      size: fc.constant(1),
    }),
    fc.record({
      variant: fc.constant<Variant>('grand-melee'),
      shared: fc.constant(false),
      teams: fc.integer({ min: 4, max: 24 }),
      size: fc.constant(1),
    }),
    fc.record({
      variant: fc.constant<Variant>('team-vs-team'),
      shared: fc.boolean(),
      teams: fc.integer({ min: 2, max: 3 }),
      size: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      variant: fc.constant<Variant>('two-headed-giant'),
      shared: fc.constant(true),
      teams: fc.integer({ min: 2, max: 3 }),
      size: fc.integer({ min: 2, max: 3 }),
      house: fc.boolean(),
    }),
    fc.record({
      shared: fc.constant(true),
      teams: fc.integer({ min: 2, max: 4 }),
      size: fc.integer({ min: 1, max: 3 }),
    }),
  )
  // 800.1: a multiplayer game begins with more than two players.
  .filter((setup) => setup.teams * setup.size >= 3);

type Action = { kind: 'end' | 'extra' | 'leave' | 'new' | 'skip' | 'control'; pick: number };
const arbAction: fc.Arbitrary<Action> = fc.record({
  kind: fc.constantFrom<Action['kind']>('end', 'end', 'end', 'extra', 'leave', 'new', 'skip', 'skip', 'control'),
  pick: fc.nat(),
});

const SKIPPED = ['turn', 'turn', 'untap', 'upkeep', 'draw', 'combat', 'end'] as const;

function scenarioOf(setup: Setup, edition: '2011' | '2024', events: GameEvent[] = []): Scenario {
  const seats: Seat[] = [];
  for (let t = 0; t < setup.teams; t++)
    for (let i = 0; i < setup.size; i++)
      seats.push(
        setup.size === 1 && !setup.shared && setup.variant !== 'team-vs-team'
          ? { name: `P${t}` }
          : { name: `T${t}p${i}`, team: `T${t}` },
      );
  const active =
    setup.variant === 'grand-melee'
      ? []
      : setup.shared
        ? seats.filter((s) => s.team === 'T0').map((s) => s.name)
        : [seats[0]!.name];
  return buildScenario({
    edition,
    ...(setup.variant && { variant: setup.variant }),
    ...(setup.shared && setup.variant !== 'two-headed-giant' && { options: { sharedTeamTurns: true } }),
    ...(setup.house && { houseRules: 'magic-mittwoch-2hg' }),
    seats,
    active,
    events,
  });
}

/** The event an action stands for, at this table: always one the rules allow while the game goes on. */
function eventFor(table: Table, action: Action): GameEvent | undefined {
  const stillIn = inGame(table);
  const taking = takingTurn(table);
  const one = (list: readonly string[]) => list[action.pick % list.length]!;
  if (action.kind === 'end') return taking.length === 0 ? undefined : { kind: 'endTurn', player: one(taking) };
  if (action.kind === 'extra') return { kind: 'extraTurn', player: one(stillIn) };
  if (action.kind === 'new')
    return table.variant === 'grand-melee' ? undefined : { kind: 'newTurn', player: one(stillIn) };
  // A few effects, so that some events name the same one (805.8: one effect, one skip per team).
  const by = `effect ${action.pick % 3}`;
  if (action.kind === 'skip')
    return { kind: 'skip', players: [one(stillIn)], what: SKIPPED[action.pick % SKIPPED.length]!, by };
  if (action.kind === 'control')
    return { kind: 'controlNextTurn', player: one(stillIn), of: stillIn[(action.pick >> 2) % stillIn.length]!, by };
  return stillIn.length <= 2 ? undefined : { kind: 'leave', players: [one(stillIn)] };
}

const over = (table: Table) => gameOver(table.standing, () => inGame(table)) !== undefined;

describe('turns in every variant, through random events', () => {
  it('stops at once, refusing only the first event after every player but one side has left', () => {
    fc.assert(
      fc.property(
        arbSetup,
        fc.constantFrom<'2011' | '2024'>('2011', '2024'),
        fc.array(arbAction, { maxLength: 40 }),
        fc.nat(),
        (setup, edition, actions, order) => {
          let table = buildTable(scenarioOf(setup, edition)).table;
          const events: GameEvent[] = [];
          for (const action of actions) {
            const event = over(table) ? undefined : eventFor(table, action);
            if (!event) continue;
            const outcome = applyEvent(table, event, events.length);
            expect(outcome.problems).toEqual([]);
            table = outcome.table;
            events.push(event);
          }
          // Then every player leaves, one at a time, in some order.
          const rest = inGame(table);
          const leaving = rest
            .map((_, i) => rest[(i * 7 + order) % rest.length]!)
            .filter((p, i, all) => all.indexOf(p) === i);
          for (const p of rest) if (!leaving.includes(p)) leaving.push(p);
          let endedAt = -1;
          for (const player of leaving) {
            if (endedAt < 0 && over(table)) endedAt = events.length;
            // A Two-Headed Giant team, an emperor's team, leaves as one (810.8a, 809.5b).
            if (endedAt < 0 && !inGame(table).includes(player)) continue;
            if (endedAt < 0) table = applyEvent(table, { kind: 'leave', players: [player] }, events.length).table;
            events.push({ kind: 'leave', players: [player] });
          }
          const result = evaluate({
            ...scenarioOf(setup, edition, events),
            questions: [{ index: 0, ask: 'taking-turn', params: {}, hasExpect: false }],
          });
          if (endedAt < 0) expect(result.problems).toEqual([]);
          else {
            expect(result.problems.map((p) => [p.code, p.path])).toEqual([['table/game-over', ['events', endedAt]]]);
            expect(result.outcomes[0]!.problems.map((p) => p.code)).toEqual(['table/game-over']);
          }
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('next-turn names the players whom the next endTurn begins', () => {
    fc.assert(
      fc.property(
        arbSetup.filter((s) => s.variant !== 'grand-melee'),
        fc.constantFrom<'2011' | '2024'>('2011', '2024'),
        fc.array(arbAction, { maxLength: 30 }),
        (setup, edition, actions) => {
          let table = buildTable(scenarioOf(setup, edition)).table;
          actions.forEach((action, index) => {
            const event = eventFor(table, action);
            if (!event || over(table)) return;
            const slice = turnOrderOf(table)!;
            const predicted = event.kind === 'endTurn' ? followingTurn(table, slice, slice.current!).takers : undefined;
            const outcome = applyEvent(table, event, index);
            expect(outcome.problems).toEqual([]);
            table = outcome.table;
            if (predicted) expect(activePlayers(table)).toEqual(predicted);
            // Whoever takes a turn is at the table, and in the game unless they left during it (800.4j).
            for (const player of takingTurn(table)) expect(table.players.some((p) => p.name === player)).toBe(true);
          });
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
