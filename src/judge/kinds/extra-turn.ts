// extra-turn: who takes the extra turn that an effect gives a player. Under shared team
// turns the player's team takes it (805.8); in Grand Melee the turn markers decide when
// (807.4i, 807.4j); otherwise it is the player's own turn, added after the current one
// (500.7). House rules may give it to the player alone (houseRuleSwitch).
import { houseRuleName, houseRuleSwitch } from '../../table/house-rules.js';
import { hasLeft, sharedTeamTurns, teamMembers, teamOf } from '../../table/queries.js';
import { listNames } from '../explain-range.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { answerGrandMelee, GRAND_MELEE_CITES } from './extra-turn-grand-melee.js';

export const extraTurnKind = defineKind({
  ask: 'extra-turn',
  summary: 'players who take the extra turn',
  shape: 'players',
  params: { player: param.player('the player an effect gives an extra turn') },
  cites: {
    '2011': ['500.7', '805.8', ...GRAND_MELEE_CITES['2011']],
    '2024': ['500.7', '805.8', ...GRAND_MELEE_CITES['2024']],
  },
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so no effect can give them an extra turn');
    if (isProblem(player)) return [player];
    const { table } = context;
    const ex = context.explainer();
    if (table.variant === 'grand-melee') return answerGrandMelee(ex, table, player);
    const team = teamOf(table, player);
    if (!sharedTeamTurns(table) || team === undefined) {
      ex.step(`Without shared team turns, the extra turn is ${player}'s own, added directly after the current turn`, [
        '500.7',
      ]);
      return ex.answer([player]);
    }
    const members = teamMembers(table, team).filter((name) => !hasLeft(table, name));
    const recipient = houseRuleSwitch(table, 'extraTurnRecipient');
    if (recipient.house) {
      const official = recipient.house.replaces.join(', ');
      ex.step(
        `${houseRuleName(recipient.house)}: the extra turn goes to ${player} alone; the official rule ${official} gives it to the team: ${listNames(members)}`,
        recipient.house.replaces,
      );
      return ex.answer([player]);
    }
    ex.step(
      `With shared team turns, an extra turn that an effect gives ${player} is taken by ${player}'s team ${team}: ${listNames(members)}`,
      ['805.8'],
    );
    return ex.answer(members);
  },
});
