import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newScenarioText } from '../../src/scenario/edit-scenario.js';
import { appendObject, appendQuestion } from '../../src/scenario/append-to-list.js';
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
        '  - id: bianca',
        '    ask: in-range',
        '    player: Bianca',
        '    of: Carol',
        '    expect: true',
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

/**
 * The one stretch of text `after` has that `before` has not, or undefined when `after` is not
 * `before` with one insertion.
 */
function insertion(before: string, after: string): string | undefined {
  let head = 0;
  while (head < before.length && before[head] === after[head]) head++;
  const tail = before.length - head;
  if (after.length < before.length || after.slice(after.length - tail) !== before.slice(head)) return undefined;
  return after.slice(head, after.length - tail);
}

describe('appendQuestion keeps every byte of the file', () => {
  const question = { ask: 'range-of-influence', player: 'Alex', expect: ['Alex', 'Bianca'] };

  it.each([
    [
      'a block list of flow mappings: one more flow line',
      'questions:\n  - {ask: wins, player: Alex}   # first\n# the end\n',
      '  - {ask: range-of-influence, player: Alex, expect: [Alex, Bianca]}\n',
    ],
    [
      'a flow list on one line: one more item in it',
      'seats: [Alex, Bianca]\nquestions: [{ask: wins, player: Alex}]  # one\n',
      ', {ask: range-of-influence, player: Alex, expect: [Alex, Bianca]}',
    ],
    [
      'a flow list with an item on each line: one more line',
      'questions: [\n    {ask: wins, player: Alex},\n    {ask: lost}\n]\n',
      ',\n    {ask: range-of-influence, player: Alex, expect: [Alex, Bianca]}',
    ],
    ['an empty flow list', 'questions: []\n', '{ask: range-of-influence, player: Alex, expect: [Alex, Bianca]}'],
    [
      'CRLF line endings: the new lines end in CRLF too',
      'questions:\r\n  - ask: wins\r\n    player: Alex\r\n',
      '  - ask: range-of-influence\r\n    player: Alex\r\n    expect: [Alex, Bianca]\r\n',
    ],
    [
      'a byte order mark',
      '\ufeffquestions:\n  - {ask: wins, player: Alex}\n',
      '  - {ask: range-of-influence, player: Alex, expect: [Alex, Bianca]}\n',
    ],
  ])('%s', (_what, before, added) => {
    const after = appendQuestion(before, question);
    expect(insertion(before, after)).toBe(added);
  });

  it('in every shipped scenario file, LF or CRLF, with or without a byte order mark: only added text, one more question', () => {
    const files = readdirSync('scenarios', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(100);
    for (const name of files) {
      const lf = readFileSync(join('scenarios', name), 'utf8');
      for (const before of [lf, lf.replace(/\n/g, '\r\n'), `\ufeff${lf}`]) {
        const was = parseScenario(before, name).value!;
        const player = was.seats[0]!.name;
        const after = appendQuestion(before, { ask: 'range-of-influence', player, expect: [player] });
        const added = insertion(before, after);
        expect(added, name).toBeDefined();
        if (before.includes('\r\n')) expect(added!.replace(/\r\n/g, ''), name).not.toContain('\n');
        const now = parseScenario(after, name).value!.questions;
        expect(now.length, name).toBe(was.questions.length + 1);
        expect(now.at(-1), name).toMatchObject({ ask: 'range-of-influence', params: { player }, expect: [player] });
      }
    }
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

  it('makes the objects list before the questions, adds to it line by line however long the line, and changes no other byte', () => {
    const once = appendObject(text, { name: 'Bear', owner: 'Alex', types: ['creature'] });
    expect(once).toBe(
      '# Thursday\nvariant: free-for-all # our usual game\nseats: [Alex, Bianca, Carol]\nobjects:\n  - {name: Bear, owner: Alex, types: [creature]}\nquestions:\n  - {ask: wins, player: Alex}\n',
    );
    const twice = appendObject(once, {
      name: 'A rather long name for an Aura of the table',
      owner: 'Bianca',
      types: ['enchantment', 'aura'],
      attachedTo: 'Bear',
    });
    expect(twice.split('\n')[5]).toBe(
      '  - {name: A rather long name for an Aura of the table, owner: Bianca, types: [enchantment, aura], attachedTo: Bear}',
    );
    expect(parseScenario(twice, 't.yaml').value!.objects.map((o) => o.name)).toEqual([
      'Bear',
      'A rather long name for an Aura of the table',
    ]);
  });
});
