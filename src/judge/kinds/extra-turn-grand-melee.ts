// The Grand Melee part of extra-turn: the turn-marker module says who takes the extra
// turn and why (807.4i: the player keeps the marker; 807.4j: the turn waits for the
// player's next marker). This file only turns its steps into the answer's steps.
import { grandMeleeExtraTurn } from '../../table/grand-melee/extra-turn.js';
import type { Table } from '../../table/table-model.js';
import type { Explainer } from '../explainer.js';
import type { KindResult } from '../kind.js';

const MARKER_RULES = [
  '800.4a',
  '801.2',
  '801.2c',
  '807.1',
  '807.2',
  '807.2a',
  '807.3',
  '807.4',
  '807.4a',
  '807.4b',
  '807.4c',
  '807.4d',
  '807.4e',
  '807.4f',
  '807.4g',
  '807.4h',
  '807.4i',
  '807.4j',
  '614.10',
];

/**
 * Every rule the turn-marker module's steps may cite; a turn going on after its player left is
 * 800.4g in 2011, 800.4j in 2024.
 */
export const GRAND_MELEE_CITES = { '2011': [...MARKER_RULES, '800.4g'], '2024': [...MARKER_RULES, '800.4j'] } as const;

export function answerGrandMelee(ex: Explainer, table: Table, player: string): KindResult {
  const result = grandMeleeExtraTurn(table, player);
  if (Array.isArray(result)) return result;
  for (const step of result.steps) ex.step(step.text, step.rules, step.reading);
  return ex.answer(result.players);
}
