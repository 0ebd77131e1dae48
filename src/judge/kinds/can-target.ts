// can-target: can a spell or ability that `player` controls target a player or an object?
// 801.4: not one outside the player's range of influence; an object counts where its
// controller sits (801.2d). A target that has left the game, or a permanent that left the
// battlefield, is out of reach. Without limited range every player is in range (801.1).
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { limitedRangeInUse } from '../../table/queries.js';
import { controllerNow, explainWithin, readThing, REACH_CITES } from './reach.js';

export const canTargetKind = defineKind({
  ask: 'can-target',
  summary: 'can a spell or ability the player controls target that player or object?',
  shape: 'boolean',
  params: {
    player: param.player('who controls the spell or ability'),
    target: param.playerOrObject('the player or object to target'),
  },
  cites: {
    '2011': [...REACH_CITES['2011'], '801.4'],
    '2024': [...REACH_CITES['2024'], '801.4'],
  },
  usesTable: true,
  appliesTo: limitedRangeInUse,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so no spell or ability of theirs can target anything');
    if (isProblem(player)) return [player];
    const target = readThing(context, 'target', context.params.target, []);
    if (isProblem(target)) return [target];
    const ex = context.explainer();
    const whose = target.kind === 'object' ? controllerNow(ex, context.table, target.object) : target.name;
    if (whose === undefined) {
      ex.step(`${target.name} is no longer on the battlefield to be targeted`, []);
      return ex.answer(false);
    }
    const subject = target.kind === 'object' ? `${target.name}, controlled by ${whose},` : whose;
    const within = explainWithin(ex, context.table, player, whose, subject);
    ex.step(
      within
        ? `${player}'s spells and abilities can target ${target.name}`
        : `${target.name} is outside ${player}'s range of influence, so ${player}'s spells and abilities can't target it`,
      ['801.4'],
    );
    return ex.answer(within);
  },
});
