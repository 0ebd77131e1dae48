// leave-game: what happens to each object when a player leaves the game (800.4a). The
// objects the player owns leave too; effects that give the player control end; what the
// player still controls is then exiled. In 2024 an object whose default controller has
// left is exiled when the effect that gave someone else control ends (800.4c). In
// Two-Headed Giant the team leaves with the player (810.8a, 810.8b); an emperor's team
// with the emperor (809.5b). Control is worked out in one place: table/objects.ts. Objects in
// every zone are in the answer (leave-game-zones.ts): a card an object exiled comes back, or
// stays in exile (610.3, 800.4d).
import { applyEvent } from '../../table/events/apply-events.js';
import { CORE_ONLY } from '../../table/events/core-events.js';
import type { Table } from '../../table/table-model.js';
import { leaveOutcome, objectState, type LeaveOutcome } from '../../table/objects.js';
import { listNames } from '../explain-range.js';
import { param } from '../param-types.js';
import { defineKind } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';
import { explainObjectOutcome } from './leave-game-steps.js';
import { zoneOutcome } from './leave-game-zones.js';
import { REACH_CITES } from './reach.js';
import { exileUntilInTable } from '../exile-until.js';

const COMMON = ['800.4a', '800.4b', '809.5b', '810.8a', '810.8b', '603.3a', '603.6c'];

export const leaveGameKind = defineKind({
  ask: 'leave-game',
  summary: 'what happens to each object when a player leaves',
  shape: 'mapping',
  params: { player: param.player('the player who leaves') },
  cites: {
    '2011': [...new Set([...COMMON, ...REACH_CITES['2011'], '800.4c'])],
    '2024': [...new Set([...COMMON, ...REACH_CITES['2024'], '800.4c', '800.4d', '610.3', '610.3c'])],
  },
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so nothing more happens when they leave');
    if (isProblem(player)) return [player];
    const { table } = context;
    const until = exileUntilInTable(table, context.path);
    if (until) return [until];
    const ex = context.explainer();
    const after = withDeparture(table, player);
    const leavers = after.leftThisTurn.filter((d) => d.player === player || d.with === player).map((d) => d.player);
    const along = after.leftThisTurn.filter((d) => d.with === player);
    if (along.length > 0) {
      const rule = along[0]!.rule ?? '810.8a';
      ex.step(
        `${listNames(along.map((d) => d.player))} ${along.length === 1 ? 'leaves' : 'leave'} the game with ${player}`,
        rule === '810.8a' ? ['810.8b', '810.8a'] : [rule],
      );
    }
    const outcomes: Record<string, LeaveOutcome> = {};
    const gone: string[] = [];
    for (const object of table.objects) {
      const before = objectState(table, object);
      if (!before.present) {
        gone.push(object.name);
        continue;
      }
      const zoned = zoneOutcome(ex, { table, after, leavers }, before);
      if (zoned !== undefined) {
        outcomes[object.name] = zoned;
        continue;
      }
      const afterState = objectState(after, object);
      outcomes[object.name] = leaveOutcome(before, afterState);
      explainObjectOutcome(ex, { table, after, leavers }, before, afterState);
    }
    if (gone.length > 0) {
      ex.step(
        `${listNames(gone)} ${gone.length === 1 ? 'is' : 'are'} already out of the game, so not in the answer`,
        ['800.4a'],
        'leave-game-objects-already-gone',
      );
    }
    if (table.objects.length === 0)
      ex.step(`The file names no objects; those ${player} owns would leave the game with ${player}`, ['800.4a']);
    return ex.answer(outcomes);
  },
});

/** The table as it would be once the player (and whoever leaves along with them) has left. */
function withDeparture(table: Table, player: string): Table {
  // Only the core module: the departure itself, with the team rules (810.8a, 809.5b).
  return applyEvent(table, { kind: 'leave', players: [player] }, table.leftThisTurn.length, CORE_ONLY).table;
}
