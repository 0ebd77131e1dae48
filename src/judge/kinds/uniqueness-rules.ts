// uniqueness-rules: the permanents the uniqueness rules put into their owners' graveyards
// under limited range, checked on the state the file describes and after every event. The
// world rule in both editions (801.12 and 704.5k in 2024; 801.13 and 704.5m in 2011); in
// 2011 also the legend rule (801.12, 704.5k) and the planeswalker uniqueness rule (801.14,
// 704.5j). The 2024 legend rule (704.5j) looks at one player's permanents and lets that
// player choose: range plays no part, and it is left out of the answer.
import type { GameObject } from '../../core/scenario.js';
import { cardName, isLegendary } from '../../table/permanents/object-kinds.js';
import { permanentState, stateBasedOf } from '../../table/permanents/permanent-state.js';
import { uniquenessRules } from '../../table/permanents/uniqueness.js';
import type { Table } from '../../table/table-model.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { defineKind } from '../kind.js';
import { REACH_CITES } from './reach.js';

export const uniquenessRulesKind = defineKind({
  ask: 'uniqueness-rules',
  summary: "permanents the uniqueness rules put into their owners' graveyards under limited range",
  shape: 'objects',
  params: {},
  cites: {
    '2011': [...REACH_CITES['2011'], '801.12', '801.13', '801.14', '704.5j', '704.5k', '704.5m'],
    '2024': [...REACH_CITES['2024'], '801.12', '704.5j', '704.5k'],
  },
  usesTable: true,
  appliesTo: (table) => table.objects.length > 0,
  answer(context) {
    const { table } = context;
    const slice = stateBasedOf(table);
    const undecided = slice?.undecided ?? [];
    if (undecided.length > 0)
      return [
        {
          code: 'judge/undecided-option',
          message: `The world rule keeps the newest world permanent (704.5${table.edition === '2024' ? 'k' : 'm'}), but the file gives no timestamp to order ${listNames(undecided)}.`,
          path: ['objects'],
          notes: ['give each world permanent a timestamp: a larger one is newer'],
        },
      ];
    const ex = context.explainer();
    const rules = uniquenessRules(table.edition);
    ex.step(
      `The uniqueness rules that limited range of influence limits in the ${table.edition} rules: ${rules.map((r) => `the ${r.name} (${r.rules[0]})`).join(', ')}; each applies to a permanent only if the others are within its controller's range`,
      rules.map((r) => r.rules[0]!),
    );
    const gone = (slice?.entries ?? []).filter((entry) =>
      rules.some((r) => entry.rules.includes(r.rules[1]!) && entry.rules.includes(r.rules[0]!)),
    );
    for (const entry of gone) {
      const when = entry.event < 0 ? 'In the state the file describes' : `After event ${entry.event + 1}`;
      ex.step(`${when}, ${entry.why}`, entry.rules, entry.reading);
    }
    if (table.edition === '2024') explainLegendRule2024(ex, table);
    if (gone.length === 0)
      ex.step(
        'No uniqueness rule puts a permanent into a graveyard',
        rules.map((r) => r.rules[0]!),
      );
    return ex.answer(gone.map((entry) => entry.object));
  },
});

/** 704.5j (2024): one player's legendary permanents of one name; the player chooses which to keep. */
function explainLegendRule2024(ex: Explainer, table: Table): void {
  const byController = new Map<string, GameObject[]>();
  for (const object of table.objects.filter(isLegendary)) {
    const state = permanentState(table, object);
    if (!state.present) continue;
    const key = `${state.controller}\u0000${cardName(object)}`;
    byController.set(key, [...(byController.get(key) ?? []), object]);
  }
  const doubles = [...byController].filter(([, objects]) => objects.length > 1);
  if (table.objects.some(isLegendary))
    ex.step(
      'The 2024 legend rule compares only the legendary permanents one player controls, so range plays no part in it, and it is not a rule this question answers',
      ['704.5j'],
    );
  for (const [key, objects] of doubles) {
    const controller = key.split('\u0000')[0]!;
    ex.step(
      `${controller} controls ${listNames(objects.map((o) => o.name))}, legendary permanents named ${cardName(objects[0]!)}: ${controller} chooses one to keep and the rest are put into their owners' graveyards`,
      ['704.5j'],
    );
  }
}
