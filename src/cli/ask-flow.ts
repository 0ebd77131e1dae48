// The interactive flow of `mtg-judge ask`: describe a table (or start from a file), pick a
// question and its parameters from the table, read the ruling, and keep the question in
// the file with its answer as `expect`. The prompts are passed in, so the flow is tested
// with scripted answers.
import { kindsFor } from '../judge/catalogue.js';
import { escapeControls } from '../report/terminal-text.js';
import { buildTable } from '../table/build-table.js';
import type { ParamDef } from '../judge/param-types.js';
import { evaluate } from '../judge/evaluate.js';
import { checkScenario, type Evaluate, type FileResult } from '../scenario/check.js';
import { overrideRules, type RulesOverride } from '../scenario/edition-override.js';
import { newScenarioText, type NewTable } from '../scenario/edit-scenario.js';
import { appendEvent, appendObject, appendQuestion } from '../scenario/append-to-list.js';
import { applyEvents } from '../table/events/apply-events.js';
import type { QuestionKind } from '../judge/kind.js';
import { askObject, askObjectParam } from './ask-objects.js';
import { askCombatEvent, combatEventChoices } from './ask-events.js';
import type { Table } from '../table/table-model.js';
import { askControl, askSkip, askTrigger } from './ask-effects.js';
import type { Prompter } from './prompter.js';
import { VARIANTS, type Scenario } from '../core/scenario.js';
import type { EditionRef } from '../rules/corpus-model.js';

export type { Choice, Prompter } from './prompter.js';

export interface AskSession {
  /** The scenario file's text so far, and where it is kept (undefined: not saved yet). */
  text: string;
  file?: string;
  /** --edition: the rules every question is ruled under, whatever the file says. */
  edition?: RulesOverride;
}

export interface AskIo {
  /** Shows one answered question (and any problems). */
  show(result: FileResult): void;
  /** Writes the file atomically. */
  save(file: string, text: string): Promise<void>;
  exists(file: string): boolean;
  /** Tells the judge something in a line. */
  note(message: string): void;
  /** The judge, where it may look an imported edition up (default: the shipped rules only). */
  evaluate?: Evaluate;
  /** Names the rules a scenario is ruled under, an imported edition's looked up ("en-2026-01-16"). */
  rulesKey?: (scenario: Scenario) => string;
}

const TEAM_VARIANTS = new Set(['team-vs-team', 'emperor', 'two-headed-giant', 'alternating-teams']);

/**
 * Asks for a new table and returns its scenario text, with no questions yet. `imported`: the
 * imported editions a table may be ruled under (the Commander, monarch and initiative rules
 * are only in those), offered after the shipped ones.
 */
export async function describeTable(prompt: Prompter, imported: readonly EditionRef[] = []): Promise<string> {
  const name = await prompt.input('Name of this table', { default: 'Our table' });
  const edition = await prompt.select<string>('Which rules?', [
    { name: '2024 (German 2024 / Italian 2025 texts)', value: '2024' },
    { name: '2011 (English 2011 text)', value: '2011' },
    ...imported.map(({ lang, edition }) => ({
      name: `${lang}-${edition} (imported)`,
      value: `${lang}-${edition}`,
    })),
  ]);
  const variant = await prompt.select<string | undefined>('Variant', [
    ...VARIANTS.map((v) => ({ name: v, value: v })),
    { name: 'none: a multiplayer game with only the options I give', value: undefined },
  ]);
  const names = splitNames(
    await prompt.input('Players in turn order (each sits to the left of the one before), separated by commas', {
      validate: validateNames,
    }),
  );
  const seats = variant && TEAM_VARIANTS.has(variant) ? await askTeams(prompt, names) : names;
  const options = await askOptions(prompt, variant);
  const active = await prompt.select<string>(
    'Whose turn is it?',
    names.map((n) => ({ name: n, value: n })),
  );
  const table: NewTable = { name, edition, seats, options, active: [active], ...(variant && { variant }) };
  return newScenarioText(table);
}

async function askTeams(prompt: Prompter, names: string[]): Promise<NewTable['seats']> {
  const seats: NewTable['seats'] = [];
  let previous = 'A';
  for (const name of names) {
    previous = (
      await prompt.input(`Team of ${name}`, { default: previous, validate: (v) => (v.trim() ? true : 'a team name') })
    ).trim();
    seats.push({ name, team: previous });
  }
  return seats;
}

async function askOptions(prompt: Prompter, variant: string | undefined): Promise<Record<string, unknown>> {
  const options: Record<string, unknown> = {};
  const range = await prompt.input(
    'Range of influence for everyone (a number, "unlimited", or empty for the variant\'s default)',
    {
      default: '',
      validate: (v) =>
        v === '' || v === 'unlimited' || /^[1-9]\d*$/.test(v) ? true : 'a whole number ≥ 1, "unlimited", or empty',
    },
  );
  if (range) options.range = range === 'unlimited' ? range : Number(range);
  if (!variant || variant === 'free-for-all' || variant === 'alternating-teams') {
    const attack = await prompt.select<string | undefined>('Attack option (802, 803)', [
      { name: 'left', value: 'left' },
      { name: 'right', value: 'right' },
      { name: 'multiple', value: 'multiple' },
      { name: 'leave it open', value: undefined },
    ]);
    if (attack) options.attack = attack;
  }
  return options;
}

/** One question: pick it, answer it, and keep it in the file if the judge wants. */
export async function askOneQuestion(
  prompt: Prompter,
  io: AskIo,
  session: AskSession,
  scenario: Scenario,
): Promise<AskSession> {
  // Only the kinds that mean something at this table (no turn markers at a Two-Headed Giant
  // table), and a way to add an object first.
  const ruled = session.edition ? overrideRules(scenario, session.edition) : scenario;
  const table = applyEvents(buildTable(ruled).table, ruled.events).table;
  const kind = await prompt.select<QuestionKind | Addition>('Question', [
    ...kindsFor(table).map((k) => ({ name: k.ask, value: k, description: k.summary })),
    { name: 'add an object to the table first', value: 'object' },
    ...(combatEventChoices(table).length > 0
      ? [
          {
            name: 'add an attack or a block to the events first (or remove a creature from combat)',
            value: 'event' as const,
          },
        ]
      : []),
    ...ADDITIONS,
  ]);
  if (typeof kind === 'string') return addToTable(prompt, io, session, scenario, table, kind);
  const question: Record<string, unknown> = { ask: kind.ask };
  for (const [name, param] of Object.entries(kind.params)) {
    const value = await askParam(prompt, name, param, scenario, table);
    if (value !== undefined) question[name] = value;
  }
  const label = session.file ?? 'table.yaml';
  const result = checkScenario(label, appendQuestion(session.text, question), io.evaluate ?? evaluate, session.edition);
  const answered = { ...result, answers: result.answers.slice(-1) };
  io.show(answered);
  const answer = answered.answers[0];
  if (!answer || !('answer' in answer)) return session;
  // An answer under --edition's rules would be a wrong expect in a file that names other rules.
  const rulesKey = io.rulesKey ?? ((s: Scenario) => s.editionName ?? s.edition);
  if (session.edition && rulesKey(ruled) !== rulesKey(scenario)) {
    io.note(
      `Not kept: this answer follows the ${rulesKey(ruled)} rules (--edition), and the file says ${scenario.editionName ?? scenario.edition}.`,
    );
    return session;
  }
  if (!(await prompt.confirm('Keep this question in the file, with this answer as its expect?', true))) return session;
  const text = appendQuestion(session.text, { ...question, expect: answer.answer });
  const file = session.file ?? (await askFile(prompt, io));
  await io.save(file, text);
  return { ...session, text, file };
}

type Addition = 'object' | 'event' | 'trigger' | 'skip' | 'control';

/** What else the judge may add to the table before asking: card words about turns. */
const ADDITIONS: { name: string; value: Addition; description: string }[] = [
  {
    name: 'add a triggered ability first',
    value: 'trigger',
    description: 'an object with "at the beginning of … upkeep" or another step',
  },
  { name: 'add a skip effect first', value: 'skip', description: '"skips their next turn", "untap step", …' },
  {
    name: 'add a control effect first',
    value: 'control',
    description: '"you control target player during their next turn"',
  },
];

/**
 * Adds an object or an event (a combat event, a skip, a control effect) to the table and saves
 * the file, so that the next question can name it.
 */
async function addToTable(
  prompt: Prompter,
  io: AskIo,
  session: AskSession,
  scenario: Scenario,
  table: Table,
  what: Addition,
): Promise<AskSession> {
  const text =
    what === 'object'
      ? appendObject(session.text, await askObject(prompt, scenario))
      : what === 'trigger'
        ? appendObject(session.text, await askTrigger(prompt, scenario))
        : what === 'event'
          ? appendEvent(session.text, await askCombatEvent(prompt, table))
          : appendEvent(session.text, await (what === 'skip' ? askSkip : askControl)(prompt, scenario));
  const file = session.file ?? (await askFile(prompt, io));
  await io.save(file, text);
  return { ...session, text, file };
}

async function askParam(
  prompt: Prompter,
  name: string,
  param: ParamDef,
  scenario: Scenario,
  table: Table,
): Promise<unknown> {
  const other = await askObjectParam(prompt, name, param, scenario, table);
  if (other !== undefined) return other;
  const players = scenario.seats.map((seat) => seat.name);
  const teams = [...new Set(scenario.seats.flatMap((seat) => (seat.team ? [seat.team] : [])))];
  // A parameter a question may leave out is left out where the table has nothing for it (no
  // teams at a Free-for-All table), and else may be.
  const pick = async (values: string[]): Promise<string | undefined> => {
    if (param.optional && values.length === 0) return undefined;
    const leaveOut = param.optional ? [{ name: `(leave it out: ${param.description})`, value: undefined }] : [];
    return prompt.select<string | undefined>(`${name}: ${param.description}`, [
      ...leaveOut,
      // Names from the file reach the terminal with their control characters escaped.
      ...values.map((v) => ({ name: escapeControls(v), value: v })),
    ]);
  };
  if (param.type === 'player') return pick(players);
  if (param.type === 'team') return pick(teams);
  if (param.type === 'player-or-object') return pick([...players, ...scenario.objects.map((o) => o.name)]);
  if (param.type === 'choice') return pick([...(param.choices ?? [])]);
  if (param.type === 'player-or-team') {
    const leaveOut = param.optional ? [{ name: `(leave it out: ${param.description})`, value: undefined }] : [];
    return prompt.select<string | undefined>(name, [
      ...leaveOut,
      ...[...players, ...teams].map((v) => ({ name: escapeControls(v), value: v })),
    ]);
  }
  // teams: the table's own teams, as seated.
  return Object.fromEntries(
    teams.map((team) => [team, scenario.seats.filter((s) => s.team === team).map((s) => s.name)]),
  );
}

async function askFile(prompt: Prompter, io: AskIo): Promise<string> {
  for (;;) {
    const file = await prompt.input('Save the table to which file?', {
      default: 'table.yaml',
      validate: (v) => (/\.ya?ml$/.test(v) ? true : 'a .yaml or .yml file'),
    });
    if (!io.exists(file) || (await prompt.confirm(`${file} exists. Replace it?`, false))) return file;
  }
}

function splitNames(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

function validateNames(text: string): string | true {
  const names = splitNames(text);
  if (names.length < 2) return 'at least two players, separated by commas';
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  return twice ? `${twice} is named twice; names must be unique` : true;
}
