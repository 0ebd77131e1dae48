import { describe, expect, it } from 'vitest';
import { askOneQuestion, describeTable, type AskIo, type Choice, type Prompter } from '../../src/cli/ask-flow.js';
import type { FileResult } from '../../src/scenario/check.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';
import { runCli } from './run-cli.js';

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

function recorder(): AskIo & { shown: FileResult[]; saved: Record<string, string> } {
  const shown: FileResult[] = [];
  const saved: Record<string, string> = {};
  return { shown, saved, show: (r) => void shown.push(r), save: (f, t) => void (saved[f] = t), exists: () => false };
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
    expect(io.saved['thursday.yaml']).toContain(
      '- { ask: range-of-influence, player: Alex, expect: [ Alex, Bianca, Eve ] }',
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
      scripted(['add an object', "Dave's Bear", 'Dave', 'Dave', 'creature', 'nothing', 'table.yaml']),
      io,
      { text },
      parseScenario(text, 'table.yaml').value!,
    );
    const withBear = parseScenario(session.text, 'table.yaml').value!;
    expect(withBear.objects).toEqual([{ name: "Dave's Bear", owner: 'Dave', types: ['creature'] }]);
    const next = await askOneQuestion(
      scripted(['add an object', 'Holy Strength', 'Alex', 'Alex', 'enchantment, aura', "Dave's Bear"]),
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
    expect(asked.text).toContain('- { ask: stays-attached, object: Holy Strength, expect: true }');
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
