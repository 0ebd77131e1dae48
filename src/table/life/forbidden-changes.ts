// Life changes that a "can't" effect in force forbids (the object key `cant`). The "can't"
// effect takes precedence (101.2), and the event happens without effect: a forbidden gain
// gains nothing, damage to a player who can't lose life is dealt and loses no life, an effect
// that sets a life total changes nothing where the difference is forbidden (119.5 in 2024, 118.5
// in 2011). A cost that has a player who can't lose life pay life can't be paid (119.8 in 2024,
// 118.8 in 2011); paying 0 life always can (119.4b; 118.4 in 2011). In Two-Headed Giant what one
// player can't do, no player on the team can (810.9g, 810.9h).
import { prohibitionsOn, type Forbidden } from '../cant/prohibitions.js';
import type { Table, TableProblem } from '../table-model.js';
import { LIFE_RULES } from './life-rules.js';
import { COUNTER_EFFECT, type CounterEventKind, type ForbiddenChange } from './life-slice.js';

/** What an event of this kind would do to a player's life, in the terms a "can't" effect uses. */
function lifeDirection(kind: CounterEventKind, change: number): Forbidden | undefined {
  const effect = COUNTER_EFFECT[kind];
  if (effect === 'poison' || change === 0) return undefined;
  if (effect === 'set') return change > 0 ? 'gain-life' : 'lose-life';
  return effect === 'gain' ? 'gain-life' : 'lose-life';
}

/**
 * The named players whom the effects in force keep from this change. `change` is the signed
 * change for one player: a gain is positive, damage or a loss negative.
 */
export function forbiddenChanges(
  table: Table,
  kind: CounterEventKind,
  players: readonly string[],
  change: number,
): ForbiddenChange[] {
  const what = lifeDirection(kind, change);
  if (what === undefined) return [];
  return players.flatMap((player) => {
    const by = prohibitionsOn(table, player, what);
    return by.length > 0 ? [{ player, by }] : [];
  });
}

/** A payment of life that a "can't lose life" effect forbids, as the problem that refuses it. */
export function forbiddenPayment(
  table: Table,
  player: string,
  amount: number,
  path: (string | number)[],
): TableProblem | undefined {
  if (amount === 0) return undefined;
  const by = prohibitionsOn(table, player, 'lose-life');
  const first = by[0];
  if (!first) return undefined;
  const rule = LIFE_RULES[table.edition].cantLose;
  const source = `${first.effect.object}, controlled by ${first.effect.controller}`;
  const rules = first.teamRule ? [first.teamRule, rule] : [rule];
  const why = first.teamRule
    ? `${first.reaches} can't lose life (${source}), so no player on ${player}'s team can lose life or pay any amount of life other than 0 (${first.teamRule})`
    : `${player} can't lose life (${source}), and a player who can't lose life can't pay life (${rule})`;
  return {
    code: 'table/cannot-pay-life',
    message: `${player} can't pay ${amount} life: ${why}.`,
    path,
    notes: ['leave the payment out, or pay 0 life, which a player can always do'],
    rules,
  };
}
