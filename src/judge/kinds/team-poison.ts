// team-poison: a Two-Headed Giant team's shared poison counters after the events (810.10,
// 2024). The 2011 rules share only the life total (810.5): each player has their own
// poison counters, so the question has no answer there unless house rules share them.
import { sharedPoison } from '../../table/life/pools.js';
import { houseRuleName } from '../../table/house-rules.js';
import { LIFE_CITES, explainPool } from '../explain-life.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readTeam } from '../params.js';
import { notApplicable } from '../problems.js';

export const teamPoisonKind = defineKind({
  ask: 'team-poison',
  summary: "a team's poison counters after the events",
  shape: 'number',
  params: { team: param.team('the team') },
  cites: { '2011': [...LIFE_CITES['2011'], '810.5'], '2024': LIFE_CITES['2024'] },
  usesTable: true,
  appliesTo: (table) => sharedPoison(table).value,
  answer(context) {
    const team = readTeam(context, 'team');
    if (isProblem(team)) return [team];
    const { table } = context;
    const shared = sharedPoison(table);
    if (!shared.value) {
      const twoHeaded = table.variant === 'two-headed-giant';
      const message = twoHeaded
        ? `The ${table.edition} rules don't share poison counters: a Two-Headed Giant team shares only its life total (810.5), and each player has their own poison counters.`
        : `Team ${team} has no shared poison counters: only Two-Headed Giant teams share them${table.edition === '2024' ? ' (810.10)' : ''}; each player has their own.`;
      return [notApplicable(context, message, twoHeaded || table.edition === '2011' ? ['810.5'] : ['810.10'])];
    }
    const ex = context.explainer();
    if (shared.house) {
      ex.step(
        `${houseRuleName(shared.house)}: ${shared.house.says}, so team ${team} shares its poison counters; the official rule ${shared.house.replaces.join(', ')} shares only the life total`,
        shared.house.replaces,
      );
    } else {
      ex.step(`Poison counters are given to each player and shared by the team`, ['810.10']);
    }
    const pool = explainPool(ex, table, 'poison', { kind: 'team', name: team });
    ex.step(`Team ${team}'s poison counters after the events: ${pool.total}`, shared.house ? [] : ['810.10']);
    return ex.answer(pool.total);
  },
});
