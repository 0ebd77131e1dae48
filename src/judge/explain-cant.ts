// Explanation steps for the "can't" effects in force (the object key `cant`): which object
// says what, whom it reaches (801.10), and where a Two-Headed Giant rule carries it to the
// team (810.8a, 810.9g, 810.9h). The "can't" effect takes precedence over whatever would let
// the thing happen (101.2).
import { CANT_MEANING, type Forbidden, type Prohibition } from '../table/cant/prohibitions.js';
import type { CantEffect } from '../table/cant/effects-in-force.js';
import { limitedRangeInUse, teamOf } from '../table/queries.js';
import type { Table } from '../table/table-model.js';
import type { Explainer } from './explainer.js';

/** Every rule the steps below may cite, in both editions. */
export const CANT_CITES = ['101.2', '102.3', '109.5', '801.10', '810.8a', '810.9g', '810.9h'] as const;

export const TEAM_CARRIES_READING = 'team-carries-cant';

export const VERB: Readonly<Record<Forbidden, string>> = {
  win: "can't win the game",
  lose: "can't lose the game",
  'gain-life': "can't gain life",
  'lose-life': "can't lose life",
};

/** "Platinum Angel (controlled by Ann)". */
export const sourceText = (effect: CantEffect): string => `${effect.object} (controlled by ${effect.controller})`;

/** Whom the words name: "Ann", "Ann's opponents", "players". */
export function namedText(effect: CantEffect): string {
  const whom = CANT_MEANING[effect.value].whom;
  return whom === 'you' ? effect.controller : whom === 'opponents' ? `${effect.controller}'s opponents` : 'players';
}

/** What the effect says, as a clause: "Platinum Angel (controlled by Ann) says Ann can't lose the game". */
export const saysText = (effect: CantEffect): string =>
  `${sourceText(effect)} says ${namedText(effect)} ${VERB[CANT_MEANING[effect.value].forbids]}`;

/** One step for each effect that forbids `player` to do `what`. */
export function explainProhibitions(
  ex: Explainer,
  table: Table,
  player: string,
  what: Forbidden,
  prohibitions: readonly Prohibition[],
): void {
  for (const prohibition of prohibitions) {
    const { text, rules, reading } = prohibitionText(table, player, what, prohibition);
    ex.step(text, rules, reading);
  }
}

export function prohibitionText(
  table: Table,
  player: string,
  what: Forbidden,
  { effect, reaches, teamRule }: Prohibition,
): { text: string; rules: string[]; reading?: string } {
  const whom = CANT_MEANING[effect.value].whom;
  // 109.5: "you" on an object is its controller.
  const rules = whom === 'you' ? ['109.5', '101.2'] : ['101.2'];
  let text = saysText(effect);
  if (whom !== 'you') {
    const range = limitedRangeInUse(table) ? ` within ${effect.controller}'s range of influence` : '';
    text += `, and ${reaches} is ${whom === 'opponents' ? 'one of them' : 'a player'}${range}`;
    if (whom === 'opponents') rules.push('102.3');
    if (range) rules.push('801.10');
  }
  if (teamRule !== undefined) {
    const team = teamOf(table, player);
    const carried =
      what === 'win' || what === 'lose'
        ? `team ${team} ${VERB[what]}`
        : `no player on team ${team} ${VERB[what].replace("can't", 'can')}`;
    text += `; ${reaches} is on ${player}'s team, so ${carried}`;
    rules.push(teamRule);
    // Under limited range the rule, not the effect, reaches the teammate (team-carries-cant).
    if (limitedRangeInUse(table)) return { text, rules, reading: TEAM_CARRIES_READING };
  }
  return { text, rules };
}
