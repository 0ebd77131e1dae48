// `table --svg`: what the picture of the table shows, as plain data, before any geometry:
// the seats in turn order with their teams, who is taking a turn, the turn markers, who has
// left and when, the attack direction, and with `--for` whose seats are within a player's
// range of influence. render-table-svg.ts draws it.
//
// More things at the table (declared attacks, the monarch, the initiative) come in as
// layers (picture-layers.ts): a PictureLayer reads the table and gives arrows from seat to
// seat and badges beside a seat; the renderer draws whatever they give.
import type { RangeValue, Role, Scenario } from '../core/scenario.js';
import { UsageError } from '../core/errors.js';
import { notSeated } from '../core/unknown-names.js';
import type { Table } from '../table/table-model.js';
import { findPlayer, hasLeft, inGame, playerNames, takingTurn, teamNames } from '../table/queries.js';
import { rangeOfInfluence } from '../table/range-of-influence.js';
import { readCitation } from '../rules/reading-texts.js';
import { editionOverrideNote, rulesLabel } from './edition-override.js';
import { heldMarkers, leftState, type LeftState } from './seat-states.js';
import { PICTURE_LAYERS, type PictureArrow, type PictureBadge, type PictureLayer } from './picture-layers.js';

export type { PictureArrow, PictureBadge, PictureLayer } from './picture-layers.js';

export interface PictureSeat {
  /** 1 for the first player in turn order. */
  seat: number;
  name: string;
  team?: string;
  /** "A", "B", …: the team's label, in the order the teams first sit. */
  teamLabel?: string;
  /** The team's place in that order, from 0: it picks the colour. */
  teamIndex?: number;
  role?: Role;
  range: RangeValue;
  takingTurn: boolean;
  left?: LeftState;
  markers: { marker: number; designated: boolean }[];
  /** Within the --for player's range of influence (801.2). */
  inRange: boolean;
  badges: PictureBadge[];
}

export interface TablePicture {
  title: string;
  /** "grand-melee, 2024 rules". */
  subtitle: string;
  /** Said when --edition rules the table under other rules than the file's. */
  override?: string;
  seats: PictureSeat[];
  teams: { team: string; label: string }[];
  /** Where creatures attack: "left" and "right" draw arrows round the table (803.1). */
  attack: { direction?: 'left' | 'right'; text: string };
  /** The --for player and their range (801.2). */
  range?: { player: string; value: RangeValue };
  arrows: PictureArrow[];
  /** The layers' lines for the legend. */
  legend: string[];
}

export interface PictureOptions {
  /** The player whose range of influence is shaded (--for), checked with readForPlayer. */
  forPlayer?: string;
  /** The file's own edition, when --edition rules the table under other rules. */
  fileEdition?: string;
  layers?: readonly PictureLayer[];
}

export function buildTablePicture(scenario: Scenario, table: Table, options: PictureOptions = {}): TablePicture {
  const teams = teamNames(table);
  const seats = pictureSeats(table, teams, options.forPlayer);
  const { arrows, legend } = addLayers(table, seats, options.layers ?? PICTURE_LAYERS);
  const override = editionOverrideNote(scenario, options.fileEdition);
  return {
    title: scenario.name ?? 'Table',
    subtitle: [scenario.variant ?? 'no variant', `${rulesLabel(scenario)} rules`].join(', '),
    ...(override && { override }),
    seats,
    teams: teams.map((team, i) => ({ team, label: teamLabel(i) })),
    attack: attackDirection(table),
    ...(options.forPlayer !== undefined && {
      range: { player: options.forPlayer, value: findPlayer(table, options.forPlayer)!.range.value },
    }),
    arrows,
    legend,
  };
}

function pictureSeats(table: Table, teams: readonly string[], forPlayer: string | undefined): PictureSeat[] {
  const teamIndexes = new Map(teams.map((team, i) => [team, i]));
  const taking = new Set(takingTurn(table));
  const inRange = new Set(forPlayer === undefined ? [] : rangeOfInfluence(table, forPlayer).players);
  const markers = new Map<string, PictureSeat['markers']>();
  for (const held of heldMarkers(table)) {
    if (!markers.has(held.holder)) markers.set(held.holder, []);
    markers.get(held.holder)!.push({ marker: held.marker, designated: held.designatedForRemoval > 0 });
  }
  return table.players.map((player, i): PictureSeat => {
    const teamIndex = player.team === undefined ? undefined : teamIndexes.get(player.team)!;
    const left = leftState(table, player.name);
    return {
      seat: i + 1,
      name: player.name,
      ...(teamIndex !== undefined && { team: player.team, teamLabel: teamLabel(teamIndex), teamIndex }),
      ...(player.role !== undefined && { role: player.role }),
      range: player.range.value,
      takingTurn: taking.has(player.name),
      ...(left && { left }),
      markers: markers.get(player.name) ?? [],
      inRange: inRange.has(player.name),
      badges: player.role === 'emperor' ? [{ text: 'emperor', title: 'emperor (809.2)' }] : [],
    };
  });
}

/**
 * The --for player, checked: someone seated and still in the game, who has a range of
 * influence (801.2); a player who has left has none (800.4a). Bad input, so a UsageError.
 */
export function readForPlayer(table: Table, name: string): string {
  if (!findPlayer(table, name)) {
    const problem = notSeated(name, playerNames(table), []);
    throw new UsageError(`--for: ${problem.message}`, problem.notes ?? [], problem.code);
  }
  if (hasLeft(table, name))
    throw new UsageError(
      `--for: ${name} has left the game, so they have no range of influence to shade (800.4a).`,
      [`the players still in the game are ${inGame(table).join(', ')}`],
      'question/player-has-left',
    );
  return name;
}

/** "A" … "Z", then "AA", "AB", …: short enough to stand inside a seat. */
function teamLabel(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : teamLabel(Math.floor(index / 26) - 1) + letter;
}

function attackDirection(table: Table): TablePicture['attack'] {
  const attack = table.options.attack;
  // A rule of the 2026 rules (903.2 for a Commander game) by its number, without its mark.
  const numbers = attack.rules.map((rule) => readCitation(rule).number).join(', ');
  if ('undecided' in attack) return { text: `attack option not chosen (${numbers})` };
  const rules = numbers;
  switch (attack.value) {
    case 'left':
    case 'right':
      return {
        direction: attack.value,
        text: `attack ${attack.value} (${rules}): each player attacks the next opponent to the ${attack.value}`,
      };
    case 'multiple':
      return { text: `attack multiple players (${rules})` };
    case 'none':
      return { text: rules ? `no attack option (${rules})` : 'no attack option' };
  }
}

/** Each layer's badges onto their seats; their arrows, between players who have seats. */
function addLayers(
  table: Table,
  seats: PictureSeat[],
  layers: readonly PictureLayer[],
): { arrows: PictureArrow[]; legend: string[] } {
  const byName = new Map(seats.map((seat) => [seat.name, seat]));
  const arrows: PictureArrow[] = [];
  const legend: string[] = [];
  for (const layer of layers) {
    const drawn = layer(table);
    for (const { player, badge } of drawn.badges ?? []) byName.get(player)?.badges.push(badge);
    arrows.push(...(drawn.arrows ?? []).filter((arrow) => byName.has(arrow.from) && byName.has(arrow.to)));
    legend.push(...(drawn.legend ?? []));
  }
  return { arrows, legend };
}
