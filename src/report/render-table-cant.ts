// `mtg-judge table`, the "can't" effects in force (the object key `cant`): what each object's
// words forbid, whom the effect reaches within its controller's range (801.10), whom it names
// beyond that range, and the Two-Headed Giant teammates the rules make share it (810.8a,
// 810.9g, 810.9h). Nothing for a table without such effects.
import { cantEffectsInForce } from '../table/cant/effects-in-force.js';
import { CANT_MEANING, reachOf } from '../table/cant/prohibitions.js';
import type { Table } from '../table/table-model.js';
import { listNames } from '../judge/explain-range.js';
import { namedText, VERB } from '../judge/explain-cant.js';
import { limitedRangeInUse } from '../table/queries.js';
import type { Style } from './style.js';
import { HANG } from './layout-marks.js';
import { escapeControls as safe } from './terminal-text.js';

export function renderCantEffects(table: Table, style: Style): string[] {
  const effects = cantEffectsInForce(table);
  if (effects.length === 0) return [];
  const why = limitedRangeInUse(table)
    ? "(801.10: each reaches only the players within its controller's range)"
    : '(109.5: "you" is the object\'s controller)';
  const width = Math.max(...effects.map((e) => safe(e.object).length));
  return [
    '',
    style.bold(`"Can't" effects in force`) + style.dim(` ${why}`),
    ...effects.map((effect) => {
      const { whom, forbids } = CANT_MEANING[effect.value];
      const reach = reachOf(table, effect);
      const parts = [`${safe(namedText(effect))} ${VERB[forbids]}`];
      if (whom !== 'you') parts[0] += `: ${safe(listNames(reach.players))}`;
      if (reach.outOfRange.length > 0)
        parts.push(style.dim(`not ${safe(listNames(reach.outOfRange))}, out of ${safe(effect.controller)}'s range`));
      for (const { player, from, rule } of reach.carried)
        parts.push(`${safe(player)} too, on ${safe(from)}'s team (${rule})`);
      return `  ${safe(effect.object).padEnd(width)}  ${HANG}${parts.join(' · ')}`;
    }),
  ];
}

/** The same for `table --json`: one entry per effect. */
export function cantEffectsJson(table: Table): Record<string, unknown>[] {
  return cantEffectsInForce(table).map((effect) => {
    const reach = reachOf(table, effect);
    return {
      object: effect.object,
      controller: effect.controller,
      cant: effect.value,
      reaches: reach.players,
      outOfRange: reach.outOfRange,
      team: reach.carried.map(({ player, from, rule }) => ({ player, from, rule })),
    };
  });
}
