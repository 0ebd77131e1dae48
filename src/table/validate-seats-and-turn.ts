// Names and turn state the table cannot hold: unknown or repeated players, fewer than
// three players (800.1), several players taking turns outside Grand Melee, an active
// player who had already left, half a team gone where teams leave together.
import type { RangeValue, Scenario } from '../core/scenario.js';
import type { Setting, TableProblem } from './table-model.js';
import { notATeam, notSeated } from '../core/unknown-names.js';

const problem = (code: string, message: string, path: (string | number)[], rules?: string[]): TableProblem =>
  rules ? { code, message, path, rules } : { code, message, path };

export function validateNames(scenario: Scenario): TableProblem[] {
  const names = scenario.seats.map((seat) => seat.name);
  const known = new Set<string>();
  const problems: TableProblem[] = [];
  // One pass with a set: a search of the list for each seat grows with the square of the table.
  names.forEach((name, i) => {
    if (known.has(name))
      problems.push(problem('table/duplicate-player', `${name} sits at the table twice.`, ['seats', i]));
    known.add(name);
  });
  if (names.length < 3) {
    problems.push(
      problem(
        'table/not-multiplayer',
        `A multiplayer game begins with more than two players; the seats list ${names.length} (800.1).`,
        ['seats'],
        ['800.1'],
      ),
    );
  }
  const unknown = (name: string, path: (string | number)[]) => {
    if (!known.has(name)) problems.push(notSeated(name, names, path));
  };
  scenario.left.forEach((name, i) => unknown(name, ['left', i]));
  scenario.turn.active.forEach((name, i) => unknown(name, ['turn', 'active', i]));
  if (scenario.startingPlayer !== undefined) unknown(scenario.startingPlayer, ['startingPlayer']);
  scenario.objects.forEach((object, i) => {
    unknown(object.owner, ['objects', i, 'owner']);
    if (object.controller !== undefined) unknown(object.controller, ['objects', i, 'controller']);
    if (object.controlledBy !== undefined)
      unknown(object.controlledBy.player, ['objects', i, 'controlledBy', 'player']);
  });
  const teams = new Set(scenario.seats.map((seat) => seat.team));
  if (scenario.startingTeam !== undefined && !teams.has(scenario.startingTeam)) {
    problems.push(
      notATeam(
        scenario.startingTeam,
        [...teams].filter((team) => team !== undefined),
        ['startingTeam'],
      ),
    );
  }
  return problems;
}

/** Who is taking a turn, checked against who has left and how turns are shared. */
export function validateTurn(scenario: Scenario, sharedTurns: boolean): TableProblem[] {
  const problems: TableProblem[] = [];
  const active = scenario.turn.active;
  active.forEach((name, i) => {
    if (!scenario.left.includes(name)) return;
    const rule = scenario.edition === '2024' ? '800.4k' : '800.4';
    problems.push(
      problem(
        'table/active-player-left',
        `${name} is listed as taking a turn but had left before it began (${rule}).`,
        ['turn', 'active', i],
        [rule],
      ),
    );
  });
  const teamOf = new Map(scenario.seats.map((seat) => [seat.name, seat.team]));
  if (sharedTurns) {
    const teams = new Set(active.map((name) => teamOf.get(name)));
    if (teams.size > 1)
      problems.push(
        problem(
          'table/active-not-one-team',
          `With shared team turns one team takes each turn (805.4a); turn.active names players of ${teams.size} teams.`,
          ['turn', 'active'],
          ['805.4a'],
        ),
      );
  } else if (scenario.variant !== 'grand-melee' && active.length > 1) {
    problems.push(
      problem(
        'table/several-active',
        `Only in Grand Melee do several players take turns at once (807.4); turn.active names ${active.length}.`,
        ['turn', 'active'],
        ['807.4'],
      ),
    );
  }
  return [...problems, ...validateTeamDepartures(scenario, teamOf)];
}

/** 810.8a, 809.5b: in Two-Headed Giant a team leaves as one; an emperor's team leaves with the emperor. */
function validateTeamDepartures(scenario: Scenario, teamOf: ReadonlyMap<string, string | undefined>): TableProblem[] {
  const problems: TableProblem[] = [];
  scenario.left.forEach((name, i) => {
    const team = teamOf.get(name);
    const role = scenario.seats.find((seat) => seat.name === name)?.role;
    const rule =
      scenario.variant === 'two-headed-giant'
        ? '810.8a'
        : scenario.variant === 'emperor' && role === 'emperor'
          ? '809.5b'
          : undefined;
    if (team === undefined || rule === undefined) return;
    const stayed = scenario.seats
      .filter((seat) => seat.team === team && !scenario.left.includes(seat.name))
      .map((seat) => seat.name);
    if (stayed.length > 0) {
      problems.push(
        problem(
          'table/team-partly-left',
          `${name} has left but teammates ${stayed.join(', ')} have not; team ${team} leaves the game together (${rule}).`,
          ['left', i],
          [rule],
        ),
      );
    }
  });
  return problems;
}

/** 806.2a: in Free-for-All with limited range, every player has the same range; a Commander game is one (903.2). */
export function validateSameRanges(
  scenario: Scenario,
  ranges: ReadonlyMap<string, Setting<RangeValue>>,
): TableProblem[] {
  if (scenario.variant !== 'free-for-all' && scenario.variant !== 'commander') return [];
  const first = ranges.get(scenario.seats[0]?.name ?? '')?.value;
  const index = scenario.seats.findIndex((seat) => ranges.get(seat.name)?.value !== first);
  if (index < 0) return [];
  const seat = scenario.seats[index]!;
  const message = `${seat.name}'s range of influence differs from ${scenario.seats[0]!.name}'s; in Free-for-All each player has the same range (806.2a).`;
  return [problem('table/unequal-ranges', message, ['seats', index, 'range'], ['806.2a'])];
}
