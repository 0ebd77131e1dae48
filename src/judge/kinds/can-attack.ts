// can-attack: the players a player's creatures can attack this turn. The attack option
// (802, 803) or shared team turns combat (805.10a; 810.7a in 2011) says whom; limited
// range keeps attacks within range (801.3); Emperor and Alternating Teams allow only
// neighbours (809.3c, 811.4). Seats are counted as the current turn began (801.2c).
import type { EditionYear } from '../../core/scenario.js';
import type { Setting, AttackRule, Table } from '../../table/table-model.js';
import {
  activePlayers,
  departureThisTurn,
  areTeammates,
  hasLeft,
  sharedTeamTurns,
  takingTurn,
  turnSeats,
} from '../../table/queries.js';
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import { areNeighbours, leftNeighbour, rightNeighbour } from '../../table/seats.js';
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
    const teamCombat = teamCombatRule(table);
    let targets: string[];
    let deciding: string[];
    if (teamCombat) {
      ex.step(
        `With shared team turns, each team's creatures attack the other team as a group: ${listNames(opponents)}`,
        [teamCombat],
      );
      targets = withinRange(ex, table, player, opponents);
      deciding = [teamCombat];
    } else {
      const attack = table.options.attack;
      if ('undecided' in attack) return [undecidedOption(context, attack, 'Whom a player can attack')];
      targets = byAttackOption(ex, table, player, attack, opponents);
      deciding = attack.value === 'none' ? ['506.2a'] : attack.rules;
    }
    const rule = neighbourRule(table);
    if (rule !== undefined) {
      targets = onlyNeighbours(ex, table, player, targets, rule);
      deciding = [rule];
    }
    ex.step(`${player}'s creatures can attack: ${listNames(targets)}`, deciding);
    return ex.answer(targets);
  },
});

function teamCombatRule(table: Table): string | undefined {
  if (!sharedTeamTurns(table)) return undefined;
  // 2024 moved the team combat rules to the option (805.10); 2011 had them in 810.7 only.
  const rules: Record<EditionYear, string | undefined> = {
    '2024': '805.10a',
    '2011': table.variant === 'two-headed-giant' ? '810.7a' : undefined,
  };
  return rules[table.edition];
}

function byAttackOption(
  ex: Explainer,
  table: Table,
  player: string,
  attack: Setting<AttackRule>,
  opponents: string[],
): string[] {
  switch (attack.value) {
    case 'left':
    case 'right':
      ex.step(
        `${attack.source === 'file' ? 'The file uses' : 'The variant uses'} the attack ${attack.value} option`,
        attack.rules,
      );
      return neighbourTarget(ex, table, player, attack.value);
    case 'multiple':
      ex.step(
        `With the attack multiple players option, all of ${player}'s opponents are defending players: ${listNames(opponents)}`,
        [...attack.rules, '802.2'],
      );
      return withinRange(ex, table, player, opponents);
    case 'none':
      ex.step(`No attack option is used: ${player} chooses one opponent to attack: ${listNames(opponents)}`, [
        '506.2a',
      ]);
      return withinRange(ex, table, player, opponents);
  }
}

/** 803.1a/b: only the opponent in the adjacent seat on that side, as seats stood when the turn began. */
function neighbourTarget(ex: Explainer, table: Table, player: string, side: 'left' | 'right'): string[] {
  const rule = side === 'left' ? '803.1a' : '803.1b';
  const neighbour = (side === 'left' ? leftNeighbour : rightNeighbour)(turnSeats(table), player);
  if (neighbour === undefined) return [];
  if (departureThisTurn(table, neighbour)) {
    const rules = table.variant === 'grand-melee' ? [rule, '801.2c', '807.4h'] : [rule, '801.2c'];
    ex.step(
      `${neighbour}, to ${player}'s ${side}, left the game during this turn; the seat counts until the next turn begins, so ${player}'s nearest opponent to the ${side} is more than one seat away`,
      rules,
      'attack-past-empty-seat',
    );
    return [];
  }
  if (areTeammates(table, player, neighbour)) {
    ex.step(
      `${neighbour}, to ${player}'s ${side}, is a teammate: ${player}'s nearest opponent to the ${side} is more than one seat away`,
      [rule, '102.3'],
    );
    return [];
  }
  ex.step(`${neighbour} sits immediately to ${player}'s ${side}`, [rule]);
  return [neighbour];
}

/** 801.3: creatures can attack only opponents within their controller's range of influence. */
function withinRange(ex: Explainer, table: Table, player: string, opponents: string[]): string[] {
  const view = rangeOfInfluence(table, player);
  if (view.range.value === 'unlimited') return opponents;
  explainRangeSource(ex, table, player);
  explainRangeBrief(ex, view);
  const outside = opponents.filter((name) => !view.players.includes(name));
  if (outside.length > 0)
    ex.step(
      `${listNames(outside)} ${outside.length === 1 ? 'is' : 'are'} outside ${player}'s range of influence and can't be attacked`,
      ['801.3'],
    );
  return opponents.filter((name) => view.players.includes(name));
}

function neighbourRule(table: Table): string | undefined {
  return table.variant === 'emperor' ? '809.3c' : table.variant === 'alternating-teams' ? '811.4' : undefined;
}

/** 809.3c, 811.4: only opponents seated immediately next to the player. */
function onlyNeighbours(ex: Explainer, table: Table, player: string, targets: string[], rule: string): string[] {
  const seats = turnSeats(table);
  const far = targets.filter((name) => !areNeighbours(seats, player, name));
  if (far.length > 0)
    ex.step(
      `A player can attack only opponents seated next to them; ${listNames(far)} ${far.length === 1 ? 'does' : 'do'} not sit next to ${player}`,
      [rule],
    );
  else ex.step(`A player can attack only opponents seated next to them`, [rule]);
  return targets.filter((name) => areNeighbours(seats, player, name));
}
