// `table --json`, the objects and the combat: each object with where it is after the events
// and who controls it, and the turn's attacks and blocks as data (table/combat/combat-state.ts).
import type { GameObject } from '../core/scenario.js';
import { combatView, type OutOfCombat } from '../table/combat/combat-state.js';
import { objectState } from '../table/objects.js';
import { permanentState } from '../table/permanents/permanent-state.js';
import type { Table } from '../table/table-model.js';

/**
 * Each object after the events: `zone` where it is now (a state-based action's graveyard, exile
 * when its controller left, 800.4a), absent with `inGame: false` when it left with its owner.
 */
export function objectsJson(table: Table): Record<string, unknown>[] {
  return table.objects.map((object) => {
    const state = permanentState(table, object);
    const where = state.present
      ? { zone: 'battlefield', controller: state.controller }
      : state.gone === 'elsewhere'
        ? { zone: state.zone, ...(objectState(table, object).present && controlled(table, object)) }
        : state.gone === 'graveyard'
          ? { zone: 'graveyard' }
          : state.gone === 'exiled'
            ? { zone: 'exile' }
            : {};
    return {
      name: object.name,
      owner: object.owner,
      inGame: state.present || state.gone !== 'with-owner',
      ...where,
      ...(object.attachedTo !== undefined && { attachedTo: object.attachedTo }),
      ...(object.exiledBy !== undefined && { exiledBy: { ...object.exiledBy } }),
    };
  });
}

/** The controller of an object on the stack or in the command zone (109.4); none elsewhere off the battlefield. */
function controlled(table: Table, object: GameObject): { controller?: string } {
  const state = objectState(table, object);
  return state.present && state.basis !== 'owner' ? { controller: state.controller } : {};
}

/** The turn's attacks and blocks, events numbered from 1 as the text output numbers them. */
export function combatJson(table: Table): Record<string, unknown> {
  const { attacks, blocks } = combatView(table);
  const out = (o: OutOfCombat | undefined) =>
    o && { ...(o.event !== undefined && { event: o.event + 1 }), why: o.why, rules: o.rules };
  return {
    attacks: attacks.map((a) => ({
      creature: a.creature,
      attackingPlayer: a.attacker,
      ...a.target,
      defendingPlayer: a.defending,
      event: a.event + 1,
      ...(a.out && { outOfCombat: out(a.out) }),
      ...(a.targetOut && { planeswalkerOutOfCombat: out(a.targetOut) }),
    })),
    blocks: blocks.map((b) => ({
      creature: b.creature,
      controller: b.controller,
      blocks: b.blocks,
      event: b.event + 1,
      ...(b.out && { outOfCombat: out(b.out) }),
    })),
  };
}
