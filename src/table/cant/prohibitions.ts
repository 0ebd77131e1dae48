// Whom a "can't" effect reaches, and what it forbids a player. The words name the controller
// ("you", 109.5), the controller's opponents (102.3) or every player; under limited range of
// influence an effect reaches only the players within its controller's range (801.10), and a
// player is always within their own (801.2b). In Two-Headed Giant the rules carry what reaches
// one player to the team: winning and losing (810.8a), gaining and losing life (810.9g, 810.9h).
import type { CantValue } from '../../core/scenario.js';
import { rangeOfInfluence } from '../range-of-influence.js';
import { hasLeft, inGame, limitedRangeInUse, opponentsOf, teamMembers, teamOf } from '../queries.js';
import type { Table } from '../table-model.js';
import { cantEffectsInForce, type CantEffect } from './effects-in-force.js';

/** What a player may be forbidden. */
export type Forbidden = 'win' | 'lose' | 'gain-life' | 'lose-life';

/** Whom the words name: the controller, the controller's opponents, or every player. */
export type Whom = 'you' | 'opponents' | 'players';

export const CANT_MEANING: Readonly<Record<CantValue, { forbids: Forbidden; whom: Whom }>> = {
  win: { forbids: 'win', whom: 'you' },
  lose: { forbids: 'lose', whom: 'you' },
  'opponents-win': { forbids: 'win', whom: 'opponents' },
  'opponents-lose': { forbids: 'lose', whom: 'opponents' },
  'gain-life': { forbids: 'gain-life', whom: 'you' },
  'lose-life': { forbids: 'lose-life', whom: 'you' },
  'players-gain-life': { forbids: 'gain-life', whom: 'players' },
  'opponents-gain-life': { forbids: 'gain-life', whom: 'opponents' },
};

/** The Two-Headed Giant rule that carries a prohibition from one player to the team. */
export const TEAM_RULE: Readonly<Record<Forbidden, string>> = {
  win: '810.8a',
  lose: '810.8a',
  'gain-life': '810.9g',
  'lose-life': '810.9h',
};

export interface Reach {
  /** The players the words name who are within the controller's range: those it reaches (801.10). */
  players: string[];
  /** The players the words name beyond that range, whom it does not reach. */
  outOfRange: string[];
  /**
   * In Two-Headed Giant, the teammates of the players it reaches, whom the rules make share it
   * (810.8a, 810.9g, 810.9h), wherever they sit (team-carries-cant).
   */
  carried: { player: string; from: string; rule: string }[];
}

/** Each effect's reach, with its players as a set; an effect belongs to one table (effects-in-force.ts). */
const reaches = new WeakMap<
  CantEffect,
  { reach: Reach; players: ReadonlySet<string>; carried: ReadonlyMap<string, Reach['carried'][number]> }
>();

function cachedReach(table: Table, effect: CantEffect) {
  let found = reaches.get(effect);
  if (!found) {
    const reach = reachOf(table, effect);
    found = { reach, players: new Set(reach.players), carried: new Map(reach.carried.map((c) => [c.player, c])) };
    reaches.set(effect, found);
  }
  return found;
}

/** The players still in the game whom an effect reaches. */
export function reachOf(table: Table, effect: CantEffect): Reach {
  const { whom, forbids } = CANT_MEANING[effect.value];
  const named =
    whom === 'you' ? [effect.controller] : whom === 'opponents' ? opponentsOf(table, effect.controller) : inGame(table);
  const players: string[] = [];
  const outOfRange: string[] = [];
  // 801.2b: the controller is always within their own range.
  const range =
    whom !== 'you' && limitedRangeInUse(table)
      ? new Set(rangeOfInfluence(table, effect.controller).players)
      : undefined;
  for (const name of named) (!range || range.has(name) ? players : outOfRange).push(name);
  const reached = new Set(players);
  const carried = new Map<string, Reach['carried'][number]>();
  for (const from of players)
    for (const mate of teammatesSharing(table, from))
      if (!reached.has(mate) && !carried.has(mate)) carried.set(mate, { player: mate, from, rule: TEAM_RULE[forbids] });
  return { players, outOfRange, carried: [...carried.values()] };
}

export interface Prohibition {
  effect: CantEffect;
  /** The player the effect reaches: the one asked about, or a teammate whose team the rules make share it. */
  reaches: string;
  /** Set when a Two-Headed Giant rule carries the effect from `reaches` to the player (810.8a, 810.9g, 810.9h). */
  teamRule?: string;
}

/** The effects in force that forbid `player` to win, to lose, to gain or to lose life. */
export function prohibitionsOn(table: Table, player: string, what: Forbidden): Prohibition[] {
  return cantEffectsInForce(table).flatMap((effect): Prohibition[] => {
    if (CANT_MEANING[effect.value].forbids !== what) return [];
    const reach = cachedReach(table, effect);
    if (reach.players.has(player)) return [{ effect, reaches: player }];
    const carried = reach.carried.get(player);
    return carried ? [{ effect, reaches: carried.from, teamRule: carried.rule }] : [];
  });
}

export const isForbidden = (table: Table, player: string, what: Forbidden): boolean =>
  prohibitionsOn(table, player, what).length > 0;

/**
 * The teammates who share what reaches a player: in Two-Headed Giant, where players win and
 * lose as a team (810.8a) and share one life total (810.9g, 810.9h).
 */
function teammatesSharing(table: Table, player: string): string[] {
  const team = teamOf(table, player);
  if (table.variant !== 'two-headed-giant' || team === undefined) return [];
  return teamMembers(table, team).filter((name) => name !== player && !hasLeft(table, name));
}
