// Each common YAML syntax error is reported where the fault is, in plain words, with a
// "= …" line that says what to write: the exact text a user sees for each broken file.
// A file broken at random places is reported too, never with an exception.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../property-runs.js';
import { stripLayoutMarks } from '../../src/report/layout-marks.js';
import { renderDiagnostics } from '../../src/report/render-diagnostic.js';
import { createPlainStyle } from '../../src/report/style.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';

/** The file's YAML diagnostics as `eval` prints them, without colour. */
function render(text: string): string[] {
  const { diagnostics } = parseScenario(text, 's.yaml');
  const yaml = diagnostics.filter((d) => d.code.startsWith('yaml/'));
  return stripLayoutMarks(renderDiagnostics(yaml, createPlainStyle(), { 's.yaml': text })).split('\n');
}

const CASES: [string, string[]][] = [
  [
    'seats: [Ann, Ben] Cal\nquestions: []\n',
    [
      's.yaml:1:19 error yaml/syntax: YAML cannot read "Cal" here.',
      '  1 | seats: [Ann, Ben] Cal',
      '    |                   ^^^',
      '  = look for a bracket, quote or ": " that is missing or too many just before it',
    ],
  ],
  [
    'seats: *\n',
    [
      's.yaml:1:8 error yaml/syntax: Alias cannot be an empty string.',
      '  1 | seats: *',
      '    |        ^',
      '  = an anchor is written "&name" and its alias "*name"; quote a value that begins with "&" or "*"',
    ],
  ],
  [
    'seats: & [Ann]\n',
    [
      's.yaml:1:8 error yaml/syntax: Anchor cannot be an empty string.',
      '  1 | seats: & [Ann]',
      '    |        ^',
      '  = an anchor is written "&name" and its alias "*name"; quote a value that begins with "&" or "*"',
    ],
  ],
  [
    'name: @home # where\nseats: [Ann]\n',
    [
      's.yaml:1:7 error yaml/syntax: A value cannot begin with "@" unless it is in quotes.',
      '  1 | name: @home # where',
      '    |       ^',
      '  = put it in quotes: name: "@home"',
    ],
  ],
  [
    'name: `x`\nseats: [Ann]\n',
    [
      's.yaml:1:7 error yaml/syntax: A value cannot begin with "`" unless it is in quotes.',
      '  1 | name: `x`',
      '    |       ^',
      '  = put it in quotes: name: "`x`"',
    ],
  ],
  [
    'name: "a\\qb"\nseats: [Ann]\n',
    [
      's.yaml:1:9 error yaml/syntax: "\\q" is not an escape that text in double quotes may hold.',
      '  1 | name: "a\\qb"',
      '    |         ^^',
      '  = write \\\\ for a backslash, or put the text in single quotes instead',
    ],
  ],
  [
    'seats: [Ann]\nquestions\n',
    [
      's.yaml:2:1 error yaml/syntax: "questions" has no ":" after it, so YAML does not read it as a key.',
      '  2 | questions',
      '    | ^^^^^^^^^',
      '  = write "questions:" if it is a key, or remove the line',
    ],
  ],
  [
    'seats: [Ann, Ben, Cal]\nthis is a note\nquestions: []\n',
    [
      's.yaml:2:1 error yaml/syntax: This line is neither a key with its ": " nor a list item with its "- ".',
      '  2 | this is a note',
      '    | ^^^^^^^^^^^^^^',
      '  = make it a comment with "#", write it as "key: value", or join it to the line above',
    ],
  ],
  [
    'seats: - Ann\nquestions: []\n',
    [
      's.yaml:1:8 error yaml/syntax: A list item cannot begin on the same line as its key.',
      '  1 | seats: - Ann',
      '    |        ^',
      '  = put "- Ann" on a line of its own below "seats:", indented, or write seats: [Ann]',
    ],
  ],
  [
    'name: Game: the sequel\nseats: [Ann]\n',
    [
      's.yaml:1:7 error yaml/syntax: The value of "name" holds ": ", which YAML reads as the start of another key.',
      '  1 | name: Game: the sequel',
      '    |       ^^^^^^^^^^^^^^^^',
      '  = put the value in quotes if the ": " belongs to it: name: "Game: the sequel"',
    ],
  ],
  [
    'seats: [Ann]#c\n',
    [
      's.yaml:1:13 error yaml/syntax: A "#" that begins a comment needs a space before it.',
      '  1 | seats: [Ann]#c',
      '    |             ^',
      '  = write a space before "#", or put the value in quotes if the "#" belongs to it',
    ],
  ],
  [
    'seats: [a, b, c]\nquestions:\n  - ask: lost\n - ask: wins\n   player: a\n',
    [
      's.yaml:4:2 error yaml/syntax: "- ask" is indented by 1 space, which lines it up with nothing above it.',
      '  4 |  - ask: wins',
      '    |  ^^^^^',
      '  = indent it by 2 spaces, as "- ask" is on line 3',
    ],
  ],
  [
    'seats: [Ann]\nquestions:\n  - ask: lost: x\n',
    [
      's.yaml:3:10 error yaml/syntax: The value of "ask" holds ": ", which YAML reads as the start of another key.',
      '  3 |   - ask: lost: x',
      '    |          ^^^^^^^',
      '  = put the value in quotes if the ": " belongs to it: ask: "lost: x"',
    ],
  ],
  [
    'seats: [Ann]\nseats: [Ben]\n',
    [
      's.yaml:2:1 error yaml/duplicate-key: The key "seats" appears twice in the same mapping.',
      '  2 | seats: [Ben]',
      '    | ^^^^^',
      '  = each key may appear once; remove or merge the repeated one',
    ],
  ],
  [
    'seats: [Ann, Ben]]\nquestions: []\n',
    [
      's.yaml:1:18 error yaml/syntax: This "]" closes nothing.',
      '  1 | seats: [Ann, Ben]]',
      '    |                  ^',
      '  = remove it, or add the "[" it should close',
    ],
  ],
  [
    'seats: [Ann,, Ben]\n',
    [
      's.yaml:1:13 error yaml/syntax: There is no item before this ",".',
      '  1 | seats: [Ann,, Ben]',
      '    |             ^',
      '  = remove the extra ",", or write the missing item before it',
    ],
  ],
  [
    'seats:\n  - {name: Ann,\n  team: A}\n',
    [
      's.yaml:3:3 error yaml/syntax: This line goes on with the mapping that "{" begins on line 2, but is not indented more than that line.',
      '  3 |   team: A}',
      '    |   ^^^^',
      '  = indent it by at least 3 spaces, or put the whole mapping on one line',
    ],
  ],
  [
    'seats: [Ann Ben, "Cal" "Dan"]\n',
    [
      's.yaml:1:24 error yaml/syntax: A "," is missing before this item.',
      '  1 | seats: [Ann Ben, "Cal" "Dan"]',
      '    |                        ^^^^^',
      '  = separate the items with ", "',
    ],
  ],
  [
    'seats: [Ann,\n  Ben,\n  Cal\nquestions: []\n',
    [
      's.yaml:1:8 error yaml/syntax: The list that "[" begins here is never closed.',
      '  1 | seats: [Ann,',
      '    |        ^',
      '  = close it with "]" after "Cal" on line 3',
    ],
  ],
  [
    'format: 1\nseats: [Ann, Ben, Cal, Dan]\nquestions:\n  - ask: turn-marker-count\n   expect: 1\n',
    [
      's.yaml:5:4 error yaml/syntax: "expect" is indented by 3 spaces, which lines it up with nothing above it.',
      '  5 |    expect: 1',
      '    |    ^^^^^^',
      '  = indent it by 4 spaces, as "ask" is on line 4',
    ],
  ],
  [
    'format: 1\nseats: [Ann]\nquestions:\n  - ask: turn-marker-count\n     expect: 1\n',
    [
      's.yaml:5:6 error yaml/syntax: "expect" is indented more than "ask" above it, so YAML reads it as more of the value of "ask".',
      '  5 |      expect: 1',
      '    |      ^^^^^^',
      '  = indent it by 4 spaces, as "ask" is on line 4',
    ],
  ],
  [
    'format: 1\n seats: [Ann]\nquestions: []\n',
    [
      's.yaml:2:2 error yaml/syntax: "seats" is indented more than "format" above it, so YAML reads it as more of the value of "format".',
      '  2 |  seats: [Ann]',
      '    |  ^^^^^',
      '  = start it at the beginning of the line, as "format" is on line 1',
    ],
  ],
  [
    'questions:\n  - ask: lost expect: []\n',
    [
      's.yaml:2:10 error yaml/syntax: The value of "ask" holds ": ", which YAML reads as the start of another key.',
      '  2 |   - ask: lost expect: []',
      '    |          ^^^^^^^^^^^^^^^',
      '  = put the value in quotes if the ": " belongs to it: ask: "lost expect: []"',
      '  = or, if "expect" is another key, put it on a line of its own',
    ],
  ],
  [
    'questions:\n  - ask: lost\n  expect: []\n',
    [
      's.yaml:3:3 error yaml/syntax: "expect" is indented by 2 spaces, which lines it up with nothing above it.',
      '  3 |   expect: []',
      '    |   ^^^^^^',
      '  = indent it by 4 spaces, as "ask" is on line 2',
    ],
  ],
  [
    'seats: [Ann]\nquestions\n  - ask: lost\n',
    [
      's.yaml:2:1 error yaml/syntax: "questions" has no ":" after it, so YAML does not read it as a key.',
      '  2 | questions',
      '    | ^^^^^^^^^',
      '  = write "questions:" if it is a key, or remove the line',
    ],
  ],
  [
    'seats:[Ann]\nquestions: []\n',
    [
      's.yaml:1:6 error yaml/syntax: "seats" has no space after its ":", so YAML does not read it as a key.',
      '  1 | seats:[Ann]',
      '    |      ^',
      '  = write a space after the colon: seats: [Ann]',
    ],
  ],
  [
    'seats: [Ann]\nquestions:\n  - ask:lost\n    expect: []\n',
    [
      's.yaml:3:8 error yaml/syntax: "ask" has no space after its ":", so YAML does not read it as a key.',
      '  3 |   - ask:lost',
      '    |        ^',
      '  = write a space after the colon: ask: lost',
    ],
  ],
  [
    'seats: [Ann, {name: Ben, team: A]\nquestions: []\n',
    [
      's.yaml:1:14 error yaml/syntax: The mapping that "{" begins here is never closed.',
      '  1 | seats: [Ann, {name: Ben, team: A]',
      '    |              ^',
      '  = close it with "}": seats: [Ann, {name: Ben, team: A}]',
    ],
  ],
  [
    'name: %x\nseats: [Ann]\n',
    [
      's.yaml:1:7 error yaml/syntax: A value cannot begin with "%" unless it is in quotes.',
      '  1 | name: %x',
      '    |       ^',
      '  = put it in quotes: name: "%x"',
    ],
  ],
  [
    'name: |x\n  a\nseats: [Ann]\n',
    [
      's.yaml:1:7 error yaml/syntax: A block of text begins with "|" or ">" alone, not "|x".',
      '  1 | name: |x',
      '    |       ^^',
      '  = write "|" alone, and the text on the lines below it, indented; or put the value in quotes',
    ],
  ],
  [
    'name: "Bob\'s table\nseats: [Ann, Ben, Cal]\nquestions: []\n',
    [
      's.yaml:1:7 error yaml/syntax: The double-quoted text that begins here is never closed, so it runs on to the end of the file.',
      '  1 | name: "Bob\'s table',
      '    |       ^',
      '  = end it with " on the same line: name: "Bob\'s table"',
    ],
  ],
  [
    'seats:\n  - {name: Ann, team: Red}\n  - {name: Ben, team: Red\n  - {name: Cal, team: Blue}\nquestions: []\n',
    [
      's.yaml:3:5 error yaml/syntax: The mapping that "{" begins here is never closed.',
      '  3 |   - {name: Ben, team: Red',
      '    |     ^',
      '  = close it with "}": - {name: Ben, team: Red}',
    ],
  ],
  [
    'seats:\n  - Ann\n - Ben\nquestions: []\n',
    [
      's.yaml:3:2 error yaml/syntax: "- Ben" is indented by 1 space, which lines it up with nothing above it.',
      '  3 |  - Ben',
      '    |  ^^^^^',
      '  = indent it by 2 spaces, as "- Ann" is on line 2',
    ],
  ],
  [
    'questions:\n  - {ask: lost}"\n',
    [
      "s.yaml:2:16 error yaml/syntax: YAML cannot read '\"' here.",
      '  2 |   - {ask: lost}"',
      '    |                ^',
      '  = look for a bracket, quote or ": " that is missing or too many just before it',
    ],
  ],
  [
    'seats:\n\t- Ann\n',
    [
      's.yaml:2:1 error yaml/syntax: This line is indented with a tab, and YAML indents with spaces only.',
      '  2 | \t- Ann',
      '    | ^',
      '  = replace the tab with spaces',
    ],
  ],
  [
    'seats: !foo [Ann]\nquestions: []\n',
    [
      's.yaml:1:8 warning yaml/warning: Unresolved tag: !foo.',
      '  1 | seats: !foo [Ann]',
      '    |        ^^^^',
      '  = remove the "!" tag; a scenario needs none',
    ],
  ],
  [
    'seats: [Ann]\nquestions:\n  - {ask: lost, expect: [Ann]\n  - ask: lost\n',
    [
      's.yaml:3:5 error yaml/syntax: The mapping that "{" begins here is never closed.',
      '  3 |   - {ask: lost, expect: [Ann]',
      '    |     ^',
      '  = close it with "}": - {ask: lost, expect: [Ann]}',
    ],
  ],
  [
    'name: "Game\nseats: [Ann]\nquestions: []\n',
    [
      's.yaml:1:7 error yaml/syntax: The double-quoted text that begins here is never closed, so it runs on to the end of the file.',
      '  1 | name: "Game',
      '    |       ^',
      '  = end it with " on the same line: name: "Game"',
    ],
  ],
  [
    'format: 1\nvariant: free-for-all\nname: Test\nseats: [Ann, Ben, Cal\nquestions:\n  - ask: lost\n',
    [
      's.yaml:4:8 error yaml/syntax: The list that "[" begins here is never closed.',
      '  4 | seats: [Ann, Ben, Cal',
      '    |        ^',
      '  = close it with "]": seats: [Ann, Ben, Cal]',
    ],
  ],
  [
    'questions:\n  - ask: lost\nseats: [Ann, Ben, Cal\n',
    [
      's.yaml:3:8 error yaml/syntax: The list that "[" begins here is never closed.',
      '  3 | seats: [Ann, Ben, Cal',
      '    |        ^',
      '  = close it with "]": seats: [Ann, Ben, Cal]',
    ],
  ],
  [
    "name: 'Game\nseats: [Ann]\nquestions: []\n",
    [
      's.yaml:1:7 error yaml/syntax: The single-quoted text that begins here is never closed, so it runs on to the end of the file.',
      "  1 | name: 'Game",
      '    |       ^',
      "  = end it with ' on the same line: name: 'Game'",
    ],
  ],
  [
    'seats: [Alex, Bianca, Carol}\nquestions: []\n',
    [
      's.yaml:1:8 error yaml/syntax: The list that "[" begins here is closed with "}", which closes a mapping.',
      '  1 | seats: [Alex, Bianca, Carol}',
      '    |        ^',
      '  = write "]" for the "}" on line 1',
    ],
  ],
  [
    'seats:\n  - {name: Alex, team: Red]\n  - Bianca\nquestions: []\n',
    [
      's.yaml:2:5 error yaml/syntax: The mapping that "{" begins here is closed with "]", which closes a list.',
      '  2 |   - {name: Alex, team: Red]',
      '    |     ^',
      '  = write "}" for the "]" on line 2',
    ],
  ],
];

describe('YAML syntax errors', () => {
  for (const [text, expected] of CASES) {
    it(JSON.stringify(text), () => {
      expect(render(text)).toEqual(expected);
    });
  }
});

describe('a scenario file broken anywhere', () => {
  const FILES = [
    readFileSync(new URL('../fixtures/good-scenarios/shorthands.yaml', import.meta.url), 'utf8'),
    readFileSync(new URL('../fixtures/good-scenarios/teams.yaml', import.meta.url), 'utf8'),
  ];
  const PIECES = [
    '[',
    ']',
    '{',
    '}',
    ':',
    ': ',
    '"',
    "'",
    '- ',
    ' ',
    '  ',
    '\t',
    '\n',
    '#',
    ',',
    '@',
    '|',
    '&a',
    '*b',
    '\\',
  ];
  const edit = fc.record({
    file: fc.constantFrom(...FILES),
    at: fc.nat(),
    remove: fc.nat({ max: 3 }),
    insert: fc.constantFrom('', ...PIECES),
  });

  it('is reported without an exception, each error inside the file and with a hint', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), (edits) => {
        let text = edits[0]!.file;
        for (const { at, remove, insert } of edits) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + remove);
        }
        const lines = text.split(/\r\n|\r|\n/).length;
        for (const d of parseScenario(text, 's.yaml').diagnostics) {
          expect(d.notes ?? [], `${d.code}: ${d.message}\n${text}`).not.toEqual([]);
          if (d.start) expect(d.start.line, `${d.code}: ${d.message}\n${text}`).toBeLessThanOrEqual(lines);
        }
      }),
      { numRuns: runs(300) },
    );
  });
});
