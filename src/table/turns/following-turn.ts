// What begins when the turn in progress ends, outside Grand Melee: the extra turn created
// last (500.7), given to a team under shared team turns (805.8); else the next player, or
// team (805.4), in turn order after the player whose regular turn it was or whose regular
// turn the extra turns followed. A turn that a player who has left would take doesn't
// begin (800.4k in 2024; the 2011 reading left-players-take-no-turns). Pure: endTurn and
// the next-turn question both ask it. A turn that skip effects make its players skip is
// passed over too, and uses the skips up (614.10, 805.8: turn-skips.ts).
import { playerIndex } from '../player-index.js';
import { areTeammates, hasLeft, sharedTeamTurns, teamMembers, turnTakers } from '../queries.js';
import { nextInTurnOrder } from '../seats.js';
import { withinLimit } from '../step-limit.js';
import type { Table } from '../table-model.js';
import type { CurrentTurn, ExtraTurn, Pending, SkippedTurn, TurnOrderSlice } from './turn-state.js';
import { turnSkipper, type TurnSkipper } from './turn-skips.js';

export interface FollowingTurn {
  /** The players who begin it; empty when no one is left to take a turn. */
  takers: string[];
  /** The turn that begins. */
  current: CurrentTurn;
  /** The extra turns still waiting after it. */
  pending: Pending | undefined;
  /** Extra turns passed over, next first: everyone who would have taken them has left. */
  skipped: ExtraTurn[];
  /** Players passed over in turn order because they have left (whole teams under shared team turns). */
  passedOver: string[];
  /** Turns, or players' parts in them, that skip effects skip, in order. */
  skippedTurns: SkippedTurn[];
}

/** The players who take an extra turn: the team's players still in the game (805.8), or the player alone. */
export function extraTurnTakers(table: Table, turn: ExtraTurn): string[] {
  if (turn.team !== undefined && !turn.alone) return teamMembers(table, turn.team).filter((p) => !hasLeft(table, p));
  return hasLeft(table, turn.player) ? [] : [turn.player];
}

/** What begins once `ending`, the turn in progress, ends. */
export function followingTurn(table: Table, slice: TurnOrderSlice, ending: CurrentTurn): FollowingTurn {
  const skipped: ExtraTurn[] = [];
  const skipper = turnSkipper(table);
  const skippedTurns: SkippedTurn[] = [];
  // One step per waiting extra turn: the stack is as long as the events that made it.
  for (let node = slice.pending; node; node = node.rest) {
    const takers = extraTurnTakers(table, node.turn);
    if (takers.length === 0) {
      skipped.push(node.turn);
      continue;
    }
    const kept = afterSkips(skipper, takers, skippedTurns, node.turn);
    if (kept.length === 0) continue;
    const current: CurrentTurn = { kind: 'extra', anchor: ending.anchor, extra: node.turn };
    return { takers: kept, current, pending: node.rest, skipped, passedOver: [], skippedTurns };
  }
  const passedOver: string[] = [];
  let anchor = ending.anchor;
  // Each turn passed over uses a skip, so the walk ends within the skips and a round of seats.
  for (let steps = 1; ; steps++) {
    withinLimit(steps, table.players.length + (skipper?.count ?? 0) + 1, 'passing over skipped turns (614.10)');
    const regular = nextRegular(table, anchor);
    passedOver.push(...regular.passedOver.filter((p) => !passedOver.includes(p)));
    const next = regular.next;
    const takers = next === undefined ? [] : afterSkips(skipper, turnTakers(table, next), skippedTurns);
    if (next === undefined || takers.length > 0)
      return {
        takers,
        current: { kind: 'regular', anchor: next ?? anchor },
        pending: undefined,
        skipped,
        passedOver,
        skippedTurns,
      };
    anchor = next;
  }
}

/** The takers left once skip effects have had their say; records what they skipped. */
function afterSkips(
  skipper: TurnSkipper | undefined,
  takers: string[],
  skippedTurns: SkippedTurn[],
  extra?: ExtraTurn,
): string[] {
  if (!skipper) return takers;
  const result = skipper.apply(takers);
  if (result.used.length > 0)
    skippedTurns.push({
      players: result.skipping,
      used: result.used,
      whole: result.takers.length === 0,
      ...(extra && { extra }),
    });
  return result.takers;
}

/** The next player in turn order still in the game; under shared team turns, of another team (805.4). */
function nextRegular(table: Table, anchor: string): { next: string | undefined; passedOver: string[] } {
  const shared = sharedTeamTurns(table);
  const passed: string[] = [];
  const next = nextInTurnOrder(playerIndex(table.players).names, anchor, (player) => {
    if (shared && areTeammates(table, anchor, player)) return false;
    if (!hasLeft(table, player)) return true;
    passed.push(player);
    return false;
  });
  // A team that takes the turn is not passed over, though some of its players left.
  const passedOver = next === undefined ? passed : passed.filter((p) => !shared || !areTeammates(table, p, next));
  return { next, passedOver };
}
