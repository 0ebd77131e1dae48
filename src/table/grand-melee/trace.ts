// What the Grand Melee events did, step by step, in seat indices and marker numbers. The
// question kinds turn these into explanation steps with names (explain.ts). Each entry
// carries the file's event index and, where a reading of scenarios/READINGS.md decided, its name.

export type TraceEntry =
  /**
   * A marker moved left (807.4c, 807.4i); `held`: the marker the receiver already holds, which
   * comes first (gm-two-markers).
   */
  | {
      kind: 'pass';
      event: number;
      marker: number;
      from: number;
      to: number;
      cause: 'end' | 'left-waiting' | 'left-during' | 'extra-right' | 'skipped';
      held: number;
    }
  /**
   * A holder's turn began: on receiving the marker, when the marker ahead moved on, or on keeping
   * it for an extra turn.
   */
  | {
      kind: 'begin';
      event: number;
      marker: number;
      seat: number;
      cause: 'received' | 'woken' | 'kept' | 'new-turn';
      turn: 'normal' | 'extra' | 'after-extra';
      acrossGap: boolean;
      /** Players had left since a turn last began: ranges are determined again (801.2c). */
      newRanges: boolean;
      /**
       * The seat of a departed player whose turn goes on within the three seats to the right, or -1
       * (gm-departed-turn-beside).
       */
      besideDeparted: number;
    }
  /**
   * A turn that would begin is skipped (614.10): an effect makes the holder skip their next turn,
   * and the marker goes on as when a turn ends.
   */
  | { kind: 'skip'; event: number; marker: number; seat: number; turn: 'normal' | 'extra' | 'after-extra' }
  /** A holder must wait: `blocker` holds a marker within the three seats to the left (807.4d, 807.4i). */
  | { kind: 'wait'; event: number; marker: number; seat: number; blocker: number; extra: boolean; acrossGap: boolean }
  | { kind: 'end'; event: number; marker: number; seat: number; departed: boolean }
  /** A player left; `marker` is the one they held, if any, and whether their turn was in progress. */
  | { kind: 'left'; event: number; seat: number; marker: number; taking: boolean }
  /**
   * After departures: players in the game, markers needed (807.4a), markers not designated
   * (807.4f), how many to designate.
   */
  | { kind: 'count'; event: number; inGame: number; need: number; undesignated: number; reduce: number }
  | {
      kind: 'designate';
      event: number;
      marker: number;
      seat: number;
      times: number;
      total: number;
      cause: Designation;
      readings: string[];
    }
  | {
      kind: 'remove';
      event: number;
      marker: number;
      seat: number;
      timing: 'end-of-turn' | 'not-taking-turn';
      times: number;
    }
  /**
   * `other`: the seat of the marker too close; `alsoLeft`: a marker close on the left as well
   * (gm-extra-turn-both-sides).
   */
  | { kind: 'extra'; event: number; seat: number; outcome: ExtraOutcome; other: number; alsoLeft: number }
  /** A newTurn event for a player who holds no marker (gm-new-turn-without-marker). */
  | { kind: 'no-marker-turn'; event: number; seat: number };

export type Designation =
  /**
   * 807.4e: the marker immediately to the right of these departed players; `candidates` when
   * several could be removed.
   */
  | { by: 'departure'; departed: number[]; candidates: number[] }
  /** 807.4g: passed on from a removed marker designated several times. */
  | { by: 'removal'; removed: number };

export type ExtraOutcome =
  | 'granted' // 807.4i: decided when the current turn ends
  | 'no-marker' // 807.4j: no marker at the start of that turn: immediately before the next turn
  | 'marker-removed' // 807.4j example: the marker was removed when the turn ended
  | 'keeps' // 807.4i: keeps the marker and takes the extra turn now
  | 'waits-left' // 807.4i: keeps the marker, waits for room on the left; `other` is the marker's seat
  | 'passes-right' // 807.4i: a marker close on the right; `other` is its seat
  | 'departed'; // the player left the game and takes no extra turn
