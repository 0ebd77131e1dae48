// starting-life: a Two-Headed Giant team's shared starting life total: 30 (810.4), or 15
// for each player of a larger team (810.10 in 2011, 810.11 in 2024).
import { sharedLife, startingLife } from '../../table/life/pools.js';
import { teamMembers } from '../../table/queries.js';
import { listNames } from '../explain-range.js';
import { defineKind, type QuestionContext } from '../kind.js';
import { param } from '../param-types.js';
import type { JudgeProblem } from '../../core/answer.js';
import { isProblem, readTeam } from '../params.js';
import { notApplicable } from '../problems.js';

export const startingLifeKind = defineKind({
  ask: 'starting-life',
  summary: "a team's starting life total",
  shape: 'number',
  params: { team: param.team('the team') },
  cites: { '2011': ['810.4', '810.10'], '2024': ['810.4', '810.11'] },
  usesTable: true,
  appliesTo: sharedLife,
  answer(context) {
    const team = readSharedLifeTeam(context);
    if (Array.isArray(team)) return team;
    const { table } = context;
    const ex = context.explainer();
    const members = teamMembers(table, team);
    const start = startingLife(table, { kind: 'team', name: team });
    if (members.length <= 2) {
      ex.step(`Team ${team} (${listNames(members)}) has a shared life total, which starts at 30 life`, ['810.4']);
    } else {
      ex.step(
        `Team ${team} has ${members.length} players (${listNames(members)}): its starting life total is 15 times that, ${start.value}`,
        start.rules,
      );
    }
    return ex.answer(start.value);
  },
});

/** The question's team, where teams share a life total; the kinds about it apply only there (810.4). */
export function readSharedLifeTeam(context: QuestionContext<{ readonly team: string }>): string | JudgeProblem[] {
  const team = readTeam(context, 'team');
  if (isProblem(team)) return [team];
  if (sharedLife(context.table)) return team;
  return [
    notApplicable(
      context,
      `Team ${team} has no shared life total: only Two-Headed Giant teams share one (810.4); each player has their own.`,
      ['810.4'],
    ),
  ];
}
