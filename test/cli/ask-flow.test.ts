import { describe, expect, it } from 'vitest';
import { askOneQuestion, describeTable, type AskIo, type Choice, type Prompter } from '../../src/cli/ask-flow.js';
import type { FileResult } from '../../src/scenario/check.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';
import { runCli } from './run-cli.js';
import { readFileSync } from 'node:fs';
import { questionKind } from '../../src/judge/catalogue.js';
import { evaluate } from '../../src/judge/evaluate.js';
import { checkScenario } from '../../src/scenario/check.js';
import { appendQuestion } from '../../src/scenario/append-to-list.js';

/** Answers prompts from a script: a select takes the choice with that name. */
function scripted(answers: (string | boolean)[]): Prompter & { asked: string[] } {
  const asked: string[] = [];
  const next = (message: string) => {
    asked.push(message);
    if (answers.length === 0) throw new Error(`no scripted answer for "${message}"`);
    return answers.shift()!;
  };
  return {
    asked,
    select: async <T>(message: string, choices: Choice<T>[]) => {
      const wanted = next(message);
      const choice = choices.find((c) => c.name === wanted || c.name.startsWith(`${String(wanted)} `));
      if (!choice)
        throw new Error(
          `"${String(wanted)}" is not a choice of "${message}": ${choices.map((c) => c.name).join(', ')}`,
        );
      return choice.value;
    },
    input: async (message, options) => {
      const value = String(next(message));
      const valid = options?.validate?.(value) ?? true;
      if (valid !== true) throw new Error(`invalid answer "${value}" to "${message}": ${valid}`);
      return value === '' && options?.default !== undefined ? options.default : value;
    },
    confirm: async (message) => Boolean(next(message)),
  };
}

function recorder(): AskIo & { shown: FileResult[]; saved: Record<string, string>; notes: string[] } {
  const shown: FileResult[] = [];
  const saved: Record<string, string> = {};
  const notes: string[] = [];
  return {
    shown,
    saved,
    notes,
    note: (message) => void notes.push(message),
    show: (r) => void shown.push(r),
    save: (f, t) => {
      saved[f] = t;
      return Promise.resolve();
    },
    exists: () => false,
  };
}

describe('mtg-judge ask', () => {
  it('describes a table, answers a question and keeps it with its answer as expect', async () => {
    const prompt = scripted([
      'Thursday',
      '2024',
      'free-for-all',
      'Alex, Bianca, Carol, Dave, Eve',
      '1',
      'left',
      'Alex',
    ]);
    const text = await describeTable(prompt);
    const scenario = parseScenario(text, 'table.yaml').value!;
    expect(scenario).toMatchObject({
      name: 'Thursday',
      variant: 'free-for-all',
      options: { range: 1, attack: 'left' },
      turn: { active: ['Alex'] },
    });

    const io = recorder();
    const session = await askOneQuestion(
      scripted(['range-of-influence', 'Alex', true, 'thursday.yaml']),
      io,
      { text },
      scenario,
    );
    expect(io.shown[0]!.answers).toEqual([
      expect.objectContaining({ ask: 'range-of-influence', answer: ['Alex', 'Bianca', 'Eve'] }),
    ]);
    expect(session.file).toBe('thursday.yaml');
    // The new table's list is a flow list: the question goes into it, in flow style.
    expect(io.saved['thursday.yaml']).toContain(
      'questions: [{ask: range-of-influence, player: Alex, expect: [Alex, Bianca, Eve]}]',
    );
    // The saved file is a scenario whose expectation holds.
    expect(parseScenario(io.saved['thursday.yaml']!, 't.yaml').value!.questions[0]!.expect).toEqual([
      'Alex',
      'Bianca',
      'Eve',
    ]);
  });

  it('shows the problem when the question needs an option the table leaves open, and keeps nothing', async () => {
    const text = 'variant: free-for-all\nseats: [Alex, Bianca, Carol]\nquestions: []\n';
    const io = recorder();
    const session = await askOneQuestion(
      scripted(['can-attack', 'Alex']),
      io,
      { text, file: 'ffa.yaml' },
      parseScenario(text, 'ffa.yaml').value!,
    );
    expect(io.shown[0]!.errors.map((d) => d.code)).toEqual(['judge/undecided-option']);
    expect(io.saved).toEqual({});
    expect(session.text).toBe(text);
  });

  it('offers the kinds of 801 only where the table makes them meaningful', async () => {
    const offered = async (text: string) => {
      let choices: string[] = [];
      const prompt: Prompter = {
        select: async <T>(message: string, list: Choice<T>[]) => {
          choices = list.map((c) => c.name);
          throw new Error('enough');
        },
        input: async () => '',
        confirm: async () => false,
      };
      await askOneQuestion(prompt, recorder(), { text }, parseScenario(text, 't.yaml').value!).catch(() => undefined);
      return choices;
    };
    const plain = await offered('variant: free-for-all\nseats: [Alex, Bianca, Carol]\nquestions: []\n');
    expect(plain).toEqual(expect.arrayContaining(['mulligan', 'next-turn']));
    expect(plain.filter((k) => ['can-target', 'stays-attached', 'can-deploy', 'uniqueness-rules'].includes(k))).toEqual(
      [],
    );
    const limited = await offered(
      'variant: emperor\nseats: [{name: A, team: X}, {name: B, team: X}, {name: C, team: X}, {name: D, team: Y}, {name: E, team: Y}, {name: F, team: Y}]\nobjects: [{name: Bear, owner: A, types: [creature]}]\nquestions: []\n',
    );
    expect(limited).toEqual(expect.arrayContaining(['can-target', 'triggers', 'affected', 'can-deploy', 'restart']));
    expect(limited).not.toContain('stays-attached');
  });

  it('adds an object with owner, controller, types and attachment, then asks about it', async () => {
    const text = 'variant: free-for-all\noptions: {range: 1}\nseats: [Alex, Bianca, Carol, Dave]\nquestions: []\n';
    const io = recorder();
    const session = await askOneQuestion(
      scripted([
        'add an object',
        "Dave's Bear",
        'Dave',
        'battlefield',
        'Dave',
        'creature',
        'nothing',
        '',
        'table.yaml',
      ]),
      io,
      { text },
      parseScenario(text, 'table.yaml').value!,
    );
    const withBear = parseScenario(session.text, 'table.yaml').value!;
    expect(withBear.objects).toEqual([{ name: "Dave's Bear", owner: 'Dave', types: ['creature'] }]);
    const next = await askOneQuestion(
      scripted([
        'add an object',
        'Holy Strength',
        'Alex',
        'battlefield',
        'Alex',
        'enchantment, aura',
        "Dave's Bear",
        '',
      ]),
      io,
      session,
      withBear,
    );
    const scenario = parseScenario(next.text, 'table.yaml').value!;
    expect(scenario.objects[1]).toEqual({
      name: 'Holy Strength',
      owner: 'Alex',
      types: ['enchantment', 'aura'],
      attachedTo: "Dave's Bear",
    });
    // The objects key comes before the questions.
    expect(next.text.indexOf('objects:')).toBeLessThan(next.text.indexOf('questions:'));
    const asked = await askOneQuestion(scripted(['stays-attached', 'Holy Strength', true]), io, next, scenario);
    expect(io.shown.at(-1)!.answers).toEqual([expect.objectContaining({ ask: 'stays-attached', answer: true })]);
    expect(asked.text).toContain('questions: [{ask: stays-attached, object: Holy Strength, expect: true}]');
  });

  it("adds what an object's words forbid (cant), and offers the questions about it", async () => {
    const text =
      'variant: two-headed-giant\nseats: [{name: Ann, team: Sun}, {name: Ben, team: Sun}, {name: Cat, team: Moon}, {name: Dan, team: Moon}]\nquestions: []\n';
    const io = recorder();
    const prompt = scripted([
      'add an object',
      'Platinum Angel',
      'Ann',
      'battlefield',
      'Ann',
      'artifact, creature',
      'nothing',
      'lose, opponents-win',
      'table.yaml',
    ]);
    const session = await askOneQuestion(prompt, io, { text }, parseScenario(text, 'table.yaml').value!);
    expect(prompt.asked.at(-2)).toBe(
      'What its words forbid (cant), separated by commas; empty for nothing: win, lose, opponents-win, opponents-lose, gain-life, lose-life, players-gain-life, opponents-gain-life',
    );
    const scenario = parseScenario(session.text, 'table.yaml').value!;
    expect(scenario.objects).toEqual([
      { name: 'Platinum Angel', owner: 'Ann', types: ['artifact', 'creature'], cant: ['lose', 'opponents-win'] },
    ]);
    // 810.8a: Ann's teammate can't lose either; the kinds about it are offered and answered.
    const asked = await askOneQuestion(scripted(['can-lose', 'Ben', true]), io, session, scenario);
    expect(io.shown.at(-1)!.answers).toEqual([expect.objectContaining({ ask: 'can-lose', answer: false })]);
    expect(asked.text).toContain('{ask: can-lose, player: Ben, expect: false}');
  });

  it('refuses a cant value it does not know, with a did-you-mean', async () => {
    const text = 'variant: free-for-all\nseats: [Ann, Ben, Cat]\nquestions: []\n';
    const prompt = scripted(['add an object', 'Angel', 'Ann', 'battlefield', 'Ann', 'creature', 'nothing', 'loose']);
    await expect(askOneQuestion(prompt, recorder(), { text }, parseScenario(text, 't.yaml').value!)).rejects.toThrow(
      'invalid answer "loose" to "What its words forbid (cant), separated by commas; empty for nothing: win, lose, opponents-win, opponents-lose, gain-life, lose-life, players-gain-life, opponents-gain-life": "loose" is not one of them: did you mean "lose"?',
    );
  });

  it('adds a triggered ability, then asks how often it triggers, leaving turnOf out', async () => {
    const text = readFileSync('scenarios/own/2hg-basics-2024.yaml', 'utf8');
    const io = recorder();
    const session = await askOneQuestion(
      scripted(['add a triggered ability', 'Howling Mine', 'Cat', 'draw', 'each-player', true, 'giant.yaml']),
      io,
      { text },
      parseScenario(text, 'giant.yaml').value!,
    );
    const scenario = parseScenario(session.text, 'giant.yaml').value!;
    expect(scenario.objects.at(-1)).toEqual({
      name: 'Howling Mine',
      owner: 'Cat',
      trigger: { at: 'draw', of: 'each-player', thatPlayer: true },
    });
    const asked = await askOneQuestion(
      scripted(['trigger-count', 'Howling Mine', '(leave it out:', true]),
      io,
      session,
      scenario,
    );
    // 805.4d: once for each player of the active team, as the line it keeps says.
    expect(io.shown.at(-1)!.answers).toEqual([expect.objectContaining({ ask: 'trigger-count', answer: 2 })]);
    expect(asked.text).toContain('{ask: trigger-count, source: Howling Mine, expect: 2}');
  });

  it('adds a skip effect and a control effect as events, then asks about them', async () => {
    const text = readFileSync('scenarios/own/2hg-basics-2024.yaml', 'utf8');
    const io = recorder();
    const skipped = await askOneQuestion(
      scripted(['add a skip effect', 'Cat, Dan', 'untap', 'Brine Elemental', 'giant.yaml']),
      io,
      { text },
      parseScenario(text, 'giant.yaml').value!,
    );
    expect(parseScenario(skipped.text, 'giant.yaml').value!.events.at(-1)).toEqual({
      kind: 'skip',
      players: ['Cat', 'Dan'],
      what: 'untap',
      by: 'Brine Elemental',
    });
    const controlled = await askOneQuestion(
      scripted(['add a control effect', 'Ann', 'Cat', 'Mindslaver']),
      io,
      skipped,
      parseScenario(skipped.text, 'giant.yaml').value!,
    );
    const scenario = parseScenario(controlled.text, 'giant.yaml').value!;
    expect(scenario.events.at(-1)).toEqual({ kind: 'controlNextTurn', player: 'Ann', of: 'Cat', by: 'Mindslaver' });
    // 805.8: one effect makes team Moon skip one untap step; Ann controls the whole team.
    await askOneQuestion(scripted(['skips', 'Cat', 'untap', false]), io, controlled, scenario);
    await askOneQuestion(scripted(['controls', 'Ann', false]), io, controlled, scenario);
    expect(io.shown.slice(-2).map((r) => r.answers[0]!.answer)).toEqual([1, ['Cat', 'Dan']]);
  });

  it('refuses to run without a terminal, pointing to eval', async () => {
    const run = await runCli(['ask']);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error usage: ask is interactive and needs a terminal\n  = to answer a file's questions without prompts: mtg-judge eval FILE\n",
    });
  });
});

describe('ask offers the questions the variant supports', () => {
  /** The kinds offered at the Question prompt for this table. */
  async function offered(text: string): Promise<string[]> {
    let kinds: string[] = [];
    const prompt: Prompter = {
      select: <T>(message: string, choices: Choice<T>[]) => {
        // The additions ("add an object to the table first" …) are not question kinds.
        if (message === 'Question') kinds = choices.filter((c) => typeof c.value !== 'string').map((c) => c.name);
        return Promise.reject(Object.assign(new Error('stop'), { name: 'ExitPromptError' }));
      },
      input: () => Promise.reject(new Error('no input expected')),
      confirm: () => Promise.reject(new Error('no confirm expected')),
    };
    await askOneQuestion(prompt, recorder(), { text }, parseScenario(text, 't.yaml').value!).catch(() => undefined);
    return kinds;
  }

  const MARKER_KINDS = ['turn-marker-count', 'turn-markers', 'removed-turn-markers', 'stacks'];

  it('no turn markers at a Two-Headed Giant table, but its shared life and poison (810.4, 810.10)', async () => {
    const kinds = await offered(readFileSync('scenarios/own/2hg-basics-2024.yaml', 'utf8'));
    for (const kind of MARKER_KINDS) expect(kinds).not.toContain(kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['team-life', 'team-poison', 'starting-life', 'primary-player', 'seating']),
    );
  });

  it('turn markers at a Grand Melee table (807.4), and no team questions without teams', async () => {
    const kinds = await offered(readFileSync('scenarios/spec-first-example.yaml', 'utf8'));
    expect(kinds).toEqual(expect.arrayContaining(MARKER_KINDS));
    for (const kind of ['team-life', 'team-poison', 'primary-player', 'seating']) expect(kinds).not.toContain(kind);
    // A player's own starting life total (103.4) is asked at any table.
    expect(kinds).toContain('starting-life');
  });

  it('in 2011 a Two-Headed Giant team shares no poison counters (810.5), so team-poison is not offered', async () => {
    const kinds = await offered(readFileSync('scenarios/own/2hg-basics-2011.yaml', 'utf8'));
    expect(kinds).toContain('team-life');
    expect(kinds).not.toContain('team-poison');
  });

  it('never offers a kind its answer would call not applicable', async () => {
    for (const file of ['scenarios/own/2hg-basics-2024.yaml', 'scenarios/spec-first-example.yaml']) {
      const text = readFileSync(file, 'utf8');
      const scenario = parseScenario(text, file).value!;
      for (const kind of await offered(text)) {
        const teams = [...new Set(scenario.seats.flatMap((seat) => (seat.team ? [seat.team] : [])))];
        const params: Record<string, unknown> = {};
        for (const [name, param] of Object.entries(questionKind(kind)!.params))
          params[name] =
            param.type === 'team'
              ? teams[0]
              : param.type === 'teams'
                ? Object.fromEntries(
                    teams.map((t) => [t, scenario.seats.filter((s) => s.team === t).map((s) => s.name)]),
                  )
                : scenario.seats[1]!.name;
        const result = checkScenario(file, appendQuestion(text, { ask: kind, ...params }), evaluate);
        expect(
          result.errors.map((d) => d.code),
          `${file}: ${kind}`,
        ).not.toContain('question/not-applicable');
      }
    }
  });
});

describe('ask shows names from the file safely', () => {
  it('escapes control characters in the player names it offers', async () => {
    const text =
      'variant: free-for-all\noptions: {range: 1, attack: left}\nseats: ["Eve\\e[2J", Bianca, Carol]\nquestions: []\n';
    let offered: string[] = [];
    const prompt: Prompter = {
      select: <T>(message: string, choices: Choice<T>[]) => {
        if (message === 'Question') return Promise.resolve(choices.find((c) => c.name === 'range-of-influence')!.value);
        offered = choices.map((c) => c.name);
        return Promise.reject(Object.assign(new Error('stop'), { name: 'ExitPromptError' }));
      },
      input: () => Promise.reject(new Error('no input expected')),
      confirm: () => Promise.reject(new Error('no confirm expected')),
    };
    await askOneQuestion(prompt, recorder(), { text }, parseScenario(text, 't.yaml').value!).catch(() => undefined);
    expect(offered).toEqual(['Eve\\x1b[2J', 'Bianca', 'Carol']);
  });
});

describe('ask --edition', () => {
  it('rules the question under the rules it names, and keeps no expect the file would contradict', async () => {
    const text = readFileSync('scenarios/examples/801.11-coat-of-arms-2-2024.yaml', 'utf8');
    const io = recorder();
    const session = await askOneQuestion(
      scripted(['information-range', 'Alex', 'Rob']),
      io,
      { text, file: 'coat.yaml', edition: { edition: '2011' } },
      parseScenario(text, 'coat.yaml').value!,
    );
    // 801.11 (2011): only players within range of both Rob and Alex.
    expect(io.shown[0]!.answers[0]).toMatchObject({ ask: 'information-range', answer: ['Rob', 'Alex'] });
    expect(io.notes).toEqual(['Not kept: this answer follows the 2011 rules (--edition), and the file says 2024.']);
    expect(io.saved).toEqual({});
    expect(session.text).toBe(text);
  });
});

describe('ask: zones, exile and combat', () => {
  const FFA =
    'variant: free-for-all\noptions: {attack: multiple}\nseats: [Alex, Bianca, Carol]\nturn: {active: [Alex]}\n';

  it('adds a card in exile with the object that exiled it, then rules on a departure (610.3)', async () => {
    const text = `${FFA}objects:\n  - {name: Banisher Priest, owner: Alex, types: [creature]}\nquestions: []\n`;
    const io = recorder();
    const prompt = scripted([
      'add an object',
      'Grizzly Bears',
      'Bianca',
      'exile',
      'creature',
      'Banisher Priest',
      'until',
    ]);
    const session = await askOneQuestion(prompt, io, { text, file: 't.yaml' }, parseScenario(text, 't.yaml').value!);
    // No controller is asked for a card in exile (109.4), nor what it is attached to.
    expect(prompt.asked).not.toContain('Controlled by');
    expect(prompt.asked).not.toContain('Attached to');
    const scenario = parseScenario(session.text, 't.yaml').value!;
    expect(scenario.objects[1]).toEqual({
      name: 'Grizzly Bears',
      owner: 'Bianca',
      types: ['creature'],
      zone: 'exile',
      exiledBy: { object: 'Banisher Priest', returns: 'until' },
    });
    await askOneQuestion(scripted(['leave-game', 'Alex', false]), io, session, scenario);
    expect(io.shown.at(-1)!.answers[0]).toMatchObject({
      answer: { 'Banisher Priest': 'leaves-game', 'Grizzly Bears': 'returns' },
    });
  });

  it('offers "until" only under the 2024 rules, which have 610.3', async () => {
    const text = `edition: 2011\n${FFA}objects:\n  - {name: Fiend Hunter, owner: Alex, types: [creature]}\nquestions: []\n`;
    let offered: string[] = [];
    const prompt = scripted(['add an object', 'Grizzly Bears', 'Bianca', 'exile', 'creature', 'Fiend Hunter']);
    const select = prompt.select.bind(prompt);
    prompt.select = async <T>(message: string, choices: Choice<T>[]) => {
      if (message.startsWith('How does it come back')) {
        offered = choices.map((c) => c.name);
        return choices[0]!.value;
      }
      return select(message, choices);
    };
    await askOneQuestion(prompt, recorder(), { text, file: 't.yaml' }, parseScenario(text, 't.yaml').value!);
    expect(offered).toEqual(["trigger (Fiend Hunter's own leaves-the-battlefield ability returns it)"]);
  });

  it('adds an attack and a block as events, offering only what the rules allow, then asks about them', async () => {
    const text = `${FFA}objects:\n  - {name: Goblin Guide, owner: Alex, types: [creature]}\n  - {name: Wall of Frost, owner: Bianca, types: [creature]}\n  - {name: Fog Bank, owner: Carol, types: [creature]}\nquestions: []\n`;
    const io = recorder();
    const kinds = async (source: string): Promise<string[]> => {
      let names: string[] = [];
      const prompt: Prompter = {
        select: <T>(message: string, choices: Choice<T>[]) => {
          names = choices.map((c) => c.name);
          return Promise.reject(new Error('stop'));
        },
        input: () => Promise.reject(new Error('no input')),
        confirm: () => Promise.reject(new Error('no confirm')),
      };
      await askOneQuestion(prompt, io, { text: source }, parseScenario(source, 't.yaml').value!).catch(() => undefined);
      return names;
    };
    // No attack yet: nothing to ask a defending player of.
    expect(await kinds(text)).not.toContain('defending-player');
    const attackPrompt = scripted(['add an attack', 'attack', 'Goblin Guide', 'Bianca', 't.yaml']);
    const attacked = await askOneQuestion(attackPrompt, io, { text }, parseScenario(text, 't.yaml').value!);
    expect(attacked.text).toContain('events:\n  - {attack: {creature: Goblin Guide, player: Bianca}}\n');
    expect(await kinds(attacked.text)).toContain('defending-player');
    // Only Bianca's creature may block a creature attacking Bianca (802.4a): Fog Bank is not offered.
    let blockers: string[] = [];
    const blockPrompt = scripted(['add an attack', 'block', 'Wall of Frost', 'Goblin Guide']);
    const select = blockPrompt.select.bind(blockPrompt);
    blockPrompt.select = async <T>(message: string, choices: Choice<T>[]) => {
      if (message === 'Blocking creature') blockers = choices.map((c) => c.name);
      return select(message, choices);
    };
    const blocked = await askOneQuestion(blockPrompt, io, attacked, parseScenario(attacked.text, 't.yaml').value!);
    expect(blockers).toEqual(['Wall of Frost']);
    expect(blocked.text).toContain('  - {block: {creature: Wall of Frost, blocks: Goblin Guide}}\n');
    const scenario = parseScenario(blocked.text, 't.yaml').value!;
    await askOneQuestion(scripted(['defending-player', 'Goblin Guide', false]), io, blocked, scenario);
    expect(io.shown.at(-1)!.answers[0]).toMatchObject({ ask: 'defending-player', answer: ['Bianca'] });
    await askOneQuestion(scripted(['attacking-player', 'Wall of Frost', false]), io, blocked, scenario);
    expect(io.shown.at(-1)!.answers[0]).toMatchObject({ ask: 'attacking-player', answer: ['Alex'] });
  });
});
