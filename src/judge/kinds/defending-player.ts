// defending-player: whom "defending player" in an ability of an attacking creature (Hellrider,
// "whenever this attacks, defending player …") may mean. One specific defending player: the
// player the creature attacks, or the controller of the planeswalker it attacks (802.2a with
// the attack multiple players option, 805.10e under shared team turns in 2024, 508.5
// otherwise). 2024 reads it as the creature attacks now, or attacked before it was removed
// from combat; 2011 as it attacked at the time it became an attacking creature. In 2011
// Two-Headed Giant the creature attacks the defending team as a group (810.7a) and the
// ability's controller chooses either defending player (810.7b). Players who left are in no
// answer (800.4a).
import { attackOf, combatOf, combatView, type AttackView } from '../../table/combat/combat-state.js';
import { teamCombatRule } from '../../table/combat/attack-targets.js';
import { hasLeft, teamMembers, teamOf } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import { listNames } from '../../core/list-names.js';
import { COMBAT_CITES, explainAttack, explainOut, notInCombat, readCombatant, stillInGame } from '../combat-steps.js';
import type { Explainer } from '../explainer.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem } from '../params.js';

export const defendingPlayerKind = defineKind({
  ask: 'defending-player',
  summary: 'players the "defending player" of an attacking creature\'s ability may mean',
  shape: 'players',
  params: {
    creature: param.object('an attacking creature, or one removed from combat', (table) =>
      combatView(table).attacks.map((attack) => attack.creature),
    ),
  },
  cites: {
    '2011': [...COMBAT_CITES['2011']],
    '2024': [...COMBAT_CITES['2024'], '805.10e'],
  },
  usesTable: true,
  appliesTo: (table) => (combatOf(table)?.attacks.length ?? 0) > 0,
  answer(context) {
    const creature = readCombatant(context, 'creature');
    if (isProblem(creature)) return [creature];
    const { table } = context;
    const attack = attackOf(table, creature.name);
    if (!attack)
      return [
        notInCombat(
          context,
          creature.name,
          'has not attacked',
          table.edition === '2024' ? ['802.2a', '805.10e'] : ['802.2a'],
        ),
      ];
    const ex = context.explainer();
    const team = teamCombatRule(table);
    explainAttack(ex, table, attack, declaredBy(table, team));
    if (attack.out) explainOut(ex, attack.out);
    const meant = team === '810.7a' ? eitherDefender(ex, table, attack) : oneDefender(ex, table, attack, team);
    return ex.answer(stillInGame(ex, table, meant, `"defending player"`));
  },
});

/** The rule under which the attacking player chose whom the creature attacks. */
function declaredBy(table: Table, team: string | undefined): string {
  if (team === '805.10a') return '805.10b';
  if (team === '810.7a') return '810.7a';
  const attack = table.options.attack;
  const value = 'value' in attack ? attack.value : 'none';
  return { multiple: '802.3', left: '803.1a', right: '803.1b', none: '506.2a' }[value];
}

/** The rule that says which defending player an ability of an attacking creature means. */
function meaningRule(table: Table, team: string | undefined): string {
  if (team === '805.10a') return '805.10e';
  const attack = table.options.attack;
  return 'value' in attack && attack.value === 'multiple' ? '802.2a' : '508.5';
}

/** 802.2a, 805.10e, 508.5: the one player the creature attacks (or attacked). */
function oneDefender(ex: Explainer, table: Table, attack: AttackView, team: string | undefined): string[] {
  const rule = meaningRule(table, team);
  if (team === '805.10a') {
    const defenders = teamMembers(table, teamOf(table, attack.defending)!);
    ex.step(
      `Under shared team turns each player of the defending team ${teamOf(table, attack.defending)} is a defending player: ${listNames(defenders)}`,
      ['805.10a'],
    );
  }
  const what = 'planeswalker' in attack.target ? 'the controller of the planeswalker it' : 'the player it';
  if (table.edition === '2011') {
    ex.step(
      `"Defending player" in an ability of ${attack.creature} means one specific player: ${what} was attacking at the time it became an attacking creature: ${attack.defending}`,
      [rule],
    );
    return [attack.defending];
  }
  if (attack.targetOut && !attack.out && 'planeswalker' in attack.target) {
    ex.step(
      `The planeswalker ${attack.target.planeswalker} is out of combat: ${attack.targetOut.why}`,
      attack.targetOut.rules,
    );
    ex.step(
      `${attack.creature} goes on attacking, but it attacks no player or planeswalker now, so "defending player" in its ability means no one`,
      ['506.4c', rule],
      'defending-player-of-a-planeswalker-removed-from-combat',
    );
    return [];
  }
  const when = attack.out ? 'was attacking before it was removed from combat' : 'is attacking';
  ex.step(
    `"Defending player" in an ability of ${attack.creature} means one specific player: ${what} ${when}: ${attack.defending}`,
    [rule],
  );
  return [attack.defending];
}

/** 2011 810.7a, 810.7b: the creature attacks the defending team; its controller chooses either defending player. */
function eitherDefender(ex: Explainer, table: Table, attack: AttackView): string[] {
  const team = teamOf(table, attack.defending)!;
  const defenders = teamMembers(table, team);
  ex.step(
    `In Two-Headed Giant each team's creatures attack the other team as a group: ${attack.creature} attacks team ${team} (${listNames(defenders)}), whichever player the event names`,
    ['810.7a'],
    '2hg-attacks-the-team-2011',
  );
  const choosing = defenders.filter((p) => !hasLeft(table, p));
  ex.step(
    `"Defending player" in its ability means one of the two defending players, whichever the ability's controller chooses: ${listNames(choosing.length > 0 ? choosing : defenders).replace(/ and /, ' or ')}`,
    ['810.7b'],
  );
  return defenders;
}
