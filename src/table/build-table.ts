// Scenario → Table: the seats with teams, roles and ranges, the options in force, who
// has left and who is taking a turn, each module's slice, and every problem that makes
// the table one the rules do not allow. Events are applied afterwards (events/).
import type { RangeValue, Role, Scenario, Seat } from '../core/scenario.js';
import type { Setting, Table, TablePlayer, TableProblem } from './table-model.js';
import { resolveOptions, validateOptions } from './options.js';
import { resolveRanges } from './ranges.js';
import { initialStanding } from './standing.js';
import { nameList } from './player-index.js';
import { resolveRoles } from './teams.js';
import { validateNames, validateSameRanges, validateTurn } from './validate-seats-and-turn.js';
import { checkEmperorRanges, validateTeams } from './validate-teams.js';
import { TABLE_MODULES } from './events/modules.js';
import { setSlice, type TableModule } from './events/table-module.js';

export interface BuiltTable {
  table: Table;
  problems: TableProblem[];
}

export function buildTable(scenario: Scenario, modules: readonly TableModule[] = TABLE_MODULES): BuiltTable {
  const ring = scenario.seats.map((seat) => seat.name);
  const known = new Set(ring);
  const options = resolveOptions(scenario.variant, scenario.options, scenario.edition);
  const roles: Map<string, Role | undefined> =
    scenario.variant === 'emperor'
      ? resolveRoles(ring, scenario.seats)
      : new Map(scenario.seats.map((seat) => [seat.name, seat.role]));
  const ranges = resolveRanges({ seats: scenario.seats, roles, tableRange: options.range });
  const sharedTurns = options.sharedTeamTurns.value;
  const players = scenario.seats.map((seat) => tablePlayer(seat, roles.get(seat.name), ranges.get(seat.name)!));
  let table: Table = {
    edition: scenario.edition,
    ...(scenario.variant !== undefined && { variant: scenario.variant }),
    options,
    players,
    leftBeforeTurn: nameList(scenario.left.filter((name) => known.has(name))),
    leftThisTurn: [],
    standing: initialStanding(players, new Set(scenario.left)),
    // 807.4: in Grand Melee the marker module's slice holds whose turn is in progress (takingTurn).
    turn: scenario.variant === 'grand-melee' ? [] : turnTakers(scenario, sharedTurns).filter((name) => known.has(name)),
    ...(scenario.startingPlayer !== undefined && { startingPlayer: scenario.startingPlayer }),
    ...(scenario.startingTeam !== undefined && { startingTeam: scenario.startingTeam }),
    objects: scenario.objects,
    slices: {},
  };
  const problems = validate(scenario, sharedTurns, roles, ranges);
  for (const module of modules) {
    const init = module.init?.(scenario, table);
    if (!init) continue;
    table = setSlice(table, module, init.slice);
    problems.push(...init.problems);
  }
  return { table, problems };
}

function tablePlayer(seat: Seat, role: Role | undefined, range: Setting<RangeValue>): TablePlayer {
  return {
    name: seat.name,
    ...(seat.team !== undefined && { team: seat.team }),
    ...(role !== undefined && { role }),
    range,
  };
}

function validate(
  scenario: Scenario,
  sharedTurns: boolean,
  roles: Map<string, Role | undefined>,
  ranges: Map<string, Setting<RangeValue>>,
): TableProblem[] {
  const teamProblems = validateTeams(scenario, sharedTurns, roles);
  // 809.6a is only worth checking on teams that are otherwise seated as the rules ask.
  const emperorRanges =
    scenario.variant === 'emperor' && teamProblems.length === 0
      ? checkEmperorRanges(
          scenario.seats.map((seat) => seat.name),
          roles,
          ranges,
        )
      : [];
  return [
    ...validateNames(scenario),
    ...validateOptions(scenario.variant, scenario.options),
    ...teamProblems,
    ...emperorRanges,
    ...validateSameRanges(scenario, ranges),
    ...validateTurn(scenario, sharedTurns),
  ];
}

/** 805.4a: with shared team turns the whole active team takes the turn, even if the file names one member. */
function turnTakers(scenario: Scenario, sharedTurns: boolean): string[] {
  if (!sharedTurns) return [...scenario.turn.active];
  const teamOf = new Map(scenario.seats.map((seat) => [seat.name, seat.team] as const));
  const active = new Set(scenario.turn.active);
  const teams = new Set(scenario.turn.active.map((name) => teamOf.get(name)));
  const left = new Set(scenario.left);
  return scenario.seats
    .filter((seat) => (seat.team !== undefined && teams.has(seat.team)) || active.has(seat.name))
    .filter((seat) => !left.has(seat.name))
    .map((seat) => seat.name);
}
