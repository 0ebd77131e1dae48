// starting-player: who takes the first turn. Team vs. Team: the middle player of the
// starting team, or the one left of its midpoint (808.4). Emperor: the starting team's
// emperor (809.4). Shared team turns, in any variant: a starting team, not a player
// (805.3; 103.1a, 103.2a in 2011). Otherwise
// the file's startingPlayer, by default the first seat.
import type { Table } from '../../table/table-model.js';
import { findPlayer, playerNames, sharedTeamTurns, teamMembers, teamOf } from '../../table/queries.js';
import { seatedTogether } from '../../table/seats.js';
import type { Explainer } from '../explainer.js';
import { defineKind, type KindResult, type QuestionContext } from '../kind.js';
import type { JudgeProblem } from '../../core/answer.js';
import { undecidedOption } from '../problems.js';

const COMMON = ['805.3', '805.4', '808.4', '809.4'];

export const startingPlayerKind = defineKind({
  ask: 'starting-player',
  summary: 'the player who takes the first turn',
  shape: 'player-or-team',
  params: {},
  cites: { '2011': [...COMMON, '103.2', '103.2a'], '2024': [...COMMON, '103.1', '103.1a'] },
  usesTable: true,
  answer(context) {
    const { table } = context;
    const ex = context.explainer();
    // 103.1a (103.2a in 2011), 805.3: with shared team turns a team, not a player, takes the first turn,
    // in Team vs. Team and Emperor too (starting-team-under-shared-turns).
    if (sharedTeamTurns(table)) return startingTeam(context, ex);
    if (table.variant === 'team-vs-team') return teamVsTeam(context, ex);
    if (table.variant === 'emperor') return emperor(context, ex);
    const method = table.edition === '2011' ? '103.2' : '103.1';
    if (table.startingPlayer !== undefined) {
      ex.step(`The file names ${table.startingPlayer} as the player who took the first turn`, [method]);
      return ex.answer(table.startingPlayer);
    }
    const first = playerNames(table)[0]!;
    ex.step(`The file names no starting player, so the first seat, ${first}, took the first turn`, [method]);
    return ex.answer(first);
  },
});

const conflict = (message: string, rule: string): JudgeProblem[] => [
  { code: 'table/starting-player-conflict', message, path: ['startingPlayer'], rules: [rule] },
];

// Only reached when the table's own problems were not checked first (evaluate checks them).
const impossible = (context: QuestionContext, code: string, message: string, rule: string): JudgeProblem[] => [
  { code, message, path: context.path, rules: [rule] },
];

/** 808.4: odd team: the centre seat; even team: the player to the left of the midpoint. */
function centreOf(table: Table, team: string): string | undefined {
  const block = seatedTogether(playerNames(table), teamMembers(table, team));
  if (!block) return undefined;
  return block[Math.floor(block.length / 2)];
}

function teamVsTeam(context: QuestionContext, ex: Explainer): KindResult {
  const { table } = context;
  const team =
    table.startingTeam ?? (table.startingPlayer !== undefined ? teamOf(table, table.startingPlayer) : undefined);
  if (team === undefined)
    return [
      undecidedOption(context, { undecided: true, option: 'startingTeam', rules: ['808.4'] }, 'The starting player'),
    ];
  const centre = centreOf(table, team);
  if (centre === undefined)
    return impossible(context, 'table/team-not-together', `Team ${team} does not sit together (808.2).`, '808.4');
  if (table.startingPlayer !== undefined && table.startingPlayer !== centre) {
    return conflict(
      `${table.startingPlayer} can't take the first turn: the starting team's first player is ${centre}, in the middle of team ${team} (808.4).`,
      '808.4',
    );
  }
  const size = teamMembers(table, team).length;
  const where = size % 2 === 1 ? 'in the centre seat' : 'to the left of the midpoint';
  ex.step(`Team ${team} goes first; it has ${size} players, so ${centre}, ${where}, takes the first turn`, ['808.4']);
  return ex.answer(centre);
}

function emperor(context: QuestionContext, ex: Explainer): KindResult {
  const { table } = context;
  const emperorOf = (team: string) =>
    teamMembers(table, team).find((name) => findPlayer(table, name)?.role === 'emperor');
  if (table.startingTeam !== undefined) {
    const chosen = emperorOf(table.startingTeam);
    if (chosen === undefined)
      return impossible(context, 'table/emperor-count', `Team ${table.startingTeam} has no emperor (809.2).`, '809.4');
    if (table.startingPlayer !== undefined && table.startingPlayer !== chosen) {
      return conflict(
        `${table.startingPlayer} can't take the first turn: team ${table.startingTeam}'s emperor ${chosen} does (809.4).`,
        '809.4',
      );
    }
    ex.step(`Team ${table.startingTeam} was chosen to go first; its emperor ${chosen} takes the first turn`, ['809.4']);
    return ex.answer(chosen);
  }
  if (table.startingPlayer === undefined)
    return [
      undecidedOption(context, { undecided: true, option: 'startingTeam', rules: ['809.4'] }, 'The starting player'),
    ];
  if (findPlayer(table, table.startingPlayer)?.role !== 'emperor') {
    return conflict(`${table.startingPlayer} is not an emperor; an emperor takes the first turn (809.4).`, '809.4');
  }
  ex.step(`The file names ${table.startingPlayer}, an emperor, as the first to take a turn`, ['809.4']);
  return ex.answer(table.startingPlayer);
}

/** 805.3: with shared team turns there is a starting team rather than a starting player. */
function startingTeam(context: QuestionContext, ex: Explainer): KindResult {
  const { table } = context;
  const fromPlayer = table.startingPlayer !== undefined ? teamOf(table, table.startingPlayer) : undefined;
  if (table.startingTeam !== undefined && fromPlayer !== undefined && fromPlayer !== table.startingTeam) {
    return conflict(`${table.startingPlayer} is not on the starting team ${table.startingTeam} (805.3).`, '805.3');
  }
  const chosen = table.startingTeam ?? fromPlayer;
  const rules = ['805.3', table.edition === '2011' ? '103.2a' : '103.1a'];
  if (table.variant === 'team-vs-team' || table.variant === 'emperor') {
    const rule = table.variant === 'team-vs-team' ? '808.4' : '809.4';
    // 808.4, 809.4: the starting team is chosen at random; the file must say which.
    if (chosen === undefined)
      return [
        undecidedOption(context, { undecided: true, option: 'startingTeam', rules: [rule] }, 'The starting team'),
      ];
    ex.step(
      `With shared team turns no single player takes the first turn: the whole team does (805.4), so ${rule}'s first player gives way to the starting team`,
      ['805.4', rule],
      'starting-team-under-shared-turns',
    );
  }
  if (chosen !== undefined) {
    ex.step(`With shared team turns a team, not a player, takes the first turn: team ${chosen}`, rules);
    return ex.answer(chosen);
  }
  const first = playerNames(table)[0]!;
  const team = teamOf(table, first) ?? first;
  ex.step(
    `With shared team turns a team takes the first turn; the file names none, so the team of the first seat, ${first}: team ${team}`,
    rules,
    'starting-team-default',
  );
  return ex.answer(team);
}
