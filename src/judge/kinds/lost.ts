// lost: the players who have lost the game after the events. A player who leaves has
// conceded or lost (104.3a); in Two-Headed Giant the whole team leaves and loses (810.8a,
// 810.8b), and an emperor's team loses with the emperor (809.5b). Then the state-based
// actions on life and poison (table/life/state-based.ts): 810.8c, 810.8d, 104.3b, 104.3d;
// if they would make every player still in the game lose at once, it is a draw (104.4a). In a
// Commander game, 21 or more combat damage from one commander (704.6c, 903.10a in the 2026 rules).
import { lifeRule, poisonToLose, allPools, type PoolId } from '../../table/life/pools.js';
import { stateBasedActions, type StateBasedLoss } from '../../table/life/state-based.js';
import { houseRuleName } from '../../table/house-rules.js';
import type { Table } from '../../table/table-model.js';
import { playerNames } from '../../table/queries.js';
import { explainPool, LIFE_CITES, poolName } from '../explain-life.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { defineKind } from '../kind.js';
import { withTeams } from '../team-outcome.js';
import { explainDepartures } from './lost-departures.js';
import { CANT_CITES, explainProhibitions } from '../explain-cant.js';
import { commanderDamageTo } from '../../table/commander/commander-damage.js';
import { explainCommanderDamage } from '../explain-commander.js';
import { COMMANDER_RULES } from '../rules-2026.js';

/** State-based actions are applied to the totals after all of the file's events (scenarios/READINGS.md). */
export const SBA_READING = 'state-based-actions-after-events';

/** The Commander rules a loss to commander damage rests on (the 2026 rules; only under an imported edition). */
const COMMANDER_LOSS = [COMMANDER_RULES.damage, COMMANDER_RULES.designation, COMMANDER_RULES.stateBased];

const COMMON = [
  ...CANT_CITES,
  ...COMMANDER_LOSS,
  '104.3a',
  '104.3b',
  '104.3d',
  '104.4a',
  '809.5b',
  '810.8a',
  '810.8b',
  '810.8c',
];

/** Every rule explainStateBasedLosses may cite, per edition. */
export const SBA_CITES = {
  '2011': [...CANT_CITES, ...COMMANDER_LOSS, '104.3b', '104.3d', '104.4a', '809.5b', '810.8a', '810.8c', '810.5'],
  '2024': [
    ...CANT_CITES,
    ...COMMANDER_LOSS,
    '104.3b',
    '104.3d',
    '104.4a',
    '809.5b',
    '810.8a',
    '810.8c',
    '810.8d',
    '810.11',
  ],
} as const;

export const lostKind = defineKind({
  ask: 'lost',
  summary: 'players who have lost after the events',
  shape: 'players',
  params: {},
  cites: {
    '2011': [...COMMON, ...LIFE_CITES['2011'], '810.5'],
    '2024': [...COMMON, ...LIFE_CITES['2024'], '810.8d', '810.11'],
  },
  usesTable: true,
  answer(context) {
    const { table } = context;
    const ex = context.explainer();
    const departed = explainDepartures(ex, table);
    const outcome = stateBasedActions(table);
    for (const loss of outcome.losses) {
      if (loss.counter === 'commander-damage') explainCommanderLoss(ex, table, loss);
      else explainPool(ex, table, loss.counter, loss.pool);
      explainLoss(ex, table, loss);
    }
    const spared = outcome.losses.some((loss) => loss.spared.length > 0);
    let sba =
      outcome.losses.length === 0
        ? []
        : withTeams(ex, table, [...new Set(outcome.losses.flatMap((loss) => loss.players))], 'lose');
    if (outcome.draw) {
      ex.step(
        `Every player still in the game would lose at the same time (${listNames(sba)}): the game is a draw for them instead`,
        ['104.4a'],
      );
      sba = [];
    }
    const lost = playerNames(table).filter((name) => departed.includes(name) || sba.includes(name));
    if (lost.length === 0 && !outcome.draw && !spared) explainNoLoss(ex, table);
    else ex.step(`Players who have lost the game: ${listNames(lost)}`, []);
    return ex.answer(lost);
  },
});

/** One step: why a pool's players lose as a state-based action. */
export function explainLoss(ex: Explainer, table: Table, loss: StateBasedLoss): void {
  explainLossRule(ex, table, loss);
  explainSpared(ex, table, loss);
}

function explainLossRule(ex: Explainer, table: Table, loss: StateBasedLoss): void {
  const { counter, pool, total, players } = loss;
  const who = poolName(pool);
  const Who = `${who[0]!.toUpperCase()}${who.slice(1)}`;
  // Every player of a pool, or none, can lose: a pool is one player's, or a Two-Headed Giant team's (810.8a).
  const loses = players.length > 0 ? 'loses' : 'would lose';
  if (counter === 'commander-damage') {
    ex.step(
      `${Who} has been dealt ${total} combat damage by ${loss.commander!} over the game, 21 or more from one commander: ${who} ${loses} the game (a state-based action)`,
      [COMMANDER_RULES.damage, COMMANDER_RULES.stateBased],
      SBA_READING,
    );
    return;
  }
  if (counter === 'life') {
    ex.step(
      `${Who} has ${total} life after the events, 0 or less: ${who} ${loses} the game (a state-based action)`,
      [lifeRule(pool)],
      SBA_READING,
    );
    return;
  }
  const limit = poisonToLose(table, pool);
  if (limit.house) {
    ex.step(
      `${houseRuleName(limit.house)}: ${limit.house.says}; ${who} has ${total} and ${loses} the game (the official rule ${limit.house.replaces.join(', ')} has no shared poison counters)`,
      limit.house.replaces,
      SBA_READING,
    );
    return;
  }
  const larger = limit.rules.includes('810.11') ? `, five more than fifteen for each player beyond the second` : '';
  ex.step(
    `${Who} has ${total} poison counters after the events, at least ${limit.value}${larger}: ${who} ${loses} the game (a state-based action)`,
    limit.rules,
    larger ? 'larger-team-poison-2024' : SBA_READING,
  );
}

/** The pool's players who would lose but can't (101.2; 810.8a in Two-Headed Giant). */
function explainSpared(ex: Explainer, table: Table, { spared }: StateBasedLoss): void {
  if (spared.length === 0) return;
  for (const { player, by } of spared) explainProhibitions(ex, table, player, 'lose', by);
  const names = spared.map((s) => s.player);
  ex.step(`So ${listNames(names)} ${names.length === 1 ? "doesn't" : "don't"} lose the game`, ['101.2']);
}

/** Nobody lost: say what was checked, so the answer still rests on the rules. */
function explainNoLoss(ex: Explainer, table: Table): void {
  const lifePool: PoolId = allPools(table, 'life')[0]!;
  const poisonPool: PoolId = allPools(table, 'poison')[0]!;
  const limit = poisonToLose(table, poisonPool);
  const [life, poison] = [lifePool.kind === 'team' ? 'team' : 'player', poisonPool.kind === 'team' ? 'team' : 'player'];
  const commander = table.variant === 'commander';
  const text = `No player has left the game, no ${life} has 0 life or less${commander ? ',' : ' and'} no ${poison} has ${limit.value} poison counters or more${commander ? ' and no player has been dealt 21 combat damage by one commander' : ''}`;
  ex.step(text, ['104.3a', lifeRule(lifePool), ...limit.rules, ...(commander ? [COMMANDER_RULES.damage] : [])]);
}

/** The commander damage that makes a player lose (903.10a), step by step. */
function explainCommanderLoss(ex: Explainer, table: Table, loss: StateBasedLoss): void {
  const damage = commanderDamageTo(table, loss.pool.name).find((d) => d.commander.name === loss.commander);
  if (damage) explainCommanderDamage(ex, loss.pool.name, damage);
}
