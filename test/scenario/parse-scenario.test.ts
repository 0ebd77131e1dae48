import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/scenario/parse-scenario.js';

// The first example of the scenario format, kept once as a fixture.
const FIRST_EXAMPLE = readFileSync(new URL('../fixtures/good-scenarios/first-example.yaml', import.meta.url), 'utf8');

describe('parseScenario', () => {
  it('reads the first example of the format', () => {
    const { value, diagnostics } = parseScenario(FIRST_EXAMPLE, 'gm.yaml');
    expect(diagnostics).toEqual([]);
    expect(value).toEqual({
      format: 1,
      name: 'Grand Melee, a player leaves',
      edition: '2024',
      variant: 'grand-melee',
      options: {},
      seats: ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'].map(
        (name) => ({ name }),
      ),
      turn: { active: ['Alex', 'Eve', 'Ida'] },
      left: [],
      objects: [],
      events: [{ kind: 'leave', players: ['Carol'] }],
      questions: [
        { index: 0, ask: 'turn-marker-count', params: {}, expect: 2, hasExpect: true },
        { index: 1, ask: 'removed-turn-markers', params: {}, expect: [1], hasExpect: true },
        {
          index: 2,
          ask: 'range-of-influence',
          params: { player: 'Bianca' },
          expect: ['Alex', 'Bianca'],
          hasExpect: true,
        },
      ],
    });
  });

  it('normalises every shorthand into one form', () => {
    const text = readFileSync(new URL('../fixtures/good-scenarios/shorthands.yaml', import.meta.url), 'utf8');
    const { value, diagnostics } = parseScenario(text, 'all.yaml');
    expect(diagnostics).toEqual([]);
    expect(value).toMatchObject({
      edition: '2011',
      options: { range: 'unlimited' },
      seats: [
        { name: 'Alex', team: 'Red', range: 2 },
        { name: 'Bianca', team: 'Red' },
        { name: 'Carol' },
        { name: 'Dave', team: 'Blue', role: 'general' },
      ],
      startingTeam: 'Red',
      turn: { active: ['Alex'] },
      turnMarkers: { 1: 'Alex', 2: 'Carol' },
      left: ['Dave'],
      life: { Red: 25 },
      houseRules: 'magic-mittwoch-2hg',
      objects: [
        { name: 'Control Magic', owner: 'Alex', types: ['enchantment', 'aura'], attachedTo: 'Bears' },
        { name: 'Bears', owner: 'Carol', controlledBy: { player: 'Alex', source: 'Control Magic' } },
      ],
      events: [
        { kind: 'leave', players: ['Carol', 'Dave'] },
        { kind: 'damage', players: ['Alex'], amount: 3 },
        { kind: 'gainLife', players: ['Alex', 'Bianca'], amount: 2 },
        { kind: 'payLife', player: 'Bianca', amount: 1 },
        { kind: 'setLife', player: 'Alex', to: 10 },
        { kind: 'endTurn', player: 'Alex' },
        { kind: 'newTurn', player: 'Bianca' },
        { kind: 'extraTurn', player: 'Bianca' },
      ],
      questions: [
        { index: 0, id: '7', ask: 'lost', params: {}, hasExpect: false },
        { index: 1, ask: 'seating', params: { teams: { Red: ['Alex', 'Bianca'] } }, hasExpect: false },
      ],
    });
    expect(Object.keys(value!.turnMarkers!)).toEqual(['1', '2']);
    expect(value!.questions[0]).not.toHaveProperty('expect');
  });

  it.each([
    ['2011', '2011'],
    ['"2024"', '2024'],
    ['2024', '2024'],
  ])('accepts edition %s', (written, edition) => {
    const { value } = parseScenario(`edition: ${written}\nseats: [A, B, C]\nquestions: []\n`, 'e.yaml');
    expect(value?.edition).toBe(edition);
  });

  it('keeps an expect of false or 0, which are answers too', () => {
    const { value } = parseScenario(
      'seats: [A, B, C]\nquestions:\n  - {ask: skips-first-draw, expect: false}\n  - {ask: turn-marker-count, expect: 0}\n',
      'f.yaml',
    );
    expect(value?.questions.map((q) => [q.hasExpect, q.expect])).toEqual([
      [true, false],
      [true, 0],
    ]);
  });

  it('locates paths, falling back to the nearest value that exists', () => {
    const parsed = parseScenario(FIRST_EXAMPLE, 'gm.yaml');
    expect(parsed.locate(['questions', 2, 'player'])).toEqual({ line: 16, column: 13 });
    expect(parsed.locate(['turn', 'active', 1])).toEqual({ line: 7, column: 18 });
    // `leave: Carol` is one name; the judge may still point at its first entry.
    expect(parsed.locate(['events', 0, 'leave', 0])).toEqual({ line: 9, column: 12 });
    expect(parsed.locate(['questions', 9])).toEqual({ line: 11, column: 3 });
    expect(parsed.span(['seats'])).toEqual({ start: { line: 5, column: 8 }, end: { line: 5, column: 75 } });
  });

  it('collects every problem in a file, not just the first', () => {
    const text =
      'seats: [Alex, Alex, {name: Bo, range: 0}]\nvariant: melee\nquestions:\n  - {ask: wins, player: Al}\n  - {ask: nope}\n';
    const { value, diagnostics } = parseScenario(text, 'm.yaml');
    expect(value).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.start?.line, d.start?.column])).toEqual([
      ['scenario/duplicate-name', 1, 15],
      ['scenario/bad-range', 1, 39],
      ['scenario/bad-value', 2, 10],
      ['scenario/unknown-player', 4, 25],
      ['scenario/unknown-question', 5, 11],
    ]);
    for (const d of diagnostics) expect(d.message).toMatch(/^\S.*[.?]$/);
  });

  it('reports the end of each fault so the caret underlines all of it', () => {
    const { diagnostics } = parseScenario(
      'seats: [Alex, Bianca]\nquestions:\n  - {ask: wins, player: Bianka}\n',
      'u.yaml',
    );
    expect(diagnostics[0]).toMatchObject({
      file: 'u.yaml',
      start: { line: 3, column: 25 },
      end: { line: 3, column: 31 },
      notes: ['did you mean "Bianca"?'],
    });
  });

  it('reports nesting too deep to read, rather than overflowing the stack', () => {
    const text = `seats: ${'['.repeat(20000)}${']'.repeat(20000)}\nquestions: []\n`;
    const { value, diagnostics } = parseScenario(text, 'deep.yaml');
    expect(value).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(['scenario/too-deep']);
  });
});
