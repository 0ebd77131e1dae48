// Where the SVG picture puts each seat: on an oval, in turn order, clockwise from the top
// (each player sits to the left of the one before, and seen from above, going left round a
// table is going clockwise), at equal distances along the oval. The oval grows with the
// number of seats, so that every seat has room at any count. Up to ROOMY_SEATS seats the
// names stand level beside their seats; more, and each name runs outward along its radius,
// so that a seat needs only a line's height of the oval.

export const SIZE = {
  name: 13,
  small: 11,
  title: 17,
  seat: 12,
  /** The range shading: a ring round the seat, out to this radius. */
  halo: 21,
  /** From a seat's centre to the start of its name. */
  labelGap: 26,
  margin: 16,
} as const;

const ROOMY_SEATS = 12;
const ROOMY_PITCH = 150;
const CROWDED_PITCH = 34;
const MIN_PERIMETER = 1250;
/** Widest a name may be drawn, in px: level names share the oval's room, radial ones do not. */
const ROOMY_NAME_MAX = 220;
const CROWDED_NAME_MAX = 150;
const ASPECT = 1.35;

export interface Point {
  x: number;
  y: number;
}

export interface SeatPlace extends Point {
  /** The outward normal of the oval at the seat: names go out, markers in. */
  nx: number;
  ny: number;
}

export interface OvalLayout {
  rx: number;
  ry: number;
  /** Seat centres, relative to the oval's centre, in turn order. */
  seats: SeatPlace[];
  /** Where an arrow between seat i and the next one in turn order goes. */
  between: SeatPlace[];
  radialNames: boolean;
  /** The most a name may take, in px. */
  nameRoom: number;
}

export function layoutOval(count: number): OvalLayout {
  const radialNames = count > ROOMY_SEATS;
  const pitch = radialNames ? CROWDED_PITCH : ROOMY_PITCH;
  const perimeter = Math.max(MIN_PERIMETER, count * pitch);
  // Ramanujan's perimeter of an ellipse with rx = ASPECT · ry, solved for ry.
  const ry = perimeter / (Math.PI * (3 * (ASPECT + 1) - Math.sqrt((3 * ASPECT + 1) * (ASPECT + 3))));
  const rx = ASPECT * ry;
  const along = arcLengths(rx, ry, Math.max(720, 8 * count));
  const total = along.lengths[along.lengths.length - 1]!;
  const at = (fraction: number) => pointAt(along, rx, ry, fraction * total);
  const seats = Array.from({ length: count }, (_, i) => at(i / count));
  const between = count < 2 ? [] : Array.from({ length: count }, (_, i) => at((i + 0.5) / count));
  const nameRoom = radialNames ? CROWDED_NAME_MAX : Math.min(ROOMY_NAME_MAX, (total / count) * 0.92 - 12);
  return { rx, ry, seats, between, radialNames, nameRoom };
}

interface ArcTable {
  /** The parameter t of each sample, from the top (−π/2) clockwise round. */
  ts: number[];
  /** The length of the oval from the top to each sample. */
  lengths: number[];
}

function arcLengths(rx: number, ry: number, samples: number): ArcTable {
  const ts: number[] = [];
  const lengths: number[] = [];
  let length = 0;
  let previous: Point | undefined;
  for (let k = 0; k <= samples; k++) {
    const t = -Math.PI / 2 + (2 * Math.PI * k) / samples;
    const point = { x: rx * Math.cos(t), y: ry * Math.sin(t) };
    if (previous) length += Math.hypot(point.x - previous.x, point.y - previous.y);
    ts.push(t);
    lengths.push(length);
    previous = point;
  }
  return { ts, lengths };
}

/** The point `distance` along the oval from the top, clockwise, with its outward normal. */
function pointAt(table: ArcTable, rx: number, ry: number, distance: number): SeatPlace {
  const { ts, lengths } = table;
  let low = 0;
  let high = lengths.length - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (lengths[mid]! <= distance) low = mid;
    else high = mid;
  }
  const span = lengths[high]! - lengths[low]!;
  const t = ts[low]! + (span === 0 ? 0 : ((distance - lengths[low]!) / span) * (ts[high]! - ts[low]!));
  const nx = ry * Math.cos(t);
  const ny = rx * Math.sin(t);
  const norm = Math.hypot(nx, ny);
  return { x: rx * Math.cos(t), y: ry * Math.sin(t), nx: nx / norm, ny: ny / norm };
}

/** Where a text of `width` px is drawn beside its seat, and the box it takes. */
export interface TextPlace {
  x: number;
  y: number;
  /** Degrees; 0 for a level text. */
  rotate: number;
  anchor: 'start' | 'middle' | 'end';
  box: Box;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface TextSpot {
  /** From the seat's centre to the text's near end. */
  gap: number;
  /** The text's size in px. */
  size: number;
  /** Inside the oval (a badge) rather than outside (the name). */
  inside?: boolean;
}

/**
 * A text beside a seat, away from it along the oval's normal: level, its box's near side
 * facing the seat whichever way the seat looks; or radial, running along the normal and
 * turned so that it never reads upside down.
 */
export function placeText(seat: SeatPlace, width: number, radial: boolean, spot: TextSpot): TextPlace {
  const [nx, ny] = spot.inside ? [-seat.nx, -seat.ny] : [seat.nx, seat.ny];
  const height = spot.size * 1.3;
  const x = seat.x + nx * spot.gap;
  const y = seat.y + ny * spot.gap;
  if (radial) {
    const end = { x: x + nx * width, y: y + ny * width };
    const angle = (Math.atan2(ny, nx) * 180) / Math.PI;
    const right = nx >= -1e-9;
    return {
      x,
      y,
      rotate: right ? angle : angle + 180,
      anchor: right ? 'start' : 'end',
      box: {
        left: Math.min(x, end.x) - height / 2,
        right: Math.max(x, end.x) + height / 2,
        top: Math.min(y, end.y) - height / 2,
        bottom: Math.max(y, end.y) + height / 2,
      },
    };
  }
  const cx = x + (nx * width) / 2;
  const cy = y + (ny * height) / 2;
  return {
    x: cx,
    y: cy,
    rotate: 0,
    anchor: 'middle',
    box: { left: cx - width / 2, right: cx + width / 2, top: cy - height / 2, bottom: cy + height / 2 },
  };
}

/** The point `distance` px inside the oval from a seat, along its normal. */
export function inward(seat: SeatPlace, distance: number): Point {
  return { x: seat.x - seat.nx * distance, y: seat.y - seat.ny * distance };
}

export function unionBox(boxes: Iterable<Box>): Box {
  const union = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const box of boxes) {
    union.left = Math.min(union.left, box.left);
    union.top = Math.min(union.top, box.top);
    union.right = Math.max(union.right, box.right);
    union.bottom = Math.max(union.bottom, box.bottom);
  }
  return union;
}
