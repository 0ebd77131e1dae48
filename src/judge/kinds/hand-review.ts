// hand-review: may one player look at another's hand? Teammates may at any time in Team
// vs. Team, Emperor and Two-Headed Giant (808.5, 809.7, 810.5); in Alternating Teams
// only when sitting next to each other (811.5); otherwise no one may (402.3).
import { areTeammates, hasLeft, turnSeats } from '../../table/queries.js';
import { areNeighbours } from '../../table/seats.js';
import { param } from '../param-types.js';
import { bothEditions, defineKind } from '../kind.js';
import { isProblem, readPlayer } from '../params.js';

const SHARED_REVIEW: Record<string, string> = {
  'team-vs-team': '808.5',
  emperor: '809.7',
  'two-headed-giant': '810.5',
};

export const handReviewKind = defineKind({
  ask: 'hand-review',
  summary: "may a player look at another's hand?",
  shape: 'boolean',
  params: { player: param.player('who looks'), of: param.player('whose hand') },
  cites: bothEditions(['102.3', '402.3', '800.4a', '808.5', '809.7', '810.5', '811.5']),
  usesTable: true,
  answer(context) {
    const player = readPlayer(context, 'player');
    if (isProblem(player)) return [player];
    const of = readPlayer(context, 'of');
    if (isProblem(of)) return [of];
    const { table } = context;
    const ex = context.explainer();
    if (player === of) {
      ex.step(`A player may look at their own hand at any time`, ['402.3']);
      return ex.answer(true);
    }
    const gone = [player, of].find((name) => hasLeft(table, name));
    if (gone !== undefined) {
      ex.step(`${gone} has left the game, and the cards ${gone} owned have left with them`, ['800.4a']);
      return ex.answer(false);
    }
    if (!areTeammates(table, player, of)) {
      ex.step(`${of} is not ${player}'s teammate, and a player can't look at another player's hand`, [
        '402.3',
        '102.3',
      ]);
      return ex.answer(false);
    }
    const rule = SHARED_REVIEW[table.variant ?? ''];
    if (rule !== undefined) {
      ex.step(`Teammates may review each other's hands at any time`, [rule]);
      return ex.answer(true);
    }
    if (table.variant === 'alternating-teams') {
      const next = areNeighbours(turnSeats(table), player, of);
      ex.step(
        `Teammates may review each other's hands only when sitting next to each other; ${player} and ${of} ${next ? 'do' : 'do not'}`,
        ['811.5'],
      );
      return ex.answer(next);
    }
    ex.step(
      `No rule of this game lets teammates review each other's hands, and a player can't look at another player's hand`,
      ['402.3'],
      'hand-review-without-team-variant',
    );
    return ex.answer(false);
  },
});
