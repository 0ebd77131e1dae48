// The block and removeFromCombat events. A creature on the battlefield blocks attacking
// creatures (509.1a), each of which must be attacking its controller or a planeswalker they
// control (802.4a); under shared team turns a defending player's creature may block a
// creature attacking any player of the defending team (805.10d), and in 2011 Two-Headed
// Giant any attacking creature (810.7d). A creature leaves combat when removed (506.4).
import type { DocPath } from '../../core/scenario.js';
import { listNames } from '../../core/list-names.js';
import type { EventContext, EventOf } from '../events/table-module.js';
import { findObject } from '../objects.js';
import { permanentState } from '../permanents/permanent-state.js';
import { hasLeft, sharedTeamTurns, teamMembers, teamOf } from '../queries.js';
import type { Table, TableProblem } from '../table-model.js';
import type { Declared } from './attack-event.js';
import { teamCombatRule } from './attack-targets.js';
import {
  illegalBlock,
  isCreatureOnBattlefield,
  notAttacking,
  notOnBattlefield,
  unknownObject,
} from './combat-problems.js';
import { outOfCombat, type AttackRecord, type BlockRecord, type CombatSlice, type Removal } from './combat-state.js';

export function declareBlock(
  table: Table,
  slice: CombatSlice,
  event: EventOf<'block'>,
  { index }: EventContext,
): Declared<BlockRecord> {
  const path: DocPath = ['events', index, 'block'];
  const blocker = findObject(table, event.creature);
  if (!blocker) return { problem: unknownObject(event.creature, [...path, 'creature']) };
  const state = permanentState(table, blocker);
  if (!isCreatureOnBattlefield(state) || !state.present)
    return { problem: notOnBattlefield(index, 'block', [...path, 'creature'], state, 'block') };
  if (slice.blocks.some((b) => b.creature === event.creature))
    return {
      problem: illegalBlock(
        index,
        [...path, 'creature'],
        `${event.creature} was declared as a blocker already this combat`,
        ['509.1a'],
        'name every creature it blocks in one block event: blocks: [A, B]',
      ),
    };
  const at = (i: number): DocPath => [...path, 'blocks', ...(event.blocks.length > 1 ? [i] : [])];
  for (const [i, name] of event.blocks.entries()) {
    const refused = checkBlocked(table, slice, index, at(i), name, state.controller, event.creature);
    if (refused) return { problem: refused };
    if (event.blocks.indexOf(name) !== i)
      return { problem: illegalBlock(index, at(i), `${name} is named twice; name each attacker once`, ['509.1a']) };
  }
  return {
    record: { creature: event.creature, controller: state.controller, blocks: [...event.blocks], event: index },
  };
}

/** The creature blocked must be attacking, and attacking a player whose team may block it. */
function checkBlocked(
  table: Table,
  slice: CombatSlice,
  index: number,
  path: DocPath,
  name: string,
  controller: string,
  blocker: string,
): TableProblem | undefined {
  const object = findObject(table, name);
  if (!object) return unknownObject(name, path);
  const state = permanentState(table, object);
  if (!isCreatureOnBattlefield(state)) return notOnBattlefield(index, 'block', path, state, 'be blocked');
  const attack = slice.attacks.find((a) => a.creature === name);
  if (!attack) return notAttacking(index, 'block', path, `${name} is not an attacking creature`, ['509.1a']);
  const out = outOfCombat(table, slice, name, attack.attacker);
  if (out) return notAttacking(index, 'block', path, `${name} is no longer attacking: ${out.why}`, out.rules);
  const may = blockersOf(table, attack);
  if (may.players.includes(controller)) return undefined;
  return illegalBlock(
    index,
    path,
    `${blocker} is ${controller}'s, and ${name} attacks ${attack.defending}: only creatures of ${listNames(may.players)} can block it`,
    may.rules,
  );
}

/**
 * The players whose creatures may block the attacker: its defending player, or the defending team
 * (805.10d; 810.7d in 2011).
 */
export function blockersOf(table: Table, attack: AttackRecord): { players: string[]; rules: string[] } {
  const team = teamOf(table, attack.defending);
  const teamRule = teamCombatRule(table);
  if (sharedTeamTurns(table) && teamRule !== undefined && team !== undefined) {
    const rule = table.edition === '2024' ? '805.10d' : '810.7d';
    return { players: teamMembers(table, team).filter((p) => !hasLeft(table, p)), rules: [rule] };
  }
  return { players: [attack.defending], rules: ['509.1a', '802.4a'] };
}

export function removeFromCombat(
  table: Table,
  slice: CombatSlice,
  event: EventOf<'removeFromCombat'>,
  { index }: EventContext,
): Declared<Removal> {
  const path: DocPath = ['events', index, 'removeFromCombat'];
  const object = findObject(table, event.creature);
  if (!object) return { problem: unknownObject(event.creature, path) };
  const state = permanentState(table, object);
  if (!isCreatureOnBattlefield(state) || !state.present)
    // The format removes creatures; a planeswalker that stops being attacked (506.4) is not stated.
    return { problem: notOnBattlefield(index, 'removeFromCombat', path, state, 'be named by removeFromCombat') };
  const declared =
    slice.attacks.find((a) => a.creature === event.creature)?.attacker ??
    slice.blocks.find((b) => b.creature === event.creature)?.controller;
  if (declared === undefined)
    return {
      problem: notAttacking(
        index,
        'removeFromCombat',
        path,
        `${event.creature} is not in combat: it neither attacks nor blocks`,
        ['506.4'],
      ),
    };
  const out = outOfCombat(table, slice, event.creature, declared);
  if (out)
    return {
      problem: notAttacking(
        index,
        'removeFromCombat',
        path,
        `${event.creature} is no longer in combat: ${out.why}`,
        out.rules,
      ),
    };
  return { record: { creature: event.creature, event: index } };
}
