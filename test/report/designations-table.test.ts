// `table` shows the monarch, the initiative and commander damage, and `table --svg` draws the
// monarch's and the initiative's badges and an arrow for each attack (picture-layers.ts), in
// text, JSON and the picture drawn by a real renderer (resvg). The table is built without an
// imported edition: only the questions need one.
import { describe, expect, it } from 'vitest';
import { buildTablePicture } from '../../src/report/table-picture.js';
import { renderTableSvg } from '../../src/report/render-table-svg.js';
import { renderTable } from '../../src/report/render-table.js';
import { renderTableJson } from '../../src/report/render-table-json.js';
import { stripLayoutMarks } from '../../src/report/layout-marks.js';
import { createPlainStyle } from '../../src/report/style.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';
import { buildTable } from '../../src/table/build-table.js';
import { applyEvents } from '../../src/table/events/apply-events.js';
import { elementsNamed, textOf } from './xml-reader.js';
import { expectedSeats, hex, parseSvg, renderSvg, seatTitles } from './svg-render.js';

const COMMANDER = `
name: Attacks
edition: en-2026
variant: commander
seats: [Alex, Bianca, Carol, Dave]
turn: {active: [Alex]}
monarch: Bianca
initiative: Carol
commanderDamage:
  Bianca: {Atraxa: 14}
objects:
  - {name: Atraxa, owner: Alex, commander: true, types: [legendary, creature]}
  - {name: Goblin Guide, owner: Alex, types: [creature]}
events:
  - attack: {creature: Atraxa, player: Bianca}
  - attack: {creature: Goblin Guide, player: Carol}
  - combatDamage: {creature: Atraxa, player: Bianca, amount: 7}
questions: []
`;

/** Shared team turns: Ann (the monarch) leaves while Ann and Ben are active, so one of them becomes the monarch. */
const SHARED = `
edition: en-2026
variant: team-vs-team
seats:
  - {name: Ann, team: Sun}
  - {name: Ben, team: Sun}
  - {name: Cat, team: Moon}
  - {name: Dan, team: Moon}
options: {sharedTeamTurns: true}
turn: {active: [Ann, Ben]}
monarch: Cat
events:
  - leave: Cat
questions: []
`;

function tableOf(text: string) {
  const scenario = parseScenario(text, 't.yaml').value!;
  const table = applyEvents(buildTable(scenario).table, scenario.events).table;
  return { scenario, table };
}

describe('table: the monarch, the initiative and commander damage', () => {
  it('in text: who has each, and each commander’s damage by player, 21 marked as a loss (704.6c)', () => {
    const { scenario, table } = tableOf(COMMANDER);
    const text = stripLayoutMarks(renderTable(scenario, table, createPlainStyle()));
    const lines = text.split('\n');
    const from = (heading: string, count: number) => {
      const at = lines.findIndex((line) => line.startsWith(heading));
      return lines.slice(at, at + count);
    };
    expect(from('The monarch and the initiative', 3)).toEqual([
      'The monarch and the initiative (after the events)',
      '  monarch     Alex',
      '  initiative  Carol',
    ]);
    expect(from('Commander damage', 2)).toEqual([
      'Commander damage (903.10a: 21 from one commander loses the game)',
      "  Bianca  Alex's Atraxa 21 (loses, 704.6c)",
    ]);
  });

  it('in JSON: holders, and commander damage for every player still in the game', () => {
    const { scenario, table } = tableOf(COMMANDER);
    const json = JSON.parse(renderTableJson('t.yaml', scenario, table)) as Record<string, unknown>;
    expect(json.monarch).toEqual({ holders: ['Alex'] });
    expect(json.initiative).toEqual({ holders: ['Carol'] });
    expect(json.commanderDamage).toEqual({ Alex: {}, Bianca: { Atraxa: 21 }, Carol: {}, Dave: {} });
  });

  it('under shared team turns: the active players who may have become the monarch (724.4)', () => {
    const { scenario, table } = tableOf(SHARED);
    const text = stripLayoutMarks(renderTable(scenario, table, createPlainStyle()));
    expect(text).toContain(
      'The monarch (after the events)\n  monarch  one of Ann or Ben (several active players: a choice the file does not make)\n',
    );
    expect(text).not.toContain('initiative');
    expect(text).not.toContain('Commander damage');
  });
});

describe('table --svg: the monarch, the initiative and the attacks', () => {
  it('badges the holders, and draws an arrow from the attacking player to each defending player', async () => {
    const { scenario, table } = tableOf(COMMANDER);
    const svg = await renderTableSvg(buildTablePicture(scenario, table));
    const root = parseSvg(svg);
    expect(seatTitles(root)).toEqual([
      '1 Alex: range unlimited, taking a turn, the monarch',
      '2 Bianca: range unlimited',
      '3 Carol: range unlimited, has the initiative',
      '4 Dave: range unlimited',
    ]);
    expect(elementsNamed(root, 'line').map(textOf)).toEqual(['Atraxa attacks Bianca', 'Goblin Guide attacks Carol']);
    const texts = elementsNamed(root, 'text').map(textOf);
    expect(texts).toEqual(expect.arrayContaining(['monarch', 'initiative', 'attack multiple players (903.2)']));
    // The arrow to Carol crosses the table in vermillion, halfway from Alex.
    const [alex, , carol] = expectedSeats(root, 4);
    expect(hex(renderSvg(svg).rgb((alex!.x + carol!.x) / 2, (alex!.y + carol!.y) / 2))).toBe('#d55e00');
  });

  it('marks each player who may have it with "monarch?", and says so in the legend', async () => {
    const { scenario, table } = tableOf(SHARED);
    const root = parseSvg(await renderTableSvg(buildTablePicture(scenario, table)));
    expect(seatTitles(root).filter((title) => title.includes('monarch'))).toEqual([
      '1 Ann: team Sun (A), range unlimited, taking a turn, may have the monarch: one of Ann, Ben takes it',
      '2 Ben: team Sun (A), range unlimited, taking a turn, may have the monarch: one of Ann, Ben takes it',
    ]);
    expect(elementsNamed(root, 'text').map(textOf)).toEqual(
      expect.arrayContaining([
        'monarch?',
        '"monarch?", "initiative?": one of these players takes it; the file does not say which',
      ]),
    );
  });
});
