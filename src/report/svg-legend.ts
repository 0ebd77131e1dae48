// The legend under the picture: a line for each kind of mark the picture shows, with the
// mark drawn beside its words (and the rule it comes from), so that the picture reads in
// black and white and without knowing the tool. Teams share lines, as many as fit.
import { SIZE, type Point } from './svg-layout.js';
import { chevronMark, markerMark, n, rangeMark, seatMark, takingTurnMark } from './svg-marks.js';
import type { TextMeasure } from './text-width.js';
import type { TablePicture } from './table-picture.js';
import { xmlText } from './xml-text.js';

interface Item {
  /** The mark, drawn centred on the point. */
  mark?: (at: Point) => string;
  text: string;
}

const ROW = 30;
const MARK_ROOM = 36;
const ITEM_GAP = 18;
/** Marks are drawn smaller in the legend than at the table. */
const MARK_SCALE = 0.7;

export interface Legend {
  rows: Item[][];
  width: number;
  height: number;
}

export function buildLegend(
  picture: TablePicture,
  measure: TextMeasure,
  room: number,
  display: (name: string) => string,
): Legend {
  const seats = picture.seats;
  const rows: Item[][] = [[{ text: 'seats in turn order, clockwise from seat 1 at the top' }]];
  const name = (text: string, px: number) => measure.shorten(display(text), px / SIZE.small);
  rows.push(
    ...flow(
      picture.teams.map((team, teamIndex) => ({
        mark: (at) => seatMark(at, { teamIndex, teamLabel: team.label }),
        text: `team ${name(team.team, 240)}`,
      })),
      measure,
      room,
    ),
  );
  const single = (item: Item, shown: boolean) => shown && rows.push([item]);
  single(
    { mark: (at) => seatMark(at, {}) + takingTurnMark(at), text: 'taking a turn' },
    seats.some((s) => s.takingTurn),
  );
  const markers = seats.flatMap((seat) => seat.markers);
  single(
    { mark: (at) => markerMark(at, 1, false), text: 'turn marker, with its number (807.4)' },
    markers.some((m) => !m.designated),
  );
  single(
    { mark: (at) => markerMark(at, 1, true), text: 'turn marker designated for removal (807.4e)' },
    markers.some((m) => m.designated),
  );
  single(
    {
      mark: (at) => seatMark(at, { left: 'this-turn' }),
      text: 'left this turn: the seat counts until the next turn begins (801.2c)',
    },
    seats.some((s) => s.left === 'this-turn'),
  );
  single(
    { mark: (at) => seatMark(at, { left: 'before-this-turn' }), text: 'left before this turn: no seat (801.2c)' },
    seats.some((s) => s.left === 'before-this-turn'),
  );
  if (picture.range) {
    const range = picture.range.value === 'unlimited' ? 'unlimited' : `${picture.range.value}`;
    const who = name(picture.range.player, 240);
    single(
      {
        mark: (at) => rangeMark(at) + seatMark(at, {}),
        text: `within ${who}’s range of influence (range ${range}, 801.2)`,
      },
      true,
    );
  }
  const chevron = picture.attack.direction === 'right' ? 180 : 0;
  single(
    { ...(picture.attack.direction && { mark: (at: Point) => chevronMark(at, chevron) }), text: picture.attack.text },
    true,
  );
  for (const text of picture.legend) single({ text }, true);
  const width = Math.max(...rows.map((row) => rowWidth(row, measure)));
  return { rows, width, height: rows.length * ROW };
}

/** The legend with its top left corner at (x, y). */
export function renderLegend(legend: Legend, x: number, y: number, measure: TextMeasure): string {
  const parts: string[] = [];
  legend.rows.forEach((row, r) => {
    let left = x;
    const middle = y + r * ROW + ROW / 2;
    for (const item of row) {
      if (item.mark)
        parts.push(
          `<g transform="translate(${n(left + MARK_ROOM / 2)} ${n(middle)}) scale(${MARK_SCALE})">${item.mark({ x: 0, y: 0 })}</g>`,
        );
      parts.push(
        `<text x="${n(left + MARK_ROOM)}" y="${n(middle + SIZE.small * 0.36)}" font-size="${SIZE.small}">${xmlText(item.text)}</text>`,
      );
      left += itemWidth(item, measure) + ITEM_GAP;
    }
  });
  return parts.join('\n');
}

function itemWidth(item: Item, measure: TextMeasure): number {
  return MARK_ROOM + measure.width(item.text) * SIZE.small;
}

function rowWidth(row: Item[], measure: TextMeasure): number {
  return row.reduce((sum, item) => sum + itemWidth(item, measure), 0) + ITEM_GAP * (row.length - 1);
}

/** Items on as few rows as fit in `room` px, in order. */
function flow(items: Item[], measure: TextMeasure, room: number): Item[][] {
  const rows: Item[][] = [];
  let row: Item[] = [];
  for (const item of items) {
    if (row.length > 0 && rowWidth([...row, item], measure) > room) {
      rows.push(row);
      row = [];
    }
    row.push(item);
  }
  if (row.length > 0) rows.push(row);
  return rows;
}
