import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/scenario.js';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvent } from '../../src/table/events/apply-events.js';
import { beginTurn } from '../../src/table/events/core-events.js';
import type { Table, TablePlayer } from '../../src/table/table-model.js';
import { appendNames, isNamed, nameList, namesOf } from '../../src/table/player-index.js';
import type { NameList } from '../../src/table/table-model.js';
import { findPlayer, hasLeft, teamMembers, teamNames, teamOf } from '../../src/table/queries.js';
import { firstToTheLeft, firstToTheRight, nextInTurnOrder, seatDistance } from '../../src/table/seats.js';
import { buildScenario, leave } from './scenario-builder.js';

// The lookups as they were before the indexes: scans of the table's lists.
const naive = {
  findPlayer: (table: Table, name: string) => table.players.find((p) => p.name === name),
  hasLeft: (table: Table, name: string) =>
    namesOf(table.leftBeforeTurn).includes(name) || table.leftThisTurn.some((d) => d.player === name),
  teamMembers: (table: Table, team: string) => table.players.filter((p) => p.team === team).map((p) => p.name),
  teamNames: (table: Table) => [...new Set(table.players.flatMap((p) => (p.team === undefined ? [] : [p.team])))],
};

const range = { value: 'unlimited' as const, source: 'not-used' as const, rules: [] };

/** Players with names from a small pool, so that some repeat, and teams from a smaller one. */
const arbPlayers: fc.Arbitrary<TablePlayer[]> = fc
  .array(
    fc.record({
      name: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'),
      team: fc.option(fc.constantFrom('x', 'y', 'z'), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((list) => list.map(({ name, team }) => ({ name, ...(team !== undefined && { team }), range })));

const tableOf = (players: TablePlayer[], left: string[] = []): Table => ({
  ...buildTable(buildScenario({ seats: ['A'] })).table,
  players,
  leftBeforeTurn: nameList(left),
});

describe('lookups by name through the indexes', () => {
  it('answer as the scans do, repeated names and all', () => {
    fc.assert(
      fc.property(
        arbPlayers,
        fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'Zed')),
        (players, left) => {
          const table = tableOf(players, left);
          // The same list of departed players at a table seated the other way round: indexed anew.
          const reversed = tableOf([...players].reverse(), left);
          for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'Zed']) {
            expect(findPlayer(table, name)).toBe(naive.findPlayer(table, name));
            expect(teamOf(table, name)).toBe(naive.findPlayer(table, name)?.team);
            expect(hasLeft(table, name)).toBe(naive.hasLeft(table, name));
            expect(hasLeft(reversed, name)).toBe(naive.hasLeft(reversed, name));
          }
          for (const team of ['x', 'y', 'z', 'w'])
            expect(teamMembers(table, team)).toEqual(naive.teamMembers(table, team));
          expect(teamNames(table)).toEqual(naive.teamNames(table));
        },
      ),
    );
  });

  it('a list made by appending keeps its own answers, however many lists are made from one', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'Zed'];
    fc.assert(
      fc.property(arbPlayers, fc.array(fc.tuple(fc.nat(), fc.subarray(names)), { maxLength: 12 }), (players, steps) => {
        // Each step appends to any list made so far, so lists branch as the judge's what-ifs do.
        const lists: NameList[] = [nameList([])];
        isNamed(players, lists[0]!, 'A');
        for (const [from, added] of steps) lists.push(appendNames(players, lists[from % lists.length]!, added));
        for (const list of lists)
          for (const name of names) expect(isNamed(players, list, name)).toBe(namesOf(list).includes(name));
        // Each list holds what it was made from, then what was added to it.
        lists.forEach((list) => expect(namesOf(list).length).toBe(list.size));
      }),
    );
  });

  it('hasLeft stays right on every table a game passes through', () => {
    const seats = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const arbEvent = fc.oneof(
      fc.constantFrom(...seats).map((p): GameEvent => ({ kind: 'endTurn', player: p })),
      fc.constantFrom(...seats).map((p): GameEvent => ({ kind: 'newTurn', player: p })),
      fc.subarray(seats, { minLength: 1, maxLength: 2 }).map((ps): GameEvent => leave(...ps)),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('grand-melee', 'free-for-all', undefined),
        fc.array(arbEvent, { maxLength: 30 }),
        (variant, events) => {
          let table = buildTable(
            buildScenario({ ...(variant && { variant }), seats, active: variant === 'grand-melee' ? [] : ['A'] }),
          ).table;
          const seen: Table[] = [table];
          events.forEach((event, i) => seen.push((table = applyEvent(table, event, i).table)));
          for (const each of seen)
            for (const name of [...seats, 'Zed']) expect(hasLeft(each, name)).toBe(naive.hasLeft(each, name));
        },
      ),
    );
  });

  it('a turn that begins with no one gone keeps the same list of departed players', () => {
    const table = buildTable(buildScenario({ seats: ['A', 'B', 'C'], left: ['B'], active: ['A'] })).table;
    expect(beginTurn(table, 'C').leftBeforeTurn).toBe(table.leftBeforeTurn);
    const after = applyEvent(table, leave('C'), 0).table;
    expect(namesOf(beginTurn(after, 'A').leftBeforeTurn)).toEqual(['B', 'C']);
  });
});

describe('seat walks on a frozen ring, indexed once', () => {
  it('find what the walks on a plain ring find', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.func(fc.boolean()),
        (ring, at, chooses) => {
          const accept = (player: string) => chooses(player);
          const name = ring[at % ring.length]!;
          const frozen = Object.freeze([...ring]);
          expect(firstToTheLeft(frozen, name, accept)).toBe(firstToTheLeft(ring, name, accept));
          expect(firstToTheRight(frozen, name, accept)).toBe(firstToTheRight(ring, name, accept));
          expect(nextInTurnOrder(frozen, name, accept)).toBe(nextInTurnOrder(ring, name, accept));
          for (const other of ring) expect(seatDistance(frozen, name, other)).toBe(seatDistance(ring, name, other));
          // The walks, as they were: the ring read from the seat, then searched.
          const start = ring.indexOf(name);
          const order = [...ring.slice(start + 1), ...ring.slice(0, start)];
          expect(firstToTheLeft(ring, name, accept)).toBe(order.find(accept));
          expect(firstToTheRight(ring, name, accept)).toBe([...order].reverse().find(accept));
        },
      ),
    );
  });
});
