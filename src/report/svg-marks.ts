// The marks of the SVG picture, each drawn the one way for a seat and for its line in the
// legend: a seat (its team's colour and label, a dashed or dotted outline for a player who
// has left), the ring of a player taking a turn, the range shading, a turn marker, the
// attack chevron. Every colour has a label or a pattern beside it, so the picture reads
// in black and white too. Colours: the Okabe–Ito palette, told apart with colour-blindness.
import type { Point } from './svg-layout.js';
import { SIZE } from './svg-layout.js';
import type { PictureSeat } from './table-picture.js';
import { xmlText } from './xml-text.js';

/** Okabe–Ito, without black, with the label colour that reads on each (contrast ≥ 4.5). */
const TEAM_COLOURS: readonly { fill: string; ink: string }[] = [
  { fill: '#E69F00', ink: '#000' }, // orange
  { fill: '#56B4E9', ink: '#000' }, // sky blue
  { fill: '#009E73', ink: '#000' }, // bluish green
  { fill: '#F0E442', ink: '#000' }, // yellow
  { fill: '#0072B2', ink: '#fff' }, // blue
  { fill: '#D55E00', ink: '#000' }, // vermillion
  { fill: '#CC79A7', ink: '#000' }, // reddish purple
];

export const INK = { text: '#000', left: '#666', table: '#eeeeee', tableEdge: '#8c8c8c', gone: '#d4d4d4' };

/** The range shading: Okabe–Ito yellow under black stripes. */
export const DEFS =
  '<defs><pattern id="in-range" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
  '<rect width="6" height="6" fill="#F0E442"/><rect width="2" height="6" fill="#000"/></pattern>' +
  '<marker id="arrow-head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">' +
  '<path d="M0 0L10 5L0 10z" fill="#D55E00"/></marker></defs>';

export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function teamColour(index: number): { fill: string; ink: string } {
  return TEAM_COLOURS[index % TEAM_COLOURS.length]!;
}

/** The seat: filled with its team's colour and label; grey, dashed or dotted, for a player who left. */
export function seatMark(at: Point, seat: Pick<PictureSeat, 'teamIndex' | 'teamLabel' | 'left'>): string {
  const colour = seat.teamIndex === undefined ? { fill: '#fff', ink: INK.text } : teamColour(seat.teamIndex);
  const fill = seat.left ? INK.gone : colour.fill;
  const dash =
    seat.left === 'this-turn'
      ? ' stroke-dasharray="5 3"'
      : seat.left === 'before-this-turn'
        ? ' stroke-dasharray="1.5 2.5"'
        : '';
  const circle = `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${SIZE.seat}" fill="${fill}" stroke="#000" stroke-width="1.5"${dash}/>`;
  if (seat.teamLabel === undefined) return circle;
  const ink = seat.left ? INK.text : colour.ink;
  const size = seat.teamLabel.length > 1 ? 9 : 11;
  return `${circle}<text x="${n(at.x)}" y="${n(at.y + size * 0.36)}" font-size="${size}" font-weight="bold" text-anchor="middle" fill="${ink}">${xmlText(seat.teamLabel)}</text>`;
}

/** The thick ring round the seat of a player taking a turn, on a white one that parts it from the shading. */
export function takingTurnMark(at: Point): string {
  const circle = `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${SIZE.seat + 3.5}" fill="none"`;
  return `${circle} stroke="#fff" stroke-width="5"/>${circle} stroke="#000" stroke-width="3"/>`;
}

/** The striped ring behind a seat within the --for player's range of influence. */
export function rangeMark(at: Point): string {
  return `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${SIZE.halo}" fill="url(#in-range)" stroke="#000" stroke-width="1"/>`;
}

/** A turn marker: a black diamond with its number; one designated for removal is white and dashed. */
export function markerMark(at: Point, marker: number, designated: boolean): string {
  const r = marker > 9 ? 13 : 11;
  const d = `M${n(at.x)} ${n(at.y - r)}L${n(at.x + r)} ${n(at.y)}L${n(at.x)} ${n(at.y + r)}L${n(at.x - r)} ${n(at.y)}Z`;
  const [fill, ink, dash] = designated ? ['#fff', '#000', ' stroke-dasharray="3 2"'] : ['#000', '#fff', ''];
  return (
    `<path d="${d}" fill="${fill}" stroke="#000" stroke-width="1.5"${dash}/>` +
    `<text x="${n(at.x)}" y="${n(at.y + 4)}" font-size="11" font-weight="bold" text-anchor="middle" fill="${ink}">${marker}</text>`
  );
}

/** A chevron at `at` pointing at `degrees` (0: to the right), for the attack direction. */
export function chevronMark(at: Point, degrees: number): string {
  return `<path d="M-3.5 -5L3 0L-3.5 5" transform="translate(${n(at.x)} ${n(at.y)}) rotate(${n(degrees)})" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** An arrow from one seat to another (a layer's), stopping short of both seats. */
export function arrowMark(from: Point, to: Point, title: string): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length <= 2 * SIZE.halo) return '';
  const ux = (to.x - from.x) / length;
  const uy = (to.y - from.y) / length;
  const [x1, y1, x2, y2] = [
    from.x + ux * SIZE.halo,
    from.y + uy * SIZE.halo,
    to.x - ux * SIZE.halo,
    to.y - uy * SIZE.halo,
  ];
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="#D55E00" stroke-width="2.5" stroke-dasharray="8 3" marker-end="url(#arrow-head)"><title>${xmlText(title)}</title></line>`;
}
