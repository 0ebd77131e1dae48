// Renders the table's SVG picture to pixels with a real renderer (resvg), in a font a dev
// dependency ships (Inter), never the system's, so that every machine draws the same
// picture. Also: where seats must be, worked out from the oval the picture draws.
import { Resvg } from '@resvg/resvg-js';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { elementsNamed, readXml, textOf, type XmlElement } from './xml-reader.js';

const require = createRequire(import.meta.url);
const INTER = dirname(require.resolve('@expo-google-fonts/inter/package.json'));
const FONT_FILES = [join(INTER, '400Regular', 'Inter_400Regular.ttf'), join(INTER, '700Bold', 'Inter_700Bold.ttf')];

export interface Picture {
  width: number;
  height: number;
  /** What the drawing covers, text included, in the picture's pixels. */
  box: { x: number; y: number; width: number; height: number };
  /** [r, g, b] at a pixel. */
  rgb(x: number, y: number): [number, number, number];
}

export function renderSvg(svg: string): Picture {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
    logLevel: 'off',
  });
  const box = resvg.getBBox();
  if (!box) throw new Error('the picture draws nothing');
  const image = resvg.render();
  const pixels = image.pixels;
  return {
    width: image.width,
    height: image.height,
    box: { x: box.x, y: box.y, width: box.width, height: box.height },
    rgb: (x, y) => {
      const i = (Math.round(y) * image.width + Math.round(x)) * 4;
      return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    },
  };
}

export const hex = (rgb: [number, number, number]): string =>
  '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('');

/** Within `tolerance` of a colour given as #rrggbb. */
export function near(rgb: [number, number, number], colour: string, tolerance = 10): boolean {
  const want = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return rgb.every((c, i) => Math.abs(c - want[i]!) <= tolerance);
}

export interface Spot {
  x: number;
  y: number;
  /** The outward normal of the oval there. */
  nx: number;
  ny: number;
}

/**
 * Where `count` seats sit on the picture's oval (its <ellipse>): at equal distances along it,
 * the first at the top, going clockwise on the page, as the rules' "to the left" goes round
 * a table seen from above. Measured here in small steps, apart from the renderer's own code.
 */
export function expectedSeats(root: XmlElement, count: number): Spot[] {
  const [ellipse] = elementsNamed(root, 'ellipse');
  const [cx, cy, rx, ry] = ['cx', 'cy', 'rx', 'ry'].map((key) => Number(ellipse!.attributes[key]));
  const steps = 50_000;
  const point = (k: number) => {
    const t = -Math.PI / 2 + (2 * Math.PI * k) / steps;
    return { x: cx! + rx! * Math.cos(t), y: cy! + ry! * Math.sin(t), t };
  };
  const lengths = [0];
  for (let k = 1; k <= steps; k++) {
    const [a, b] = [point(k - 1), point(k)];
    lengths.push(lengths[k - 1]! + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const total = lengths[steps]!;
  const spots: Spot[] = [];
  let k = 0;
  for (let seat = 0; seat < count; seat++) {
    while (lengths[k]! < (seat / count) * total) k++;
    const { x, y, t } = point(k);
    const [nx, ny] = [ry! * Math.cos(t), rx! * Math.sin(t)];
    const norm = Math.hypot(nx, ny);
    spots.push({ x, y, nx: nx / norm, ny: ny / norm });
  }
  return spots;
}

export function parseSvg(svg: string): XmlElement {
  const root = readXml(svg);
  if (root.name !== 'svg') throw new Error(`the root element is <${root.name}>`);
  return root;
}

/** Each seat's title, which says everything about the seat: "2 Bianca: range 1, the monarch". */
export function seatTitles(root: XmlElement): string[] {
  return elementsNamed(root, 'g')
    .map((g) => g.children.find((child): child is XmlElement => typeof child !== 'string' && child.name === 'title'))
    .filter((title) => title !== undefined)
    .map(textOf);
}
