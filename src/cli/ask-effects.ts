// `ask`: adding card words about turns to the table: an object with an "at the beginning of"
// triggered ability, a skip effect and a control effect (events), so that trigger-count,
// skips, controls and next-turn can be asked about them.
import { SKIPPABLE, STEPS, TRIGGER_OWNERS, type Scenario } from '../core/scenario.js';
import { escapeControls } from '../report/terminal-text.js';
import type { Prompter } from './prompter.js';
import { splitList } from './ask-objects.js';

const STEP_NAMES: Record<(typeof STEPS)[number], string> = {
  untap: 'untap step',
  upkeep: 'upkeep',
  draw: 'draw step',
  combat: 'beginning of combat',
  end: 'end step',
};

const OWNER_NAMES: Record<(typeof TRIGGER_OWNERS)[number], string> = {
  your: 'your',
  'each-player': "each player's",
  'each-opponent': "each opponent's",
  each: 'each (every turn)',
};

const players = (scenario: Scenario) => scenario.seats.map((seat) => seat.name);

const pickPlayer = (prompt: Prompter, message: string, scenario: Scenario) =>
  prompt.select(
    message,
    players(scenario).map((p) => ({ name: escapeControls(p), value: p })),
  );

/** An object with a triggered ability "at the beginning of" a step, as the file writes it. */
export async function askTrigger(prompt: Prompter, scenario: Scenario): Promise<Record<string, unknown>> {
  const taken = new Set([...players(scenario), ...scenario.objects.map((o) => o.name)]);
  const name = (
    await prompt.input('Name of the object with the ability (e.g. Braids, Cabal Minion)', {
      validate: (v) =>
        !v.trim() ? 'a name' : taken.has(v.trim()) ? `${v.trim()} names a player or object already` : true,
    })
  ).trim();
  const owner = await pickPlayer(prompt, 'Controlled by (its owner)', scenario);
  const at = await prompt.select(
    'At the beginning of which step?',
    STEPS.map((step) => ({ name: step, value: step, description: STEP_NAMES[step] })),
  );
  const of = await prompt.select(
    `Whose ${STEP_NAMES[at]}?`,
    TRIGGER_OWNERS.map((owner) => ({ name: owner, value: owner, description: OWNER_NAMES[owner] })),
  );
  const thatPlayer =
    of === 'each-player' || of === 'each-opponent'
      ? await prompt.confirm('Does the ability refer to "that player" or "that opponent" (805.4d)?', false)
      : false;
  return { name, owner, trigger: { at, of, ...(thatPlayer && { thatPlayer }) } };
}

/** A skip event: who skips their next what, and the effect. */
export async function askSkip(prompt: Prompter, scenario: Scenario): Promise<Record<string, unknown>> {
  const seated = players(scenario);
  const named = (
    await prompt.input('Who skips? The players the effect names, separated by commas', {
      validate: (v) => {
        const names = splitList(v);
        const unknown = names.filter((n) => !seated.includes(n));
        if (names.length === 0) return 'at least one player';
        return unknown.length > 0 ? `not at the table: ${unknown.join(', ')}` : true;
      },
    })
  ).trim();
  const what = await prompt.select(
    'What do they skip, next time?',
    SKIPPABLE.map((what) => ({ name: what, value: what })),
  );
  const by = await askEffectName(prompt, 'The effect (e.g. the card: Stasis, Lethal Vapors)');
  const list = splitList(named);
  return { skip: { player: list.length === 1 ? list[0] : list, what, by } };
}

/** A controlNextTurn event: who controls whose next turn, and the effect. */
export async function askControl(prompt: Prompter, scenario: Scenario): Promise<Record<string, unknown>> {
  const player = await pickPlayer(prompt, 'Who gains control (e.g. the caster of Mindslaver)?', scenario);
  const of = await pickPlayer(prompt, 'Whose next turn do they control?', scenario);
  const by = await askEffectName(prompt, 'The effect (e.g. the card: Mindslaver)');
  return { controlNextTurn: { player, of, by } };
}

async function askEffectName(prompt: Prompter, message: string): Promise<string> {
  return (await prompt.input(message, { validate: (v) => (v.trim() ? true : 'a name for the effect') })).trim();
}
