// The table as plain data: who sits where, in which teams, with which ranges, who has
// left and when, and whose turn it is. Built once from a Scenario (build-table.ts), then
// changed only by events, which are pure functions from table to table (events/).
import type { JudgeProblem } from '../core/answer.js';
import type { AttackOption, EditionYear, GameObject, RangeValue, Role, Variant } from '../core/scenario.js';

/** Problems found while building the table or applying events; codes start with "table/". */
export type TableProblem = JudgeProblem;

/**
 * Where a setting comes from: a seat's own `range`, the file's `options`, the variant's
 * default, or nowhere (the option is not used in this game).
 */
export type SettingSource = 'seat' | 'file' | 'variant' | 'not-used';

export interface Setting<T> {
  value: T;
  source: SettingSource;
  /** The rules that set it, in the table's edition (e.g. ["807.2a"]). */
  rules: string[];
  /** Why, when a number had to be worked out (809.6a). */
  why?: string;
}

/** An option the rules require the players to choose, which the file leaves open (806.2b, 811.2b). */
export interface Undecided {
  undecided: true;
  /** The key a file sets to decide it, e.g. "options.attack". */
  option: string;
  rules: string[];
}

export type OptionState<T> = Setting<T> | Undecided;

/** An attack option (802, 803), or "none": no option, the attacker picks one defending player (506.2a). */
export type AttackRule = AttackOption | 'none';

/** The variant's range default may depend on the seat: emperors and generals (809.3a, 809.6a). */
export type TableRange = RangeValue | 'emperor-roles';

export interface GameOptions {
  range: Setting<TableRange>;
  attack: OptionState<AttackRule>;
  deploy: Setting<boolean>;
  sharedTeamTurns: Setting<boolean>;
}

export interface TablePlayer {
  name: string;
  team?: string;
  /** Emperor variant only; an emperor the file does not name may be inferred (scenarios/READINGS.md). */
  role?: Role;
  /** This player's range of influence as set before play began (801.2a). */
  range: Setting<RangeValue>;
}

/** A player who left the game during the current turn. */
export interface Departure {
  player: string;
  /** Index of the event in the file's `events`. */
  event: number;
  /** Set when the player left because a teammate did (810.8a, 809.5b). */
  with?: string;
  rule?: string;
}

export interface Table {
  edition: EditionYear;
  variant?: Variant;
  options: GameOptions;
  /** Every player the game began with, in turn order: each sits to the left of the one before. */
  players: readonly TablePlayer[];
  /**
   * Players who had left before the current turn began: they take no seat (801.2c). Read with
   * leftBefore in queries.ts.
   */
  leftBeforeTurn: NameList;
  /**
   * Players who left during the current turn, in order. Their seats still count for
   * distances until a new turn begins (801.2c, 807.4h), but they are in no answer.
   */
  leftThisTurn: readonly Departure[];
  /** Who is still in the game, by side: the game is over when one side is left (104.2a, 104.2c). */
  standing: Standing;
  /**
   * The players whose turn is in progress; may include one who left during it (800.4j).
   * Empty when the file does not say whose turn it is. Empty in Grand Melee too, where the
   * turn markers say (807.4): read takingTurn(table) in queries.ts, which asks the marker
   * module's slice there and this list elsewhere. The turn-order module (turns/) says
   * which turn it is and what comes next.
   */
  turn: readonly string[];
  startingPlayer?: string;
  startingTeam?: string;
  objects: readonly GameObject[];
  /**
   * State owned by other table modules (Grand Melee turn markers, life totals, …), by
   * module id. Read and write it with getSlice/setSlice from events/table-module.ts.
   */
  slices: Readonly<Record<string, unknown>>;
}

/** Who is still in the game, counted by side: a team, or a player without one (102.3); see standing.ts. */
export interface Standing {
  /** Players still in the game. */
  players: number;
  /** Teams with a player still in the game, and players without a team still in it. */
  sides: number;
  /** Team → its players still in the game. */
  perTeam: ReadonlyMap<string, number>;
}

/**
 * A list of names the table holds (leftBeforeTurn) that grows at its end without copying:
 * each list is the one before it and the names added. A copy per turn that begins after a
 * departure grew with the square of the departures (30,000 of them in a 100,000-player
 * Grand Melee).
 */
export interface NameList {
  readonly added: readonly string[];
  readonly before: NameList | undefined;
  readonly size: number;
}
