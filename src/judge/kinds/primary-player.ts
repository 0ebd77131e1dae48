// primary-player: with shared team turns, the team's player in the rightmost seat from
// the team's side (805.2): the first of the team's block in turn order, since each
// player sits to the left of the one before.
import { hasLeft, playerNames, sharedTeamTurns, teamMembers } from '../../table/queries.js';
import { firstToTheRight, seatedTogether } from '../../table/seats.js';
import { param } from '../param-types.js';
import { bothEditions, defineKind } from '../kind.js';
import { isProblem, readTeam } from '../params.js';
import { notApplicable } from '../problems.js';

export const primaryPlayerKind = defineKind({
  ask: 'primary-player',
  summary: "a team's primary player (805.2)",
  shape: 'name',
  params: { team: param.team('the team') },
  cites: bothEditions(['805.1', '805.2']),
  usesTable: true,
  appliesTo: sharedTeamTurns,
  answer(context) {
    const team = readTeam(context, 'team');
    if (isProblem(team)) return [team];
    const { table } = context;
    if (!sharedTeamTurns(table)) {
      return [
        notApplicable(
          context,
          'A team has a primary player only with the shared team turns option (805.2), which this game does not use.',
          ['805.2'],
        ),
      ];
    }
    const members = teamMembers(table, team).filter((name) => !hasLeft(table, name));
    if (members.length === 0) {
      return [
        {
          code: 'question/player-has-left',
          message: `Every player of team ${team} has left the game (800.4a).`,
          path: [...context.path, 'team'],
          rules: ['800.4a'],
        },
      ];
    }
    const ex = context.explainer();
    // The block as the team sat down: once the other teams have left, the team alone
    // would fill the table and have no rightmost seat.
    const ring = playerNames(table);
    const block = (seatedTogether(ring, teamMembers(table, team)) ?? members).filter((name) => members.includes(name));
    const primary = block[0]!;
    ex.step(`With shared team turns each team sits in adjacent seats: ${block.join(', ')}, in turn order`, ['805.1']);
    const right = firstToTheRight(ring, primary, (name) => !hasLeft(table, name));
    const why =
      right !== undefined && !members.includes(right) ? `; ${right}, to ${primary}'s right, is not on the team` : '';
    ex.step(`${primary} sits in the rightmost seat from team ${team}'s side${why}: ${primary} is the primary player`, [
      '805.2',
    ]);
    return ex.answer(primary);
  },
});
