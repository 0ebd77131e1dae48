// `ask`: adding an object to the table (the objects the 801 questions are about), with its
// owner, controller, types and what it is attached to, and reading the parameters that name
// objects, lists of players and objects, and counts.
import type { Scenario } from '../core/scenario.js';
import type { ParamDef } from '../judge/param-types.js';
import type { Prompter } from './prompter.js';

/** Prompts for one object and returns it as the file writes it. */
export async function askObject(prompt: Prompter, scenario: Scenario): Promise<Record<string, unknown>> {
  const players = scenario.seats.map((seat) => seat.name);
  const taken = new Set([...players, ...scenario.objects.map((o) => o.name)]);
  const name = (
    await prompt.input('Name of the object', {
      validate: (v) =>
        !v.trim() ? 'a name' : taken.has(v.trim()) ? `${v.trim()} names a player or object already` : true,
    })
  ).trim();
  const owner = await prompt.select(
    'Owner',
    players.map((p) => ({ name: p, value: p })),
  );
  const controller = await prompt.select('Controlled by', [
    { name: `${owner} (its owner)`, value: owner },
    ...players.filter((p) => p !== owner).map((p) => ({ name: p, value: p })),
  ]);
  const types = splitList(
    await prompt.input('Types, separated by commas (e.g. creature; enchantment, aura; artifact, equipment)', {
      default: 'creature',
    }),
  );
  const attachedTo = await prompt.select<string | undefined>('Attached to', [
    { name: 'nothing', value: undefined },
    ...scenario.objects.map((o) => ({ name: o.name, value: o.name })),
    ...players.map((p) => ({ name: p, value: p })),
  ]);
  return {
    name,
    owner,
    ...(controller !== owner && { controlledBy: { player: controller, source: 'a control-changing effect' } }),
    ...(types.length > 0 && { types }),
    ...(attachedTo !== undefined && { attachedTo }),
  };
}

/** The parameters whose type names objects or counts; undefined for the other types. */
export async function askObjectParam(
  prompt: Prompter,
  name: string,
  param: ParamDef,
  scenario: Scenario,
): Promise<unknown> {
  const objects = scenario.objects.map((o) => o.name);
  const names = [...scenario.seats.map((s) => s.name), ...objects];
  if (param.type === 'object')
    return prompt.select(
      `${name}: ${param.description}`,
      objects.map((o) => ({ name: o, value: o })),
    );
  if (param.type === 'players-or-objects') {
    const list = await prompt.input(`${name}: ${param.description}, separated by commas`, {
      validate: (v) => {
        const unknown = splitList(v).filter((n) => !names.includes(n));
        if (splitList(v).length === 0) return 'at least one name';
        return unknown.length > 0 ? `not at the table: ${unknown.join(', ')}` : true;
      },
    });
    return splitList(list);
  }
  if (param.type === 'count')
    return Number(
      await prompt.input(`${name}: ${param.description}`, {
        default: '1',
        validate: (v) => (/^\d+$/.test(v) ? true : 'a whole number ≥ 0'),
      }),
    );
  return undefined;
}

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
