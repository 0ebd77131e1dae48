// seating: a legal seating for the variant, in turn order (each player to the left of
// the one before). Teams sit together (808.2, 810.3, 805.1), an emperor in the middle of
// the team (809.2; 809.6a's order for larger teams), or alternating teams spaced evenly
// (811.3). Players are taken in the order the question lists them.
import type { Seat } from '../../core/scenario.js';
import { findPlayer, sharedTeamTurns } from '../../table/queries.js';
import { resolveRanges } from '../../table/ranges.js';
import { middlePositions } from '../../table/teams.js';
import { checkEmperorRanges } from '../../table/validate-teams.js';
import type { Explainer } from '../explainer.js';
import { param } from '../param-types.js';
import { defineKind, type KindResult, type QuestionContext } from '../kind.js';
import type { JudgeProblem } from '../../core/answer.js';
import { notApplicable } from '../problems.js';
import { of2026 } from '../../rules/reading-texts.js';

type Teams = [string, string[]][];

const COMMON = [
  '805.1',
  '806.3',
  '807.3',
  '808.2',
  '809.1',
  '809.2',
  '809.6',
  '809.6a',
  '810.1',
  '810.3',
  '811.1',
  '811.3',
];

export const seatingKind = defineKind({
  ask: 'seating',
  summary: 'a legal seating for the variant',
  shape: 'seating',
  params: { teams: param.teams('team name → players') },
  cites: { '2011': [...COMMON, '810.10'], '2024': [...COMMON, '800.5', '810.11'] },
  usesTable: false,
  // 806.3, 807.3: Free-for-All and Grand Melee players sit at random; without a variant only shared
  // team turns seat teams together.
  appliesTo: (table) =>
    table.variant !== 'free-for-all' &&
    table.variant !== 'commander' &&
    table.variant !== 'grand-melee' &&
    (table.variant !== undefined || sharedTeamTurns(table)),
  answer(context) {
    const teams = Object.entries(context.params.teams);
    const twice = duplicate(teams);
    if (twice !== undefined)
      return [
        {
          code: 'judge/bad-parameter',
          message: `${twice} is listed more than once.`,
          path: [...context.path, 'teams'],
        },
      ];
    const ex = context.explainer();
    switch (context.scenario.variant) {
      case 'free-for-all':
        return [
          notApplicable(
            context,
            'Free-for-All players are seated at random (806.3); there is no seating to work out.',
            ['806.3'],
          ),
        ];
      case 'commander':
        return [
          notApplicable(
            context,
            'A Commander game is a Free-for-All game (903.2), whose players are seated at random (806.3); there is no seating to work out.',
            [of2026('903.2'), '806.3'],
          ),
        ];
      case 'grand-melee':
        return [
          notApplicable(context, 'Grand Melee players are seated at random (807.3); there is no seating to work out.', [
            '807.3',
          ]),
        ];
      case 'emperor':
        return emperorSeating(context, ex, teams);
      case 'alternating-teams':
        return alternatingSeating(context, ex, teams);
      case 'team-vs-team':
        return togetherSeating(ex, teams, '808.2');
      case 'two-headed-giant': {
        const sizeRule = context.scenario.edition === '2011' ? '810.10' : '810.11';
        return sizeProblems(context, teams, ['810.1', sizeRule], 2, 2) ?? togetherSeating(ex, teams, '810.3');
      }
      case undefined:
        if (context.scenario.options.sharedTeamTurns === true) return togetherSeating(ex, teams, '805.1');
        return [
          notApplicable(
            context,
            'Without a variant, the players agree on a seating; the rules prescribe none.',
            context.scenario.edition === '2024' ? ['800.5'] : [],
          ),
        ];
    }
  },
});

function duplicate(teams: Teams): string | undefined {
  const seen = new Set<string>();
  return teams.flatMap(([, members]) => members).find((name) => seen.has(name) || !seen.add(name));
}

/** Unequal teams, or too few or too small ones, for the variant's rule. */
function sizeProblems(
  context: QuestionContext,
  teams: Teams,
  rules: string[],
  minTeams: number,
  minSize: number,
): JudgeProblem[] | undefined {
  const sizes = teams.map(([, members]) => members.length);
  const bad = teams.length < minTeams || new Set(sizes).size > 1 || Math.min(...sizes) < minSize;
  if (!bad) return undefined;
  const list = teams.map(([team, members]) => `${team} ${members.length}`).join(', ');
  const message = `This variant needs at least ${minTeams} teams of equal size, each of at least ${minSize} players (${rules.join(', ')}); the teams are ${list}.`;
  return [{ code: 'table/unequal-teams', message, path: [...context.path, 'teams'], rules }];
}

function togetherSeating(ex: Explainer, teams: Teams, rule: string): KindResult {
  const seating = teams.flatMap(([, members]) => members);
  ex.step(
    `Each team sits together on one side of the table: ${teams.map(([team, members]) => `${team} (${members.join(', ')})`).join(', then ')}`,
    [rule],
  );
  return ex.answer(seating);
}

function alternatingSeating(context: QuestionContext, ex: Explainer, teams: Teams): KindResult {
  const problems = sizeProblems(context, teams, ['811.1'], 2, 1);
  if (problems) return problems;
  const size = teams[0]![1].length;
  const seating = Array.from({ length: size }, (_, i) => teams.map(([, members]) => members[i]!)).flat();
  ex.step(
    `No one sits next to a teammate and each team is equally spaced: one player of each team in turn, ${seating.join(', ')}`,
    ['811.3'],
  );
  return ex.answer(seating);
}

function emperorSeating(context: QuestionContext, ex: Explainer, teams: Teams): KindResult {
  const problems = sizeProblems(context, teams, ['809.1', '809.6'], 2, 3);
  if (problems) return problems;
  const blocks: string[][] = [];
  for (const [team, members] of teams) {
    const emperors = members.filter((name) => findPlayer(context.table, name)?.role === 'emperor');
    if (emperors.length !== 1) {
      const message = `Team ${team} must have exactly one emperor among its players (809.2); the seats give it ${emperors.length}.`;
      return [
        {
          code: 'judge/unknown-emperor',
          message,
          path: [...context.path, 'teams', team],
          notes: ['give one player of the team role: emperor in seats'],
          rules: ['809.2'],
        },
      ];
    }
    const generals = members.filter((name) => name !== emperors[0]);
    const at = middlePositions(members.length)[0]!;
    blocks.push([...generals.slice(0, at), emperors[0]!, ...generals.slice(at)]);
    ex.step(
      `Team ${team} sits together with its emperor ${emperors[0]} in the middle: ${blocks[blocks.length - 1]!.join(', ')}`,
      ['809.2'],
    );
  }
  const seating = blocks.flat();
  if (teams[0]![1].length > 3) {
    const clash = emperorClash(context, teams, seating);
    if (clash) return clash;
    ex.step(
      'Each team sits general, emperor, then the other generals, as in the example of 809.6a, so no emperor begins within another emperor’s range',
      ['809.6a'],
    );
  }
  return ex.answer(seating);
}

/** 809.6a: check the seating against the ranges it produces. */
function emperorClash(context: QuestionContext, teams: Teams, seating: string[]): JudgeProblem[] | undefined {
  const teamOf = new Map(teams.flatMap(([team, members]) => members.map((name) => [name, team] as const)));
  const seats: Seat[] = seating.map((name) => ({ name, team: teamOf.get(name)! }));
  const roles = new Map(
    seating.map((name) => [
      name,
      findPlayer(context.table, name)?.role === 'emperor' ? ('emperor' as const) : ('general' as const),
    ]),
  );
  const ranges = resolveRanges({
    seats,
    roles,
    tableRange: { value: 'emperor-roles', source: 'variant', rules: ['809.3a'] },
  });
  const problems = checkEmperorRanges(seating, roles, ranges);
  return problems.length > 0 ? problems.map((p) => ({ ...p, path: [...context.path, 'teams'] })) : undefined;
}
