// skips: how many turns, steps or combat phases of one kind a player will skip, from the
// `skip` events (614.10). Two effects skip two (614.10a). Under shared team turns the team
// skips, and one effect makes it skip once however many of its players it names (805.8); the
// Magic Mittwoch house rules keep a skip to the player it names (their item 22). A skip is
// used up when the turn, step or phase it skips would have come (turn-effects-module.ts).
import { SKIPPABLE, type Skippable } from '../../core/scenario.js';
import { houseRuleName } from '../../table/house-rules.js';
import { teamOf } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import { inUnit, isPending, turnEffectsOf, type SkipEffect } from '../../table/turns/turn-effects.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { bothEditions, defineKind } from '../kind.js';
import { param } from '../param-types.js';
import { isProblem, readPlayerInGame } from '../params.js';

const NAMES: Record<Skippable, [string, string]> = {
  turn: ['turn', 'turns'],
  untap: ['untap step', 'untap steps'],
  upkeep: ['upkeep step', 'upkeep steps'],
  draw: ['draw step', 'draw steps'],
  combat: ['combat phase', 'combat phases'],
  end: ['end step', 'end steps'],
};

export const skipsKind = defineKind({
  ask: 'skips',
  summary: 'how many turns, or steps of one kind, a player will skip',
  shape: 'number',
  params: {
    player: param.player('the player who may skip'),
    what: param.choice('what is skipped: turn, untap, upkeep, draw, combat or end', SKIPPABLE),
  },
  cites: bothEditions(['614.10', '614.10a', '805.8', '501.1']),
  usesTable: true,
  answer(context) {
    const player = readPlayerInGame(context, 'player', 'so they skip nothing');
    if (isProblem(player)) return [player];
    const { table } = context;
    const what = context.params.what;
    const ex = context.explainer();
    const effects = (turnEffectsOf(table)?.skips ?? []).filter(
      (skip) => skip.what === what && (inUnit(table, skip.unit, player) || namesTeammate(table, skip, player)),
    );
    for (const skip of effects) explainSkip(ex, table, skip, player);
    const pending = effects.filter((skip) => isPending(skip) && inUnit(table, skip.unit, player));
    const [one, many] = NAMES[what];
    ex.step(
      pending.length === 0
        ? `No effect waits to make ${player} skip ${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`
        : pending.length === 1
          ? `${player} will skip the next ${one}`
          : `${player} will skip the next ${pending.length} ${many}, one for each effect`,
      pending.length > 1 ? ['614.10', '614.10a'] : ['614.10'],
    );
    return ex.answer(pending.length);
  },
});

/** An effect on a teammate that a house rule keeps to that teammate. */
const namesTeammate = (table: Table, skip: SkipEffect, player: string): boolean =>
  skip.house !== undefined && skip.named.some((named) => teamOf(table, named) === teamOf(table, player));

function explainSkip(ex: Explainer, table: Table, skip: SkipEffect, player: string): void {
  const [one] = NAMES[skip.what];
  const named = listNames(skip.named);
  if (skip.house) {
    const team = teamOf(table, skip.named[0]!);
    ex.step(
      `${houseRuleName(skip.house)}: ${skip.by} makes ${named} skip their next ${one} alone; the official rule ${skip.house.replaces.join(', ')} has team ${team} skip it`,
      ['614.10', ...skip.house.replaces],
      skip.what === 'turn' ? undefined : 'house-rule-22-steps',
    );
  } else if (skip.unit.kind === 'team') {
    const once = skip.named.length > 1 ? `; the one effect names ${named}, so the team skips it only once` : '';
    ex.step(
      `${skip.by} makes ${named} skip their next ${one}: under shared team turns team ${skip.unit.team} skips it${once}`,
      ['614.10', '805.8'],
    );
  } else ex.step(`${skip.by} makes ${named} skip their next ${one}`, ['614.10']);
  if (skip.usedAt !== undefined && inUnit(table, skip.unit, player))
    ex.step(
      skip.what === 'turn'
        ? `That turn has been skipped already (event ${skip.usedAt + 1})`
        : `That ${one} came in the turn ${skip.what === 'combat' || skip.what === 'end' ? 'that ended' : 'that began'} with event ${skip.usedAt + 1}, and was skipped`,
      skip.what === 'untap' || skip.what === 'upkeep' || skip.what === 'draw' ? ['614.10', '501.1'] : ['614.10'],
      skip.what === 'turn' ? undefined : 'skip-waits-for-next-turn',
    );
}
