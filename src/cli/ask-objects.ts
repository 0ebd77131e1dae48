// `ask`: adding an object to the table (the objects the 801 questions are about), with its
// owner, zone, controller, types, what it is attached to and what its words forbid (`cant`)
// on the battlefield, what exiled it in exile; and reading the parameters that name objects,
// lists of players and objects, and counts.
import { CANT_VALUES, ZONES, type Scenario, type Zone } from '../core/scenario.js';
import { didYouMean } from '../core/did-you-mean.js';
import type { Table } from '../table/table-model.js';
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
  const zone = await prompt.select<Zone>(
    'Where is it?',
    ZONES.map((z) => ({ name: z === 'battlefield' ? 'battlefield (a permanent)' : z, value: z })),
  );
  // 109.4: only objects on the battlefield or the stack have a controller.
  const controller =
    zone === 'battlefield' || zone === 'stack'
      ? await prompt.select('Controlled by', [
          { name: `${owner} (its owner)`, value: owner },
          ...players.filter((p) => p !== owner).map((p) => ({ name: p, value: p })),
        ])
      : owner;
  const types = splitList(
    await prompt.input('Types, separated by commas (e.g. creature; enchantment, aura; artifact, equipment)', {
      default: 'creature',
    }),
  );
  // The object's words work on the battlefield (113.6); only a permanent is attached to something.
  const attachedTo =
    zone === 'battlefield'
      ? await prompt.select<string | undefined>('Attached to', [
          { name: 'nothing', value: undefined },
          ...scenario.objects.map((o) => ({ name: o.name, value: o.name })),
          ...players.map((p) => ({ name: p, value: p })),
        ])
      : undefined;
  const cant =
    zone === 'battlefield'
      ? splitList(
          await prompt.input(
            `What its words forbid (cant), separated by commas; empty for nothing: ${CANT_VALUES.join(', ')}`,
            { default: '', validate: validateCant },
          ),
        )
      : [];
  const exiledBy = zone === 'exile' ? await askExiledBy(prompt, scenario) : undefined;
  return {
    name,
    owner,
    ...(controller !== owner && { controlledBy: { player: controller, source: 'a control-changing effect' } }),
    ...(types.length > 0 && { types }),
    ...(zone !== 'battlefield' && { zone }),
    ...(attachedTo !== undefined && { attachedTo }),
    ...(exiledBy !== undefined && { exiledBy }),
    ...(cant.length > 0 && { cant: [...new Set(cant)] }),
  };
}

/** What exiled a card, and how it comes back when that object leaves the battlefield (610.3 is 2024's only). */
async function askExiledBy(
  prompt: Prompter,
  scenario: Scenario,
): Promise<{ object: string; returns: 'until' | 'trigger' } | undefined> {
  if (scenario.objects.length === 0) return undefined;
  const object = await prompt.select<string | undefined>('Exiled by', [
    { name: 'nothing on the table (it stays in exile)', value: undefined },
    ...scenario.objects.map((o) => ({ name: o.name, value: o.name })),
  ]);
  if (object === undefined) return undefined;
  const returns = await prompt.select<'until' | 'trigger'>(
    `How does it come back when ${object} leaves the battlefield?`,
    [
      ...(scenario.edition === '2024'
        ? [{ name: `until (610.3): exiled "until ${object} leaves the battlefield"`, value: 'until' as const }]
        : []),
      { name: `trigger (${object}'s own leaves-the-battlefield ability returns it)`, value: 'trigger' as const },
    ],
  );
  return { object, returns };
}

/** Each value one of CANT_VALUES; a slip gets a did-you-mean. */
function validateCant(text: string): string | true {
  const wrong = splitList(text).find((value) => !(CANT_VALUES as readonly string[]).includes(value));
  if (wrong === undefined) return true;
  const hint = didYouMean(wrong, CANT_VALUES);
  return `"${wrong}" is not one of them${hint ? `: ${hint}` : ''}`;
}

/** The parameters whose type names objects or counts; undefined for the other types. */
export async function askObjectParam(
  prompt: Prompter,
  name: string,
  param: ParamDef,
  scenario: Scenario,
  table: Table,
): Promise<unknown> {
  const objects = param.offers?.(table) ?? scenario.objects.map((o) => o.name);
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
