// `table --json`: the table after the file's events as data, for scripts: the seats in
// turn order, the teams, the Grand Melee turn markers, each player's range of influence,
// the life totals and poison counters (a team's where it shares them, 810.4, 810.10), and
// the skips and control of turns waiting (614.10, 805.8).
import type { EditionYear, Scenario } from '../core/scenario.js';
import type { Table } from '../table/table-model.js';
import { departureThisTurn, hasLeft, takingTurn, teamMembers, teamNames } from '../table/queries.js';
import { rangeOfInfluence } from '../table/range-of-influence.js';
import { meleeState } from '../table/grand-melee/module.js';
import { designationsOf } from '../table/grand-melee/state.js';
import { markersNow } from '../judge/kinds/turn-marker-steps.js';
import { allPools, poolKey, type Counter } from '../table/life/pools.js';
import { counterPool } from '../table/life/life-module.js';
import { renderJsonDocument } from './json-text.js';
import { turnEffectsJson } from './render-turn-effects.js';

export function renderTableJson(file: string, scenario: Scenario, table: Table, fileEdition?: EditionYear): string {
  const taking = new Set(takingTurn(table));
  const seats = table.players.map((player, i) => ({
    seat: i + 1,
    player: player.name,
    ...(player.team !== undefined && { team: player.team }),
    ...(player.role !== undefined && { role: player.role }),
    range: player.range.value,
    takingTurn: taking.has(player.name),
    ...leftState(table, player.name),
  }));
  const document = {
    schemaVersion: 1,
    file,
    ...(scenario.name !== undefined && { name: scenario.name }),
    ...(table.variant !== undefined && { variant: table.variant }),
    edition: table.edition,
    ...(fileEdition !== undefined && { fileEdition }),
    seats,
    teams: teamNames(table).map((team) => ({ team, players: teamMembers(table, team) })),
    markers: markers(table),
    ranges: Object.fromEntries(
      table.players
        .filter((player) => !hasLeft(table, player.name))
        .map((player) => [player.name, rangeOfInfluence(table, player.name).players]),
    ),
    life: counters(table, 'life'),
    poison: counters(table, 'poison'),
    ...turnEffectsJson(table),
  };
  return renderJsonDocument(document);
}

function leftState(table: Table, name: string): { left?: 'before-this-turn' | 'this-turn' } {
  if (hasLeft(table, name) && !departureThisTurn(table, name)) return { left: 'before-this-turn' };
  return departureThisTurn(table, name) ? { left: 'this-turn' } : {};
}

/** Grand Melee only; elsewhere an empty list. */
function markers(table: Table): { marker: number; holder: string; designatedForRemoval: number }[] {
  const s = meleeState(table);
  if (!s) return [];
  return markersNow(s).map(([marker, seat]) => ({
    marker,
    holder: s.names[seat]!,
    designatedForRemoval: designationsOf(s, marker),
  }));
}

/** Each pool's total after the events: `{team, players, total}` where a team shares it, else `{player, total}`. */
function counters(table: Table, counter: Counter): Record<string, unknown>[] {
  return allPools(table, counter).map((pool) => {
    const total = counterPool(table, counter, poolKey(pool))?.total ?? null;
    return pool.kind === 'team'
      ? { team: pool.name, players: teamMembers(table, pool.name), total }
      : { player: pool.name, total };
  });
}
