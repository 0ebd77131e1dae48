// `mtg-judge table`: the life totals and poison counters after the events, as the engine
// holds them (table/life/): one total per Two-Headed Giant team (810.4) and, in 2024, its
// poison counters too (810.10); in 2011 each player keeps their own poison counters (810.5).
// Elsewhere each player has their own of both. Poison counters are shown only where there
// are some, and a table where nothing has changed says so in one line.
import type { Table } from '../table/table-model.js';
import { hasLeft } from '../table/queries.js';
import { counterPool } from '../table/life/life-module.js';
import { allPools, poolKey, poolPlayers, sharedLife, sharedPoison, type PoolId } from '../table/life/pools.js';
import type { Style } from './style.js';
import { escapeControls } from './terminal-text.js';

interface LifeRow {
  name: string;
  life: number;
  /** Poison counters other than 0: the pool's own (no owner), or each player's of a team's pool. */
  poison: { owner?: string; total: number }[];
}

/** The heading and a line per team or player still in the game; nothing for a table without life totals. */
export function renderLifeTotals(table: Table, style: Style): string[] {
  const rows = lifeRows(table);
  if (rows.length === 0) return [];
  const anyPoison = rows.some((row) => row.poison.length > 0);
  const why = note(table, anyPoison);
  const lines = [
    '',
    style.bold(anyPoison ? 'Life and poison counters' : 'Life totals') + (why && style.dim(` ${why}`)),
  ];
  if (!anyPoison && rows.every((row) => row.life === rows[0]!.life))
    return [...lines, `  ${sharedLife(table) ? 'every team' : 'every player'}  life ${rows[0]!.life}`];
  const nameWidth = Math.max(...rows.map((row) => row.name.length));
  const lifeWidth = Math.max(...rows.map((row) => String(row.life).length));
  for (const row of rows) {
    const life = `  ${row.name.padEnd(nameWidth)}  life ${String(row.life).padStart(lifeWidth)}`;
    lines.push(row.poison.length === 0 ? life : `${life}  ${poisonText(row)}`);
  }
  return lines;
}

/** Whose the totals are, with the rules: said only where teams share them. */
function note(table: Table, anyPoison: boolean): string {
  if (!sharedLife(table)) return '';
  if (!anyPoison) return '(a team shares one, 810.4)';
  const poison = sharedPoison(table);
  if (!poison.value) return `(a team shares life, 810.4, not poison, ${poison.rules.join(', ')})`;
  return `(a team shares both, 810.4, ${poison.house ? `house rule ${poison.house.item}` : poison.rules.join(', ')})`;
}

function lifeRows(table: Table): LifeRow[] {
  return allPools(table, 'life').flatMap((pool): LifeRow[] => {
    const players = poolPlayers(table, pool).filter((name) => !hasLeft(table, name));
    const life = counterPool(table, 'life', poolKey(pool))?.total;
    if (players.length === 0 || life === undefined) return [];
    return [{ name: escapeControls(pool.name), life, poison: poisonOf(table, pool, players) }];
  });
}

/** The poison counters of a life pool: the team's where it shares them, else each player's. */
function poisonOf(table: Table, pool: PoolId, players: readonly string[]): LifeRow['poison'] {
  const shared = pool.kind === 'team' && sharedPoison(table).value;
  const owners: PoolId[] = shared ? [pool] : players.map((name) => ({ kind: 'player', name }));
  return owners.flatMap((owner) => {
    const total = counterPool(table, 'poison', poolKey(owner))?.total ?? 0;
    if (total === 0) return [];
    return poolKey(owner) === poolKey(pool) ? [{ total }] : [{ owner: escapeControls(owner.name), total }];
  });
}

/** "poison 4", or within a team whose players keep their own, "poison Carol 2, Dave 2". */
function poisonText(row: LifeRow): string {
  return `poison ${row.poison.map((p) => (p.owner === undefined ? p.total : `${p.owner} ${p.total}`)).join(', ')}`;
}
