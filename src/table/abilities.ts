// Whether an object's abilities work at the table after the events, and who controls them:
// the one place every question about an object's triggered or static ability asks. An
// object that left the game with its owner, was exiled with its controller (800.4a), was put
// into a graveyard by a state-based action, or is in a zone other than the battlefield (its
// `zone`) has no ability in play.
import type { GameObject } from '../core/scenario.js';
import { permanentState } from './permanents/permanent-state.js';
import type { Table } from './table-model.js';

export type AbilityState =
  | { inPlay: true; controller: string; why: string; rules: string[]; reading?: string }
  | { inPlay: false; why: string; rules: string[]; gone: 'with-owner' | 'exiled' | 'graveyard' | 'elsewhere' };

export function abilityInPlay(table: Table, object: GameObject): AbilityState {
  const state = permanentState(table, object);
  if (!state.present) return { inPlay: false, why: state.why, rules: state.rules, gone: state.gone };
  return {
    inPlay: true,
    controller: state.controller,
    why: state.why,
    rules: state.rules,
    ...(state.reading !== undefined && { reading: state.reading }),
  };
}
