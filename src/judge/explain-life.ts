// Explanation steps for a life total or poison counters: where the pool started and each
// change the events made, with the running total (810.9, 810.9a–c, 810.10).
import { counterPool } from '../table/life/life-module.js';
import type { CounterChange, CounterPool } from '../table/life/life-slice.js';
import { poolKey, startingLife, type Counter, type PoolId } from '../table/life/pools.js';
import { houseRuleName, houseRuleSwitch } from '../table/house-rules.js';
import type { Table } from '../table/table-model.js';
import { listNames } from './explain-range.js';
import type { Explainer } from './explainer.js';
import { CANT_CITES, prohibitionText } from './explain-cant.js';
import { COMMANDER_RULES } from './rules-2026.js';

/** Every rule the steps below may cite, per edition. */
export const LIFE_CITES = {
  '2011': [...CANT_CITES, '810.4', '810.10', '810.9', '810.9a', '810.9b', '810.9c', '103.3', '118.4', '118.5'],
  '2024': [
    ...CANT_CITES,
    '810.4',
    '810.11',
    '810.9',
    '810.9a',
    '810.9b',
    '810.9c',
    '810.10',
    '103.4',
    '119.4',
    '119.5',
    // 903.7 (the 2026 rules): 40 life in a Commander game.
    COMMANDER_RULES.life,
  ],
} as const;

/** A life total set to a number changes nothing where the difference is forbidden (scenarios/READINGS.md). */
export const FORBIDDEN_CHANGE_READING = 'forbidden-life-change';

const signed = (n: number): string => (n < 0 ? String(n) : `+${n}`);

export const poolName = (pool: PoolId): string => (pool.kind === 'team' ? `team ${pool.name}` : pool.name);

/** "team Sun", or "Ann's life total" for a player's own. */
const poolLabel = (pool: PoolId, counter: Counter): string =>
  pool.kind === 'team'
    ? `team ${pool.name}`
    : `${pool.name}'s ${counter === 'life' ? 'life total' : 'poison counters'}`;

/** The pool after the events, with a step for its start and one for each change. */
export function explainPool(ex: Explainer, table: Table, counter: Counter, pool: PoolId): CounterPool {
  const found = counterPool(table, counter, poolKey(pool));
  if (!found) throw new Error(`no ${counter} pool ${poolKey(pool)}`);
  explainStart(ex, table, counter, found);
  for (const change of found.changes) {
    explainChange(ex, table, counter, found.pool, change);
    explainForbidden(ex, table, change);
  }
  return found;
}

function explainStart(ex: Explainer, table: Table, counter: Counter, pool: CounterPool): void {
  const name = poolName(pool.pool);
  if (pool.fromFile) {
    ex.step(
      `The file gives ${name} ${pool.start} ${counter === 'life' ? 'life' : 'poison counters'} before the events`,
      [],
    );
  } else if (counter === 'life') {
    const start = startingLife(table, pool.pool);
    const size =
      pool.pool.kind === 'team' && start.rules.length > 1 ? `, 15 for each of its ${start.value / 15} players` : '';
    ex.step(`${name[0]!.toUpperCase()}${name.slice(1)} starts with ${start.value} life${size}`, start.rules);
  }
}

function explainChange(ex: Explainer, table: Table, counter: Counter, pool: PoolId, change: CounterChange): void {
  const after = change.before + change.change;
  const total = `${poolLabel(pool, counter)} ${signed(change.change)}, now ${after}`;
  const rules = counterRules(table, counter, pool);
  if (change.kind === 'payLife') {
    const rule = pool.kind === 'team' ? ['810.9a'] : [table.edition === '2011' ? '118.4' : '119.4'];
    ex.step(
      `${change.players[0]} pays ${change.amount} life${pool.kind === 'team' ? ", which comes out of the team's total" : ''}: ${total}`,
      rule,
    );
    return;
  }
  if (change.kind === 'setLife' && change.forbidden) {
    const who = change.players[0]!;
    const would = change.amount - change.before;
    const what = would > 0 ? `a gain of ${would}` : `a loss of ${-would}`;
    ex.step(
      `${who}'s life total would become ${change.amount}, ${what} life for ${who}: ${total}`,
      [table.edition === '2011' ? '118.5' : '119.5', ...(pool.kind === 'team' ? ['810.9c'] : [])],
      FORBIDDEN_CHANGE_READING,
    );
    return;
  }
  if (change.kind === 'setLife') {
    const who = change.players[0]!;
    const verb = change.change < 0 ? `loses ${-change.change}` : `gains ${change.change}`;
    if (pool.kind === 'team') {
      ex.step(
        `${who}'s life total becomes ${change.amount}: ${who}'s life total counts as the team's ${change.before} (810.9a), so ${who} ${verb} life and the team's total is adjusted by that: ${total}`,
        ['810.9a', '810.9c'],
      );
    } else {
      ex.step(`${who}'s life total becomes ${change.amount}: ${who} ${verb} life: ${total}`, [
        table.edition === '2011' ? '118.5' : '119.5',
      ]);
    }
    return;
  }
  const what = eventText(change, (change.forbidden?.length ?? 0) > 0);
  if (change.countedOnce) {
    const house = houseRuleSwitch(table, 'teamChangeCountedOnce').house!;
    const official = signed(change.change * change.players.length);
    // The official rule for this counter: 810.9 (life), 810.10 (poison, 2024); in 2011 each player
    // had their own poison (810.5).
    const replaced = rules.length > 0 ? rules : ['810.5'];
    ex.step(
      `${what}, the same change to every player of ${poolName(pool)}. ${houseRuleName(house)}: it is counted once: ${total}; the official rule ${replaced.join(', ')} counts it for each player: ${official}`,
      replaced,
    );
    return;
  }
  ex.step(`${what}: ${total}`, rules);
}

/** A step for each named player whom a "can't" effect kept from the change (101.2). */
function explainForbidden(ex: Explainer, table: Table, change: CounterChange): void {
  for (const { player, by } of change.forbidden ?? []) {
    const gain = change.kind === 'gainLife' || (change.kind === 'setLife' && change.amount > change.before);
    const why = prohibitionText(table, player, gain ? 'gain-life' : 'lose-life', by[0]!);
    const what =
      change.kind === 'damage' ? 'is dealt the damage and loses no life' : `${gain ? 'gains' : 'loses'} no life`;
    ex.step(`${player} ${what}: ${why.text}`, why.rules, why.reading);
  }
}

/** The rule that applies one player's change to the pool: 810.9 for life, 810.10 for poison. */
function counterRules(table: Table, counter: Counter, pool: PoolId): string[] {
  if (pool.kind === 'player') return [];
  if (counter === 'life') return ['810.9'];
  return table.edition === '2024' ? ['810.10'] : [];
}

/** What the event did; `forbidden`: a "can't" effect kept it from the players, so they would have. */
function eventText(change: CounterChange, forbidden: boolean): string {
  const who = listNames(change.players);
  const many = change.players.length > 1;
  const each = many ? ' each' : '';
  const verb = (one: string, several: string): string =>
    forbidden ? `would${each} ${several}` : `${each} ${many ? several : one}`.trim();
  switch (change.kind) {
    case 'damage':
      return `${who} ${many ? 'are' : 'is'}${each} dealt ${change.amount} damage`;
    case 'loseLife':
      return `${who} ${verb('loses', 'lose')} ${change.amount} life`;
    case 'gainLife':
      return `${who} ${verb('gains', 'gain')} ${change.amount} life`;
    default:
      return `${who}${each} get${change.players.length > 1 ? '' : 's'} ${change.amount} poison counter${change.amount === 1 ? '' : 's'}`;
  }
}
