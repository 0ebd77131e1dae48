// Explanation steps about ranges of influence, shared by the kinds that rest on them:
// where a player's range comes from, and who sits within it this turn.
import type { RangeValue } from '../core/scenario.js';
import type { Setting, Table } from '../table/table-model.js';
import type { RangeView, SeatRow } from '../table/range-of-influence.js';
import { findPlayer, leftBefore } from '../table/queries.js';
import type { Explainer } from './explainer.js';
import { COMMANDER_RULES } from './rules-2026.js';
import { listNames } from '../core/list-names.js';

/** Every rule the steps below may cite; a kind that uses them declares these. */
export const RANGE_CITES = [
  '801.1',
  '801.2',
  '801.2a',
  '801.2b',
  '801.2c',
  '806.2a',
  '807.2a',
  '807.4h',
  '808.3b',
  '809.3a',
  '809.6a',
  '811.2a',
  // 903.2 (the 2026 rules): a Commander game plays without limited range by default.
  COMMANDER_RULES.setup,
] as const;

const seatsText = (n: number): string => (n === 1 ? '1 seat' : `${n} seats`);

const rangeText = (value: RangeValue): string => (value === 'unlimited' ? 'unlimited' : String(value));

export { listNames };

const VARIANT_NAMES: Record<string, string> = {
  '806.2a': 'Free-for-All usually plays without limited range of influence',
  '807.2a': 'Grand Melee gives each player range of influence 1',
  '808.3b': 'Team vs. Team usually plays without limited range of influence',
  '811.2a': 'Alternating Teams recommends range of influence 2',
  [COMMANDER_RULES.setup]: 'A Commander game plays without limited range of influence by default',
};

/** One step: where `player`'s range of influence comes from. */
export function explainRangeSource(ex: Explainer, table: Table, player: string): void {
  const setting = findPlayer(table, player)!.range;
  const role = findPlayer(table, player)!.role;
  ex.step(rangeSourceText(player, setting, role), setting.rules.length > 0 ? setting.rules : ['801.1']);
}

function rangeSourceText(player: string, setting: Setting<RangeValue>, role: string | undefined): string {
  const range = rangeText(setting.value);
  switch (setting.source) {
    case 'seat':
      return `${player}'s own range of influence is ${range}`;
    case 'file':
      return `options.range sets the range of influence of every player without one of their own: ${player}'s is ${range}`;
    case 'not-used':
      return `The limited range of influence option isn't used: ${player}'s range is unlimited`;
    case 'variant':
      if (setting.rules.includes('809.6a'))
        return `${player} is ${role === 'emperor' ? 'an emperor' : 'a general'} on a team of more than three: range ${range}, the least that reaches ${setting.why ?? 'the opposing generals'}`;
      if (setting.rules.includes('809.3a'))
        return `${player} is ${role === 'emperor' ? 'an emperor: range of influence 2' : 'a general: range of influence 1'}`;
      return `${VARIANT_NAMES[setting.rules[0] ?? ''] ?? 'The variant sets the range'}: ${player}'s range is ${range}`;
  }
}

/** Steps for every seat counted this turn: within range, left during the turn, out of range. */
export function explainRangeRows(ex: Explainer, table: Table, view: RangeView, only?: string): void {
  ex.step(`${view.player} is always within their own range of influence`, ['801.2b']);
  if (view.range.value === 'unlimited') {
    ex.step(`With unlimited range, every player still in the game is within ${view.player}'s range`, ['801.2']);
  }
  explainLeftBeforeTurn(ex, table, view);
  const rows = [...view.rows]
    .filter((row) => only === undefined || row.player === only)
    .sort((a, b) => a.distance - b.distance);
  const limited = view.range.value !== 'unlimited';
  for (const row of rows.filter((r) => r.within && !r.departure && limited)) {
    ex.step(`${row.player} sits ${seatsText(row.distance)} from ${view.player}`, ['801.2']);
  }
  for (const row of rows.filter((r) => r.departure)) explainDeparted(ex, table, row);
  explainOutOfRange(
    ex,
    view,
    rows.filter((r) => !r.within && !r.departure),
  );
}

/** One step per player out of range, or one step for all when there are many. */
function explainOutOfRange(ex: Explainer, view: RangeView, rows: SeatRow[]): void {
  const range = rangeText(view.range.value);
  if (rows.length <= 3) {
    for (const row of rows)
      ex.step(`${row.player} sits ${seatsText(row.distance)} away: out of range ${range}`, ['801.2a']);
    return;
  }
  const byDistance = new Map<number, string[]>();
  for (const row of rows) byDistance.set(row.distance, [...(byDistance.get(row.distance) ?? []), row.player]);
  const parts = [...byDistance].map(([distance, players]) => `${listNames(players)} (${seatsText(distance)})`);
  ex.step(`Out of range ${range}: ${parts.join(', ')}`, ['801.2a']);
}

function explainDeparted(ex: Explainer, table: Table, row: SeatRow): void {
  const rules = table.variant === 'grand-melee' ? ['801.2c', '807.4h'] : ['801.2c'];
  ex.step(
    `${row.player} left the game during this turn: the seat still counts for distances until the next turn begins, but ${row.player} is in no range`,
    rules,
  );
}

function explainLeftBeforeTurn(ex: Explainer, table: Table, view: RangeView): void {
  if (leftBefore(table).length === 0 || view.range.value === 'unlimited') return;
  const verb = leftBefore(table).length === 1 ? 'has' : 'have';
  ex.step(
    `${listNames(leftBefore(table))} ${verb} left the game before this turn began and take no seat: seats are counted as this turn began`,
    ['801.2c'],
  );
}

/** One step naming who is within `player`'s range, for answers that only need the set. */
export function explainRangeBrief(ex: Explainer, view: RangeView): void {
  const others = view.players.filter((name) => name !== view.player);
  const range = rangeText(view.range.value);
  ex.step(
    `Within ${view.player}'s range of influence (${range}), counting seats as this turn began: ${listNames([view.player, ...others])}`,
    ['801.2', '801.2c'],
  );
}
