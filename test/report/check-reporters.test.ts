import { describe, expect, it } from 'vitest';
import { renderCheckGithub, escapeData, escapeProperty } from '../../src/report/check-github.js';
import { renderCheckJson } from '../../src/report/check-json.js';
import { renderCheckJunit } from '../../src/report/check-junit.js';
import { renderCheckPretty, renderCheckSummary } from '../../src/report/check-pretty.js';
import { createColorStyle } from '../../src/report/color-style.js';
import { createPlainStyle } from '../../src/report/style.js';
import { stripLayoutMarks } from '../../src/report/layout-marks.js';
import type { FileResult } from '../../src/scenario/check.js';
import { checkResults } from './check-results.js';
import { checkScenario } from '../../src/scenario/check.js';
import { evaluate } from '../../src/judge/evaluate.js';
import { fakeJudge } from '../scenario/fake-judge.js';
import { elementsNamed, readXml, textOf } from './xml-reader.js';

const results = checkResults();

describe('check reporters', () => {
  it('pretty: each file and question, expected against actual, and a summary', () => {
    expect(stripLayoutMarks(renderCheckPretty(results, createPlainStyle()))).toBe(`PASS scenarios/pass.yaml
  ✓ question-1 (turn-marker-count): 2
  - question-2 (turn-markers): {1: Alex, 2: Eve} (no expect)

FAIL scenarios/a, b & "c".yaml
  ✗ range <1> (range-of-influence)
      expected: [Alex, Bianca, Carol]
      actual:   [Alex, Bianca, Dave]
      expected but not in the answer: Carol
      in the answer but not expected: Dave
      · answered range-of-influence (801.2)
      rules: 801.2

INVALID scenarios/broken.yaml
scenarios/broken.yaml:4:13 error scenario/unknown-player: "Bianka" is not seated at this table.
  4 |     player: Bianka
    |             ^^^^^^
  = did you mean "Bianca"?

INVALID scenarios/undecided.yaml
  ! question-1 (can-attack): not answered
scenarios/undecided.yaml:2:10 error judge/undecided-option: Free-for-All leaves the attack option to the players (806.2b); set options.attack.
  2 | options: {}
    |          ^^

1 passed, 1 failed, 2 invalid
`);
  });

  it('pretty: colours the statuses when asked', () => {
    const coloured = renderCheckPretty(results, createColorStyle());
    expect(coloured).toContain('\u001b[32m\u001b[1mPASS\u001b[22m\u001b[39m');
    expect(coloured).toContain('\u001b[31m✗\u001b[39m');
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(renderCheckPretty(results, createPlainStyle()));
  });

  it('summary: counts every status, even when zero', () => {
    expect(renderCheckSummary([], createPlainStyle())).toBe('0 passed, 0 failed, 0 invalid');
  });

  it('json: the schemaVersion 1 document of cli.md', () => {
    const text = renderCheckJson(results);
    expect(text.endsWith('}\n')).toBe(true);
    const json = JSON.parse(text);
    expect(json).toMatchObject({ schemaVersion: 1, passed: 1, failed: 1, invalid: 2 });
    expect(json.files.map((f: { file: string; status: string }) => [f.file, f.status])).toEqual([
      ['scenarios/pass.yaml', 'passed'],
      ['scenarios/a, b & "c".yaml', 'failed'],
      ['scenarios/broken.yaml', 'invalid'],
      ['scenarios/undecided.yaml', 'invalid'],
    ]);
    expect(json.files[0].answers).toEqual([
      {
        id: 'question-1',
        ask: 'turn-marker-count',
        answer: 2,
        expect: 2,
        ok: true,
        citations: ['801.2'],
        explanation: ['answered turn-marker-count (801.2)'],
      },
      // Without expect there is no ok: answered, neither passed nor failed.
      {
        id: 'question-2',
        ask: 'turn-markers',
        answer: { 1: 'Alex', 2: 'Eve' },
        citations: ['801.2'],
        explanation: ['answered turn-markers (801.2)'],
      },
    ]);
    expect(json.files[1].answers[0]).toMatchObject({
      ok: false,
      differences: ['expected but not in the answer: Carol', 'in the answer but not expected: Dave'],
    });
    expect(json.files[2].errors).toEqual([
      {
        line: 4,
        column: 13,
        endLine: 4,
        endColumn: 19,
        severity: 'error',
        code: 'scenario/unknown-player',
        message: '"Bianka" is not seated at this table.',
        notes: ['did you mean "Bianca"?'],
      },
    ]);
    expect(json.files[3].answers).toEqual([
      { id: 'question-1', ask: 'can-attack', answer: null, citations: [], explanation: [] },
    ]);
  });

  it('junit: a testsuite per file, a testcase per question, escaped', () => {
    expect(renderCheckJunit(results)).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="mtg-judge check" tests="5" failures="1" errors="2" skipped="1">
  <testsuite name="scenarios/pass.yaml" tests="2" failures="0" errors="0" skipped="1">
    <testcase classname="scenarios/pass.yaml" name="question-1 (turn-marker-count)" file="scenarios/pass.yaml" line="4"/>
    <testcase classname="scenarios/pass.yaml" name="question-2 (turn-markers)" file="scenarios/pass.yaml" line="5">
      <skipped message="no expect: answered, not checked"/>
    </testcase>
  </testsuite>
  <testsuite name="scenarios/a, b &amp; &quot;c&quot;.yaml" tests="1" failures="1" errors="0" skipped="0">
    <testcase classname="scenarios/a, b &amp; &quot;c&quot;.yaml" name="range &lt;1&gt; (range-of-influence)" file="scenarios/a, b &amp; &quot;c&quot;.yaml" line="6">
      <failure message="expected [Alex, Bianca, Carol], got [Alex, Bianca, Dave]" type="mismatch">expected: [Alex, Bianca, Carol]
actual:   [Alex, Bianca, Dave]
expected but not in the answer: Carol
in the answer but not expected: Dave
· answered range-of-influence (801.2)</failure>
    </testcase>
  </testsuite>
  <testsuite name="scenarios/broken.yaml" tests="1" failures="0" errors="1" skipped="0">
    <testcase classname="scenarios/broken.yaml" name="scenario" file="scenarios/broken.yaml">
      <error message="&quot;Bianka&quot; is not seated at this table." type="scenario/unknown-player">scenarios/broken.yaml:4:13 error scenario/unknown-player: "Bianka" is not seated at this table.
  4 |     player: Bianka
    |             ^^^^^^
  = did you mean "Bianca"?</error>
    </testcase>
  </testsuite>
  <testsuite name="scenarios/undecided.yaml" tests="1" failures="0" errors="1" skipped="0">
    <testcase classname="scenarios/undecided.yaml" name="question-1 (can-attack)" file="scenarios/undecided.yaml" line="5">
      <error message="Free-for-All leaves the attack option to the players (806.2b); set options.attack." type="judge/undecided-option">scenarios/undecided.yaml:2:10 error judge/undecided-option: Free-for-All leaves the attack option to the players (806.2b); set options.attack.
  2 | options: {}
    |          ^^</error>
    </testcase>
  </testsuite>
</testsuites>
`);
  });

  it('junit: shows control characters as escapes and replaces what XML cannot hold', () => {
    const odd: FileResult = {
      file: 'x.yaml',
      status: 'invalid',
      errors: [
        { code: 'scenario/binary', severity: 'error', message: 'bad \u0001 byte and \ud800 half', file: 'x.yaml' },
      ],
      answers: [],
      source: '',
    };
    const xml = renderCheckJunit([odd]);
    expect(xml).toContain('message="bad \\x01 byte and \ufffd half"');
    expect(xml).not.toMatch(/[\u0000-\u0008\ud800-\udfff]/);
    const [error] = elementsNamed(readXml(xml), 'error');
    expect(error!.attributes.message).toBe('bad \\x01 byte and \ufffd half');
  });

  it('github: an annotation per problem and per failed expectation', () => {
    expect(renderCheckGithub(results))
      .toBe(`::error file=scenarios/a%2C b & "c".yaml,line=6,col=13,title=mtg-judge check%3A range <1> (range-of-influence)::expected [Alex, Bianca, Carol], got [Alex, Bianca, Dave]%0Aexpected but not in the answer: Carol%0Ain the answer but not expected: Dave
::error file=scenarios/broken.yaml,line=4,col=13,endLine=4,endColumn=19,title=mtg-judge scenario/unknown-player::"Bianka" is not seated at this table.%0Adid you mean "Bianca"?
::error file=scenarios/undecided.yaml,line=2,col=10,endLine=2,endColumn=12,title=mtg-judge judge/undecided-option::Free-for-All leaves the attack option to the players (806.2b); set options.attack.
1 passed, 1 failed, 2 invalid
`);
  });

  it('a number that differs is said once: the headline is its only difference', () => {
    const life = checkScenario(
      'scenarios/life.yaml',
      'variant: two-headed-giant\nseats: [{name: Ann, team: Sun}, {name: Ben, team: Sun}, {name: Cat, team: Moon}, {name: Dan, team: Moon}]\nquestions:\n  - {id: life, ask: team-life, team: Sun, expect: 21}\n',
      fakeJudge({ 'team-life': { value: 20, shape: 'number' } }),
    );
    expect(life.answers[0]!.differences).toEqual(['expected 21, got 20']);
    expect(renderCheckGithub([life])).toBe(
      '::error file=scenarios/life.yaml,line=4,col=51,title=mtg-judge check%3A life (team-life)::expected 21, got 20\n0 passed, 1 failed, 0 invalid\n',
    );
    expect(renderCheckPretty([life], createPlainStyle())).toBe(
      'FAIL scenarios/life.yaml\n  ✗ life (team-life)\n      expected: 21\n      actual:   20\n      · answered team-life (801.2)\n      rules: 801.2\n\n0 passed, 1 failed, 0 invalid\n',
    );
    expect(renderCheckJunit([life])).toContain(
      '<failure message="expected 21, got 20" type="mismatch">expected: 21\nactual:   20\n· answered team-life (801.2)</failure>',
    );
    // JSON is data: its differences stay as the comparison gives them.
    expect(JSON.parse(renderCheckJson([life])).files[0].answers[0].differences).toEqual(['expected 21, got 20']);
  });

  it('github: escapes data and properties per the workflow-command rules', () => {
    expect(escapeData('100% sure\r\nnext: a, b')).toBe('100%25 sure%0D%0Anext: a, b');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });
});

describe('check reporters, a file that pins refusals', () => {
  const pinned = checkScenario(
    'scenarios/over.yaml',
    'variant: free-for-all\nseats: [Ann, Ben, Cal]\nturn: {active: [Ann]}\nevents:\n  - leave: [Ben, Cal]\n  - endTurn: Ann\nquestions:\n  - {id: next, ask: next-turn, expect: {error: table/game-over}}\n',
    evaluate,
  );

  it('pretty and JUnit count it as passed; GitHub has nothing to annotate', () => {
    expect(renderCheckPretty([pinned], createPlainStyle())).toBe(
      'PASS scenarios/over.yaml\n  ✓ next (next-turn): {error: table/game-over}\n\n1 passed, 0 failed, 0 invalid\n',
    );
    const junit = renderCheckJunit([pinned]);
    expect(junit).toContain('tests="1" failures="0" errors="0" skipped="0"');
    expect(junit).toContain(
      '<testcase classname="scenarios/over.yaml" name="next (next-turn)" file="scenarios/over.yaml" line="8"/>',
    );
    expect(renderCheckGithub([pinned])).toBe('1 passed, 0 failed, 0 invalid\n');
  });

  it('json: the refusal is the answer', () => {
    const json = JSON.parse(renderCheckJson([pinned]));
    expect(json).toMatchObject({ passed: 1, failed: 0, invalid: 0 });
    expect(json.files[0].errors).toEqual([]);
    expect(json.files[0].answers[0]).toMatchObject({
      id: 'next',
      answer: { error: 'table/game-over' },
      expect: { error: 'table/game-over' },
      ok: true,
      citations: ['104.2a'],
    });
  });
});

describe('check reporters, card words about turns', () => {
  // 805.4d: Howling Mine triggers for each player of the active team; 805.8: one effect makes team
  // Moon skip one untap step (the expect of 2 is wrong on purpose), and Ann controls the team.
  const turns = checkScenario(
    'scenarios/turns.yaml',
    `variant: two-headed-giant
seats: [{name: Ann, team: Sun}, {name: Ben, team: Sun}, {name: Cat, team: Moon}, {name: Dan, team: Moon}]
turn: {active: [Ann]}
objects: [{name: Howling Mine, owner: Cat, trigger: {at: draw, of: each-player, thatPlayer: true}}]
events:
  - skip: {player: [Cat, Dan], what: untap, by: Brine Elemental}
  - controlNextTurn: {player: Ann, of: Cat, by: Mindslaver}
questions:
  - {id: mine, ask: trigger-count, source: Howling Mine, expect: 2}
  - {id: untap, ask: skips, player: Dan, what: untap, expect: 2}
  - {id: slaver, ask: controls, player: Ann, expect: [Cat, Dan]}
`,
    evaluate,
  );
  // 807.4: several turns at once; trigger-count must name one.
  const melee = checkScenario(
    'scenarios/gm.yaml',
    'variant: grand-melee\nseats: [Alex, Bianca, Carol, Dave, Eve, Fay, Gus, Hal]\nobjects: [{name: Sulfuric Vortex, owner: Alex, trigger: {at: upkeep, of: each-player, thatPlayer: true}}]\nquestions:\n  - {ask: trigger-count, source: Sulfuric Vortex}\n',
    evaluate,
  );
  const once =
    '· Brine Elemental makes Cat and Dan skip their next untap step: under shared team turns team Moon skips it; the one effect names Cat and Dan, so the team skips it only once (614.10, 805.8)\n· Dan will skip the next untap step (614.10)';

  it('pretty: each answer, and the one that differs with its steps', () => {
    expect(stripLayoutMarks(renderCheckPretty([turns], createPlainStyle()))).toBe(
      `FAIL scenarios/turns.yaml\n  ✓ mine (trigger-count): 2\n  ✗ untap (skips)\n      expected: 2\n      actual:   1\n${once
        .split('\n')
        .map((line) => `      ${line}`)
        .join('\n')}\n      rules: 614.10, 805.8\n  ✓ slaver (controls): [Cat, Dan]\n\n0 passed, 1 failed, 0 invalid\n`,
    );
  });

  it('junit: a testcase per question, the difference as a failure', () => {
    const junit = renderCheckJunit([turns]);
    expect(junit).toContain('<testsuite name="scenarios/turns.yaml" tests="3" failures="1" errors="0" skipped="0">');
    expect(junit).toContain(
      '<testcase classname="scenarios/turns.yaml" name="mine (trigger-count)" file="scenarios/turns.yaml" line="9"/>',
    );
    expect(junit).toContain(
      `<failure message="expected 2, got 1" type="mismatch">expected: 2\nactual:   1\n${once}</failure>`,
    );
    expect(junit).toContain(
      '<testcase classname="scenarios/turns.yaml" name="slaver (controls)" file="scenarios/turns.yaml" line="11"/>',
    );
  });

  it('github: the difference, and a missing turnOf in Grand Melee at its question', () => {
    expect(renderCheckGithub([turns, melee])).toBe(
      '::error file=scenarios/turns.yaml,line=10,col=63,title=mtg-judge check%3A untap (skips)::expected 2, got 1\n' +
        '::error file=scenarios/gm.yaml,line=5,col=5,endLine=5,endColumn=50,title=mtg-judge judge/missing-parameter::In Grand Melee several turns are in progress at once (807.4): trigger-count needs turnOf, the player whose turn it asks about.%0Aadd "turnOf: NAME" to the question\n' +
        '0 passed, 1 failed, 1 invalid\n',
    );
  });

  it('json: the answers with their citations', () => {
    const answers = JSON.parse(renderCheckJson([turns])).files[0].answers;
    expect(answers.map((a: { id: string; answer: unknown; ok: boolean }) => [a.id, a.answer, a.ok])).toEqual([
      ['mine', 2, true],
      ['untap', 1, false],
      ['slaver', ['Cat', 'Dan'], true],
    ]);
    expect(answers[0].citations).toContain('805.4d');
    expect(answers[2].citations).toEqual(['720.1', '720.1b', '805.8']);
  });
});

describe('check reporters, control characters from the file', () => {
  const RAW_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
  // A player whose name clears the screen, with the C1 CSI (U+009B) too, and a question id that
  // turns the text red; and a second file that names an unknown player the same way.
  const hostile = [
    checkScenario(
      'scenarios/hostile.yaml',
      [
        'variant: free-for-all',
        'options: {range: 1, attack: left}',
        'seats: ["Eve\\e[2J\\x9b2J", Bianca, Carol, Dave]',
        'questions:',
        '  - {id: "q\\e[31m1", ask: range-of-influence, player: Bianca, expect: [Bianca]}',
        '',
      ].join('\n'),
      evaluate,
    ),
    checkScenario(
      'scenarios/unknown.yaml',
      'variant: free-for-all\nseats: [Ann, Ben, Cat]\nquestions:\n  - {ask: wins, player: "Bi\\e]0;pwned\\a"}\n',
      evaluate,
    ),
  ];

  it('github shows them as escapes in every annotation', () => {
    const github = renderCheckGithub(hostile);
    expect(github).not.toMatch(RAW_CONTROLS);
    expect(github.split('\n').slice(0, 2)).toEqual([
      '::error file=scenarios/hostile.yaml,line=5,col=71,title=mtg-judge check%3A q\\x1b[31m1 (range-of-influence)::expected [Bianca], got ["Eve\\u001b[2J\\x9b2J", Bianca, Carol]%0Ain the answer but not expected: "Eve\\u001b[2J\\x9b2J", Carol',
      '::error file=scenarios/unknown.yaml,line=4,col=25,endLine=4,endColumn=41,title=mtg-judge scenario/unknown-player::"Bi\\x1b]0;pwned\\x07" is not seated at this table.%0Athe players seated are "Ann", "Ben" and "Cat"',
    ]);
  });

  it('JUnit stays well-formed XML: a parser reads it, escapes and all', () => {
    const xml = renderCheckJunit(hostile);
    expect(xml).not.toMatch(RAW_CONTROLS);
    const root = readXml(xml);
    const [failed, unknown] = elementsNamed(root, 'testcase');
    expect(failed!.attributes.name).toBe('q\\x1b[31m1 (range-of-influence)');
    const failure = elementsNamed(failed!, 'failure')[0]!;
    expect(failure.attributes.message).toBe('expected [Bianca], got ["Eve\\u001b[2J\\x9b2J", Bianca, Carol]');
    expect(textOf(failure)).toContain('· Eve\\x1b[2J\\x9b2J sits 1 seat from Bianca (801.2)');
    expect(elementsNamed(unknown!, 'error')[0]!.attributes.message).toBe(
      '"Bi\\x1b]0;pwned\\x07" is not seated at this table.',
    );
  });

  it('JSON escapes them, C1 controls included, and keeps the names as they are', () => {
    const text = renderCheckJson(hostile);
    expect(text).not.toMatch(RAW_CONTROLS);
    expect(text).toContain('"Eve\\u001b[2J\\u009b2J"');
    const json = JSON.parse(text);
    expect(json.files[0].answers[0].answer).toEqual(['Eve\u001b[2J\u009b2J', 'Bianca', 'Carol']);
    expect(json.files[0].answers[0].id).toBe('q\u001b[31m1');
  });

  it('the XML reader refuses what is not well-formed, so its passing means something', () => {
    const wrap = (inner: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<a>${inner}</a>\n`;
    expect(readXml(wrap('<b x="1 &amp; &#10;"/>ok')).children).toEqual([
      { name: 'b', attributes: { x: '1 & \n' }, children: [] },
      'ok',
    ]);
    for (const bad of [
      '\u001b',
      '&#27;',
      '&#x1B;',
      'a & b',
      '<b x="<"/>',
      '<b x=1/>',
      '<b></c>',
      '<b x="1" x="2"/>',
      '<!-- -->',
    ])
      expect(() => readXml(wrap(bad)), bad).toThrow();
    expect(() => readXml('<a/><b/>')).toThrow();
  });
});
