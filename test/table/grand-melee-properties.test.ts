import fc from 'fast-check';
import { runs } from '../property-runs.js';
import { describe, expect, it } from 'vitest';
import { explainer } from '../../src/judge/explainer.js';
import { turnMarkerCountKind } from '../../src/judge/kinds/turn-marker-count.js';
import type { GameEvent } from '../../src/core/scenario.js';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvent } from '../../src/table/events/apply-events.js';
import { meleeState } from '../../src/table/grand-melee/module.js';
import { hasSeat, seatsIn, type SeatSet } from '../../src/table/grand-melee/seat-set.js';
import {
  designationsOf,
  isGone,
  isTaking,
  markerAt,
  markersNeeded,
  markerWithinThree,
  seatOfMarker,
  tracedEntries,
  type MeleeState,
} from '../../src/table/grand-melee/state.js';
import type { Table } from '../../src/table/table-model.js';
import { takingTurn } from '../../src/table/queries.js';
import { seatDistance } from '../../src/table/seats.js';
import { buildScenario } from './scenario-builder.js';
import { nextTurnsByMarker } from '../../src/table/grand-melee/next-turns.js';
import { turnSkipsBySeat } from '../../src/table/turns/turn-skips.js';

const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);

function start(n: number, startingPlayer = 0): Table {
  const built = buildTable(
    buildScenario({ variant: 'grand-melee', seats: seatsOf(n), startingPlayer: `P${startingPlayer % n}` }),
  );
  expect(built.problems).toEqual([]);
  return built.table;
}

/** [marker, seat] for every marker in play. */
function markersOf(s: MeleeState): [number, number][] {
  const markers: [number, number][] = [];
  for (let marker = 1; marker < s.seatOfMarker.length; marker++)
    if (seatOfMarker(s, marker) >= 0) markers.push([marker, seatOfMarker(s, marker)]);
  return markers;
}

const takingSeats = (s: MeleeState) =>
  markersOf(s)
    .filter(([marker]) => isTaking(s, marker))
    .map(([, seat]) => seat);

function play(table: Table, event: GameEvent, index: number): Table {
  const outcome = applyEvent(table, event, index);
  expect(outcome.problems).toEqual([]);
  return outcome.table;
}

type Action = { kind: 'end' | 'leave' | 'extra' | 'skip'; pick: number; many: number };

const arbAction: fc.Arbitrary<Action> = fc.record({
  kind: fc.constantFrom<Action['kind']>('end', 'end', 'end', 'end', 'leave', 'extra', 'skip'),
  pick: fc.nat(),
  many: fc.integer({ min: 1, max: 3 }),
});

/** The event an action stands for, at this table: always one the rules allow. */
function eventFor(s: MeleeState, action: Action): GameEvent | undefined {
  const inGame = s.names.map((_, seat) => seat).filter((seat) => !isGone(s, seat));
  if (action.kind === 'end') {
    const taking = takingSeats(s);
    return taking.length === 0
      ? undefined
      : { kind: 'endTurn', player: s.names[taking[action.pick % taking.length]!]! };
  }
  if (action.kind === 'extra') return { kind: 'extraTurn', player: s.names[inGame[action.pick % inGame.length]!]! };
  // 614.10: the player skips their next turn; the marker goes on when it would begin.
  if (action.kind === 'skip')
    return {
      kind: 'skip',
      players: [s.names[inGame[action.pick % inGame.length]!]!],
      what: 'turn',
      by: `effect ${action.many}`,
    };
  if (inGame.length <= 2) return undefined;
  const leaving = new Set<number>();
  for (let i = 0; i < Math.min(action.many, inGame.length - 2); i++)
    leaving.add(inGame[(action.pick + i * 7) % inGame.length]!);
  return { kind: 'leave', players: [...leaving].map((seat) => s.names[seat]!) };
}

/** The seats that counted when each turn in progress began. */
type Begun = Map<number, { order: number; ring: SeatSet }>;
/** Seat → the index of the event in which that player left. */
type Departed = Map<number, number>;

function recordBegins(s: MeleeState, begun: Begun, index: number): void {
  for (const entry of tracedEntries(s))
    if (entry.kind === 'begin' && entry.event === index) begun.set(entry.seat, { order: index, ring: s.ring });
}

/**
 * 807.4d: no two players taking turns within three seats of each other. Departures can
 * bring two turns in progress closer (807.4d only stops a turn from beginning), so the
 * seats are counted as they were when the earlier of the two turns began. One exception:
 * a turn may begin within three seats to the left of a departed player's turn that goes
 * on (800.4j), since 807.4d looks only to the left (gm-departed-turn-beside).
 */
function expectRoomBetween(s: MeleeState, begun: Begun, departed: Departed): void {
  const taking = takingSeats(s);
  for (const a of taking) {
    for (const b of taking) {
      if (a >= b || besideDepartedTurn(s, begun, departed, a, b) || besideDepartedTurn(s, begun, departed, b, a))
        continue;
      const earlier = begun.get(a)!.order <= begun.get(b)!.order ? begun.get(a)! : begun.get(b)!;
      const ring = seatsIn(earlier.ring).map(String);
      expect(seatDistance(ring, String(a), String(b)), `${s.names[a]} and ${s.names[b]}`).toBeGreaterThanOrEqual(
        Math.min(4, Math.floor(ring.length / 2)),
      );
    }
  }
}

/**
 * Whether `later`'s turn began, after `gone` left during a turn that goes on, within the three
 * seats to that seat's left.
 */
function besideDepartedTurn(s: MeleeState, begun: Begun, departed: Departed, gone: number, later: number): boolean {
  const leftAt = departed.get(gone);
  const began = begun.get(later)!;
  if (!isGone(s, gone) || leftAt === undefined || began.order < leftAt) return false;
  const ring = seatsIn(began.ring);
  const from = ring.indexOf(gone);
  return from >= 0 && [1, 2, 3].some((step) => ring[(from + step) % ring.length] === later);
}

function expectInvariants(s: MeleeState): void {
  // 807.4a, 807.4f: markers not designated for removal, as many as the players need.
  expect(s.inPlay - s.designated).toBe(markersNeeded(s.inGame));
  for (const [marker, seat] of markersOf(s)) {
    expect(hasSeat(s.ring, seat)).toBe(true);
    // A player who left keeps a marker only while their turn goes on (807.4c).
    if (isGone(s, seat)) expect(isTaking(s, marker)).toBe(true);
    // 807.4d: a holder waits only while a marker is within the three seats to their left;
    // a second marker waits for the turn with the first to end (gm-two-markers).
    if (!isTaking(s, marker) && markerAt(s, seat) === marker)
      expect(markerWithinThree(s, seat, 'left').seat).toBeGreaterThanOrEqual(0);
    if (markerAt(s, seat) !== marker) expect(markerAt(s, seat)).not.toBe(0);
  }
}

describe('Grand Melee properties', () => {
  it('markers, turns and removals stay consistent through random events', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 36 }),
        fc.nat(),
        fc.array(arbAction, { maxLength: 60 }),
        (n, starter, actions) => {
          let table = start(n, starter);
          const begun: Begun = new Map();
          const departed: Departed = new Map();
          recordBegins(meleeState(table)!, begun, -1);
          for (const seat of takingSeats(meleeState(table)!))
            begun.set(seat, { order: -1, ring: meleeState(table)!.ring });
          actions.forEach((action, index) => {
            const event = eventFor(meleeState(table)!, action);
            if (!event) return;
            table = play(table, event, index);
            const s = meleeState(table)!;
            if (event.kind === 'leave') for (const name of event.players) departed.set(s.names.indexOf(name), index);
            recordBegins(s, begun, index);
            expectInvariants(s);
            expectRoomBetween(s, begun, departed);
            expect([...takingTurn(table)].sort()).toEqual(
              takingSeats(s)
                .map((seat) => s.names[seat]!)
                .sort(),
            );
            expect(table.turn).toEqual([]);
          });
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it('the count is ⌊players / 4⌋ once every designated marker has been removed at its turn’s end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 40 }), fc.array(arbAction, { maxLength: 40 }), (n, actions) => {
        let table = start(n);
        let index = 0;
        for (const action of actions) {
          const event = eventFor(meleeState(table)!, action);
          if (event) table = play(table, event, index++);
        }
        for (let s = meleeState(table)!; s.designated > 0; s = meleeState(table)!) {
          const [, seat] = markersOf(s).find(([marker]) => designationsOf(s, marker) > 0)!;
          table = play(table, { kind: 'endTurn', player: s.names[seat]! }, index++);
        }
        const s = meleeState(table)!;
        expect(s.inPlay).toBe(Math.max(1, Math.floor(s.inGame / 4)));
        const scenario = buildScenario({
          variant: 'grand-melee',
          seats: seatsOf(n),
          questions: [{ ask: 'turn-marker-count' }],
        });
        const explain = () => explainer(turnMarkerCountKind, scenario.edition);
        const answer = turnMarkerCountKind.answer({
          scenario,
          table,
          question: scenario.questions[0]!,
          params: {},
          path: ['questions', 0],
          explainer: explain,
        });
        expect(answer).toMatchObject({ value: s.inPlay });
      }),
      { numRuns: runs(200) },
    );
  });

  it('passing markers round a full table visits every player in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 30 }), fc.array(fc.nat(), { minLength: 50, maxLength: 50 }), (n, picks) => {
        let table = start(n);
        const visits: number[] = [seatOfMarker(meleeState(table)!, 1)];
        for (let index = 0; visits.length <= n && index < 20 * n * n; index++) {
          const s = meleeState(table)!;
          const taking = takingSeats(s);
          const before = markersOf(s);
          table = play(
            table,
            { kind: 'endTurn', player: s.names[taking[picks[index % picks.length]! % taking.length]!]! },
            index,
          );
          const after = new Map(markersOf(meleeState(table)!));
          // 807.4c: a marker moves one seat to the left or not at all.
          for (const [marker, seat] of before) expect([seat, (seat + 1) % n]).toContain(after.get(marker));
          if (after.get(1) !== visits.at(-1)) visits.push(after.get(1)!);
        }
        expect(visits).toEqual(Array.from({ length: n + 1 }, (_, i) => i % n));
      }),
      { numRuns: runs(100) },
    );
  });

  it("next-turn's marker by marker is what ending that holder's turn does to the marker", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 30 }), fc.array(arbAction, { maxLength: 40 }), (n, actions) => {
        let table = start(n);
        actions.forEach((action, index) => {
          const event = eventFor(meleeState(table)!, action);
          if (event) table = play(table, event, index);
        });
        const s = meleeState(table)!;
        const predicted = nextTurnsByMarker(s, turnSkipsBySeat(table, s.seatIndex));
        expect(predicted.map((p) => p.marker)).toEqual(markersOf(s).map(([marker]) => marker));
        for (const next of predicted) {
          const holder = s.names[next.holder]!;
          if (next.how === 'waits') {
            // 807.4d: a waiting holder keeps their marker until their turn begins.
            expect(next.next).toBe(next.holder);
            continue;
          }
          if (next.how === 'skips') continue;
          const ended = play(table, { kind: 'endTurn', player: holder }, actions.length);
          expect(seatOfMarker(meleeState(ended)!, next.marker), `marker ${next.marker}`).toBe(next.next);
        }
      }),
      { numRuns: runs(200) },
    );
  });
});
