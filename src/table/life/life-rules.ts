// The rules on life outside chapter 8, by edition: the 2024 text numbers life 119 and damage
// 120, the 2011 text 118 and 119.
import type { EditionYear } from '../../core/scenario.js';

export interface LifeRuleNumbers {
  /** An effect makes a player gain or lose life. */
  change: string;
  /** Paying life: only up to the life total, and paying is losing. */
  pay: string;
  /** Players can always pay 0 life. */
  payZero: string;
  /** An effect sets a player's life total: the player gains or loses the difference. */
  set: string;
  /** Damage dealt to a player makes that player lose that much life. */
  damage: string;
  /** A player who can't gain life can't pay a cost that involves gaining life. */
  cantGain: string;
  /** A player who can't lose life can't pay life. */
  cantLose: string;
}

export const LIFE_RULES: Readonly<Record<EditionYear, LifeRuleNumbers>> = {
  '2011': {
    change: '118.3',
    pay: '118.4',
    payZero: '118.4',
    set: '118.5',
    damage: '119.3a',
    cantGain: '118.7',
    cantLose: '118.8',
  },
  '2024': {
    change: '119.3',
    pay: '119.4',
    payZero: '119.4b',
    set: '119.5',
    damage: '120.3a',
    cantGain: '119.7',
    cantLose: '119.8',
  },
};
