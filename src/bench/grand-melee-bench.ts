// Grand Melee at scale: 10,000 players through 100,000 events (turn ends and departures,
// drawn from a seeded generator), in-process, through the whole table: applyEvent with
// every table module, the core included, as `mtg-judge check` plays a file's events. The
// same at a quarter and half the size shows how the time grows: the microseconds per event
// stay flat when each event costs the same at any size. The turn-marker engine alone is
// timed too, for comparison: the rest of the whole is what the core and the other modules add.
import type { Scenario } from '../core/scenario.js';
import { buildTable } from '../table/build-table.js';
import { applyEvent } from '../table/events/apply-events.js';
import { endTurnAt } from '../table/grand-melee/end-turn.js';
import { leaveSeats } from '../table/grand-melee/leave.js';
import { meleeState } from '../table/grand-melee/module.js';
import { isGone, isTaking, markerCount, seatOfMarker, type MeleeState } from '../table/grand-melee/state.js';
import type { Table } from '../table/table-model.js';
import type { GameEvent } from '../core/scenario.js';
import { formatMs } from './measure.js';

/** A small, fast generator with a seed, so that every run plays the same game. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function meleeScenario(players: number): Scenario {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}` }));
  return {
    format: 1,
    edition: '2024',
    variant: 'grand-melee',
    options: {},
    seats,
    turn: { active: [] },
    left: [],
    objects: [],
    events: [],
    questions: [],
  };
}

/** The next event: mostly a turn ending, sometimes a player leaving (never below `floor` players). */
function eventSource(
  random: () => number,
  state: () => MeleeState,
  leaveShare: number,
  floor: number,
): () => GameEvent {
  return () => {
    const s = state();
    if (s.inGame > floor && random() < leaveShare) {
      let seat = Math.floor(random() * s.names.length);
      while (isGone(s, seat)) seat = (seat + 1) % s.names.length;
      return { kind: 'leave', players: [s.names[seat]!] };
    }
    const count = markerCount(s);
    let marker = 1 + Math.floor(random() * count);
    for (let tries = 0; tries < count && !(seatOfMarker(s, marker) >= 0 && isTaking(s, marker)); tries++)
      marker = (marker % count) + 1;
    return { kind: 'endTurn', player: s.names[seatOfMarker(s, marker)]! };
  };
}

/** Plays `events` events on the engine alone; returns the milliseconds and the final state. */
export function playEngine(players: number, events: number, seed = 807): { ms: number; state: MeleeState } {
  let s = meleeState(buildTable(meleeScenario(players)).table)!;
  const next = eventSource(mulberry32(seed), () => s, 0.03, 8);
  const start = performance.now();
  for (let i = 0; i < events; i++) {
    const event = next();
    if (event.kind === 'leave') s = leaveSeats(s, [s.seatIndex.get(event.players[0]!)!], i).s;
    else if (event.kind === 'endTurn') s = endTurnAt(s, s.seatIndex.get(event.player)!, i).s;
  }
  return { ms: performance.now() - start, state: s };
}

/** The same game through every table module, the core included (applyEvent). */
export function playTable(players: number, events: number, seed = 807): { ms: number; table: Table } {
  let table = buildTable(meleeScenario(players)).table;
  const next = eventSource(mulberry32(seed), () => meleeState(table)!, 0.03, 8);
  const start = performance.now();
  for (let i = 0; i < events; i++) table = applyEvent(table, next(), i).table;
  return { ms: performance.now() - start, table };
}

const SIZES: readonly [number, number][] = [
  [2_500, 25_000],
  [5_000, 50_000],
  [10_000, 100_000],
];

const ROUNDS = 3;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function runGrandMeleeBench(): void {
  console.log(`\nGrand Melee: seeded turn ends and departures (3% of events), in-process, median of ${ROUNDS}`);
  playTable(2_500, 25_000); // warm-up
  let first = 0;
  for (const [players, events] of SIZES) {
    const runs = Array.from({ length: ROUNDS }, () => playTable(players, events));
    const ms = median(runs.map((run) => run.ms));
    const perEvent = ms / events;
    first ||= perEvent;
    const goal = players === 10_000 ? `; goal < 1 s: ${ms < 1000 ? 'meets' : 'misses'}` : '';
    const left = meleeState(runs[0]!.table)!.inGame;
    console.log(
      `  whole table: ${players} players, ${events} events, ${left} players left: ${formatMs(ms)}, ${(perEvent * 1000).toFixed(2)} µs per event (×${(perEvent / first).toFixed(2)})${goal}`,
    );
  }
  const [players, events] = SIZES[SIZES.length - 1]!;
  const ms = median(Array.from({ length: ROUNDS }, () => playEngine(players, events).ms));
  console.log(
    `  the turn-marker engine alone, for comparison: ${players} players, ${events} events: ${formatMs(ms)}, ${((ms / events) * 1000).toFixed(2)} µs per event`,
  );
}
