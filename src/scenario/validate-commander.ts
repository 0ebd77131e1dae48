// The names the Commander, monarch and initiative keys hold (903, 724, 725 in the 2026 rules):
// the monarch and the player with the initiative are seated players; `commanderDamage` names
// players and commanders; `castCommander` casts a commander (`combatDamage`'s creature is
// checked with the combat events' objects); `commanderCasts` belongs to a commander. A
// commander is an object with `commander: true`.
// Each part is checked only where it matches the schema; the schema reports the rest.
import { didYouMean, quoteList } from '../core/did-you-mean.js';
import type { DocPath } from '../core/scenario.js';
import type { Report } from './report-at.js';
import { eventSchema, objectSchema, scenarioSchema } from './schema.js';
import type { NameChecks } from './table-names.js';
import { parsedItems } from './validate-cross-references.js';

export function validateCommander(data: Record<string, unknown>, check: NameChecks, report: Report): void {
  const objects = parsedItems(objectSchema, data.objects);
  const commanders = objects.filter(({ value }) => value.commander === true).map(({ value }) => value.name);
  const isObject = new Set(objects.map(({ value }) => value.name));
  const notACommander = (name: string, path: DocPath, what: string) => {
    if (!isObject.has(name) || commanders.includes(name)) return;
    report('scenario/not-a-commander', `"${name}" is not a commander, so ${what}.`, path, {
      notes: [commanderHint(name, commanders)],
    });
  };
  for (const { index, value } of objects)
    if (value.commanderCasts !== undefined && value.commander !== true)
      report(
        'scenario/not-a-commander',
        `"${value.name}" has commanderCasts but is not a commander: only a commander is cast from the command zone (903.8).`,
        ['objects', index, 'commanderCasts'],
        { notes: ['add "commander: true" to the object, or remove "commanderCasts"'], atKey: true },
      );
  for (const key of ['monarch', 'initiative'] as const) {
    const holder = scenarioSchema.shape[key].safeParse(data[key]).data;
    if (holder !== undefined) check.player(holder, [key]);
  }
  const damage = scenarioSchema.shape.commanderDamage.safeParse(data.commanderDamage).data ?? {};
  for (const [player, byCommander] of Object.entries(damage)) {
    check.player(player, ['commanderDamage', player]);
    for (const commander of Object.keys(byCommander)) {
      const path = ['commanderDamage', player, commander];
      check.object(commander, path);
      notACommander(commander, path, 'it deals no commander damage (903.10a)');
    }
  }
  for (const { index, value } of parsedItems(eventSchema, data.events)) {
    if ('castCommander' in value) {
      const path = ['events', index, 'castCommander'];
      check.object(value.castCommander, path);
      notACommander(value.castCommander, path, 'castCommander cannot cast it from the command zone (903.8)');
    }
  }
}

/** How to fix a name that is not a commander: the commander meant, else what makes one. */
function commanderHint(name: string, commanders: readonly string[]): string {
  const meant = didYouMean(name, commanders);
  if (meant) return meant;
  const add = `mark the object a commander with "commander: true"`;
  return commanders.length === 0 ? add : `${add}, or name a commander: ${quoteList(commanders, 'or')}`;
}
