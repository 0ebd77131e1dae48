// team-life: a Two-Headed Giant team's shared life total after the events. Damage, life
// loss and gain happen to each player and are applied to the team's total (810.9); costs
// and effects that need a player's life total use the team's (810.9a–c).
import { LIFE_CITES, explainPool } from '../explain-life.js';
import { param } from '../param-types.js';
import { sharedLife } from '../../table/life/pools.js';
import { defineKind } from '../kind.js';
import { readSharedLifeTeam } from './starting-life.js';

export const teamLifeKind = defineKind({
  ask: 'team-life',
  summary: "a team's life total after the events",
  shape: 'number',
  params: { team: param.team('the team') },
  cites: LIFE_CITES,
  usesTable: true,
  appliesTo: sharedLife,
  answer(context) {
    const team = readSharedLifeTeam(context);
    if (Array.isArray(team)) return team;
    const { table } = context;
    const ex = context.explainer();
    const pool = explainPool(ex, table, 'life', { kind: 'team', name: team });
    ex.step(`Team ${team}'s life total after the events: ${pool.total}`, ['810.9']);
    return ex.answer(pool.total);
  },
});
