// 801.8 and 801.9 as state-based actions: an Aura attached to an illegal object or player
// is put into its owner's graveyard (704.5m in 2024, 704.5n in 2011); an Equipment or
// Fortification attached to an illegal permanent becomes unattached and stays on the
// battlefield (704.5n in 2024, 704.5p in 2011). Under limited range an object or player
// outside the attachment's controller's range is illegal, and so is one that has left.
import type { EditionYear, GameObject } from '../../core/scenario.js';
import { findObject } from '../objects.js';
import { findPlayer, hasLeft } from '../queries.js';
import type { Table } from '../table-model.js';
import { attachmentKind, type AttachmentKind } from './object-kinds.js';
import {
  outOfRangeText,
  permanentState,
  withinRange,
  type StateBasedEntry,
  type StateBasedSlice,
} from './permanent-state.js';

/** The state-based action of each kind of attachment, per edition. */
export const ATTACHMENT_SBA: Readonly<Record<EditionYear, Record<AttachmentKind, string>>> = {
  '2011': { aura: '704.5n', equipment: '704.5p', fortification: '704.5p' },
  '2024': { aura: '704.5m', equipment: '704.5n', fortification: '704.5n' },
};

/** The range rule of each kind: 801.8 for Auras, 801.9 for Equipment and Fortifications. */
export const RANGE_RULE: Record<AttachmentKind, string> = {
  aura: '801.8',
  equipment: '801.9',
  fortification: '801.9',
};

/** The attachment's state-based action if it is attached illegally now, else undefined. */
export function illegalAttachment(
  table: Table,
  slice: StateBasedSlice,
  object: GameObject,
  event: number,
): StateBasedEntry | undefined {
  const kind = attachmentKind(object);
  if (!kind || object.attachedTo === undefined || slice.byObject.has(object.name)) return undefined;
  const self = permanentState(table, object, slice);
  // One that left the game is gone by 800.4a, not by a state-based action.
  if (!self.present) return undefined;
  const found = reason(table, slice, object, kind, self.controller);
  if (found === undefined) return undefined;
  // How the controller came to control it matters when a control effect ended (800.4a).
  const control = self.basis === 'default' || self.basis === 'effect' ? '' : `${self.why}; `;
  const sba = ATTACHMENT_SBA[table.edition][kind];
  const action = kind === 'aura' ? 'graveyard' : 'unattached';
  const result =
    action === 'graveyard'
      ? `so it is put into its owner's graveyard (${sba})`
      : `so it becomes unattached and stays on the battlefield (${sba})`;
  const rules = [...new Set([...(control ? self.rules : []), ...found.rules, sba])];
  return { object: object.name, event, action, cause: 'attachment', rules, why: `${control}${found.text}, ${result}` };
}

/** Why the attachment is illegal, as the start of a sentence with its rules; undefined when it is legal. */
function reason(
  table: Table,
  slice: StateBasedSlice,
  object: GameObject,
  kind: AttachmentKind,
  controller: string,
): { text: string; rules: string[] } | undefined {
  const target = object.attachedTo!;
  const name = object.name;
  const range = RANGE_RULE[kind];
  if (findPlayer(table, target)) {
    if (kind !== 'aura') return { text: `${name} is attached to a player, which only an Aura can be`, rules: [range] };
    if (hasLeft(table, target))
      return { text: `${target} has left the game, so ${name} enchants no player`, rules: ['800.4a'] };
    if (withinRange(table, controller, target)) return undefined;
    return {
      text: `${name} enchants ${target}; ${name}'s controller ${outOfRangeText(table, controller, target)} (${range})`,
      rules: [range, '801.2c'],
    };
  }
  const attached = findObject(table, target);
  if (!attached) return undefined;
  const state = permanentState(table, attached, slice);
  if (!state.present) return { text: `${state.why}, so ${name} is attached to nothing`, rules: [...state.rules] };
  if (withinRange(table, controller, state.controller)) return undefined;
  // The attached object's controller changed when a control effect ended (800.4a).
  const control = state.basis === 'reverted' || state.basis === 'kept' ? `${state.why}; ` : '';
  return {
    text: `${control}${name} is attached to ${target}, controlled by ${state.controller}; ${name}'s controller ${outOfRangeText(table, controller, state.controller)} (${range}, 801.2d)`,
    rules: [...(control ? state.rules : []), range, '801.2c', '801.2d'],
  };
}
