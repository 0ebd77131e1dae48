// The step for one object in a leave-game answer: why it leaves the game, is exiled,
// stays, or returns to another player's control (800.4a, 800.4b, 800.4c).
import type { Table } from '../../table/table-model.js';
import { findObject, type ObjectState } from '../../table/objects.js';
import type { Explainer } from '../explainer.js';

export interface Leaving {
  table: Table;
  /** The table once the players have left. */
  after: Table;
  /** The player who leaves and those who leave with them. */
  leavers: string[];
}

type Present = ObjectState & { present: true };

export function explainObjectOutcome(ex: Explainer, leaving: Leaving, before: Present, after: ObjectState): void {
  const { object } = before;
  if (!after.present) {
    if (after.gone === 'with-owner')
      ex.step(`${object.name} is owned by ${object.owner}, who leaves the game: it leaves the game too`, ['800.4a']);
    else explainExile(ex, before, after);
    return;
  }
  if (after.controller === before.controller) {
    explainStays(ex, leaving, before);
    return;
  }
  if (after.basis === 'kept') {
    ex.step(`${object.name}: ${after.why}`, after.rules, after.reading);
    return;
  }
  ex.step(`${object.name}: ${endedBecause(leaving, before)}; ${after.controller} controls it again`, ['800.4a']);
}

function explainExile(ex: Explainer, before: Present, after: ObjectState & { present: false }): void {
  const { object } = before;
  const effect = object.controlledBy;
  if (before.basis === 'default' || before.basis === 'reverted') {
    ex.step(
      `${object.name} is controlled by ${before.controller} by default, not through an effect that could end, and ${before.controller} leaves: it is exiled`,
      ['800.4a'],
    );
  } else if (after.rules.includes('800.4c')) {
    const byDefault = object.controller ?? object.owner;
    ex.step(
      `${object.name}: the effect that gives ${effect!.player} control of it ends, no other effect gives control of it to a player in the game, and ${byDefault}, who controls it by default, has left the game: it is exiled`,
      ['800.4c'],
    );
  } else {
    // 2011: control can't return to a default controller who has left (800.4b), so the
    // effect's player still controls the object as they leave, and it is exiled (800.4a).
    const byDefault = object.controller ?? object.owner;
    const text = `${object.name}: the effect that gives ${effect!.player} control of it ends, but it can't change to the control of ${byDefault}, who has left the game (800.4b); ${effect!.player} still controls it and leaves, so it is exiled (800.4a)`;
    ex.step(text, ['800.4a', '800.4b'], 'control-kept-when-default-controller-gone-2011');
  }
}

/** Why a control effect ends: its player leaves, or its source object leaves the game (800.4a). */
function endedBecause({ leavers, after }: Leaving, before: Present): string {
  const effect = before.object.controlledBy!;
  if (leavers.includes(effect.player))
    return `the effect that gives ${effect.player} control of it (${effect.source}) ends as ${effect.player} leaves the game`;
  const source = findObject(after, effect.source);
  if (source && leavers.includes(source.owner))
    return `${effect.source} leaves the game with its owner ${source.owner}, so the effect that gives ${effect.player} control ends`;
  return `the effect that gives ${effect.player} control of it (${effect.source}) ends`;
}

function explainStays(ex: Explainer, { table, leavers }: Leaving, before: Present): void {
  const { object } = before;
  const host = object.attachedTo === undefined ? undefined : findObject(table, object.attachedTo);
  const hostLeaves = host !== undefined && leavers.includes(host.owner);
  const note = hostLeaves
    ? `; it is attached to ${host.name}, which leaves the game, so a state-based action puts it into its owner's graveyard afterwards`
    : '';
  ex.step(
    `${object.name} is neither owned nor controlled by ${orNames(leavers)}: 800.4a leaves it where it is, under ${before.controller}'s control${note}`,
    ['800.4a'],
  );
}

/** "Ann", "Ann or Ben", "Ann, Ben or Cy". */
export function orNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
