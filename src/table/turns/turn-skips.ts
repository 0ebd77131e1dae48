// Which turn skip effects skip (614.10): a team's whole turn where 805.8 gives the skip to the
// team; where a house rule keeps it to one player (Magic Mittwoch item 22), that player's part
// in the turn, the rest of the team taking it; a player's own turn otherwise. 614.10a: each
// skip waits for the next turn that would be taken, extra or regular, and two effects skip
// two turns. One skipper serves one walk through the coming turns, so no skip is used twice.
import type { Table } from '../table-model.js';
import { inUnit, isPending, turnEffectsOf, type SkipEffect } from './turn-effects.js';

export interface TurnSkipper {
  /** The turn skips still waiting when the walk began. */
  readonly count: number;
  /** The takers of a turn about to begin, less those who skip it; `used`: the skips it uses. */
  apply(takers: readonly string[]): { takers: string[]; skipping: string[]; used: SkipEffect[] };
}

/** Undefined when no turn skip is waiting: then nothing is passed over for one. */
export function turnSkipper(table: Table): TurnSkipper | undefined {
  const waiting = turnEffectsOf(table)?.skips.filter((skip) => skip.what === 'turn' && isPending(skip)) ?? [];
  if (waiting.length === 0) return undefined;
  const used = new Set<SkipEffect>();
  const first = (player: string, kind: 'team' | 'player') =>
    waiting.find((skip) => !used.has(skip) && skip.unit.kind === kind && inUnit(table, skip.unit, player));
  return {
    count: waiting.length,
    apply(takers) {
      // 805.8: the team skips its whole turn once.
      const team = takers.length > 0 ? first(takers[0]!, 'team') : undefined;
      if (team) {
        used.add(team);
        return { takers: [], skipping: [...takers], used: [team] };
      }
      const kept: string[] = [];
      const skipping: string[] = [];
      const spent: SkipEffect[] = [];
      for (const player of takers) {
        const own = first(player, 'player');
        if (!own) kept.push(player);
        else {
          used.add(own);
          spent.push(own);
          skipping.push(player);
        }
      }
      return { takers: kept, skipping, used: spent };
    },
  };
}

/**
 * Seat → the turns its player is to skip, for the Grand Melee markers (a player's own: no team
 * shares a turn there); undefined when no one is.
 */
export function turnSkipsBySeat(
  table: Table,
  seatIndex: ReadonlyMap<string, number>,
): ReadonlyMap<number, number> | undefined {
  const slice = turnEffectsOf(table);
  if (!slice) return undefined;
  const bySeat = new Map<number, number>();
  for (const skip of slice.skips) {
    if (skip.what !== 'turn' || !isPending(skip) || skip.unit.kind !== 'player') continue;
    const seat = seatIndex.get(skip.unit.player)!;
    bySeat.set(seat, (bySeat.get(seat) ?? 0) + 1);
  }
  return bySeat.size > 0 ? bySeat : undefined;
}
