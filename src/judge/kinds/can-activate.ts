// can-activate: can `player` activate an activated ability of `object`? 602.2: only its
// controller can, unless the object says any player may (`activatedBy: any`); 801.6: and
// not an object outside the player's range of influence, which counts where the object's
// controller sits (801.2d). A player's own objects are always within their range (801.2b).
import type { GameObject } from '../../core/scenario.js';
import type { Table } from '../../table/table-model.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { controllerNow, explainWithin, readObject, REACH_CITES } from './reach.js';

export const canActivateKind = defineKind({
  ask: 'can-activate',
  summary: 'can the player activate an activated ability of that object?',
  shape: 'boolean',
  params: {
    player: param.player('who would activate the ability'),
    object: param.object('the object with the activated ability'),
  },
  cites: {
    '2011': [...REACH_CITES['2011'], '602.2', '801.6'],
    '2024': [...REACH_CITES['2024'], '602.2', '801.6'],
  },
  usesTable: true,
  appliesTo: (table: Table) => table.objects.length > 0,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so they can activate no ability');
    if (isProblem(player)) return [player];
    const object = readObject(context, 'object', context.params.object);
    if (isProblem(object)) return [object];
    const ex = context.explainer();
    const controller = controllerNow(ex, context.table, object);
    if (controller === undefined) return ex.answer(false);
    if (!mayActivate(ex, object, controller, player)) return ex.answer(false);
    if (controller === player) {
      ex.step(`${object.name} is ${player}'s own, and a player's own objects are within their range`, [
        '801.2b',
        '801.2d',
      ]);
      return ex.answer(true);
    }
    const within = explainWithin(ex, context.table, player, controller, `${object.name}, controlled by ${controller},`);
    ex.step(
      within
        ? `${player} can activate the ability of ${object.name}`
        : `${player} can't activate the abilities of an object outside their range of influence`,
      ['801.6'],
    );
    return ex.answer(within);
  },
});

/** 602.2: the controller, or any player where the object says so. */
function mayActivate(
  ex: { step(text: string, rules: readonly string[]): void },
  object: GameObject,
  controller: string,
  player: string,
): boolean {
  if (controller === player) return true;
  if (object.activatedBy === 'any') {
    ex.step(`${object.name} says any player may activate its ability (activatedBy: any)`, ['602.2']);
    return true;
  }
  ex.step(
    `Only an object's controller can activate its activated abilities, and ${object.name} says nothing else: ${controller} controls it, not ${player}`,
    ['602.2'],
  );
  return false;
}
