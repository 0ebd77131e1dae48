// The names a scenario defines (seated players, teams, objects) and the checks that every
// other mention of a name refers to one of them. Names are gathered loosely from the raw
// data, so that a seat with some other fault still counts as seated and causes no
// follow-on "unknown player" errors.
import { didYouMean } from '../core/did-you-mean.js';
import { isMapping, quoteList } from './describe.js';
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
}

export function collectTableNames(data: Record<string, unknown>): TableNames {
  const seats = (Array.isArray(data.seats) ? data.seats : []).flatMap((seat, index): LooseSeat[] => {
    if (typeof seat === 'string') return [{ index, name: seat }];
    if (!isMapping(seat) || typeof seat.name !== 'string') return [];
    return [{ index, name: seat.name, ...(typeof seat.team === 'string' && { team: seat.team }) }];
  });
  const objects = (Array.isArray(data.objects) ? data.objects : []).flatMap((object) =>
    isMapping(object) && typeof object.name === 'string' ? [object.name] : [],
  );
  return {
    seats,
    players: new Set(seats.map((seat) => seat.name)),
    teams: new Set(seats.flatMap((seat) => (seat.team === undefined ? [] : [seat.team]))),
    objects: new Set(objects),
  };
}

export interface NameChecks {
  player(name: string, path: DocPath): void;
  /** A name or a list of names, as `leave` and `turn.active` allow. */
  players(names: string | readonly string[], path: DocPath): void;
  team(name: string, path: DocPath, atKey?: boolean): void;
  playerOrObject(name: string, path: DocPath): void;
  /** What an Aura or Equipment is attached to: an object or a player. */
  attachment(name: string, path: DocPath): void;
}

export function createNameChecks(names: TableNames, report: Report): NameChecks {
  const players = [...names.players];
  const player = (name: string, path: DocPath) => {
    if (names.players.has(name)) return;
    const hint = didYouMean(name, players) ?? `the players seated are ${quoteList(players, 'and')}`;
    report('scenario/unknown-player', `"${name}" is not seated at this table.`, path, { notes: [hint] });
  };
  const either = (name: string, path: DocPath, code: string, message: string) => {
    if (names.players.has(name) || names.objects.has(name)) return;
    report(code, message, path, { notes: [didYouMean(name, [...players, ...names.objects])] });
  };
  return {
    player,
    players: (value, path) => {
      if (typeof value === 'string') player(value, path);
      else value.forEach((name, i) => player(name, [...path, i]));
    },
    team: (name, path, atKey = false) => {
      if (names.teams.has(name)) return;
      const teams = [...names.teams];
      const hint =
        teams.length === 0 ? 'no seat names a team; give the seats a "team"' : (didYouMean(name, teams) ?? `the teams are ${quoteList(teams, 'and')}`);
      report('scenario/unknown-team', `There is no team "${name}" at this table.`, path, { notes: [hint], atKey });
    },
    playerOrObject: (name, path) =>
      either(name, path, 'scenario/unknown-player', `"${name}" is neither a seated player nor an object in this file.`),
    attachment: (name, path) =>
      either(name, path, 'scenario/unknown-object', `"${name}" is neither an object in this file nor a seated player.`),
  };
}
