// Turn markers and turns the file gives that 807.4 does not allow: a wrong number of
// markers (807.4a), a number never handed out (807.4b), a holder who has left (807.4c),
// a player with two, a player taking a turn without one, two players taking turns within
// three seats of each other, a holder with room who is not taking a turn (807.4d).
import type { DocPath, Scenario } from '../../core/scenario.js';
import type { TableProblem } from '../table-model.js';
import { hasSeat, type SeatSet } from './seat-set.js';
import { markersNeeded, markerWithinThree, threeSeats, type MeleeState } from './state.js';
import { notSeated } from '../../core/unknown-names.js';

export interface Placement {
  /** Marker number → seat. */
  holders: Map<number, number>;
  from: 'file' | 'handout';
  starting: number;
  problems: TableProblem[];
  /** Where each marker is named in the file, for problem paths. */
  paths: Map<number, DocPath>;
}

const problem = (code: string, message: string, path: DocPath, rules: string[]): TableProblem => ({
  code,
  message,
  path,
  rules,
});

export function placeMarkers(
  scenario: Scenario,
  names: readonly string[],
  seatIndex: ReadonlyMap<string, number>,
  gone: SeatSet,
  inGame: number,
): Placement {
  const starting = seatIndex.get(scenario.startingPlayer ?? '') ?? 0;
  if (scenario.turnMarkers) return fromFile(scenario.turnMarkers, names, seatIndex, gone, inGame, starting);
  // 807.4b: the starting player gets marker 1, the player four seats to the left marker 2, and so on.
  const holders = new Map<number, number>();
  for (let marker = 1; marker <= markersNeeded(names.length); marker++)
    holders.set(marker, (starting + 4 * (marker - 1)) % names.length);
  const paths = new Map([...holders.keys()].map((m) => [m, ['turn', 'active'] as DocPath]));
  const problems: TableProblem[] = [];
  const stale = [...holders.values()].some((seat) => hasSeat(gone, seat)) || holders.size !== markersNeeded(inGame);
  if (stale) {
    const message = `Players have left since the markers were handed out (807.4b), so they are no longer where the start put them (807.4c, 807.4g): list them in turnMarkers.`;
    problems.push(problem('table/turn-markers-needed', message, ['left'], ['807.4b', '807.4c', '807.4g']));
  }
  return { holders, from: 'handout', starting, problems, paths };
}

function fromFile(
  markers: Record<number, string>,
  names: readonly string[],
  seatIndex: ReadonlyMap<string, number>,
  gone: SeatSet,
  inGame: number,
  starting: number,
): Placement {
  const holders = new Map<number, number>();
  const paths = new Map<number, DocPath>();
  const problems: TableProblem[] = [];
  const handedOut = markersNeeded(names.length);
  const owner = new Map<number, number>();
  for (const [key, name] of Object.entries(markers)) {
    const marker = Number(key);
    const path = ['turnMarkers', marker];
    const seat = seatIndex.get(name);
    if (marker < 1 || marker > handedOut) {
      const message = `There is no marker ${marker}: a game begun with ${names.length} players handed out markers 1 to ${handedOut} (807.4a, 807.4b).`;
      problems.push(problem('table/marker-number-out-of-range', message, path, ['807.4a', '807.4b']));
    } else if (seat === undefined) {
      problems.push(notSeated(name, names, path));
    } else if (hasSeat(gone, seat)) {
      problems.push(
        problem(
          'table/marker-holder-left',
          `${name} has left the game and holds no marker: the player to the left took it (807.4c).`,
          path,
          ['807.4c'],
        ),
      );
    } else if (owner.has(seat)) {
      const message = `${name} holds marker ${owner.get(seat)} already; the file cannot say which of the two turns comes first: give each marker its own holder (807.4).`;
      problems.push(problem('table/two-markers', message, path, ['807.4']));
    } else {
      owner.set(seat, marker);
      holders.set(marker, seat);
      paths.set(marker, path);
    }
  }
  const need = markersNeeded(inGame);
  if (Object.keys(markers).length !== need) {
    const message = `${inGame} players are in the game, so there ${need === 1 ? 'is 1 turn marker' : `are ${need} turn markers`} (807.4a); turnMarkers lists ${Object.keys(markers).length}.`;
    problems.push(problem('table/wrong-marker-count', message, ['turnMarkers'], ['807.4a']));
  }
  return { holders, from: 'file', starting, problems, paths };
}

export interface Turns {
  /** Marker numbers whose holder is taking a turn. */
  taking: number[];
  problems: TableProblem[];
}

/** Whose turn is in progress: `turn.active` when the file lists it, else every holder with room (gm-default-active). */
export function checkTurns(scenario: Scenario, s: MeleeState, placement: Placement): Turns {
  const markerOf = new Map([...placement.holders].map(([marker, seat]) => [seat, marker]));
  const blocked = (seat: number) => markerWithinThree(s, seat, 'left').seat;
  if (scenario.turn.active.length === 0) {
    return {
      taking: [...placement.holders].filter(([, seat]) => blocked(seat) < 0).map(([marker]) => marker),
      problems: [],
    };
  }
  const problems: TableProblem[] = [];
  const taking: number[] = [];
  scenario.turn.active.forEach((name, i) => {
    const seat = s.seatIndex.get(name);
    const marker = seat === undefined ? undefined : markerOf.get(seat);
    if (seat === undefined || hasSeat(s.gone, seat)) return; // reported with the table's names and turn
    if (marker === undefined) {
      const message = `${name} is listed as taking a turn but holds no turn marker; in Grand Melee each turn in progress has one (807.4).`;
      problems.push(problem('table/active-without-marker', message, ['turn', 'active', i], ['807.4']));
    } else taking.push(marker);
  });
  problems.push(...tooClose(s, taking, placement, scenario.turn.active), ...notWaiting(s, taking, placement));
  return { taking, problems };
}

/** 807.4d: two players taking turns within three seats of each other. */
function tooClose(
  s: MeleeState,
  taking: readonly number[],
  placement: Placement,
  active: readonly string[],
): TableProblem[] {
  const seats = new Set(taking.map((marker) => placement.holders.get(marker)!));
  const problems: TableProblem[] = [];
  for (const seat of seats) {
    const ahead = takingToTheLeft(s, seat, seats);
    if (ahead < 0) continue;
    const [a, b] = [s.names[seat]!, s.names[ahead]!];
    const message = `${a} and ${b} are both taking turns, but ${b} sits within the three seats to ${a}'s left with a turn marker, so ${a}'s turn could not have begun (807.4d).`;
    problems.push(problem('table/markers-too-close', message, ['turn', 'active', active.indexOf(a)], ['807.4d']));
  }
  return problems;
}

/** A holder taking a turn within the three seats to the left of `seat`, or -1. */
function takingToTheLeft(s: MeleeState, seat: number, taking: ReadonlySet<number>): number {
  return threeSeats(s, seat, 'left').seats.find((at) => taking.has(at)) ?? -1;
}

/** 807.4d: a holder with no marker within the three seats to the left would have begun a turn. */
function notWaiting(s: MeleeState, taking: readonly number[], placement: Placement): TableProblem[] {
  const problems: TableProblem[] = [];
  const takes = new Set(taking);
  for (const [marker, seat] of placement.holders) {
    if (takes.has(marker) || markerWithinThree(s, seat, 'left').seat >= 0) continue;
    const name = s.names[seat]!;
    const message = `${name} holds marker ${marker} and no player in the three seats to ${name}'s left holds one, so ${name}'s turn has begun (807.4d): list ${name} in turn.active.`;
    problems.push(problem('table/holder-not-waiting', message, placement.paths.get(marker)!, ['807.4d']));
  }
  return problems;
}
