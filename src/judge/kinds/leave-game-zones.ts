// leave-game for objects that are not permanents on the battlefield: a card in exile that an
// object exiled (it comes back when that object leaves the battlefield: by a one-shot effect
// under the 2024 rules, 610.3, or by a leaves-the-battlefield ability, which a player who has
// left never puts on the stack, 800.4d; 800.4c in 2011), a spell or ability on the stack
// controlled by the player who leaves (it ceases to exist, 800.4a), and a card in a hand, a
// library, a graveyard or exile, which only its owner takes out of the game (800.4a).
import type { GameObject } from '../../core/scenario.js';
import { findObject, objectState, zoneText, type LeaveOutcome, type ObjectState } from '../../table/objects.js';
import { permanentState } from '../../table/permanents/permanent-state.js';
import type { Explainer } from '../explainer.js';
import { orNames, type Leaving } from './leave-game-steps.js';

type Present = ObjectState & { present: true };

/** The outcome of an object that is not a permanent on the battlefield, with its step; undefined for the others. */
export function zoneOutcome(ex: Explainer, leaving: Leaving, before: Present): LeaveOutcome | undefined {
  const { object } = before;
  if (before.zone === 'battlefield') return undefined;
  if (leaving.leavers.includes(object.owner)) return undefined;
  if (object.exiledBy && before.zone === 'exile') return exiledOutcome(ex, leaving, object);
  if (before.zone === 'stack' && leaving.leavers.includes(before.controller)) return stackOutcome(ex, before);
  if (before.basis !== 'owner') return undefined;
  ex.step(
    `${object.name} is ${zoneText(object)}, not owned by ${orNames(leaving.leavers)}, and no one controls it there: 800.4a leaves it where it is`,
    ['800.4a'],
  );
  return 'stays';
}

/**
 * 800.4a: a spell or ability on the stack that the player controls ceases to exist (2011); in 2024
 * one not represented by a card.
 */
function stackOutcome(ex: Explainer, before: Present): LeaveOutcome | undefined {
  const { object, controller } = before;
  // 2024: a card on the stack is exiled like any object still controlled by the player.
  if (ex.edition === '2024' && !object.token) return undefined;
  const what =
    ex.edition === '2024' ? 'an object on the stack not represented by a card' : 'a spell or ability on the stack';
  ex.step(
    `${object.name} is ${what} controlled by ${controller}, who leaves: it ceases to exist, gone from the game`,
    ['800.4a'],
    'stack-objects-cease-to-exist',
  );
  return 'leaves-game';
}

/**
 * A card in exile that `exiledBy` says an object exiled: does that object leave the battlefield,
 * and what brings the card back?
 */
function exiledOutcome(ex: Explainer, { table, after, leavers }: Leaving, card: GameObject): LeaveOutcome {
  const { object: name, returns } = card.exiledBy!;
  const exiler = findObject(table, name)!;
  const on = permanentState(table, exiler);
  if (!on.present) {
    ex.step(
      `${card.name} is in exile; ${on.why}, so ${name} does not leave the battlefield now, and ${card.name} stays in exile`,
      on.rules,
      'exiling-object-not-on-battlefield',
    );
    return 'stays-exiled';
  }
  const gone = objectState(after, exiler);
  if (gone.present) {
    ex.step(
      `${name} stays on the battlefield (neither owned nor controlled by ${orNames(leavers)}), so ${card.name} stays in exile`,
      ['800.4a'],
    );
    return 'stays-exiled';
  }
  const leavesBy = gone.gone === 'with-owner' ? `leaves the game with its owner ${exiler.owner}` : 'is exiled';
  if (returns === 'until') {
    ex.step(
      `${name} ${leavesBy}, so it leaves the battlefield; ${card.name} was exiled until ${name} leaves the battlefield, so a one-shot effect returns it at once, under its owner ${card.owner}'s control. That effect is not a triggered ability, which a player who left would control and which would not be put on the stack`,
      ['800.4a', '610.3', '610.3c', '800.4d'],
    );
    return 'returns';
  }
  const dropped = ex.edition === '2024' ? '800.4d' : '800.4c';
  if (leavers.includes(on.controller)) {
    ex.step(
      `${name} ${leavesBy}, and its leaves-the-battlefield ability triggers; that ability would be controlled by ${on.controller}, who has left the game, so it isn't put on the stack: ${card.name} stays in exile for good`,
      ['800.4a', '603.6c', '603.3a', dropped],
    );
    return 'stays-exiled';
  }
  ex.step(
    `${name} ${leavesBy}, and its leaves-the-battlefield ability triggers; ${on.controller}, who controlled ${name}, is still in the game and controls that ability, which returns ${card.name} from exile`,
    ['800.4a', '603.6c', '603.3a'],
    'leaves-the-battlefield-trigger-controller',
  );
  return 'returns';
}
