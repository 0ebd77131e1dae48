// Whom a player's creatures can attack this turn, as plain data: the one place that decides
// it, for the can-attack question (which explains it) and for the attack event (which refuses
// an attack the rules do not allow). The attack option (802, 803) or shared team turns combat
// (805.10a; 810.7a in 2011) says whom; limited range keeps attacks within range (801.3);
// Emperor and Alternating Teams allow only neighbours (809.3c, 811.4). Seats are counted as
// the current turn began (801.2c).
import type { EditionYear } from '../../core/scenario.js';
import type { AttackRule, Setting, Table, Undecided } from '../table-model.js';
import { areTeammates, departureThisTurn, opponentsOf, sharedTeamTurns, turnSeats } from '../queries.js';
import { rangeOfInfluence } from '../range-of-influence.js';
import { areNeighbours, leftNeighbour, rightNeighbour } from '../seats.js';

/** Left or right (803.1a, 803.1b): the neighbour on that side, and why it can't be attacked, if it can't. */
export interface NeighbourCheck {
  rule: string;
  neighbour?: string;
  /** The neighbour left during this turn (its seat still counts, 801.2c), or is a teammate. */
  blocked?: 'left-this-turn' | 'teammate';
}

/** How the defending players are found: shared team turns combat, or the attack option in force. */
export type AttackBasis =
  | { kind: 'team'; rule: string }
  | { kind: 'left' | 'right'; option: Setting<AttackRule>; neighbour: NeighbourCheck }
  | { kind: 'multiple' | 'none'; option: Setting<AttackRule> };

export interface AttackTargets {
  player: string;
  /** The player's opponents still in the game (102.3). */
  opponents: string[];
  basis: AttackBasis;
  /** Under limited range, the opponents outside the player's range (801.3); absent with unlimited range. */
  outsideRange?: string[];
  /** 809.3c, 811.4: only opponents seated next to the player; `far` are those who are not. */
  neighbours?: { rule: string; far: string[] };
  /** The players the player's creatures can attack. */
  targets: string[];
  /** True where every target is a defending player at once (802.2, 805.10a); false where one is chosen (506.2a). */
  everyTarget: boolean;
  /** The rules that decide the answer. */
  deciding: string[];
}

export const isUndecided = (value: AttackTargets | Undecided): value is Undecided => 'undecided' in value;

/** The players `player`'s creatures can attack, or the option the file must decide first (806.2b, 811.2b). */
export function attackTargets(table: Table, player: string): AttackTargets | Undecided {
  const opponents = opponentsOf(table, player);
  const team = teamCombatRule(table);
  let found: Pick<AttackTargets, 'basis' | 'outsideRange' | 'targets' | 'deciding'>;
  if (team !== undefined) {
    found = { basis: { kind: 'team', rule: team }, ...inRange(table, player, opponents), deciding: [team] };
  } else {
    const option = table.options.attack;
    if ('undecided' in option) return option;
    found = byOption(table, player, option, opponents);
  }
  const rule = neighbourRule(table);
  if (rule === undefined) return { player, opponents, ...found, everyTarget: everyTarget(found.basis) };
  const seats = turnSeats(table);
  const far = found.targets.filter((name) => !areNeighbours(seats, player, name));
  return {
    player,
    opponents,
    ...found,
    neighbours: { rule, far },
    targets: found.targets.filter((name) => areNeighbours(seats, player, name)),
    everyTarget: everyTarget(found.basis),
    deciding: [rule],
  };
}

const everyTarget = (basis: AttackBasis): boolean => basis.kind === 'team' || basis.kind === 'multiple';

/** 805.10a in 2024, whatever the variant; in 2011 810.7a, for Two-Headed Giant only. */
export function teamCombatRule(table: Table): string | undefined {
  if (!sharedTeamTurns(table)) return undefined;
  // 2024 moved the team combat rules to the option (805.10); 2011 had them in 810.7 only.
  const rules: Record<EditionYear, string | undefined> = {
    '2024': '805.10a',
    '2011': table.variant === 'two-headed-giant' ? '810.7a' : undefined,
  };
  return rules[table.edition];
}

function byOption(
  table: Table,
  player: string,
  option: Setting<AttackRule>,
  opponents: string[],
): Pick<AttackTargets, 'basis' | 'outsideRange' | 'targets' | 'deciding'> {
  switch (option.value) {
    case 'left':
    case 'right': {
      const neighbour = neighbourCheck(table, player, option.value);
      const open = neighbour.neighbour !== undefined && neighbour.blocked === undefined;
      return {
        basis: { kind: option.value, option, neighbour },
        targets: open ? [neighbour.neighbour!] : [],
        deciding: option.rules,
      };
    }
    case 'multiple':
      return { basis: { kind: 'multiple', option }, ...inRange(table, player, opponents), deciding: option.rules };
    case 'none':
      return { basis: { kind: 'none', option }, ...inRange(table, player, opponents), deciding: ['506.2a'] };
  }
}

/** 803.1a/b: only the opponent in the adjacent seat on that side, as seats stood when the turn began. */
function neighbourCheck(table: Table, player: string, side: 'left' | 'right'): NeighbourCheck {
  const rule = side === 'left' ? '803.1a' : '803.1b';
  const neighbour = (side === 'left' ? leftNeighbour : rightNeighbour)(turnSeats(table), player);
  if (neighbour === undefined) return { rule };
  if (departureThisTurn(table, neighbour)) return { rule, neighbour, blocked: 'left-this-turn' };
  if (areTeammates(table, player, neighbour)) return { rule, neighbour, blocked: 'teammate' };
  return { rule, neighbour };
}

/** 801.3: creatures can attack only opponents within their controller's range of influence. */
function inRange(table: Table, player: string, opponents: string[]): { targets: string[]; outsideRange?: string[] } {
  const view = rangeOfInfluence(table, player);
  if (view.range.value === 'unlimited') return { targets: opponents };
  return {
    targets: opponents.filter((name) => view.players.includes(name)),
    outsideRange: opponents.filter((name) => !view.players.includes(name)),
  };
}

function neighbourRule(table: Table): string | undefined {
  return table.variant === 'emperor' ? '809.3c' : table.variant === 'alternating-teams' ? '811.4' : undefined;
}
