// The Grand Melee slice from the file: the markers as handed out at the start (807.4b) or
// as `turnMarkers` gives them, whose turn is in progress (`turn.active`, else every holder
// with room to begin: gm-default-active), and every way the file contradicts 807.4.
import type { Scenario } from '../../core/scenario.js';
import type { Table, TableProblem } from '../table-model.js';
import { intTrie, intTrieFrom } from './int-trie.js';
import { hasSeat, seatSetOf } from './seat-set.js';
import { markersNeeded, markerWithinThree, TAKING, type MeleeState, type Origin } from './state.js';
import { checkTurns, placeMarkers } from './validate.js';

export function initMelee(scenario: Scenario, table: Table): { slice: MeleeState; problems: TableProblem[] } {
  const names = table.players.map((p) => p.name);
  const seatIndex = new Map(names.map((name, i) => [name, i]));
  const gone = scenario.left.map((name) => seatIndex.get(name)).filter((i): i is number => i !== undefined);
  const goneSet = seatSetOf(names.length, gone);
  const ring = seatSetOf(
    names.length,
    names.map((_, i) => i).filter((i) => !hasSeat(goneSet, i)),
  );
  const inGame = ring.count;
  const placement = placeMarkers(scenario, names, seatIndex, goneSet, inGame);
  const count = markersNeeded(names.length);
  const seatOfMarker = new Int32Array(count + 1).fill(-1);
  const markerAt = new Int32Array(names.length);
  for (const [marker, seat] of placement.holders) {
    seatOfMarker[marker] = seat;
    markerAt[seat] = marker;
  }
  const base: MeleeState = {
    edition: scenario.edition,
    names,
    seatIndex,
    ring,
    gone: goneSet,
    inGame,
    marked: seatSetOf(names.length, placement.holders.values()),
    markerAt: intTrieFrom(markerAt),
    queued: new Map(),
    seatOfMarker: intTrieFrom(seatOfMarker),
    designations: intTrie(count + 1),
    flags: intTrie(count + 1),
    inPlay: placement.holders.size,
    designated: 0,
    extra: new Map(),
    leftSinceTurnBegan: false,
    trace: undefined,
    origin: {
      from: placement.from,
      starting: placement.starting,
      listedActive: scenario.turn.active.length > 0,
      markers: [],
      taking: [],
      waits: [],
    },
  };
  const turns = checkTurns(scenario, base, placement);
  const slice = withTaking(base, turns.taking);
  return {
    slice: { ...slice, origin: { ...slice.origin, ...startingPoint(slice, placement.holders, turns.taking) } },
    problems: [...placement.problems, ...turns.problems],
  };
}

function startingPoint(
  s: MeleeState,
  holders: ReadonlyMap<number, number>,
  taking: readonly number[],
): Pick<Origin, 'markers' | 'taking' | 'waits'> {
  const markers = [...holders].sort(([a], [b]) => a - b);
  const takes = new Set(taking);
  const waits = markers
    .filter(([marker]) => !takes.has(marker))
    .map(([, seat]) => [seat, markerWithinThree(s, seat, 'left').seat] as const)
    .filter(([, blocker]) => blocker >= 0);
  return { markers, taking: [...taking].sort((a, b) => a - b), waits };
}

function withTaking(s: MeleeState, taking: readonly number[]): MeleeState {
  const values = new Int32Array(s.flags.length);
  for (const marker of taking) values[marker] = TAKING;
  return { ...s, flags: intTrieFrom(values) };
}
