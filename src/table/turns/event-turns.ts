// The turns one event ended, skipped and began, in that order as they happened: from the
// turn order's notes outside Grand Melee, from the turn markers' trace in it. The
// turn-effects module reads them to use up skips and control effects.
import { meleeState } from '../grand-melee/slice.js';
import { entriesSince } from '../grand-melee/state.js';
import type { TraceEntry } from '../grand-melee/trace.js';
import type { EventContext } from '../events/table-module.js';
import { takingTurn } from '../queries.js';
import type { Table } from '../table-model.js';
import { turnOrderOf, type NoteList } from './turn-state.js';
import { isPending, pendingSkips, turnEffectsOf, type SkipEffect } from './turn-effects.js';

export type EventTurns =
  | { kind: 'ended' | 'began'; players: readonly string[] }
  /** A turn, or a player's part in it (house rule 22), skipped by these effects. */
  | { kind: 'skipped'; players: readonly string[]; used: readonly SkipEffect[] };

export function turnsOfEvent(table: Table, { before, index }: EventContext): EventTurns[] {
  const s = meleeState(table);
  if (s) return meleeTurns(table, s.names, entriesSince(s.trace, meleeState(before)?.trace), index);
  const order = turnOrderOf(table);
  if (!order) return [];
  const turns: EventTurns[] = [];
  const endedBefore = takingTurn(before);
  for (const note of newNotes(order.notes, turnOrderOf(before)?.notes)) {
    if (note.event !== index) continue;
    if (note.kind === 'ended') turns.push({ kind: 'ended', players: endedBefore });
    if (note.kind === 'turn-skipped') turns.push({ kind: 'skipped', players: note.players, used: note.used });
    if (note.kind === 'began') {
      // newTurn: the turn in progress is over too.
      if (note.by === 'new-turn' && endedBefore.length > 0) turns.push({ kind: 'ended', players: endedBefore });
      turns.push({ kind: 'began', players: note.takers });
    }
  }
  return turns;
}

function newNotes(after: NoteList | undefined, before: NoteList | undefined) {
  const notes = [];
  for (let node = after; node && node !== before; node = node.rest) notes.push(node.note);
  return notes.reverse();
}

/** 614.10a: each skipped turn uses the first of the player's skips still waiting. */
function meleeTurns(
  table: Table,
  names: readonly string[],
  entries: readonly TraceEntry[],
  index: number,
): EventTurns[] {
  const slice = turnEffectsOf(table);
  const used = new Set<SkipEffect>();
  const turns: EventTurns[] = [];
  for (const entry of entries) {
    if (entry.event !== index) continue;
    if (entry.kind === 'end') turns.push({ kind: 'ended', players: [names[entry.seat]!] });
    if (entry.kind === 'begin') turns.push({ kind: 'began', players: [names[entry.seat]!] });
    if (entry.kind === 'skip' && slice) {
      const player = names[entry.seat]!;
      const effect = pendingSkips(table, slice, player, 'turn').find((e) => isPending(e) && !used.has(e));
      if (effect) used.add(effect);
      turns.push({ kind: 'skipped', players: [player], used: effect ? [effect] : [] });
    }
  }
  return turns;
}
