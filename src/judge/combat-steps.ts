// What the combat kinds share (defending-player, attacking-player): the rules they may cite,
// reading the creature asked about, and the steps that name an attack or a block with its
// seats and teams, say why a creature left combat, and drop players who have left (800.4).
import type { EditionYear, GameObject } from '../core/scenario.js';
import type { JudgeProblem } from '../core/answer.js';
import { listNames } from '../core/list-names.js';
import type { AttackView, BlockView, OutOfCombat } from '../table/combat/combat-state.js';
import { hasLeft, playerNames, teamOf } from '../table/queries.js';
import type { Table } from '../table/table-model.js';
import type { Explainer } from './explainer.js';
import type { QuestionContext } from './kind.js';
import { isProblem } from './params.js';
import { presentOrRefused, readObject, REACH_CITES } from './kinds/reach.js';

const COMMON = [
  '506.2',
  '506.2a',
  '506.4',
  '506.4c',
  '508.5',
  '509.1a',
  '802.2a',
  '802.3',
  '802.4a',
  '803.1a',
  '803.1b',
  '800.4a',
];

/** Every rule the combat steps may cite, per edition; each kind adds its own. */
export const COMBAT_CITES: Readonly<Record<EditionYear, readonly string[]>> = {
  '2011': [...new Set([...REACH_CITES['2011'], ...COMMON, '810.7a', '810.7b', '810.7d'])],
  '2024': [...new Set([...REACH_CITES['2024'], ...COMMON, '805.10a', '805.10b', '805.10d'])],
};

/**
 * The creature the question is about, still in the game (on the battlefield or not): refused with
 * question/player-has-left when it left with its controller, as its ability would have.
 */
export function readCombatant(context: QuestionContext, name: string): GameObject | JudgeProblem {
  const object = readObject(context, name, (context.params as Record<string, string>)[name]!);
  if (isProblem(object)) return object;
  const state = presentOrRefused(context, name, object);
  return isProblem(state) ? state : object;
}

/** question/not-in-combat: the creature neither attacked nor blocked this combat. */
export function notInCombat(context: QuestionContext, creature: string, what: string, rules: string[]): JudgeProblem {
  return {
    code: 'question/not-in-combat',
    message: `${creature} ${what} this combat, so the question has no answer (${rules.join(', ')}).`,
    path: [...context.path, 'creature'],
    notes: ["add the attack or block event to the file's events"],
    rules,
  };
}

/** "Carol (seat 3, team Moon)". */
export function seated(table: Table, player: string): string {
  const seat = playerNames(table).indexOf(player) + 1;
  const team = teamOf(table, player);
  return `${player} (seat ${seat}${team === undefined ? '' : `, team ${team}`})`;
}

/** How the attack was declared: whom the creature attacks, and the rule that let it choose. */
export function explainAttack(ex: Explainer, table: Table, attack: AttackView, rule: string): void {
  const who = seated(table, attack.attacker);
  const text =
    'planeswalker' in attack.target
      ? `with ${attack.creature}, ${who} attacks ${attack.target.planeswalker}, a planeswalker that ${seated(table, attack.defending)} controls`
      : `${who} attacks ${seated(table, attack.defending)} with ${attack.creature}`;
  ex.step(`Event ${attack.event + 1}: ${text}`, [rule]);
}

/** How the block was declared. */
export function explainBlock(ex: Explainer, table: Table, block: BlockView, attacks: AttackView[], rule: string): void {
  const blocked = attacks.map((a) => `${a.attacker}'s ${a.creature}`);
  ex.step(
    `Event ${block.event + 1}: ${seated(table, block.controller)} blocks ${listNames(blocked)} with ${block.creature}`,
    [rule],
  );
}

/** Why the creature is no longer in combat. */
export function explainOut(ex: Explainer, out: OutOfCombat): void {
  ex.step(`${out.why.charAt(0).toUpperCase()}${out.why.slice(1)}`, out.rules);
}

/** The players still in the game, with a step for those who have left (800.4a). */
export function stillInGame(ex: Explainer, table: Table, players: string[], what: string): string[] {
  const gone = players.filter((player) => hasLeft(table, player));
  if (gone.length > 0)
    ex.step(
      `${listNames(gone)} ${gone.length === 1 ? 'has' : 'have'} left the game, so ${what} can't be ${gone.length === 1 ? 'them' : 'any of them'}`,
      ['800.4a'],
    );
  return players.filter((player) => !hasLeft(table, player));
}
