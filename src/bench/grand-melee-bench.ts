// Grand Melee at scale: 1,000, 10,000 and 100,000 players through ten events each (turn
// ends and departures, drawn from a seeded generator), in-process, through the whole
// table: applyEvent with every table module, the core included, as `mtg-judge check`
// plays a file's events. The microseconds per event stay flat when each event costs the
// same at any size (issue 13: 10,000 players and 100,000 events under 0.5 s). The
// turn-marker engine alone is timed too: the rest is what the core and other modules add.
import type { Scenario } from '../core/scenario.js';
import { buildTable } from '../table/build-table.js';
import { applyEvent } from '../table/events/apply-events.js';
import { endTurnAt } from '../table/grand-melee/end-turn.js';
import { leaveSeats } from '../table/grand-melee/leave.js';
import { meleeState } from '../table/grand-melee/module.js';
import { isGone, isTaking, markerCount, seatOfMarker, type MeleeState } from '../table/grand-melee/state.js';
import type { Table } from '../table/table-model.js';
import type { GameEvent } from '../core/scenario.js';
import { alternate, baseline, importBaseline, verdict } from './baseline.js';
import { formatMs } from './measure.js';
import { median, printGrowth, SIZES } from './growth.js';

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

const ROUNDS = 3;

/** Ten events for each player: 1,000 players and 10,000 events up to 100,000 and 1,000,000. */
export async function runGrandMeleeBench(): Promise<void> {
  console.log(
    `\nGrand Melee: seeded turn ends and departures (3% of events), ten events a player, through the whole table, in-process, median of ${ROUNDS}`,
  );
  playTable(2_500, 25_000); // warm-up
  const rows = SIZES.map((players) => ({
    units: players * 10,
    label: `${players.toLocaleString('en')} players, ${(players * 10).toLocaleString('en')} events`,
    ms: median(Array.from({ length: ROUNDS }, () => playTable(players, players * 10).ms)),
  }));
  printGrowth('events', rows, { units: 100_000, ms: 500 });
  const ms = median(Array.from({ length: ROUNDS }, () => playEngine(10_000, 100_000).ms));
  console.log(
    `  the turn-marker engine alone, for comparison: 10,000 players, 100,000 events: ${formatMs(ms)}, ${((ms / 100_000) * 1000).toFixed(2)} µs per event`,
  );
  const base = baseline();
  if (typeof base === 'string') console.log(`  against before: ${base}`);
  else {
    const before = await importBaseline<{ playTable: typeof playTable }>(base, 'dist/bench/grand-melee-bench.js');
    const r = alternate(
      7,
      () => playTable(10_000, 100_000).ms,
      () => before.playTable(10_000, 100_000).ms,
    );
    console.log(
      `  against before (${base.commit}), side by side, 10,000 players, 100,000 events: ${formatMs(r.before)} before, ${formatMs(r.now)} now, median of 7: ${verdict(r.ratio, 1.05)}`,
    );
  }
}
