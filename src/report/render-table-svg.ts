// `table --svg`: the picture of the table (table-picture.ts) as an SVG document. The seats
// sit round an oval in turn order (svg-layout.ts), each with its marks (svg-marks.ts) and its
// name, cut to its room when the table is crowded, the whole name in the seat's <title>;
// the title above and the legend below (svg-legend.ts). Every text from the file goes
// through xmlText, so no name can end an element or open one.
import { escapeControls } from './terminal-text.js';
import { textMeasureFor, type TextMeasure } from './text-width.js';
import {
  inward,
  layoutOval,
  placeText,
  SIZE,
  unionBox,
  type Box,
  type OvalLayout,
  type Point,
  type TextPlace,
} from './svg-layout.js';
import { buildLegend, renderLegend, type Legend } from './svg-legend.js';
import { arrowMark, chevronMark, DEFS, INK, markerMark, n, rangeMark, seatMark, takingTurnMark } from './svg-marks.js';
import type { PictureSeat, TablePicture } from './table-picture.js';
import { xmlAttr, xmlText } from './xml-text.js';

const FONTS = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
const TITLE_ROOM = 560;
const MARKER_STEP = 26;
const HEADING_LINE = SIZE.small + 7;
const BADGE_SIZE = 10;
/** A badge's text, in ems of its size. */
const BADGE_ROOM = 7;
/** From a seat's centre to its first turn marker's. */
const MARKER_GAP = SIZE.seat + 18;

/** A name as one line of text: line breaks and tabs become spaces, control characters escapes. */
function display(name: string): string {
  return escapeControls(name.replace(/[\t\n\r]+/g, ' '));
}

export async function renderTableSvg(picture: TablePicture): Promise<string> {
  const measure = await textMeasureFor(pictureTexts(picture));
  const oval = layoutOval(picture.seats.length);
  const names = picture.seats.map((seat, i) => nameOf(seat, oval, i, measure));
  const table = unionBox([
    { left: -oval.rx, right: oval.rx, top: -oval.ry, bottom: oval.ry },
    ...oval.seats.map((p) => ({
      left: p.x - SIZE.halo,
      right: p.x + SIZE.halo,
      top: p.y - SIZE.halo,
      bottom: p.y + SIZE.halo,
    })),
    ...names.map((name) => name.box),
  ]);
  const room = Math.max(table.right - table.left, TITLE_ROOM);
  const heading = [
    measure.shorten(display(picture.title), room / SIZE.title),
    picture.subtitle,
    ...(picture.override ? [picture.override] : []),
  ];
  const legend = buildLegend(picture, measure, room, display);
  const page = layoutPage(table, heading, legend, measure);
  const at = (p: Point): Point => ({ x: page.centre.x + p.x, y: page.centre.y + p.y });
  const { width, height } = page;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="picture-title" font-family="${xmlAttr(FONTS)}">`,
    `<title id="picture-title">${xmlText(`${display(picture.title)} (${picture.subtitle})`)}</title>`,
    `<desc>${xmlText(description(picture))}</desc>`,
    DEFS,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    renderHeading(heading, headingRise(heading, measure)),
    `<ellipse cx="${n(page.centre.x)}" cy="${n(page.centre.y)}" rx="${n(oval.rx)}" ry="${n(oval.ry)}" fill="${INK.table}" stroke="${INK.tableEdge}" stroke-width="1.5"/>`,
    ...attackChevrons(picture, oval, at),
    ...picture.seats.map((seat, i) => renderSeat(seat, oval, i, names[i]!, at, measure)),
    ...renderArrows(picture, oval, at),
    renderLegend(legend, SIZE.margin, page.legendTop, measure),
    '</svg>',
    '',
  ].join('\n');
}

/** The page: the heading on top, the table centred under it, the legend below; each as wide as it needs. */
function layoutPage(
  table: Box,
  heading: string[],
  legend: Legend,
  measure: TextMeasure,
): { width: number; height: number; centre: Point; legendTop: number } {
  const headingHeight = headingRise(heading, measure) + HEADING_LINE * (heading.length - 1) + 20;
  const [tableWidth, tableHeight] = [table.right - table.left, table.bottom - table.top];
  const inner = Math.max(
    tableWidth,
    legend.width,
    ...heading.map((line, i) => measure.width(line) * (i === 0 ? SIZE.title : SIZE.small)),
  );
  const legendTop = SIZE.margin + headingHeight + tableHeight + 16;
  return {
    width: Math.ceil(inner + 2 * SIZE.margin),
    height: Math.ceil(legendTop + legend.height + SIZE.margin),
    centre: { x: SIZE.margin + (inner - tableWidth) / 2 - table.left, y: SIZE.margin + headingHeight - table.top },
    legendTop,
  };
}

/** Every text the picture may show that came from the file, to choose how to measure. */
function pictureTexts(picture: TablePicture): string[] {
  return [
    picture.title,
    ...picture.seats.flatMap((seat) => [seat.name, ...seat.badges.map((badge) => badge.text)]),
    ...picture.teams.map((team) => team.team),
    ...picture.legend,
    picture.attack.text,
  ];
}

interface Name extends TextPlace {
  /** The seat number, then the name as drawn. */
  number: string;
  text: string;
}

/** "3 Carol", cut to the room a name has, and where it goes. */
function nameOf(seat: PictureSeat, oval: OvalLayout, i: number, measure: TextMeasure): Name {
  const number = String(seat.seat);
  const room = oval.nameRoom / SIZE.name - measure.width(`${number} `);
  const text = measure.shorten(display(seat.name), room);
  const width = measure.width(`${number} ${text}`) * SIZE.name;
  const place = placeText(oval.seats[i]!, width, oval.radialNames, { gap: SIZE.labelGap, size: SIZE.name });
  return { number, text, ...place };
}

/** A text element at a place, turned with it. */
function textAt(place: TextPlace, at: (p: Point) => Point, attributes: string, content: string): string {
  const spot = at(place);
  const turn = place.rotate === 0 ? '' : ` transform="rotate(${n(place.rotate)} ${n(spot.x)} ${n(spot.y)})"`;
  return `<text x="${n(spot.x)}" y="${n(spot.y)}" dy="0.35em" text-anchor="${place.anchor}" ${attributes}${turn}>${content}</text>`;
}

/** From the top margin to the title's baseline: the title's own height, its stacked marks included. */
function headingRise(heading: readonly string[], measure: TextMeasure): number {
  return Math.max(SIZE.title, measure.rise(heading[0]!) * SIZE.title);
}

function renderHeading(lines: string[], rise: number): string {
  return lines
    .map((line, i) => {
      const y = SIZE.margin + rise + i * HEADING_LINE;
      const font =
        i === 0 ? `font-size="${SIZE.title}" font-weight="bold"` : `font-size="${SIZE.small}" fill="${INK.left}"`;
      return `<text x="${SIZE.margin}" y="${n(y)}" ${font}>${xmlText(line)}</text>`;
    })
    .join('\n');
}

function renderSeat(
  seat: PictureSeat,
  oval: OvalLayout,
  i: number,
  name: Name,
  at: (p: Point) => Point,
  measure: TextMeasure,
): string {
  const place = oval.seats[i]!;
  const centre = at(place);
  const parts = [`<g><title>${xmlText(seatTitle(seat))}</title>`];
  if (seat.inRange) parts.push(rangeMark(centre));
  parts.push(seatMark(centre, seat));
  if (seat.takingTurn) parts.push(takingTurnMark(centre));
  seat.markers.forEach((marker, k) =>
    parts.push(markerMark(at(inward(place, MARKER_GAP + k * MARKER_STEP)), marker.marker, marker.designated)),
  );
  // Badges further in, one after the other.
  let gap = seat.markers.length === 0 ? SIZE.seat + 9 : MARKER_GAP + seat.markers.length * MARKER_STEP - 8;
  for (const badge of seat.badges) {
    const text = measure.shorten(display(badge.text), BADGE_ROOM);
    const width = measure.width(text) * BADGE_SIZE;
    const spot = placeText(place, width, oval.radialNames, { gap, size: BADGE_SIZE, inside: true });
    parts.push(textAt(spot, at, `font-size="${BADGE_SIZE}" font-weight="bold"`, xmlText(text)));
    gap += Math.max(spot.box.right - spot.box.left, spot.box.bottom - spot.box.top) + 4;
  }
  const ink = seat.left ? INK.left : INK.text;
  const content = `<tspan font-weight="bold">${name.number}</tspan> ${xmlText(name.text)}`;
  parts.push(textAt(name, at, `font-size="${SIZE.name}" fill="${ink}"`, content), '</g>');
  return parts.join('');
}

/** "3 Carol: team Sun (A), range 1, left this turn …": everything about the seat, the whole name. */
function seatTitle(seat: PictureSeat): string {
  const notes = [
    ...(seat.team !== undefined ? [`team ${display(seat.team)} (${seat.teamLabel})`] : []),
    // An emperor's badge says so (809.2).
    ...(seat.role === 'general' ? ['general (809.2)'] : []),
    `range ${seat.range}`,
    ...(seat.takingTurn ? ['taking a turn'] : []),
    ...seat.markers.map((m) => `turn marker ${m.marker}${m.designated ? ' (designated for removal, 807.4e)' : ''}`),
    ...(seat.left === 'this-turn' ? ['left this turn: the seat counts until the next turn (801.2c)'] : []),
    ...(seat.left === 'before-this-turn' ? ['left before this turn: no seat (801.2c)'] : []),
    ...(seat.inRange ? ['within the range of influence shaded'] : []),
    ...seat.badges.map((badge) => badge.title),
  ];
  return `${seat.seat} ${display(seat.name)}: ${notes.join(', ')}`;
}

/** Attack left or right: a chevron between each two neighbours, pointing the way attacks go. */
function attackChevrons(picture: TablePicture, oval: OvalLayout, at: (p: Point) => Point): string[] {
  const direction = picture.attack.direction;
  if (!direction) return [];
  return oval.between.map((p) => {
    // The tangent clockwise is the normal turned a quarter; to the left is clockwise (seats.ts).
    const clockwise = (Math.atan2(p.nx, -p.ny) * 180) / Math.PI;
    return chevronMark(at(p), direction === 'left' ? clockwise : clockwise + 180);
  });
}

function renderArrows(picture: TablePicture, oval: OvalLayout, at: (p: Point) => Point): string[] {
  const seatOf = new Map(picture.seats.map((seat, i) => [seat.name, oval.seats[i]!]));
  return picture.arrows.map((arrow) => arrowMark(at(seatOf.get(arrow.from)!), at(seatOf.get(arrow.to)!), arrow.title));
}

function description(picture: TablePicture): string {
  const seats = picture.seats.map((seat) => display(seat.name)).join(', ');
  return `${picture.seats.length} seats in turn order, clockwise from seat 1 at the top: ${seats}. ${picture.attack.text}.`;
}
