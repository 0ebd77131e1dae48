// The names a scenario defines (seated players, teams, objects) and the checks that every
// other mention of a name refers to one of them. Names are gathered loosely from the raw
// data, so that a seat with some other fault still counts as seated and causes no
// follow-on "unknown player" errors. A check is skipped when what it checks against is
// missing or unreadable (no "seats", "seets" for "seats", "objects" that is not a list):
// the schema reports that once, and every name would be "unknown" only because of it.
import { didYouMean, quoteList, suggest } from '../core/did-you-mean.js';
import { notATeam, notSeated, notSeatedNorObject, notSeatedNorTeam } from '../core/unknown-names.js';
import { isMapping } from './describe.js';
import type { JudgeProblem } from '../core/answer.js';
import type { DocPath } from '../core/scenario.js';
import type { Report } from './report-at.js';

export interface LooseSeat {
  index: number;
  name: string;
  team?: string;
}

export interface TableNames {
  seats: LooseSeat[];
  players: Set<string>;
  teams: Set<string>;
  objects: Set<string>;
  /** Whether `seats` gave any names to check players and teams against. */
  seatsKnown: boolean;
  /** Whether `objects` is a list, or is absent and not misspelt. */
  objectsKnown: boolean;
}

/**
 * `keys`: the keys the top level allows. A key that is absent because it is misspelt
 * ("objetcs") is as unknown as one that is unreadable.
 */
export function collectTableNames(data: Record<string, unknown>, keys: readonly string[]): TableNames {
  const seats = (Array.isArray(data.seats) ? data.seats : []).flatMap((seat, index): LooseSeat[] => {
    if (typeof seat === 'string') return [{ index, name: seat }];
    if (!isMapping(seat) || typeof seat.name !== 'string') return [];
    return [{ index, name: seat.name, ...(typeof seat.team === 'string' && { team: seat.team }) }];
  });
  const objects = (Array.isArray(data.objects) ? data.objects : []).flatMap((object) =>
    isMapping(object) && typeof object.name === 'string' ? [object.name] : [],
  );
  const misspelt = (key: string) =>
    Object.keys(data).some((written) => !keys.includes(written) && suggest(written, keys, 1)[0] === key);
  return {
    seats,
    players: new Set(seats.map((seat) => seat.name)),
    teams: new Set(seats.flatMap((seat) => (seat.team === undefined ? [] : [seat.team]))),
    objects: new Set(objects),
    seatsKnown: seats.length > 0,
    objectsKnown: data.objects === undefined ? !misspelt('objects') : Array.isArray(data.objects),
  };
}

export interface NameChecks {
  player(name: string, path: DocPath): void;
  /** A name or a list of names, as `leave` and `turn.active` allow. */
  players(names: string | readonly string[], path: DocPath): void;
  team(name: string, path: DocPath, atKey?: boolean): void;
  playerOrObject(name: string, path: DocPath): void;
  /** An object of the file. */
  object(name: string, path: DocPath): void;
  /** A player's or a team's name: an answer that is a team where a team takes the turn (805.3). */
  playerOrTeam(name: string, path: DocPath): void;
  /** What an Aura or Equipment is attached to: an object or a player. */
  attachment(name: string, path: DocPath): void;
}

export function createNameChecks(names: TableNames, report: Report): NameChecks {
  const players = [...names.players];
  const reportProblem = (problem: JudgeProblem, atKey = false) =>
    report(problem.code, problem.message, problem.path, { notes: problem.notes, atKey });
  const { seatsKnown, objectsKnown } = names;
  const player = (name: string, path: DocPath) => {
    if (seatsKnown && !names.players.has(name)) reportProblem(notSeated(name, players, path));
  };
  const known = (name: string) => !seatsKnown || !objectsKnown || names.players.has(name) || names.objects.has(name);
  return {
    player,
    players: (value, path) => {
      if (typeof value === 'string') player(value, path);
      else value.forEach((name, i) => player(name, [...path, i]));
    },
    team: (name, path, atKey = false) => {
      if (seatsKnown && !names.teams.has(name)) reportProblem(notATeam(name, [...names.teams], path), atKey);
    },
    playerOrObject: (name, path) => {
      if (!known(name)) reportProblem(notSeatedNorObject(name, [...players, ...names.objects], path));
    },
    object: (name, path) => {
      if (!objectsKnown || names.objects.has(name)) return;
      const message = `"${name}" is not an object in this file.`;
      report('scenario/unknown-object', message, path, {
        notes: [didYouMean(name, names.objects) ?? 'objects are listed under objects: with a name each'],
      });
    },
    playerOrTeam: (name, path) => {
      if (seatsKnown && !names.players.has(name) && !names.teams.has(name))
        reportProblem(notSeatedNorTeam(name, [...players, ...names.teams], path));
    },
    attachment: (name, path) => {
      if (known(name)) return;
      const message = `"${name}" is neither an object in this file nor a seated player.`;
      const candidates = [...names.objects, ...players];
      const hint = didYouMean(name, candidates) ?? `the objects and players are ${quoteList(candidates, 'and')}`;
      report('scenario/unknown-object', message, path, { notes: [hint] });
    },
  };
}
