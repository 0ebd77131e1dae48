import { describe, expect, it } from 'vitest';
import { appendObject, appendQuestion, newScenarioText } from '../../src/scenario/edit-scenario.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';

describe('appendQuestion', () => {
  it('adds a question and keeps the comments, order and layout of the file', () => {
    const text = [
      '# Our Thursday table.',
      'seats: [Alex, Bianca, Carol]   # as we sat',
      'options: {range: 1}',
      'questions:',
      '  # the first thing we asked',
      '  - ask: range-of-influence',
      '    player: Alex',
      '',
    ].join('\n');
    expect(appendQuestion(text, { id: 'bianca', ask: 'in-range', player: 'Bianca', of: 'Carol', expect: true })).toBe(
      [
        '# Our Thursday table.',
        'seats: [Alex, Bianca, Carol]   # as we sat',
        'options: {range: 1}',
        'questions:',
        '  # the first thing we asked',
        '  - ask: range-of-influence',
        '    player: Alex',
        '  - { id: bianca, ask: in-range, player: Bianca, of: Carol, expect: true }',
        '',
      ].join('\n'),
    );
  });

  it('creates the questions list where the file has none', () => {
    const text = 'seats: [Alex, Bianca]\n';
    const result = appendQuestion(text, { ask: 'wins', player: 'Alex' });
    expect(parseScenario(result, 't.yaml').value?.questions.map((q) => q.ask)).toEqual(['wins']);
  });
});

describe('newScenarioText', () => {
  it('writes a file the loader accepts', () => {
    const text = newScenarioText({
      name: 'Thursday',
      edition: '2024',
      variant: 'free-for-all',
      options: { range: 1, attack: 'left' },
      seats: ['Alex', 'Bianca', 'Carol'],
    });
    const withQuestion = appendQuestion(text, { ask: 'can-attack', player: 'Alex' });
    const parsed = parseScenario(withQuestion, 't.yaml');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toMatchObject({
      name: 'Thursday',
      edition: '2024',
      variant: 'free-for-all',
      seats: [{ name: 'Alex' }, { name: 'Bianca' }, { name: 'Carol' }],
    });
  });
});

describe('appendObject', () => {
  const text =
    '# Thursday\nvariant: free-for-all # our usual game\nseats: [Alex, Bianca, Carol]\nquestions:\n  - {ask: wins, player: Alex}\n';

  it('makes the objects list before the questions, and adds to it line by line, however long the line', () => {
    const once = appendObject(text, { name: 'Bear', owner: 'Alex', types: ['creature'] });
    expect(once).toBe(
      '# Thursday\nvariant: free-for-all # our usual game\nseats: [ Alex, Bianca, Carol ]\nobjects:\n  - { name: Bear, owner: Alex, types: [ creature ] }\nquestions:\n  - { ask: wins, player: Alex }\n',
    );
    const twice = appendObject(once, {
      name: 'A rather long name for an Aura of the table',
      owner: 'Bianca',
      types: ['enchantment', 'aura'],
      attachedTo: 'Bear',
    });
    expect(twice.split('\n')[5]).toBe(
      '  - { name: A rather long name for an Aura of the table, owner: Bianca, types: [ enchantment, aura ], attachedTo: Bear }',
    );
    expect(parseScenario(twice, 't.yaml').value!.objects.map((o) => o.name)).toEqual([
      'Bear',
      'A rather long name for an Aura of the table',
    ]);
  });
});
