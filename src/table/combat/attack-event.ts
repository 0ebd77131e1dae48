// The attack event: a creature is declared as an attacker against a player or a planeswalker
// (508.1, 802.3, 805.10b). Only a creature on the battlefield (506.3), controlled by the
// attacking player or team (506.2, 508.1a, 805.10a), may attack, once a combat, and only
// whom attackTargets allows: the attack option, shared team turns combat, range of influence
// (801.3), the neighbours of 809.3c and 811.4. Where one defending player is chosen (506.2a,
// 803), every attack of the combat goes to that player or their planeswalkers.
import { notSeated } from '../../core/unknown-names.js';
import { listNames } from '../../core/list-names.js';
import type { DocPath } from '../../core/scenario.js';
import type { EventContext, EventOf } from '../events/table-module.js';
import { playerHasLeft } from '../events/event-problems.js';
import { findObject } from '../objects.js';
import { isPlaneswalker } from '../permanents/object-kinds.js';
import { permanentState } from '../permanents/permanent-state.js';
import { activePlayers, findPlayer, hasLeft, playerNames, takingTurn, teamOf, turnTakers } from '../queries.js';
import type { Table, TableProblem } from '../table-model.js';
import { attackTargets, isUndecided } from './attack-targets.js';
import { illegalAttack, isCreatureOnBattlefield, notOnBattlefield, unknownObject } from './combat-problems.js';
import type { AttackRecord, AttackTarget, CombatSlice } from './combat-state.js';

export type Declared<R> = { record: R } | { problem: TableProblem };

export function declareAttack(
  table: Table,
  slice: CombatSlice,
  event: EventOf<'attack'>,
  { index }: EventContext,
): Declared<AttackRecord> {
  const path: DocPath = ['events', index, 'attack'];
  const fail = (problem: TableProblem): Declared<AttackRecord> => ({ problem });
  const creature = findObject(table, event.creature);
  if (!creature) return fail(unknownObject(event.creature, [...path, 'creature']));
  const state = permanentState(table, creature);
  if (!isCreatureOnBattlefield(state) || !state.present)
    return fail(notOnBattlefield(index, 'attack', [...path, 'creature'], state, 'attack'));
  const attacker = state.controller;
  const side = attackingSide(table, slice);
  if (side !== undefined && !side.players.includes(attacker))
    return fail(
      illegalAttack(index, [...path, 'creature'], notTheAttacker(event.creature, attacker, side), side.rules),
    );
  if (slice.attacks.some((a) => a.creature === event.creature))
    return fail(
      illegalAttack(index, [...path, 'creature'], `${event.creature} was declared as an attacker already this combat`, [
        '508.1',
      ]),
    );
  const target = readTarget(table, event, index, path);
  if ('problem' in target) return target;
  return checkTarget(table, slice, { creature: event.creature, attacker, ...target, event: index }, path);
}

/** The player or planeswalker attacked, and the defending player it makes. */
function readTarget(
  table: Table,
  event: EventOf<'attack'>,
  index: number,
  path: DocPath,
): { target: AttackTarget; defending: string } | { problem: TableProblem } {
  if (event.planeswalker === undefined) {
    const player = event.player!;
    const at = [...path, 'player'];
    if (!findPlayer(table, player)) return { problem: notSeated(player, playerNames(table), at) };
    if (hasLeft(table, player))
      return {
        problem: playerHasLeft(
          `Event ${index + 1} (attack): ${player} has left the game, so no creature can attack them (800.4a).`,
          at,
          ['800.4a'],
        ),
      };
    return { target: { player }, defending: player };
  }
  const at = [...path, 'planeswalker'];
  const object = findObject(table, event.planeswalker);
  if (!object) return { problem: unknownObject(event.planeswalker, at) };
  const state = permanentState(table, object);
  if (!state.present) return { problem: notOnBattlefield(index, 'attack', at, state, 'be attacked', 'a planeswalker') };
  if (!isPlaneswalker(object))
    return {
      problem: illegalAttack(
        index,
        at,
        `${object.name} is not a planeswalker, and only a player or a planeswalker can be attacked`,
        ['506.3'],
      ),
    };
  return { target: { planeswalker: object.name }, defending: state.controller };
}

/** The defending player must be one the attacking player's creatures can attack, and the one chosen this combat. */
function checkTarget(table: Table, slice: CombatSlice, record: AttackRecord, path: DocPath): Declared<AttackRecord> {
  const at = [...path, 'planeswalker' in record.target ? 'planeswalker' : 'player'];
  const { attacker, defending, event } = record;
  const found = attackTargets(table, attacker);
  if (isUndecided(found)) {
    const rules = found.rules.join(', ');
    const problem: TableProblem = {
      code: 'judge/undecided-option',
      message: `Event ${event + 1} (attack): whom a creature can attack depends on ${found.option}, which the file leaves open and the rules leave to the players (${rules}).`,
      path: at,
      notes: [`set ${found.option} in the file: left, right or multiple (803, 802)`],
      rules: [...found.rules],
    };
    return { problem };
  }
  const against = 'planeswalker' in record.target ? `${record.target.planeswalker}, ${defending}'s` : defending;
  if (!found.targets.includes(defending))
    return {
      problem: illegalAttack(
        event,
        at,
        `${attacker}'s creatures can't attack ${against}: they can attack ${listNames(found.targets)} this turn`,
        [...new Set('neighbour' in found.basis ? [...found.deciding, found.basis.neighbour.rule] : found.deciding)],
        `mtg-judge eval with the question {ask: can-attack, player: ${attacker}} explains whom`,
      ),
    };
  const chosen = found.everyTarget
    ? undefined
    : slice.attacks.find((a) => sameSide(table, a.attacker, attacker) && a.defending !== defending);
  if (chosen)
    return {
      problem: illegalAttack(
        event,
        at,
        `${attacker} attacks one defending player this combat, ${chosen.defending}, chosen by the attack in event ${chosen.event + 1}; ${against} is another`,
        found.deciding.includes('506.2a') ? ['506.2a'] : ['506.2a', ...found.deciding],
      ),
    };
  return { record };
}

/**
 * The attacking player, or the players of the attacking team (805.10a); undefined while no one is
 * known to take the turn.
 */
function attackingSide(table: Table, slice: CombatSlice): { players: string[]; rules: string[] } | undefined {
  if (takingTurn(table).length > 0) return { players: activePlayers(table), rules: ['506.2', '508.1a'] };
  // attack-without-turn: the file does not say whose turn it is; the first attack does.
  const first = slice.attacks[0];
  return first && { players: turnTakers(table, first.attacker), rules: ['506.2', '508.1a'] };
}

function notTheAttacker(creature: string, controller: string, side: { players: string[] }): string {
  const who = side.players.length === 0 ? 'no one' : listNames(side.players);
  return `${creature} is controlled by ${controller}, but only the creatures of the player or team taking the turn can attack: ${who}`;
}

/** One side of a combat: the same player, or under shared team turns the same team (805.10b). */
function sameSide(table: Table, a: string, b: string): boolean {
  return (
    a === b ||
    (table.options.sharedTeamTurns.value && teamOf(table, a) !== undefined && teamOf(table, a) === teamOf(table, b))
  );
}
