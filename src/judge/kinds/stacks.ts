// stacks: the turn markers whose stacks a player gets priority for (807.5a): those within
// the player's range of influence, a marker being where its holder sits. Objects on the
// stacks are not part of the scenario format, so only the holders count (gm-stacks-holders-only).
import { isGone } from '../../table/grand-melee/state.js';
import { turnGoesOnRule } from '../../table/grand-melee/explain.js';
import type { Table } from '../../table/table-model.js';
import { findPlayer, leftBefore } from '../../table/queries.js';
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import { seatDistance } from '../../table/seats.js';
import { explainRangeBrief, explainRangeSource, RANGE_CITES } from '../explain-range.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { markersNow, meleeOrProblem } from './turn-marker-steps.js';
import { isGrandMelee } from '../applies-to.js';

const COMMON = [...RANGE_CITES, '807.4c', '807.5', '807.5a'];

export const stacksKind = defineKind({
  ask: 'stacks',
  summary: 'marker stacks a player gets priority for (Grand Melee)',
  shape: 'numbers',
  params: { player: param.player('the player who may get priority') },
  cites: { '2011': [...COMMON, '800.4g'], '2024': [...COMMON, '800.4j'] },
  usesTable: true,
  appliesTo: isGrandMelee,
  answer(context) {
    const s = meleeOrProblem(context);
    if (isProblem(s)) return [s];
    const player = readPlayerInGame(context, 'player', 'so they get priority for no stack');
    if (isProblem(player)) return [player];
    const { table } = context;
    const ex = context.explainer();
    ex.step('Each turn marker has its own stack', ['807.5']);
    const view = rangeOfInfluence(table, player);
    explainRangeSource(ex, table, player);
    explainRangeBrief(ex, view);
    const stacks: number[] = [];
    for (const [marker, seat] of markersNow(s)) {
      const holder = s.names[seat]!;
      const departed = isGone(s, seat);
      const within = departed ? seatWithinRange(table, player, holder) : view.players.includes(holder);
      if (within) stacks.push(marker);
      const where = departed
        ? `${holder}'s seat, where marker ${marker} stays while ${holder}'s turn goes on after ${holder} left,`
        : `marker ${marker}'s holder, ${holder},`;
      const rules = departed ? ['807.5a', '807.4c', turnGoesOnRule(s)] : ['807.5a'];
      ex.step(
        `${capital(where)} is ${within ? '' : 'not '}within ${player}'s range of influence`,
        rules,
        departed ? 'gm-stacks-holders-only' : undefined,
      );
    }
    ex.step(
      `No objects are given on the stacks, so only where the markers are counts: ${player} gets priority for ${stacks.length === 0 ? 'no stack' : `the stacks of ${stacks.join(', ')}`}`,
      ['807.5a'],
      'gm-stacks-holders-only',
    );
    return ex.answer(stacks);
  },
});

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A marker whose holder left during their turn sits on that seat, counted with the seats as this
 * turn began (gm-stacks-holders-only).
 */
function seatWithinRange(table: Table, player: string, holder: string): boolean {
  const range = findPlayer(table, player)!.range.value;
  if (range === 'unlimited') return true;
  const before = new Set(leftBefore(table));
  const ring = table.players.map((p) => p.name).filter((name) => name === holder || !before.has(name));
  return seatDistance(ring, player, holder) <= range;
}
