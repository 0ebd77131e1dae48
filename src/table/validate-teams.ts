// Tables the rules do not allow, as far as teams and seating go: teams split up where
// they must sit together (805.1, 808.2, 809.2, 810.3), unequal teams (809.6, 810.1,
// 811.1), an emperor off the middle seat (809.2), teammates side by side in Alternating
// Teams (811.3). Checked over the seats as the game began.
import type { EditionYear, RangeValue, Role, Scenario, Variant } from '../core/scenario.js';
import type { Setting, TableProblem } from './table-model.js';
import { seatAt, seatDistance, seatedTogether, type Ring } from './seats.js';
import { groupTeams, middlePositions, type TeamSeats } from './teams.js';

interface TeamRules {
  /** Every player is on a team, and there are at least `minTeams` teams. */
  teams: string;
  minTeams: number;
  together?: string;
  equal?: string;
  minSize?: { size: number; rule: string };
  alternate?: string;
}

function teamRules(variant: Variant | undefined, edition: EditionYear): TeamRules | undefined {
  switch (variant) {
    case 'team-vs-team':
      return { teams: '808.1', minTeams: 2, together: '808.2' };
    case 'emperor':
      return { teams: '809.1', minTeams: 2, together: '809.2', equal: '809.6', minSize: { size: 3, rule: '809.1' } };
    case 'two-headed-giant':
      // 810.1: two teams of two; 810.10 (2011) / 810.11 (2024): or equal teams of more.
      return {
        teams: '810.1',
        minTeams: 2,
        together: '810.3',
        equal: edition === '2011' ? '810.10' : '810.11',
        minSize: { size: 2, rule: '810.1' },
      };
    case 'alternating-teams':
      return { teams: '811.1', minTeams: 2, equal: '811.1', alternate: '811.3' };
    default:
      return undefined;
  }
}

const problem = (code: string, message: string, path: (string | number)[], rules: string[]): TableProblem => ({
  code,
  message,
  path,
  rules,
});

/** Every team problem of the starting seats, given the resolved Emperor roles. */
export function validateTeams(
  scenario: Scenario,
  sharedTurns: boolean,
  roles: ReadonlyMap<string, Role | undefined>,
): TableProblem[] {
  const rules = teamRules(scenario.variant, scenario.edition);
  const ring = scenario.seats.map((seat) => seat.name);
  const teams = groupTeams(scenario.seats);
  const problems: TableProblem[] = [];
  if (rules) problems.push(...checkMembership(scenario, teams, rules));
  // 805.1: shared team turns need each team in adjacent seats, whatever the variant.
  const together = [rules?.together, sharedTurns ? '805.1' : undefined].filter((r): r is string => r !== undefined);
  if (together.length > 0) problems.push(...checkTogether(ring, teams, [...new Set(together)]));
  if (rules?.alternate) problems.push(...checkAlternating(ring, scenario, rules.alternate));
  if (scenario.variant === 'emperor') problems.push(...checkEmperors(ring, teams, roles));
  return problems;
}

function checkMembership(scenario: Scenario, teams: TeamSeats[], rules: TeamRules): TableProblem[] {
  const problems: TableProblem[] = [];
  scenario.seats.forEach((seat, i) => {
    if (seat.team === undefined) {
      problems.push(
        problem(
          'table/player-without-team',
          `${seat.name} has no team; every player of this variant plays on a team (${rules.teams}).`,
          ['seats', i],
          [rules.teams],
        ),
      );
    }
  });
  if (teams.length < rules.minTeams) {
    problems.push(
      problem(
        'table/too-few-teams',
        `This variant needs at least ${rules.minTeams} teams; the seats name ${teams.length} (${rules.teams}).`,
        ['seats'],
        [rules.teams],
      ),
    );
  }
  if (rules.equal && new Set(teams.map((t) => t.members.length)).size > 1) {
    const list = teams.map((t) => `${t.team} ${t.members.length}`).join(', ');
    problems.push(
      problem(
        'table/unequal-teams',
        `The teams must be of equal size (${rules.equal}): ${list}.`,
        ['seats'],
        [rules.equal],
      ),
    );
  }
  const min = rules.minSize;
  const small = min && teams.find((t) => t.members.length < min.size);
  if (min && small) {
    problems.push(
      problem(
        'table/team-too-small',
        `Team ${small.team} has ${small.members.length} player(s); this variant needs at least ${min.size} (${min.rule}).`,
        ['seats'],
        [min.rule],
      ),
    );
  }
  return problems;
}

function checkTogether(ring: Ring, teams: TeamSeats[], rules: string[]): TableProblem[] {
  const cited = rules.join(', ');
  return teams
    .filter((t) => !seatedTogether(ring, t.members))
    .map((t) => {
      // Point at the first member whose right neighbour is not a teammate, after the first.
      const stray = t.members.find((name, i) => i > 0 && !t.members.includes(seatAt(ring, name, -1))) ?? t.members[0]!;
      const message = `Team ${t.team} does not sit together: ${t.members.join(', ')} must take adjacent seats (${cited}).`;
      return problem('table/team-not-together', message, ['seats', ring.indexOf(stray)], rules);
    });
}

function checkAlternating(ring: Ring, scenario: Scenario, rule: string): TableProblem[] {
  const teamOf = new Map(scenario.seats.map((seat) => [seat.name, seat.team]));
  const period = new Set(scenario.seats.map((seat) => seat.team)).size;
  const sameTeam = (name: string, steps: number) => teamOf.get(seatAt(ring, name, steps)) === teamOf.get(name);
  const adjacent = ring.findIndex((name) => ring.length > 1 && sameTeam(name, 1));
  if (adjacent >= 0) {
    const [name, next] = [ring[adjacent]!, seatAt(ring, ring[adjacent]!, 1)];
    const message = `${name} and ${next} are teammates in adjacent seats; no one may sit next to a teammate (${rule}).`;
    return [problem('table/teammates-adjacent', message, ['seats', adjacent], [rule])];
  }
  // Equally spaced: with k teams, every k-th seat belongs to the same team (A1, B1, C1, A2, …).
  const unspaced = ring.findIndex((name) => !sameTeam(name, period));
  if (unspaced >= 0) {
    const message = `Team ${teamOf.get(ring[unspaced]!)} is not equally spaced out: with ${period} teams, every ${period}th seat must be on the same team (${rule}).`;
    return [problem('table/teams-not-spaced', message, ['seats', unspaced], [rule])];
  }
  return [];
}

function checkEmperors(ring: Ring, teams: TeamSeats[], roles: ReadonlyMap<string, Role | undefined>): TableProblem[] {
  const problems: TableProblem[] = [];
  for (const t of teams) {
    const emperors = t.members.filter((name) => roles.get(name) === 'emperor');
    if (emperors.length !== 1) {
      const what = emperors.length === 0 ? 'no emperor' : `${emperors.length} emperors (${emperors.join(', ')})`;
      const message = `Team ${t.team} has ${what}; each team has one emperor, who sits in the middle (809.2). Give one player role: emperor.`;
      problems.push(problem('table/emperor-count', message, ['seats', ring.indexOf(t.members[0]!)], ['809.2']));
      continue;
    }
    const emperor = emperors[0]!;
    const block = seatedTogether(ring, t.members);
    if (block && !middlePositions(block.length).includes(block.indexOf(emperor))) {
      const message = `${emperor} is not in the middle of team ${t.team} (${block.join(', ')}); the emperor sits in the middle (809.2).`;
      problems.push(problem('table/emperor-not-in-middle', message, ['seats', ring.indexOf(emperor)], ['809.2']));
    }
  }
  return problems;
}

/** 809.6a: no emperor may begin the game within the range of influence of another emperor. O(n). */
export function checkEmperorRanges(
  ring: Ring,
  roles: ReadonlyMap<string, Role | undefined>,
  ranges: ReadonlyMap<string, Setting<RangeValue>>,
): TableProblem[] {
  const seats = ring.flatMap((name, i) => (roles.get(name) === 'emperor' ? [i] : []));
  for (const [k, seat] of seats.entries()) {
    const emperor = ring[seat]!;
    const range = ranges.get(emperor);
    if (seats.length < 2 || !range || range.value === 'unlimited' || !range.rules.includes('809.6a')) continue;
    // The nearest other emperor is the one before or after in seat order.
    const neighbours = [seats[(k + seats.length - 1) % seats.length]!, seats[(k + 1) % seats.length]!];
    const near = neighbours
      .map((at) => ({ at, distance: seatDistance(ring, emperor, ring[at]!) }))
      .sort((a, b) => a.distance - b.distance || a.at - b.at)[0]!;
    if (near.distance <= range.value) {
      const other = ring[near.at]!;
      const message = `${other} begins the game within ${emperor}'s range of influence ${range.value}; seat the teams so that no emperor is within another emperor's range (809.6a).`;
      return [problem('table/emperor-in-emperor-range', message, ['seats', near.at], ['809.6a'])];
    }
  }
  return [];
}
