// Whether an object is a permanent on the battlefield after the events, the one question every
// question about permanents asks (they look at the battlefield only): objects.ts says whether
// it is still in the game, in which zone, and who controls it (800.4a); the state-based
// actions module adds whether it was put into its owner's graveyard (an Aura, a uniqueness
// rule) or became unattached (an Equipment). And the one question every range kind of 801
// asks: is a player within another's range?
import type { GameObject, Zone } from '../../core/scenario.js';
import { objectState, zoneText, type ObjectState } from '../objects.js';
import { findPlayer, hasLeft, limitedRangeInUse, turnSeats } from '../queries.js';
import { seatDistance } from '../seats.js';
import { rangeOfInfluence } from '../range-of-influence.js';
import type { Table } from '../table-model.js';

/** What a state-based action did to an object, and after which event (-1: the state the file describes). */
export interface StateBasedEntry {
  object: string;
  event: number;
  action: 'graveyard' | 'unattached';
  /** Which state-based action: an illegal attachment (801.8, 801.9) or a uniqueness rule (801.12–801.14). */
  cause: 'attachment' | 'uniqueness';
  /** The rules that did it, in the table's edition. */
  rules: string[];
  why: string;
  reading?: string;
}

export interface StateBasedSlice {
  /** Newest last. */
  entries: readonly StateBasedEntry[];
  byObject: ReadonlyMap<string, StateBasedEntry>;
  /** World permanents whose world rule needs a timestamp the file does not give. */
  undecided: readonly string[];
}

export const STATE_BASED_ID = 'state-based';

export const stateBasedOf = (table: Table): StateBasedSlice | undefined =>
  table.slices[STATE_BASED_ID] as StateBasedSlice | undefined;

/** `present`: a permanent on the battlefield. */
export type PermanentState =
  | (ObjectState & { present: false })
  | (ObjectState & { present: true; zone: 'battlefield' })
  | { present: false; object: GameObject; gone: 'graveyard'; rules: string[]; why: string; entry: StateBasedEntry }
  | {
      present: false;
      object: GameObject;
      gone: 'elsewhere';
      zone: Zone;
      rules: string[];
      why: string;
      reading: 'permanents-on-the-battlefield';
    };

/** The reading a state's step names, if any. */
export const stateReading = (state: PermanentState): string | undefined =>
  'reading' in state ? state.reading : undefined;

/**
 * objectState, for a permanent on the battlefield: not present when the file puts it in another
 * zone (`zone`), or a state-based action put it into its owner's graveyard.
 */
export function permanentState(
  table: Table,
  object: GameObject,
  slice: StateBasedSlice | undefined = stateBasedOf(table),
): PermanentState {
  const state = objectState(table, object);
  if (!state.present) return state;
  if (state.zone !== 'battlefield') {
    const why = `${object.name} is ${zoneText(object)}, not on the battlefield, where the permanents this question is about are`;
    const reading = 'permanents-on-the-battlefield';
    return { present: false, object, gone: 'elsewhere', zone: state.zone, rules: ['109.2'], why, reading };
  }
  const entry = slice?.byObject.get(object.name);
  if (entry?.action !== 'graveyard') return { ...state, zone: 'battlefield' };
  return { present: false, object, gone: 'graveyard', rules: entry.rules, why: entry.why, entry };
}

/**
 * Whether `other`, a player, is within `player`'s range of influence (801.2), seats counted
 * as the current turn began (801.2c). Without the limited range option every player still in
 * the game is (801.1).
 */
export function withinRange(table: Table, player: string, other: string): boolean {
  if (hasLeft(table, player) || hasLeft(table, other)) return false;
  if (!limitedRangeInUse(table)) return true;
  return rangeOfInfluence(table, player).players.includes(other);
}

/** "Alex has range of influence 1, and Dee sits 2 seats from Alex as this turn began" (801.2, 801.2c). */
export function outOfRangeText(table: Table, player: string, other: string): string {
  const ring = turnSeats(table);
  const range = findPlayer(table, player)?.range.value ?? 'unlimited';
  const seats = ring.includes(other) && ring.includes(player) ? seatDistance(ring, player, other) : undefined;
  const where =
    seats === undefined
      ? `${other} has no seat this turn`
      : `${other} sits ${seats} ${seats === 1 ? 'seat' : 'seats'} from ${player} as this turn began`;
  return `${player} has range of influence ${range}, and ${where}: out of range`;
}
