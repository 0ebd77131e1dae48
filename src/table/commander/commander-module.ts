// Commander (903 in the 2026 rules): the commander damage each player was dealt earlier in
// the game (`commanderDamage`) and each commander's casts from the command zone
// (`commanderCasts`, and the castCommander events). The combat damage the events deal is the
// combat-damage module's; commander-damage.ts adds the two up.
import type { Scenario } from '../../core/scenario.js';
import { notSeated } from '../../core/unknown-names.js';
import { playerHasLeft } from '../events/event-problems.js';
import { getSlice, setSlice, type EventContext, type EventOf, type TableModule } from '../events/table-module.js';
import type { EventOutcome } from '../events/table-module.js';
import { findObject } from '../objects.js';
import { findPlayer, hasLeft, playerNames } from '../queries.js';
import type { Table, TableProblem } from '../table-model.js';

export interface CommanderSlice {
  /** Player → commander → the combat damage it dealt them before the events (903.10a). */
  earlier: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Commander → the indexes of the castCommander events that cast it. */
  casts: Readonly<Record<string, readonly number[]>>;
}

/**
 * A file without commander damage has no slice: commanderSlice reads the same empty one, and
 * the first castCommander sets it, so every other table's events copy one slice fewer.
 */
function init(scenario: Scenario, table: Table): { slice: CommanderSlice; problems: TableProblem[] } | undefined {
  if (scenario.commanderDamage === undefined) return undefined;
  const problems: TableProblem[] = [];
  for (const [player, byCommander] of Object.entries(scenario.commanderDamage ?? {})) {
    if (!findPlayer(table, player)) problems.push(notSeated(player, playerNames(table), ['commanderDamage', player]));
    for (const commander of Object.keys(byCommander))
      if (!findObject(table, commander)?.commander)
        problems.push(notACommander(commander, ['commanderDamage', player, commander]));
  }
  return { slice: { earlier: scenario.commanderDamage, casts: {} }, problems };
}

/** 903.8: a player may cast a commander they own from the command zone. */
function castCommander(table: Table, event: EventOf<'castCommander'>, { index }: EventContext): EventOutcome {
  const path = ['events', index, 'castCommander'];
  const commander = findObject(table, event.object);
  if (!commander?.commander) return { table, problems: [notACommander(event.object, path)] };
  if (hasLeft(table, commander.owner)) {
    const message = `${commander.owner}, who owns ${commander.name}, has left the game; nobody else may cast it from the command zone (903.8), and a player who has left casts nothing (800.4a).`;
    return { table, problems: [playerHasLeft(message, path, ['800.4a'])] };
  }
  const slice = commanderSlice(table);
  const casts = { ...slice.casts, [commander.name]: [...(slice.casts[commander.name] ?? []), index] };
  return { table: setSlice(table, commanderModule, { ...slice, casts }), problems: [] };
}

export const commanderSlice = (table: Table): CommanderSlice =>
  getSlice(table, commanderModule) ?? { earlier: {}, casts: {} };

export const commanderModule: TableModule<CommanderSlice> = {
  id: 'commander',
  init,
  on: { castCommander },
};

/** scenario/not-a-commander, for a scenario built by hand (the loader reports it in a file). */
function notACommander(name: string, path: (string | number)[]): TableProblem {
  return {
    code: 'scenario/not-a-commander',
    message: `"${name}" is not a commander of this file (an object with commander: true).`,
    path,
    notes: ['mark the object a commander with "commander: true"'],
  };
}
