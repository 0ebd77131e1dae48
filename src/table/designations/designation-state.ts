// The monarch (724 in the 2026 rules) and the initiative (725): a designation one player
// has, as plain data. Where the rules leave who takes it to a choice the file does not make
// (724.4 and 725.4 give it to "the active player", and shared team turns and Grand Melee
// have several), the state holds every player who may have it; each later event is applied
// to each of them. The notes say what happened, for the answers' steps.

export type Designation = 'monarch' | 'initiative';

export const DESIGNATIONS: readonly Designation[] = ['monarch', 'initiative'];

/** What happened to a designation, in order. */
export type DesignationNote =
  | { kind: 'file'; holder: string }
  /** becomeMonarch or takeInitiative; `again`: that player already had it (724.3, 725.5); `before`: who may have. */
  | { kind: 'became'; event: number; player: string; again: boolean; before: string[] }
  /** A creature dealt combat damage to a player who had it (724.2, 725.2); `before`: who may have had it. */
  | { kind: 'combat'; event: number; creature: string; controller: string; player: string; before: string[] }
  /** Players who may have had it left the game (724.4, 725.4); `before`: who may have had it. */
  | { kind: 'left'; event: number; players: string[]; passed: LeavePassing; before: string[] };

/** Who takes a designation when its holder leaves, and why (724.4, 725.4). */
export type LeavePassing =
  /** The active players still in the game: one, or several to choose from. */
  | { how: 'active'; takers: string[] }
  /** The active player left or there is none: the next player in turn order after the active player(s). */
  | { how: 'next'; takers: string[]; after: string[] }
  /** Nobody is left to take it (724.4: the game continues with no monarch). */
  | { how: 'nobody'; takers: [] }
  /** The file does not say whose turn it is, so who takes it is unknown. */
  | { how: 'turn-unknown'; takers: [] };

export interface DesignationState {
  /** Every player who may have it: none, one, or several (see above). */
  holders: readonly string[];
  /** Set once a holder left while the file did not say whose turn it was: who has it is unknown. */
  unknown?: { event: number };
  notes: readonly DesignationNote[];
}

export type DesignationsSlice = Readonly<Record<Designation, DesignationState>>;

/** The players in `a`, then those of `b` not in it. */
export const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];
