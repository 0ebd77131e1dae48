// The one error for a name that is not at the table: a player, a team, or a player or
// object, with the nearest names as a "did you mean". The scenario loader reports it at
// the name's place in the file; the table and the judge, for a scenario built by hand.
import type { DocPath } from './scenario.js';
import type { JudgeProblem } from './answer.js';
import { didYouMean, quoteList } from './did-you-mean.js';

/** `name` is not one of the seated players. */
export function notSeated(name: string, seated: readonly string[], path: DocPath): JudgeProblem {
  const message = `"${name}" is not seated at this table.`;
  return { code: 'scenario/unknown-player', message, path, notes: [nearest(name, seated, 'the players seated')] };
}

/** `name` is neither a seated player nor an object of the file. */
export function notSeatedNorObject(name: string, names: readonly string[], path: DocPath): JudgeProblem {
  const message = `"${name}" is neither a seated player nor an object in this file.`;
  return { code: 'scenario/unknown-player', message, path, notes: [nearest(name, names, 'the players and objects')] };
}

/** `name` is not the name of a team at the table. */
export function notATeam(name: string, teams: readonly string[], path: DocPath): JudgeProblem {
  const hint =
    teams.length === 0
      ? 'no seat names a team; give the seats a "team"'
      : (didYouMean(name, teams) ?? `the teams are ${quoteList(teams, 'and')}`);
  return { code: 'scenario/unknown-team', message: `There is no team "${name}" at this table.`, path, notes: [hint] };
}

/** `name` is neither a seated player nor a team: an answer that may be either (805.3). */
export function notSeatedNorTeam(name: string, names: readonly string[], path: DocPath): JudgeProblem {
  const message = `"${name}" is neither a seated player nor a team at this table.`;
  return { code: 'scenario/unknown-player', message, path, notes: [nearest(name, names, 'the players and teams')] };
}

/** 'did you mean "Bianca"?', else every name the file has; never an empty list. */
function nearest(name: string, names: readonly string[], what: string): string {
  if (names.length === 0) return 'no player is seated; list the players under "seats"';
  return didYouMean(name, names) ?? `${what} are ${quoteList(names, 'and')}`;
}
