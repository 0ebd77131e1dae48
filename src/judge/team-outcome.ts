// Players who lose or draw along with others because of their team: in Two-Headed Giant
// a team loses as one (810.8a); an Emperor team loses or draws with its emperor (809.5b,
// 809.5c).
import type { Table } from '../table/table-model.js';
import { findPlayer, hasLeft, inGame, teamMembers, teamOf } from '../table/queries.js';
import { listNames } from './explain-range.js';
import type { Explainer } from './explainer.js';
import { isForbidden } from '../table/cant/prohibitions.js';

export function withTeams(ex: Explainer, table: Table, players: string[], outcome: 'lose' | 'draw'): string[] {
  const rule = teamRule(table, outcome);
  if (rule === undefined) return players;
  const carriers = players.filter(
    (name) => table.variant === 'two-headed-giant' || findPlayer(table, name)?.role === 'emperor',
  );
  const added = new Set<string>();
  for (const carrier of carriers) {
    const team = teamOf(table, carrier);
    if (team === undefined) continue;
    const others = teamMembers(table, team).filter(
      (name) => !hasLeft(table, name) && !players.includes(name) && !added.has(name),
    );
    const spared = outcome === 'lose' && table.variant === 'emperor' ? generalsWhoCantLose(table, others) : [];
    const mates = others.filter((name) => !spared.includes(name));
    if (mates.length > 0) {
      mates.forEach((name) => added.add(name));
      const text =
        outcome === 'lose'
          ? `${carrier}'s team ${team} loses with ${carrier}`
          : `The game is a draw for ${carrier}'s team ${team} too`;
      ex.step(`${text}: ${listNames(mates)}`, [rule]);
    }
    if (spared.length > 0)
      ex.step(
        `${listNames(spared)} can't lose the game, so ${spared.length === 1 ? "doesn't" : "don't"} lose with ${carrier}: the "can't" effect takes precedence`,
        ['809.5b', '101.2'],
        'general-who-cant-lose',
      );
  }
  const all = new Set([...players, ...added]);
  return inGame(table).filter((name) => all.has(name));
}

/**
 * An Emperor team loses with its emperor (809.5b), but a general who can't lose the game
 * doesn't: the "can't" effect takes precedence (101.2; general-who-cant-lose). In Two-Headed
 * Giant a player who can't lose keeps the whole team from losing (810.8a), so no such player
 * is ever among the teammates of a player who loses.
 */
function generalsWhoCantLose(table: Table, mates: string[]): string[] {
  return mates.filter((name) => isForbidden(table, name, 'lose'));
}

function teamRule(table: Table, outcome: 'lose' | 'draw'): string | undefined {
  if (table.variant === 'two-headed-giant' && outcome === 'lose') return '810.8a';
  if (table.variant === 'emperor') return outcome === 'lose' ? '809.5b' : '809.5c';
  return undefined;
}
