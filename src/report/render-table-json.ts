// `table --json`: the table after the file's events as data, for scripts: the seats in
// turn order, the teams, the Grand Melee turn markers, each player's range of influence,
// the life totals and poison counters (a team's where it shares them, 810.4, 810.10), the
// objects with where they are (render-objects-json.ts), the attacks and blocks of the turn,
// the "can't" effects in force with whom they reach (801.10, 810.8a, 810.9g, 810.9h), and the
// skips and control of turns waiting (614.10, 805.8), the monarch and the initiative where the
// file speaks of them, and commander damage in a Commander game (903.10a).
import type { Scenario } from '../core/scenario.js';
import { rulesKey } from './edition-override.js';
import type { Table } from '../table/table-model.js';
import { hasLeft, takingTurn, teamMembers, teamNames } from '../table/queries.js';
import { rangeOfInfluence } from '../table/range-of-influence.js';
import { allPools, poolKey, type Counter } from '../table/life/pools.js';
import { counterPool } from '../table/life/life-module.js';
import { renderJsonDocument } from './json-text.js';
import { cantEffectsJson } from './render-table-cant.js';
import { combatJson, objectsJson } from './render-objects-json.js';
import { heldMarkers, leftState, type LeftState } from './seat-states.js';
import { turnEffectsJson } from './render-turn-effects.js';
import { designationsJson } from './render-designations.js';

export function renderTableJson(file: string, scenario: Scenario, table: Table, fileEdition?: string): string {
  const taking = new Set(takingTurn(table));
  const seats = table.players.map((player, i) => ({
    seat: i + 1,
    player: player.name,
    ...(player.team !== undefined && { team: player.team }),
    ...(player.role !== undefined && { role: player.role }),
    range: player.range.value,
    takingTurn: taking.has(player.name),
    ...left(table, player.name),
  }));
  const document = {
    schemaVersion: 1,
    file,
    ...(scenario.name !== undefined && { name: scenario.name }),
    ...(table.variant !== undefined && { variant: table.variant }),
    edition: rulesKey(scenario),
    ...(fileEdition !== undefined && { fileEdition }),
    seats,
    teams: teamNames(table).map((team) => ({ team, players: teamMembers(table, team) })),
    markers: heldMarkers(table),
    ranges: Object.fromEntries(
      table.players
        .filter((player) => !hasLeft(table, player.name))
        .map((player) => [player.name, rangeOfInfluence(table, player.name).players]),
    ),
    life: counters(table, 'life'),
    poison: counters(table, 'poison'),
    objects: objectsJson(table),
    combat: combatJson(table),
    cant: cantEffectsJson(table),
    ...turnEffectsJson(table),
    ...designationsJson(table),
  };
  return renderJsonDocument(document);
}

function left(table: Table, name: string): { left?: LeftState } {
  const state = leftState(table, name);
  return state ? { left: state } : {};
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
