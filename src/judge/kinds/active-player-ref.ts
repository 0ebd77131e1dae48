// active-player-ref: whom "the active player" in an ability controlled by `controller` may
// mean. Under shared team turns every player of the active team is an active player, and the
// ability means one of them, whichever its controller chooses as its effect is applied (805.9,
// in both editions). Otherwise it is the active player, the player whose turn it is (102.1);
// no one while a turn goes on after its player left (800.4j; 800.4g in 2011). Grand Melee has
// several turns at once (807.4b), so the question has no answer there.
import { isGrandMelee } from '../applies-to.js';
import { listNames } from '../../core/list-names.js';
import { activePlayers, sharedTeamTurns, teamOf, takingTurn } from '../../table/queries.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { notApplicable } from '../problems.js';
import { explainTurnNotes, explainTurnStart, TURN_ORDER_CITES, turnOrderOrProblem } from './turn-order-steps.js';

export const activePlayerRefKind = defineKind({
  ask: 'active-player-ref',
  summary: 'players "the active player" in an ability may mean',
  shape: 'players',
  params: { controller: param.player("the ability's controller") },
  cites: {
    '2011': [...TURN_ORDER_CITES['2011'], '805.9', '807.4b'],
    '2024': [...TURN_ORDER_CITES['2024'], '805.9', '807.4b'],
  },
  usesTable: true,
  appliesTo: (table) => !isGrandMelee(table),
  answer(context) {
    const { table } = context;
    if (isGrandMelee(table))
      return [
        notApplicable(
          context,
          'In Grand Melee several players take turns at the same time, each with a turn marker (807.4b), so "the active player" depends on whose turn the ability belongs to, which this question does not say.',
          ['807.4b'],
        ),
      ];
    const controller = readPlayerInGame(
      context,
      'controller',
      'so no ability of theirs is put on the stack or applied',
    );
    if (isProblem(controller)) return [controller];
    const slice = turnOrderOrProblem(context);
    if (isProblem(slice)) return [slice];
    const ex = context.explainer();
    explainTurnStart(ex, table, context.scenario.turn.active);
    explainTurnNotes(ex, table, slice);
    const active = activePlayers(table);
    if (active.length === 0) {
      const departed = takingTurn(table);
      const who =
        departed.length === 0 ? 'No one is taking a turn' : `${listNames(departed)} left the game during the turn`;
      ex.step(`${who}, which goes on without an active player: "the active player" means no one`, [
        ex.edition === '2024' ? '800.4j' : '800.4g',
      ]);
      return ex.answer([]);
    }
    if (active.length > 1 && sharedTeamTurns(table) && teamOf(table, active[0]!) !== undefined) {
      ex.step(
        `Under shared team turns the players of the active team ${teamOf(table, active[0]!)} are all active players: ${listNames(active)}; "the active player" in an ability means one of them, whichever its controller ${controller} chooses as its effect is applied`,
        ['805.4a', '805.9'],
      );
      return ex.answer(active);
    }
    ex.step(`"The active player" in ${controller}'s ability means ${active[0]}, the player whose turn it is`, [
      '102.1',
    ]);
    return ex.answer(active);
  },
});
