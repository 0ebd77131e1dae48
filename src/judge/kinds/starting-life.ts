// starting-life: a starting life total. For a Two-Headed Giant team (`team`), its shared
// total: 30 (810.4), or 15 for each player of a larger team (810.10 in 2011, 810.11 in 2024).
// For a player (`player`) where life totals are not shared: 20 (103.3 in 2011, 103.4 in 2024),
// or 40 in a Commander game (903.7 in the 2026 rules).
import { poolOf, sharedLife, startingLife } from '../../table/life/pools.js';
import { teamMembers } from '../../table/queries.js';
import { listNames } from '../explain-range.js';
import { defineKind, type KindResult, type QuestionContext } from '../kind.js';
import { param } from '../param-types.js';
import type { JudgeProblem } from '../../core/answer.js';
import { isProblem, readPlayer, readTeam } from '../params.js';
import { notApplicable } from '../problems.js';
import { COMMANDER_RULES } from '../rules-2026.js';

export const startingLifeKind = defineKind({
  ask: 'starting-life',
  summary: "a team's shared starting life total, or a player's own",
  shape: 'number',
  params: {
    team: param.optionalTeam('the team, where teams share a life total (Two-Headed Giant)'),
    player: param.optionalPlayer('the player, where each player has their own life total'),
  },
  cites: { '2011': ['810.4', '810.10', '103.3'], '2024': ['810.4', '810.11', '103.4', COMMANDER_RULES.life] },
  usesTable: true,
  answer(context) {
    const { team, player } = context.params;
    if (team !== undefined && player !== undefined) return [oneOf(context, 'judge/bad-parameter', 'not both')];
    if (player !== undefined) return playerLife(context);
    if (team === undefined) return [oneOf(context, 'judge/missing-parameter', 'one of them')];
    const shared = readSharedLifeTeam(context as QuestionContext<{ readonly team: string }>);
    if (Array.isArray(shared)) return shared;
    const { table } = context;
    const ex = context.explainer();
    const members = teamMembers(table, shared);
    const start = startingLife(table, { kind: 'team', name: shared });
    if (members.length <= 2) {
      ex.step(`Team ${shared} (${listNames(members)}) has a shared life total, which starts at 30 life`, ['810.4']);
    } else {
      ex.step(
        `Team ${shared} has ${members.length} players (${listNames(members)}): its starting life total is 15 times that, ${start.value}`,
        start.rules,
      );
    }
    return ex.answer(start.value);
  },
});

/** A player's own starting life total: 20, or 40 in a Commander game; a shared one is the team's. */
function playerLife(context: QuestionContext<{ readonly player?: string }>): KindResult {
  const player = readPlayer(context as QuestionContext<{ readonly player: string }>, 'player');
  if (isProblem(player)) return [player];
  const { table } = context;
  const pool = poolOf(table, 'life', player);
  if (pool.kind === 'team')
    return [
      notApplicable(
        context,
        `${player} has no life total of their own: team ${pool.name} shares one (810.4); ask starting-life for team: ${pool.name}.`,
        ['810.4'],
      ),
    ];
  const ex = context.explainer();
  const start = startingLife(table, pool);
  ex.step(
    table.variant === 'commander'
      ? `In a Commander game each player sets their life total to 40 once the starting player is determined: ${player} starts with 40 life`
      : `Each player begins the game with a starting life total of 20: ${player} starts with 20 life`,
    start.rules,
  );
  return ex.answer(start.value);
}

/** starting-life names one of `team` and `player`. */
function oneOf(context: QuestionContext, code: string, what: string): JudgeProblem {
  return {
    code,
    message: `starting-life takes team or player, ${what}: a team where teams share a life total (810.4), else a player.`,
    path: context.path,
    notes: ['write team: NAME for a Two-Headed Giant team, or player: NAME'],
  };
}

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
