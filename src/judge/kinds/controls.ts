// controls: whom a player controls during their next turn, from the controlNextTurn events
// (720.1 in 2024, 711.1 in 2011). The effect applies to the next turn the affected player
// actually takes; of several effects on the same player the last one created works (720.1a).
// Under shared team turns the whole team is controlled (805.8), by "the first player" in
// 2024 and by "the controller of that effect" in 2011; the Magic Mittwoch house rules keep
// the control to the player whose turn is taken over (their item 23).
import type { EditionYear } from '../../core/scenario.js';
import { houseRuleName } from '../../table/house-rules.js';
import { hasLeft } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import {
  controlledPlayers,
  controllerOf,
  turnEffectsOf,
  workingControls,
  type ControlEffect,
} from '../../table/turns/turn-effects.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { defineKind } from '../kind.js';
import { param } from '../param-types.js';
import { isProblem, readPlayerInGame } from '../params.js';

/** The rules on controlling another player: 720 in 2024, 711 in 2011. */
const CONTROL: Record<EditionYear, { next: string; overwrite: string; skipped: string }> = {
  '2011': { next: '711.1', overwrite: '711.1a', skipped: '711.1b' },
  '2024': { next: '720.1', overwrite: '720.1a', skipped: '720.1b' },
};

const rulesOf = (edition: EditionYear) => Object.values(CONTROL[edition]);

export const controlsKind = defineKind({
  ask: 'controls',
  summary: 'players whom a player controls during their next turn',
  shape: 'players',
  params: { player: param.player('the player who may control another player') },
  cites: {
    '2011': [...rulesOf('2011'), '805.8', '800.4a'],
    '2024': [...rulesOf('2024'), '805.8', '800.4a'],
  },
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'and effects that gave them control of players have ended');
    if (isProblem(player)) return [player];
    const { table } = context;
    const ex = context.explainer();
    const slice = turnEffectsOf(table);
    const all = slice?.controls ?? [];
    const working = new Set(slice ? workingControls(slice) : []);
    const controlled = new Set<string>();
    for (const effect of all) {
      const controller = controllerOf(table, effect).player;
      if (effect.player !== player && controller !== player) continue;
      explainEffect(ex, table, effect);
      if (effect.endedAt !== undefined || controller !== player) continue;
      if (!working.has(effect)) {
        ex.step(
          `A later effect on the same players overwrites ${effect.by}: only the last one created works`,
          [CONTROL[ex.edition].overwrite],
          effect.unit.kind === 'team' ? 'control-overwrite-team' : undefined,
        );
        continue;
      }
      for (const name of controlledPlayers(table, effect)) controlled.add(name);
    }
    const answer = table.players.map((p) => p.name).filter((name) => controlled.has(name));
    ex.step(
      answer.length === 0
        ? `${player} controls no player during that player's next turn`
        : `${player} controls ${listNames(answer)} during that turn`,
      [CONTROL[ex.edition].next],
    );
    return ex.answer(answer);
  },
});

function explainEffect(ex: Explainer, table: Table, effect: ControlEffect): void {
  const rules = CONTROL[ex.edition];
  const of = listNames(effect.of);
  ex.step(
    `${effect.by} gives ${effect.player} control of ${of} during ${of}'s next turn: the next turn ${of} actually takes`,
    [rules.next, rules.skipped],
  );
  if (effect.house)
    ex.step(
      `${houseRuleName(effect.house)}: ${effect.player} takes over ${of}'s turn only; the official rule ${effect.house.replaces.join(', ')} gives ${effect.player} the whole team`,
      effect.house.replaces,
    );
  else if (effect.unit.kind === 'team') {
    const controller = controllerOf(table, effect);
    const who =
      ex.edition === '2024'
        ? `the first player, ${controller.player},`
        : `the controller of that effect, ${controller.player}, who controlled the spell or ability of ${controller.source ?? effect.by} that created it,`;
    const players = controlledPlayers(table, effect);
    const gone = effect.of.filter((name) => !players.includes(name));
    ex.step(
      `Under shared team turns, ${who} controls the affected player's team ${effect.unit.team}: ${listNames(players)}${gone.length > 0 ? ` (${listNames(gone)} left the game; the team's turn still comes)` : ''}`,
      ['805.8'],
      controller.source ? 'control-effect-controller-2011' : gone.length > 0 ? 'control-team-after-leaving' : undefined,
    );
  }
  if (effect.endedAt !== undefined) {
    const controller = controllerOf(table, effect).player;
    ex.step(
      hasLeft(table, controller)
        ? `${controller} has left the game, so the effect giving them control has ended`
        : `That turn has ended (event ${effect.endedAt + 1}), and the control with it`,
      hasLeft(table, controller) ? ['800.4a'] : [rules.next],
    );
  } else if (effect.beganAt !== undefined)
    ex.step(`That turn began with event ${effect.beganAt + 1} and is in progress`, [rules.next]);
}
