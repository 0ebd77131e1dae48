// attacking-player: whom "attacking player" in an ability of a blocking creature may mean.
// Under shared team turns in 2024 each player of the active team is an attacking player
// (805.10a), and the one meant is the controller of the attacking creature it blocks; where
// it blocks creatures of several attacking players, the ability's controller chooses one of
// them (805.10c). In 2011 Two-Headed Giant the controller chooses either player of the
// attacking team (810.7b). Elsewhere the active player is the attacking player (506.2), who
// controls every creature it blocks. Players who left are in no answer (800.4a).
import { listNames } from '../../core/list-names.js';
import { teamCombatRule } from '../../table/combat/attack-targets.js';
import { blockOf, combatOf, combatView, type AttackView } from '../../table/combat/combat-state.js';
import { blockersOf } from '../../table/combat/block-events.js';
import { teamMembers, teamOf } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import { COMBAT_CITES, explainBlock, explainOut, notInCombat, readCombatant, stillInGame } from '../combat-steps.js';
import type { Explainer } from '../explainer.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem } from '../params.js';

export const attackingPlayerKind = defineKind({
  ask: 'attacking-player',
  summary: 'players the "attacking player" of a blocking creature\'s ability may mean',
  shape: 'players',
  params: {
    creature: param.object('a blocking creature', (table) => combatView(table).blocks.map((block) => block.creature)),
  },
  cites: {
    '2011': [...COMBAT_CITES['2011']],
    '2024': [...COMBAT_CITES['2024'], '805.10c'],
  },
  usesTable: true,
  appliesTo: (table) => (combatOf(table)?.blocks.length ?? 0) > 0,
  answer(context) {
    const creature = readCombatant(context, 'creature');
    if (isProblem(creature)) return [creature];
    const { table } = context;
    const block = blockOf(table, creature.name);
    if (!block)
      return [
        notInCombat(context, creature.name, 'has not blocked', table.edition === '2024' ? ['805.10c'] : ['509.1a']),
      ];
    const ex = context.explainer();
    const blocked = combatView(table).attacks.filter((a) => block.blocks.includes(a.creature));
    const team = teamCombatRule(table);
    explainBlock(ex, table, block, blocked, blockersOf(table, blocked[0]!).rules[0]!);
    if (block.out) explainOut(ex, block.out);
    for (const attack of blocked.filter((a) => a.out)) explainOut(ex, attack.out!);
    const meant =
      team === '810.7a'
        ? eitherAttacker(ex, table, blocked)
        : team === '805.10a'
          ? controllers(ex, table, blocked, block.out !== undefined)
          : activePlayer(ex, blocked);
    return ex.answer(stillInGame(ex, table, meant, `"attacking player"`));
  },
});

const attackersOf = (blocked: AttackView[]): string[] => [...new Set(blocked.map((a) => a.attacker))];

/**
 * 805.10a, 805.10c: the controller of the attacking creature it blocks; of several, the ability's
 * controller chooses.
 */
function controllers(ex: Explainer, table: Table, blocked: AttackView[], removed: boolean): string[] {
  const attackers = attackersOf(blocked);
  const team = teamOf(table, attackers[0]!)!;
  ex.step(
    `Under shared team turns each player of the active team ${team} is an attacking player: ${listNames(teamMembers(table, team))}`,
    ['805.10a'],
  );
  const choice =
    attackers.length > 1
      ? `it blocks creatures of ${listNames(attackers)}, so the ability's controller chooses one of them`
      : `${attackers[0]}`;
  ex.step(
    `"Attacking player" in an ability of a blocking creature means one specific attacking player: the one who controls the attacking creature it blocks${removed ? ' (it blocked before it was removed from combat)' : ''}: ${choice}`,
    ['805.10c'],
    removed ? 'attacking-player-after-removal' : undefined,
  );
  return attackers;
}

/** 2011 810.7b: either player of the attacking team, whichever the ability's controller chooses. */
function eitherAttacker(ex: Explainer, table: Table, blocked: AttackView[]): string[] {
  const team = teamOf(table, blocked[0]!.attacker)!;
  const players = teamMembers(table, team);
  ex.step(
    `In Two-Headed Giant each player of the active team ${team} is an attacking player (810.7a); "attacking player" in a one-shot effect means one of them, whichever the ability's controller chooses: ${listNames(players).replace(/ and /, ' or ')}`,
    ['810.7a', '810.7b'],
  );
  return players;
}

/** 506.2: the active player is the attacking player, and controls every creature it blocks. */
function activePlayer(ex: Explainer, blocked: AttackView[]): string[] {
  const attackers = attackersOf(blocked);
  ex.step(
    `The player taking the turn is the attacking player, and controls the creatures it blocks: ${listNames(attackers)}`,
    ['506.2'],
  );
  return attackers;
}
