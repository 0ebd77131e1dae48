// `table --svg`, drawn by a real renderer (resvg) in a font a dev dependency ships: seats
// where the oval puts them in turn order, each in its team's colour with its name beside
// it; names of any kind kept inside the picture and out of its markup; --for shading
// exactly the seats within that player's range of influence.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { runs } from '../property-runs.js';
import { elementsNamed, textOf } from './xml-reader.js';
import { expectedSeats, hex, near, parseSvg, renderSvg, seatTitles, type Picture, type Spot } from './svg-render.js';
import { buildTablePicture, type PictureLayer } from '../../src/report/table-picture.js';
import { renderTableSvg } from '../../src/report/render-table-svg.js';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvents } from '../../src/table/events/apply-events.js';
import { buildScenario, leave } from '../table/scenario-builder.js';

const OKABE_ITO = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7'];
const WHITE = '#ffffff';

function scenarioFile(lines: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mtg-judge-svg-')), 'table.yaml');
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

async function svgOf(...argv: string[]): Promise<string> {
  const run = await runCli(['table', ...argv, '--svg']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run.stdout;
}

/** A double-quoted YAML string: YAML holds no C1 control character unescaped. */
const yamlString = (text: string) =>
  JSON.stringify(text).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Teams of `size` seated together: Sun, Moon, …, in a Team vs. Team game. */
function teamsFile(teams: number, size: number): { file: string; names: string[] } {
  const words = ['Sun', 'Moon', 'Star', 'Comet', 'Tide'];
  const names = words.slice(0, teams).flatMap((team) => Array.from({ length: size }, (_, i) => `${team}${i + 1}`));
  const seats = names.map((name) => `  - {name: ${name}, team: ${name.replace(/\d+$/, '')}}`);
  return { file: scenarioFile(['variant: team-vs-team', 'seats:', ...seats, 'questions: []']), names };
}

/** Does any pixel within `radius` of the point look like ink (darker than mid grey)? */
function inkNear(picture: Picture, x: number, y: number, radius: number): boolean {
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++)
      if (dx * dx + dy * dy <= radius * radius && Math.max(...picture.rgb(x + dx, y + dy)) < 110) return true;
  return false;
}

const along = (spot: Spot, distance: number, turn = 0) => {
  const [c, s] = [Math.cos(turn), Math.sin(turn)];
  return { x: spot.x + (spot.nx * c - spot.ny * s) * distance, y: spot.y + (spot.nx * s + spot.ny * c) * distance };
};

/** The title of each seat's group, in the order drawn. */
describe('table --svg: the seats', () => {
  it.each([
    [3, 2],
    [5, 4],
  ])(
    'draws %i teams of %i round the oval in turn order, clockwise from the top, each in its colour',
    async (teams, size) => {
      const { file, names } = teamsFile(teams, size);
      const svg = await svgOf(file);
      const root = parseSvg(svg);
      const picture = renderSvg(svg);
      const spots = expectedSeats(root, names.length);
      spots.forEach((spot, i) => {
        const team = Math.floor(i / size);
        // Left of the seat's centre: its fill, beside the team's letter.
        const fill = picture.rgb(spot.x - 8, spot.y);
        expect(near(fill, OKABE_ITO[team]!), `seat ${i + 1} (${names[i]}) is ${hex(fill)}`).toBe(true);
        // Its name stands just outside the seat.
        expect(inkNear(picture, along(spot, 34).x, along(spot, 34).y, 7), `no name beside seat ${i + 1}`).toBe(true);
      });
      // Halfway between two seats there is no seat.
      const [a, b] = [spots[0]!, spots[1]!];
      expect(near(picture.rgb((a.x + b.x) / 2 - 8, (a.y + b.y) / 2), OKABE_ITO[0]!)).toBe(false);
      expect(seatTitles(root).map((title) => title.split(':')[0])).toEqual(names.map((name, i) => `${i + 1} ${name}`));
    },
  );

  it('labels every team colour, at the seat and in the legend, so the picture reads in black and white', async () => {
    const svg = await svgOf(teamsFile(3, 2).file);
    const root = parseSvg(svg);
    const texts = elementsNamed(root, 'text').map(textOf);
    expect(texts).toEqual(expect.arrayContaining(['team Sun', 'team Moon', 'team Star']));
    // Each seat's letter, in seat order: A A B B C C, then the legend's A B C.
    expect(texts.filter((text) => /^[A-C]$/.test(text))).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'A', 'B', 'C']);
  });

  it('marks who is taking a turn, the turn markers, who left, and the attack direction, each explained', async () => {
    const svg = await svgOf('scenarios/spec-first-example.yaml');
    const root = parseSvg(svg);
    const titles = seatTitles(root);
    expect(titles[0]).toBe('1 Alex: range 1, taking a turn, turn marker 1 (designated for removal, 807.4e)');
    expect(titles[2]).toBe('3 Carol: range 1, left this turn: the seat counts until the next turn (801.2c)');
    expect(titles[4]).toBe('5 Eve: range 1, taking a turn, turn marker 2');
    const legend = elementsNamed(root, 'text').map(textOf);
    expect(legend).toEqual(
      expect.arrayContaining([
        'taking a turn',
        'turn marker, with its number (807.4)',
        'turn marker designated for removal (807.4e)',
        'left this turn: the seat counts until the next turn begins (801.2c)',
        'attack left (807.2b): each player attacks the next opponent to the left',
      ]),
    );
    // Carol's seat is grey: she has left.
    const spot = expectedSeats(root, 12)[2]!;
    expect(hex(renderSvg(svg).rgb(spot.x - 8, spot.y))).toBe('#d4d4d4');
  });
});

describe('table --svg: roles', () => {
  it("marks each team's emperor beside the seat, and says who is a general (809.2)", async () => {
    const root = parseSvg(await svgOf('scenarios/own/can-deploy-emperor-teams-of-four-2024.yaml'));
    const titles = seatTitles(root);
    expect(titles[1]).toBe('2 A-emperor: team A (A), range 3, taking a turn, emperor (809.2)');
    // 809.6a, its example: each general 1 has range 1.
    expect(titles[0]).toBe('1 A-general-1: team A (A), general (809.2), range 1');
    expect(elementsNamed(root, 'text').filter((text) => textOf(text) === 'emperor')).toHaveLength(2);
  });
});

const HOSTILE = [
  '<script>alert(1)</script>',
  '"]]><x y="',
  'Tom & Jerry',
  "O'Brien",
  'שלום עליכם',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦 Family',
  'Zoë ñ́ é̂',
  '李小龍',
  'Esc\u001b[2J\u009b',
  'Maximiliane Wolkenstein-Oberhausen von Habsburg-Lothringen und Hohenzollern',
  'W'.repeat(120),
  '\u202eRight to left override',
];

describe('table --svg: names', () => {
  it.each([
    ['a crowded table (names along their radius)', 20],
    ['a roomy table (names level)', 5],
  ])('keeps long and hostile names inside the picture and out of its markup: %s', async (_what, count) => {
    // The longest first, so that a roomy table has them too.
    const names = Array.from(
      { length: count },
      (_, i) => HOSTILE[(i + 10) % HOSTILE.length] + (i >= HOSTILE.length ? ` ${i}` : ''),
    );
    const file = scenarioFile([
      'variant: grand-melee',
      'seats:',
      ...names.map((name) => `  - ${yamlString(name)}`),
      'questions: []',
    ]);
    const svg = await svgOf(file);
    const root = parseSvg(svg);
    expect(elementsNamed(root, 'script')).toEqual([]);
    expect(svg).not.toContain('\u001b');
    // The whole name in each seat's title, control characters shown as escapes.
    const shown = (name: string) => name.replace('\u001b', '\\x1b').replace('\u009b', '\\x9b');
    seatTitles(root).forEach((title, i) => expect(title.startsWith(`${i + 1} ${shown(names[i]!)}: `)).toBe(true));
    // The drawn name is the name, or its beginning with an ellipsis.
    const drawn = elementsNamed(root, 'text').filter((text) =>
      text.children.some((c) => typeof c !== 'string' && c.name === 'tspan'),
    );
    drawn.forEach((text, i) => {
      const label = textOf(text).slice(`${i + 1} `.length);
      const name = shown(names[i]!);
      expect(label === name || (label.endsWith('…') && name.startsWith(label.slice(0, -1))), label).toBe(true);
    });
    expect(drawn.some((text) => textOf(text).endsWith('…'))).toBe(true);
    const picture = renderSvg(svg);
    expect(picture.box.x).toBeGreaterThanOrEqual(0);
    expect(picture.box.y).toBeGreaterThanOrEqual(0);
    expect(picture.box.x + picture.box.width).toBeLessThanOrEqual(picture.width);
    expect(picture.box.y + picture.box.height).toBeLessThanOrEqual(picture.height);
  });

  it('keeps a title with marks stacked on one letter inside the picture', async () => {
    // The test font has no Hebrew: the renderer stacks each shin dot about an em above the last.
    for (const title of ['\u05e9\u05c1', '\u05e9\u05c1\u05c1\u05c1\u05c1']) {
      const scenario = buildScenario({ name: title, variant: 'grand-melee', seats: ['Ann', 'Bob', 'Cid'] });
      const picture = renderSvg(await renderTableSvg(buildTablePicture(scenario, buildTable(scenario).table)));
      expect(picture.box.y).toBeGreaterThanOrEqual(0);
      expect(picture.box.y + picture.box.height).toBeLessThanOrEqual(picture.height);
    }
  });

  it('keeps any name inside the picture and the document well-formed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), { minLength: 2, maxLength: 16 }),
        async (drawnNames) => {
          const names = drawnNames.map((name, i) => `${name}${i}`);
          const scenario = buildScenario({ name: names.join(' '), variant: 'grand-melee', seats: names });
          const svg = await renderTableSvg(buildTablePicture(scenario, buildTable(scenario).table));
          const picture = renderSvg(svg);
          parseSvg(svg);
          expect(picture.box.x + picture.box.width).toBeLessThanOrEqual(picture.width);
          expect(picture.box.y + picture.box.height).toBeLessThanOrEqual(picture.height);
          expect(Math.min(picture.box.x, picture.box.y)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: runs(15) },
    );
  });
});

describe('table --svg --for', () => {
  /** Whether the ring round each seat is shaded: sampled all round its outer side. */
  function shaded(svg: string, count: number): boolean[] {
    const picture = renderSvg(svg);
    return expectedSeats(parseSvg(svg), count).map((spot) => {
      const samples = [-0.6, -0.3, 0, 0.3, 0.6].map((turn) => along(spot, 19.5, turn));
      const white = samples.filter(({ x, y }) => near(picture.rgb(x, y), WHITE, 16)).length;
      if (white !== 0 && white !== samples.length) throw new Error(`seat at ${spot.x},${spot.y} is half shaded`);
      return white === 0;
    });
  }

  it.each([
    ['Dave', ['Dave', 'Eve']],
    // 807.4h: Carol's seat still counts this turn, so Bianca reaches Alex only.
    ['Bianca', ['Alex', 'Bianca']],
    ['Alex', ['Alex', 'Bianca', 'Lou']],
  ])("shades exactly the seats within %s's range of influence (801.2)", async (player, range) => {
    const svg = await svgOf('scenarios/spec-first-example.yaml', '--for', player);
    const seats = ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];
    expect(shaded(svg, 12)).toEqual(seats.map((seat) => range.includes(seat)));
    expect(elementsNamed(parseSvg(svg), 'text').map(textOf)).toContain(
      `within ${player}’s range of influence (range 1, 801.2)`,
    );
  });

  it('shades nothing without --for', async () => {
    expect(shaded(await svgOf('scenarios/spec-first-example.yaml'), 12)).toEqual(Array(12).fill(false));
  });

  it('shades a range of 2 on a crowded table', async () => {
    const names = Array.from({ length: 16 }, (_, i) => `P${i + 1}`);
    const file = scenarioFile([
      'variant: free-for-all',
      'options: {range: 2, attack: right}',
      `seats: [${names.join(', ')}]`,
      'questions: []',
    ]);
    const svg = await svgOf(file, '--for', 'P2');
    expect(shaded(svg, 16)).toEqual(names.map((name) => ['P16', 'P1', 'P2', 'P3', 'P4'].includes(name)));
  });
});

describe('table --svg: layers', () => {
  it('draws what a layer gives: an arrow between two seats and a badge beside one, with the legend it gives', async () => {
    const scenario = buildScenario({
      variant: 'grand-melee',
      seats: ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve'],
      events: [leave('Eve')],
    });
    const table = applyEvents(buildTable(scenario).table, scenario.events).table;
    const layer: PictureLayer = () => ({
      arrows: [{ from: 'Alex', to: 'Carol', title: 'Alex attacks Carol' }],
      badges: [{ player: 'Bianca', badge: { text: 'M', title: 'the monarch' } }],
      legend: ['arrow: an attack; M: the monarch'],
    });
    const svg = await renderTableSvg(buildTablePicture(scenario, table, { layers: [layer] }));
    const root = parseSvg(svg);
    const [line] = elementsNamed(root, 'line');
    expect(textOf(line!)).toBe('Alex attacks Carol');
    expect(elementsNamed(root, 'text').map(textOf)).toEqual(
      expect.arrayContaining(['M', 'arrow: an attack; M: the monarch']),
    );
    expect(seatTitles(root)[1]).toBe('2 Bianca: range 1, the monarch');
    // The arrow is drawn across the table, in vermillion, halfway from Alex to Carol.
    const [alex, , carol] = expectedSeats(root, 5);
    const picture = renderSvg(svg);
    expect(hex(picture.rgb((alex!.x + carol!.x) / 2, (alex!.y + carol!.y) / 2))).toBe('#d55e00');
  });
});

describe('table --svg in the README', () => {
  it('shows a picture the command makes now', async () => {
    const readme = readFileSync('README.md', 'utf8');
    const command = /^mtg-judge table (.+) > table\.svg$/m.exec(readme);
    const image = /!\[[^\]]*\]\((scenarios\/[^)]+\.svg)\)/.exec(readme);
    expect(command, 'a line that writes the picture').not.toBeNull();
    expect(image, 'the picture').not.toBeNull();
    const run = await runCli(['table', ...command![1]!.split(' ')]);
    expect(run.code).toBe(0);
    // To make it again: node bin/mtg-judge.cjs table ARGS > the picture's path.
    expect(readFileSync(image![1]!, 'utf8'), `${image![1]} is not what the README's command draws now`).toBe(
      run.stdout,
    );
  });
});
