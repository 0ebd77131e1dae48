// can-attack: the players a player's creatures can attack this turn. The attack option
// (802, 803) or shared team turns combat (805.10a; 810.7a in 2011) says whom; limited
// range keeps attacks within range (801.3); Emperor and Alternating Teams allow only
// neighbours (809.3c, 811.4). Seats are counted as the current turn began (801.2c).
import type { Table } from '../../table/table-model.js';
import { activePlayers, hasLeft, takingTurn } from '../../table/queries.js';
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import {
  attackTargets,
  isUndecided,
  type AttackTargets,
  type NeighbourCheck,
} from '../../table/combat/attack-targets.js';
import { explainRangeBrief, explainRangeSource, listNames, RANGE_CITES } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { explainOpponents, OPPONENT_CITES } from '../opponents.js';
import { isProblem, readPlayer } from '../params.js';
import { undecidedOption } from '../problems.js';
import { COMMANDER_RULES } from '../rules-2026.js';

const COMMON = [
  ...RANGE_CITES,
  ...OPPONENT_CITES,
  '506.2a',
  '800.4a',
  '801.3',
  '802.1',
  '802.2',
  '803.1a',
  '803.1b',
  '806.2b',
  '807.2b',
  '808.3a',
  '809.3c',
  '811.2b',
  '811.4',
  // 903.2 (the 2026 rules): a Commander game uses the attack multiple players option by default.
  COMMANDER_RULES.setup,
];

export const canAttackKind = defineKind({
  ask: 'can-attack',
  summary: "players a player's creatures can attack this turn",
  shape: 'players',
  params: { player: param.player('the attacking player') },
  cites: { '2011': [...COMMON, '810.7a'], '2024': [...COMMON, '805.10a'] },
  usesTable: true,
  answer(context) {
    const player = readPlayer(context, 'player');
    if (isProblem(player)) return [player];
    const { table } = context;
    const ex = context.explainer();
    if (hasLeft(table, player)) {
      ex.step(`${player} has left the game; the creatures ${player} controlled have left or been exiled`, ['800.4a']);
      return ex.answer([]);
    }
    if (takingTurn(table).length > 0 && !activePlayers(table).includes(player)) {
      ex.step(
        `${player} is not taking a turn now: answered for ${player}'s creatures attacking with the seats as they are this turn`,
        ['801.2c'],
        'can-attack-not-active',
      );
    }
    const opponents = explainOpponents(ex, table, player);
    const found = attackTargets(table, player);
    if (isUndecided(found)) return [undecidedOption(context, found, 'Whom a player can attack')];
    explainBasis(ex, table, found, opponents);
    if (found.neighbours) explainNeighbours(ex, player, found.neighbours);
    ex.step(`${player}'s creatures can attack: ${listNames(found.targets)}`, found.deciding);
    return ex.answer(found.targets);
  },
});

/** The steps of the attack option, or of shared team turns combat, and of the range that limits it. */
function explainBasis(ex: Explainer, table: Table, found: AttackTargets, opponents: string[]): void {
  const { basis, player } = found;
  switch (basis.kind) {
    case 'team':
      ex.step(
        `With shared team turns, each team's creatures attack the other team as a group: ${listNames(opponents)}`,
        [basis.rule],
      );
      break;
    case 'left':
    case 'right':
      ex.step(
        `${basis.option.source === 'file' ? 'The file uses' : 'The variant uses'} the attack ${basis.kind} option`,
        basis.option.rules,
      );
      explainNeighbour(ex, table, player, basis.kind, basis.neighbour);
      return;
    case 'multiple':
      ex.step(
        `With the attack multiple players option, all of ${player}'s opponents are defending players: ${listNames(opponents)}`,
        [...basis.option.rules, '802.2'],
      );
      break;
    case 'none':
      ex.step(`No attack option is used: ${player} chooses one opponent to attack: ${listNames(opponents)}`, [
        '506.2a',
      ]);
  }
  explainRange(ex, table, found);
}

/** 803.1a/b: the adjacent seat on that side, as seats stood when the turn began. */
function explainNeighbour(
  ex: Explainer,
  table: Table,
  player: string,
  side: 'left' | 'right',
  { rule, neighbour, blocked }: NeighbourCheck,
): void {
  if (neighbour === undefined) return;
  if (blocked === 'left-this-turn') {
    const rules = table.variant === 'grand-melee' ? [rule, '801.2c', '807.4h'] : [rule, '801.2c'];
    ex.step(
      `${neighbour}, to ${player}'s ${side}, left the game during this turn; the seat counts until the next turn begins, so ${player}'s nearest opponent to the ${side} is more than one seat away`,
      rules,
      'attack-past-empty-seat',
    );
  } else if (blocked === 'teammate') {
    ex.step(
      `${neighbour}, to ${player}'s ${side}, is a teammate: ${player}'s nearest opponent to the ${side} is more than one seat away`,
      [rule, '102.3'],
    );
  } else ex.step(`${neighbour} sits immediately to ${player}'s ${side}`, [rule]);
}

/** 801.3: creatures can attack only opponents within their controller's range of influence. */
function explainRange(ex: Explainer, table: Table, { player, outsideRange }: AttackTargets): void {
  if (outsideRange === undefined) return;
  explainRangeSource(ex, table, player);
  explainRangeBrief(ex, rangeOfInfluence(table, player));
  if (outsideRange.length > 0)
    ex.step(
      `${listNames(outsideRange)} ${outsideRange.length === 1 ? 'is' : 'are'} outside ${player}'s range of influence and can't be attacked`,
      ['801.3'],
    );
}

/** 809.3c, 811.4: only opponents seated immediately next to the player. */
function explainNeighbours(ex: Explainer, player: string, { rule, far }: { rule: string; far: string[] }): void {
  if (far.length > 0)
    ex.step(
      `A player can attack only opponents seated next to them; ${listNames(far)} ${far.length === 1 ? 'does' : 'do'} not sit next to ${player}`,
      [rule],
    );
  else ex.step(`A player can attack only opponents seated next to them`, [rule]);
}
