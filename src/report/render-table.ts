// `mtg-judge table`: the table after the file's events, drawn for the terminal: seats in
// turn order, teams, ranges, who is taking a turn, turn markers and who waits with one, who
// has left, the life totals (render-table-life.ts), each player's range of influence, the
// objects with what they are attached to or where they are, the attacks and blocks, the
// "can't" effects in force (render-table-cant.ts), the skips and control of turns waiting,
// and the monarch, the initiative and commander damage (render-designations.ts).
import type { Table } from '../table/table-model.js';
import { hasLeft, takingTurn } from '../table/queries.js';
import { rangeOfInfluence } from '../table/range-of-influence.js';
import { meleeState } from '../table/grand-melee/module.js';
import {
  designationsOf,
  isGone,
  isTaking,
  markerAt,
  markersAtSeat,
  markerWithinThree,
  type MeleeState,
} from '../table/grand-melee/state.js';
import { markersNow } from '../judge/kinds/turn-marker-steps.js';
import type { Scenario } from '../core/scenario.js';
import { editionOverrideNote, rulesLabel } from './edition-override.js';
import type { Style } from './style.js';
import { HANG } from './layout-marks.js';
import { escapeControls } from './terminal-text.js';
import { renderObjects } from './render-objects.js';
import { renderCombat } from './render-combat.js';
import { renderLifeTotals } from './render-table-life.js';
import { renderCantEffects } from './render-table-cant.js';
import { leftState } from './seat-states.js';
import { renderTurnEffects } from './render-turn-effects.js';
import { renderDesignations } from './render-designations.js';

/** `fileEdition`: the file's own edition, when --edition rules the table under other rules. */
export function renderTable(scenario: Scenario, table: Table, style: Style, fileEdition?: string): string {
  const title = `${escapeControls(scenario.name ?? 'Table')} ${style.dim(`(${[scenario.variant ?? 'no variant', `${rulesLabel(scenario)} rules`].join(', ')})`)}`;
  const markers = markersBySeat(table);
  const taking = new Set(takingTurn(table));
  const rows = table.players.map((player, i) => {
    const notes: string[] = [];
    if (taking.has(player.name)) notes.push(style.green('taking a turn'));
    notes.push(...(markers.get(player.name) ?? []));
    const left = leftState(table, player.name);
    if (left === 'before-this-turn') notes.push(style.dim('left before this turn: no seat (801.2c)'));
    else if (left === 'this-turn')
      notes.push(style.yellow('left this turn: the seat counts until the next turn (801.2c)'));
    const range = player.range.value === 'unlimited' ? '∞' : String(player.range.value);
    const cells = [player.name, player.team ?? '', player.role ?? ''].map(escapeControls);
    return [String(i + 1).padStart(4), ...cells, range, notes.join(' · ')];
  });
  const override = editionOverrideNote(scenario, fileEdition);
  const lines = [
    style.bold(title),
    ...(override ? [style.yellow(override)] : []),
    '',
    ...columns([['seat', 'player', 'team', 'role', 'range', ''], ...rows], style),
    ...renderLifeTotals(table, style),
    ...renderDesignations(table, style),
  ];
  lines.push('', style.bold('Ranges of influence') + style.dim(' (801.2; seats as this turn began, 801.2c)'));
  const width = Math.max(...table.players.map((p) => escapeControls(p.name).length));
  for (const player of table.players) {
    if (hasLeft(table, player.name)) continue;
    const range = rangeOfInfluence(table, player.name).players.map(escapeControls).join(', ');
    lines.push(`  ${escapeControls(player.name).padEnd(width)}  ${HANG}${range}`);
  }
  lines.push(...renderObjects(table, style), ...renderCombat(table, style));
  lines.push(...renderCantEffects(table, style));
  lines.push(...renderTurnEffects(table, style));
  return lines.join('\n') + '\n';
}

/** "marker 1 (designated for removal, 807.4e)", "marker 2, waiting …" by holder, in Grand Melee. */
function markersBySeat(table: Table): Map<string, string[]> {
  const byHolder = new Map<string, string[]>();
  const s = meleeState(table);
  if (!s) return byHolder;
  // A seat's markers in the order it uses them: the one for its current or next turn first.
  for (const seat of new Set(markersNow(s).map(([, seat]) => seat))) {
    const notes = markersAtSeat(s, seat).map((marker) => {
      const designated = designationsOf(s, marker) > 0 ? ' (designated for removal, 807.4e)' : '';
      return `marker ${marker}${designated}${waiting(s, marker, seat)}`;
    });
    byHolder.set(s.names[seat]!, notes);
  }
  return byHolder;
}

/**
 * Why a holder who is not taking a turn with this marker waits: another marker within the
 * three seats to the left (807.4d), also for an extra turn kept with the marker (807.4i); or a
 * second marker, held until the turn with the first is over (gm-two-markers).
 */
function waiting(s: MeleeState, marker: number, seat: number): string {
  const first = markerAt(s, seat);
  if (first !== marker) return `, waiting until the turn with marker ${first} is over`;
  if (isTaking(s, marker) || isGone(s, seat)) return '';
  const [what, rule] = s.extra.get(seat)?.state === 'waiting' ? [' for an extra turn', '807.4i'] : ['', '807.4d'];
  const ahead = markerWithinThree(s, seat, 'left').seat;
  if (ahead < 0) return `, waiting${what} (${rule})`;
  const name = escapeControls(s.names[ahead]!);
  return `, waiting${what} until ${name}'s marker ${markersAtSeat(s, ahead)[0]} moves on (${rule})`;
}

function columns(rows: string[][], style: Style): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows.map((row, r) => {
    const line = row
      .map((cell, c) => (c < row.length - 1 ? cell.padEnd(widths[c]!) : cell ? `${HANG}${cell}` : ''))
      .join('  ')
      .trimEnd();
    return r === 0 ? style.dim(line) : line;
  });
}
