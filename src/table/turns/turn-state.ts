// Whose turn it is outside Grand Melee, as a slice of the table: the turn in progress
// (regular or extra, and the regular turn that turn order goes on from) and the extra
// turns waiting, the next first (500.7). Grand Melee keeps its own record in the turn
// markers (807.4).
import type { HouseRuleApplied } from '../house-rules.js';
import type { Table } from '../table-model.js';
import type { SkipEffect } from './turn-effects.js';

/** An extra turn an effect gave a player, not yet taken. */
export interface ExtraTurn {
  /** The player the effect gave it to. */
  player: string;
  /** Under shared team turns, the team that takes it (805.8); absent: the player takes it alone. */
  team?: string;
  /** Set when a house rule gives it to the player alone instead of the team. */
  alone?: HouseRuleApplied;
  /** The index of the extraTurn event. */
  event: number;
}

export interface CurrentTurn {
  kind: 'regular' | 'extra';
  /**
   * The player whose regular turn this is, or whose regular turn the extra turns in
   * progress followed: turn order goes on from them (500.7).
   */
  anchor: string;
  /** For an extra turn: the one being taken. */
  extra?: ExtraTurn;
}

/** A persistent stack: adding an extra turn never copies those already waiting. */
export interface Pending {
  readonly turn: ExtraTurn;
  readonly rest: Pending | undefined;
}

/** What an event did to the turns, for the explanations. */
export type TurnNote =
  | { kind: 'extra-given'; event: number; turn: ExtraTurn }
  | { kind: 'ended'; event: number; player: string; turn: CurrentTurn }
  | { kind: 'skipped'; event: number; turn: ExtraTurn }
  | ({ kind: 'turn-skipped'; event: number } & SkippedTurn)
  | { kind: 'passed-over'; event: number; players: string[] }
  | { kind: 'began'; event: number; takers: string[]; turn: CurrentTurn; by: 'end' | 'new-turn' }
  | { kind: 'left-during'; event: number; players: string[] };

/**
 * A turn skipped by skip effects (614.10): all of it, or, where a house rule keeps a skip to one
 * player, that player's part in it (`whole` false).
 */
export interface SkippedTurn {
  /** The players who skip it. */
  players: string[];
  used: SkipEffect[];
  whole: boolean;
  /** The extra turn skipped, if it was one. */
  extra?: ExtraTurn;
}

/** A persistent list of notes, newest first. */
export interface NoteList {
  readonly note: TurnNote;
  readonly rest: NoteList | undefined;
}

export interface TurnOrderSlice {
  /** Undefined while the file says nothing of whose turn it is (no turn.active, no turn begun). */
  readonly current: CurrentTurn | undefined;
  /** Extra turns waiting, the one to be taken next first: the most recently created (500.7). */
  readonly pending: Pending | undefined;
  /** What the events did, newest first. */
  readonly notes: NoteList | undefined;
}

/** The notes, oldest first. */
export function turnNotes(slice: TurnOrderSlice): TurnNote[] {
  const notes: TurnNote[] = [];
  for (let node = slice.notes; node; node = node.rest) notes.push(node.note);
  return notes.reverse();
}

/** The slice's key in table.slices: the turn-order module's id. */
export const TURN_ORDER_ID = 'turn-order';

export const turnOrderOf = (table: Table): TurnOrderSlice | undefined =>
  table.slices[TURN_ORDER_ID] as TurnOrderSlice | undefined;
