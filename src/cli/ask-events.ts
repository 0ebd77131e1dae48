// `ask`: adding a combat event to the table: an attack (a creature of the player taking the
// turn, against a player or planeswalker its controller can attack), a block (a creature of
// a player the attacker may be blocked by) or a removal from combat. Only choices the table
// allows are offered, so that the file stays one the rules allow.
import { isCreature, isPlaneswalker } from '../table/permanents/object-kinds.js';
import { permanentState } from '../table/permanents/permanent-state.js';
import { attackTargets, isUndecided } from '../table/combat/attack-targets.js';
import { blockersOf } from '../table/combat/block-events.js';
import { combatView } from '../table/combat/combat-state.js';
import { activePlayers, takingTurn } from '../table/queries.js';
import type { Table } from '../table/table-model.js';
import { escapeControls } from '../report/terminal-text.js';
import type { Prompter } from './prompter.js';

/** A creature on the battlefield, with its controller. */
interface Creature {
  name: string;
  controller: string;
}

function creatures(table: Table): Creature[] {
  return table.objects.flatMap((object) => {
    const state = permanentState(table, object);
    return state.present && isCreature(object) ? [{ name: object.name, controller: state.controller }] : [];
  });
}

const choice = <T = string>(name: string, value: T = name as T) => ({ name: escapeControls(name), value });

/** The combat events the table has room for now; empty when there is none. */
export function combatEventChoices(table: Table): { name: string; value: string }[] {
  const { attacks, blocks } = combatView(table);
  const inCombat = [...attacks, ...blocks].filter((c) => !c.out);
  return [
    ...(attackers(table).length > 0
      ? [{ name: 'attack (a creature attacks a player or planeswalker)', value: 'attack' }]
      : []),
    ...(blockable(table).length > 0
      ? [{ name: 'block (a creature blocks an attacking creature)', value: 'block' }]
      : []),
    ...(inCombat.length > 0
      ? [{ name: 'removeFromCombat (a creature leaves combat)', value: 'removeFromCombat' }]
      : []),
  ];
}

/**
 * Creatures that may attack: the active player's (or team's), not attacking yet; any player's
 * while the turn is unknown.
 */
function attackers(table: Table): Creature[] {
  const declared = new Set(combatView(table).attacks.map((a) => a.creature));
  const active = takingTurn(table).length > 0 ? new Set(activePlayers(table)) : undefined;
  return creatures(table).filter(
    (c) =>
      !declared.has(c.name) && (active === undefined || active.has(c.controller)) && targetsOf(table, c).length > 0,
  );
}

/** Whom a creature can attack: the players its controller can attack, and their planeswalkers. */
function targetsOf(table: Table, creature: Creature): { name: string; value: Record<string, string> }[] {
  const found = attackTargets(table, creature.controller);
  if (isUndecided(found)) return [];
  const planeswalkers = table.objects.flatMap((object) => {
    const state = permanentState(table, object);
    return state.present && isPlaneswalker(object) && found.targets.includes(state.controller)
      ? [{ name: `${object.name} (${state.controller}'s planeswalker)`, value: { planeswalker: object.name } }]
      : [];
  });
  return [...found.targets.map((player) => ({ name: player, value: { player } })), ...planeswalkers];
}

/** Pairs of a creature that may block and an attacking creature it may block. */
function blockable(table: Table): { blocker: Creature; attacker: string }[] {
  const { attacks, blocks } = combatView(table);
  const busy = new Set([...attacks.map((a) => a.creature), ...blocks.map((b) => b.creature)]);
  return creatures(table)
    .filter((c) => !busy.has(c.name))
    .flatMap((blocker) =>
      attacks
        .filter((a) => !a.out && blockersOf(table, a).players.includes(blocker.controller))
        .map((a) => ({ blocker, attacker: a.creature })),
    );
}

/** Prompts for one combat event and returns it as the file writes it. */
export async function askCombatEvent(prompt: Prompter, table: Table): Promise<Record<string, unknown>> {
  const kind = await prompt.select('Which event?', combatEventChoices(table));
  if (kind === 'attack') {
    const creature = await prompt.select(
      'Attacking creature',
      attackers(table).map((c) => choice(`${c.name} (${c.controller}'s)`, c)),
    );
    const target = await prompt.select(
      `${escapeControls(creature.name)} attacks`,
      targetsOf(table, creature).map((t) => ({ ...t, name: escapeControls(t.name) })),
    );
    return { attack: { creature: creature.name, ...target } };
  }
  if (kind === 'block') {
    const pairs = blockable(table);
    const blocker = await prompt.select(
      'Blocking creature',
      [...new Set(pairs.map((p) => p.blocker.name))].map((name) => choice(name)),
    );
    const options = pairs.filter((p) => p.blocker.name === blocker).map((p) => p.attacker);
    const blocks = [
      await prompt.select(
        `${escapeControls(blocker)} blocks`,
        options.map((name) => choice(name)),
      ),
    ];
    for (const more of options) {
      if (blocks.includes(more)) continue;
      if (await prompt.confirm(`Does ${escapeControls(blocker)} also block ${escapeControls(more)}?`, false))
        blocks.push(more);
    }
    return { block: { creature: blocker, blocks: blocks.length === 1 ? blocks[0] : blocks } };
  }
  const { attacks, blocks } = combatView(table);
  const inCombat = [...attacks, ...blocks].filter((c) => !c.out).map((c) => c.creature);
  return {
    removeFromCombat: await prompt.select(
      'Creature removed from combat',
      inCombat.map((name) => choice(name)),
    ),
  };
}
