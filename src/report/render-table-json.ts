// `table --json`: the table after the file's events as data, for scripts: the seats in
// turn order, the teams, the Grand Melee turn markers, each player's range of influence,
// the life totals and poison counters (a team's where it shares them, 810.4, 810.10), the
// objects with where they are, and the attacks and blocks of the turn.
import type { EditionYear, GameObject, Scenario } from '../core/scenario.js';
import { objectState } from '../table/objects.js';
import { permanentState } from '../table/permanents/permanent-state.js';
import { combatView, type OutOfCombat } from '../table/combat/combat-state.js';
import type { Table } from '../table/table-model.js';
import { departureThisTurn, hasLeft, takingTurn, teamMembers, teamNames } from '../table/queries.js';
import { rangeOfInfluence } from '../table/range-of-influence.js';
import { meleeState } from '../table/grand-melee/module.js';
import { designationsOf } from '../table/grand-melee/state.js';
import { markersNow } from '../judge/kinds/turn-marker-steps.js';
import { allPools, poolKey, type Counter } from '../table/life/pools.js';
import { counterPool } from '../table/life/life-module.js';
import { renderJsonDocument } from './json-text.js';

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
    objects: objects(table),
    combat: combat(table),
  };
  return renderJsonDocument(document);
}

function leftState(table: Table, name: string): { left?: 'before-this-turn' | 'this-turn' } {
  if (hasLeft(table, name) && !departureThisTurn(table, name)) return { left: 'before-this-turn' };
  return departureThisTurn(table, name) ? { left: 'this-turn' } : {};
}

/**
 * Each object after the events: `zone` where it is now (a state-based action's graveyard, exile
 * when its controller left, 800.4a), absent with `inGame: false` when it left with its owner.
 */
function objects(table: Table): Record<string, unknown>[] {
  return table.objects.map((object) => {
    const state = permanentState(table, object);
    const where = state.present
      ? { zone: 'battlefield', controller: state.controller }
      : state.gone === 'elsewhere'
        ? { zone: state.zone, ...(objectState(table, object).present && controlled(table, object)) }
        : state.gone === 'graveyard'
          ? { zone: 'graveyard' }
          : state.gone === 'exiled'
            ? { zone: 'exile' }
            : {};
    return {
      name: object.name,
      owner: object.owner,
      inGame: state.present || state.gone !== 'with-owner',
      ...where,
      ...(object.attachedTo !== undefined && { attachedTo: object.attachedTo }),
      ...(object.exiledBy !== undefined && { exiledBy: { ...object.exiledBy } }),
    };
  });
}

/** The controller of an object on the stack or in the command zone (109.4); none elsewhere off the battlefield. */
function controlled(table: Table, object: GameObject): { controller?: string } {
  const state = objectState(table, object);
  return state.present && state.basis !== 'owner' ? { controller: state.controller } : {};
}

/** The turn's attacks and blocks, events numbered from 1 as the text output numbers them. */
function combat(table: Table): Record<string, unknown> {
  const { attacks, blocks } = combatView(table);
  const out = (o: OutOfCombat | undefined) =>
    o && { ...(o.event !== undefined && { event: o.event + 1 }), why: o.why, rules: o.rules };
  return {
    attacks: attacks.map((a) => ({
      creature: a.creature,
      attackingPlayer: a.attacker,
      ...a.target,
      defendingPlayer: a.defending,
      event: a.event + 1,
      ...(a.out && { outOfCombat: out(a.out) }),
      ...(a.targetOut && { planeswalkerOutOfCombat: out(a.targetOut) }),
    })),
    blocks: blocks.map((b) => ({
      creature: b.creature,
      controller: b.controller,
      blocks: b.blocks,
      event: b.event + 1,
      ...(b.out && { outOfCombat: out(b.out) }),
    })),
  };
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
