// Players who lose or draw along with others because of their team: in Two-Headed Giant
// a team loses as one (810.8a); an Emperor team loses or draws with its emperor (809.5b,
// 809.5c).
import type { Table } from '../table/table-model.js';
import { findPlayer, hasLeft, inGame, teamMembers, teamOf } from '../table/queries.js';
import { listNames } from './explain-range.js';
import type { Explainer } from './explainer.js';

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
    const mates = teamMembers(table, team).filter(
      (name) => !hasLeft(table, name) && !players.includes(name) && !added.has(name),
    );
    if (mates.length === 0) continue;
    mates.forEach((name) => added.add(name));
    const text =
      outcome === 'lose'
        ? `${carrier}'s team ${team} loses with ${carrier}`
        : `The game is a draw for ${carrier}'s team ${team} too`;
    ex.step(`${text}: ${listNames(mates)}`, [rule]);
  }
  const all = new Set([...players, ...added]);
  return inGame(table).filter((name) => all.has(name));
}

function teamRule(table: Table, outcome: 'lose' | 'draw'): string | undefined {
  if (table.variant === 'two-headed-giant' && outcome === 'lose') return '810.8a';
  if (table.variant === 'emperor') return outcome === 'lose' ? '809.5b' : '809.5c';
  return undefined;
}
