// Effects on turns that the events create and the turns use up: skips (614.10) and control
// of a player's next turn (720.1 in 2024, 711.1 in 2011), with whom each one reaches under
// shared team turns (805.8) or a house rule (items 22 and 23 of the Magic Mittwoch rules).
// Plain data and pure functions; the turn-effects module (turn-effects-module.ts) keeps the
// slice, and the turn order and the Grand Melee markers read it to pass over skipped turns.
import type { Skippable } from '../../core/scenario.js';
import { houseRuleSwitch, type HouseRuleApplied } from '../house-rules.js';
import { hasLeft, sharedTeamTurns, teamMembers, teamOf } from '../queries.js';
import type { Table } from '../table-model.js';

/** Whom an effect reaches: a team under shared team turns (805.8), else one player. */
export type Unit = { kind: 'team'; team: string } | { kind: 'player'; player: string };

export interface SkipEffect {
  by: string;
  what: Skippable;
  /** The first event of the effect. */
  event: number;
  unit: Unit;
  /** The players the effect names within the unit, in the order named. */
  named: readonly string[];
  /** Set when a house rule keeps the skip to the player alone, where 805.8 gives it to the team. */
  house?: HouseRuleApplied;
  /**
   * For combat and end: the turn whose combat phase or end step it skips has begun. The events
   * do not say which step a turn is in, so those are used when that turn ends.
   */
  inTurn: boolean;
  /** The event that used it up: the turn, step or phase was skipped. */
  usedAt?: number;
}

export interface ControlEffect {
  by: string;
  event: number;
  /** The player the effect gives control. */
  player: string;
  /** The players it names as controlled. */
  of: readonly string[];
  /** Whom it reaches: the affected player's team under shared team turns (805.8), else the player. */
  unit: Unit;
  /** Set when a house rule keeps the control to the named player, where 805.8 gives the team. */
  house?: HouseRuleApplied;
  /** The event at which the controlled turn began, and at which it ended. */
  beganAt?: number;
  endedAt?: number;
}

export interface TurnEffectsSlice {
  /** In the order the effects were created. */
  readonly skips: readonly SkipEffect[];
  readonly controls: readonly ControlEffect[];
}

/** The slice's key in table.slices: the turn-effects module's id. */
export const TURN_EFFECTS_ID = 'turn-effects';

export const turnEffectsOf = (table: Table): TurnEffectsSlice | undefined =>
  table.slices[TURN_EFFECTS_ID] as TurnEffectsSlice | undefined;

export const unitKey = (unit: Unit): string => (unit.kind === 'team' ? `team:${unit.team}` : `player:${unit.player}`);

/** Whether `player` belongs to the unit. */
export function inUnit(table: Table, unit: Unit, player: string): boolean {
  return unit.kind === 'player' ? unit.player === player : teamOf(table, player) === unit.team;
}

/** "team Sun" or "Ann". */
export const unitName = (unit: Unit): string => (unit.kind === 'team' ? `team ${unit.team}` : unit.player);

/**
 * Whom an effect on `player` reaches: 805.8 gives a skip or the control of a player to the
 * player's team under shared team turns; a house rule may keep it to the player.
 */
export function unitFor(
  table: Table,
  player: string,
  which: 'skippedTurnRecipient' | 'controlledTurnScope',
): { unit: Unit; house?: HouseRuleApplied } {
  const team = sharedTeamTurns(table) ? teamOf(table, player) : undefined;
  if (team === undefined) return { unit: { kind: 'player', player } };
  const reading = houseRuleSwitch(table, which);
  if (reading.value === 'player' && reading.house) return { unit: { kind: 'player', player }, house: reading.house };
  return { unit: { kind: 'team', team } };
}

export const isPending = (skip: SkipEffect): boolean => skip.usedAt === undefined;

/** The skips still waiting, of one kind, that reach `player`. */
export function pendingSkips(table: Table, slice: TurnEffectsSlice, player: string, what: Skippable): SkipEffect[] {
  return slice.skips.filter((skip) => isPending(skip) && skip.what === what && inUnit(table, skip.unit, player));
}

/**
 * 720.1a (711.1a in 2011): of several effects controlling the same player, the last one
 * created works. Under 805.8 an effect reaches the whole team, so effects on one team overwrite
 * each other. The effects that work: for each unit, the last of those in force during its turn
 * in progress, and the last of those waiting for its next turn.
 */
export function workingControls(slice: TurnEffectsSlice): ControlEffect[] {
  const last = new Map<string, ControlEffect>();
  for (const effect of slice.controls) {
    if (effect.endedAt !== undefined) continue;
    last.set(`${effect.beganAt === undefined ? 'next' : 'now'}|${unitKey(effect.unit)}`, effect);
  }
  return [...last.values()].sort((a, b) => a.event - b.event);
}

export interface Controller {
  /** The player who controls the unit's players during that turn. */
  player: string;
  /** Under 2011 with shared team turns, what made the effect (`by`): 805.8 names its controller. */
  source?: string;
}

/**
 * Who controls the affected players: the player the effect names. Under shared team turns 805.8
 * gives the team to "the first player" in 2024 and to "the controller of that effect" in 2011.
 * That is the player who controlled the spell or ability that created it ("you control target
 * player": "you" is its controller, 109.5), so `player` in both editions; never the present
 * controller of the card named `by`, which may since have been sacrificed or stolen
 * (`control-effect-controller-2011`).
 */
export function controllerOf(table: Table, effect: ControlEffect): Controller {
  if (table.edition !== '2011' || effect.unit.kind !== 'team') return { player: effect.player };
  return { player: effect.player, source: effect.by };
}

/** The players an effect controls during the turn: its unit's players still in the game. */
export function controlledPlayers(table: Table, effect: ControlEffect): string[] {
  const members = effect.unit.kind === 'team' ? teamMembers(table, effect.unit.team) : [effect.unit.player];
  return members.filter((member) => !hasLeft(table, member));
}
