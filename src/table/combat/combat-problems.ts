// The refusals of the combat events: an object that is not a creature on the battlefield, an
// attack or a block the rules do not allow, and a creature that is not in combat. Each says
// which event, what is wrong and the rule.
import type { DocPath, GameObject } from '../../core/scenario.js';
import type { TableProblem } from '../table-model.js';
import { isCreature } from '../permanents/object-kinds.js';
import type { PermanentState } from '../permanents/permanent-state.js';
import { zoneText } from '../objects.js';

/** "Event 3 (attack)". */
const eventName = (index: number, kind: string): string => `Event ${index + 1} (${kind})`;

/**
 * table/not-on-battlefield: the object is not a creature (or, for `what`, a planeswalker) on the
 * battlefield, so it can't do what the event says (`does`: "attack", "block", "be blocked" …).
 */
export function notOnBattlefield(
  index: number,
  kind: string,
  path: DocPath,
  state: PermanentState,
  does: string,
  what = 'a creature',
): TableProblem {
  const object = state.object;
  // What can attack or block (506.3); what removes from combat (506.4).
  const cited = kind === 'removeFromCombat' ? '506.4' : '506.3';
  const where = state.present
    ? `is not ${what}: its types say ${typesText(object)}`
    : 'zone' in state && state.gone === 'elsewhere'
      ? `is ${zoneText(object)}, not on the battlefield`
      : `is not on the battlefield: ${state.why}`;
  return {
    code: 'table/not-on-battlefield',
    message: `${eventName(index, kind)}: ${object.name} ${where}, so it can't ${does}.`,
    path,
    notes: [`only ${what} on the battlefield can ${does}; check the object's zone and types`],
    rules: state.present ? [cited] : [...new Set([...state.rules, cited])],
  };
}

/** table/illegal-attack: an attack the rules or the attack option do not allow. */
export const illegalAttack = (index: number, path: DocPath, why: string, rules: string[], note?: string) =>
  refused('table/illegal-attack', 'attack', { index, path, why, rules, note });

/** table/illegal-block: a block the rules do not allow. */
export const illegalBlock = (index: number, path: DocPath, why: string, rules: string[], note?: string) =>
  refused('table/illegal-block', 'block', { index, path, why, rules, note });

function refused(
  code: string,
  kind: string,
  { index, path, why, rules, note }: { index: number; path: DocPath; why: string; rules: string[]; note?: string },
): TableProblem {
  return {
    code,
    message: `${eventName(index, kind)}: ${why}.`,
    path,
    ...(note !== undefined && { notes: [note] }),
    rules,
  };
}

/** table/not-attacking: a block of a creature that is not attacking, or a removal of one not in combat. */
export const notAttacking = (index: number, kind: string, path: DocPath, why: string, rules: string[]) =>
  refused('table/not-attacking', kind, { index, path, why, rules });

/** scenario/unknown-object: for a scenario built by hand (the loader reports it in a file). */
export function unknownObject(name: string, path: DocPath): TableProblem {
  return {
    code: 'scenario/unknown-object',
    message: `"${name}" is not an object in this file.`,
    path,
    notes: ['objects are listed under objects: with a name each'],
  };
}

export const isCreatureOnBattlefield = (state: PermanentState): boolean => state.present && isCreature(state.object);

function typesText(object: GameObject): string {
  return (object.types ?? []).join(', ') || 'nothing';
}
