// The steps for a turn that skip effects skip (614.10): a whole turn, a team's under shared
// team turns (805.8), or, under a house rule that keeps a skip to one player, that player's
// part in the team's turn.
import { houseRuleName } from '../../table/house-rules.js';
import { teamOf } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import type { SkippedTurn } from '../../table/turns/turn-state.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';

const effects = (turn: SkippedTurn): string => listNames([...new Set(turn.used.map((skip) => skip.by))]);

export function explainSkippedTurn(ex: Explainer, table: Table, turn: SkippedTurn): void {
  const players = listNames(turn.players);
  const which = turn.extra ? `the extra turn an effect gave ${turn.extra.player}` : 'the turn';
  const house = turn.used.find((skip) => skip.house)?.house;
  if (house) {
    const team = teamOf(table, turn.players[0]!);
    ex.step(
      `${houseRuleName(house)}: ${effects(turn)} makes ${players} skip ${which} alone; ${players} ${turn.players.length === 1 ? 'takes' : 'take'} no part in it and ${turn.players.length === 1 ? 'is a nonactive player' : 'are nonactive players'}${turn.whole ? ', and no one is left to take it' : ''}. The official rule ${house.replaces.join(', ')} has team ${team} skip it`,
      ['614.10', ...house.replaces],
      turn.extra ? 'skip-applies-to-extra-turn' : undefined,
    );
    return;
  }
  const used = turn.used[0];
  if (used?.unit.kind === 'team') {
    const once = used.named.length > 1 ? `, once, though the one effect names ${listNames(used.named)}` : '';
    ex.step(
      `${used.by} makes ${listNames(used.named)} skip their next turn: under shared team turns team ${used.unit.team} skips ${which}${once}`,
      ['614.10', '805.8'],
      turn.extra ? 'skip-applies-to-extra-turn' : undefined,
    );
    return;
  }
  ex.step(
    `${effects(turn)} makes ${players} skip their next turn: ${which} is skipped`,
    ['614.10'],
    turn.extra ? 'skip-applies-to-extra-turn' : undefined,
  );
}
