// The turn-effects table module: `skip` and `controlNextTurn` events create the effects
// (turn-effects.ts), and the turns the other events begin and end use them up. It runs after
// the turn order and the Grand Melee markers, and reads what they did in this event: the
// turn order's notes, the markers' trace. They decide which turns are skipped (614.10a: a
// skip waits for the next occurrence); this module records it.
import type { DocPath } from '../../core/scenario.js';
import { notSeated } from '../../core/unknown-names.js';
import { namedTwice, playerHasLeft } from '../events/event-problems.js';
import {
  setSlice,
  unchanged,
  type EventContext,
  type EventOf,
  type EventOutcome,
  type TableModule,
} from '../events/table-module.js';
import { findPlayer, hasLeft, playerNames, teamMembers } from '../queries.js';
import type { Table, TableProblem } from '../table-model.js';
import { turnsOfEvent, type EventTurns } from './event-turns.js';
import {
  controllerOf,
  inUnit,
  isPending,
  TURN_EFFECTS_ID,
  turnEffectsOf,
  unitFor,
  unitKey,
  type ControlEffect,
  type SkipEffect,
  type TurnEffectsSlice,
} from './turn-effects.js';

export const turnEffectsModule: TableModule<TurnEffectsSlice> = {
  id: TURN_EFFECTS_ID,
  on: { skip, controlNextTurn, endTurn: observe, newTurn: observe, leave },
};

const EMPTY: TurnEffectsSlice = { skips: [], controls: [] };

function checkNames(table: Table, names: readonly string[], path: DocPath): TableProblem[] {
  return names.flatMap((name, i): TableProblem[] => {
    const at = names.length > 1 ? [...path, i] : path;
    if (names.indexOf(name) < i) return [namedTwice(name, at)];
    if (!findPlayer(table, name)) return [notSeated(name, playerNames(table), at)];
    if (!hasLeft(table, name)) return [];
    const message = `${name} has left the game; no effect makes them skip or take a turn any more (800.4a).`;
    return [playerHasLeft(message, at, ['800.4a'])];
  });
}

/** 614.10, 805.8: one effect makes each unit skip once, however many of its players it names. */
function skip(table: Table, event: EventOf<'skip'>, { index }: EventContext): EventOutcome {
  const problems = checkNames(table, event.players, ['events', index, 'skip', 'player']);
  if (problems.length > 0) return { table, problems };
  let skips = [...(turnEffectsOf(table) ?? EMPTY).skips];
  for (const player of event.players) {
    const { unit, house } = unitFor(table, player, 'skippedTurnRecipient');
    const same = skips.findIndex(
      (s) => s.by === event.by && s.what === event.what && unitKey(s.unit) === unitKey(unit),
    );
    if (same >= 0) {
      const effect = skips[same]!;
      skips[same] = { ...effect, named: effect.named.includes(player) ? effect.named : [...effect.named, player] };
      continue;
    }
    const effect: SkipEffect = { by: event.by, what: event.what, event: index, unit, named: [player], inTurn: false };
    skips = [...skips, house ? { ...effect, house } : effect];
  }
  return { table: setSlice(table, turnEffectsModule, { ...(turnEffectsOf(table) ?? EMPTY), skips }), problems: [] };
}

/** 720.1 (711.1 in 2011); 805.8: the control reaches the affected player's team. */
function controlNextTurn(table: Table, event: EventOf<'controlNextTurn'>, { index }: EventContext): EventOutcome {
  const path = ['events', index, 'controlNextTurn'];
  const problems = [
    ...checkNames(table, [event.player], [...path, 'player']),
    ...checkNames(table, [event.of], [...path, 'of']),
  ];
  if (problems.length > 0) return { table, problems };
  const slice = turnEffectsOf(table) ?? EMPTY;
  const { unit, house } = unitFor(table, event.of, 'controlledTurnScope');
  const same = slice.controls.findIndex((c) => c.by === event.by && unitKey(c.unit) === unitKey(unit));
  const controls = [...slice.controls];
  if (same >= 0) {
    const effect = controls[same]!;
    controls[same] = { ...effect, of: effect.of.includes(event.of) ? effect.of : [...effect.of, event.of] };
  } else {
    const effect: ControlEffect = { by: event.by, event: index, player: event.player, of: [event.of], unit };
    controls.push(house ? { ...effect, house } : effect);
  }
  return { table: setSlice(table, turnEffectsModule, { ...slice, controls }), problems: [] };
}

/**
 * 800.4a: effects that give a player who leaves control of players end. A controlled player
 * who leaves takes no turn; a team is controlled as long as one of its players is in the game.
 */
function leave(table: Table, event: EventOf<'leave'>, context: EventContext): EventOutcome {
  const slice = turnEffectsOf(table);
  if (!slice) return unchanged(table);
  const controls = slice.controls.map((effect) => {
    if (effect.endedAt !== undefined) return effect;
    const gone = hasLeft(table, controllerOf(table, effect).player) || unitGone(table, effect);
    return gone ? { ...effect, endedAt: context.index } : effect;
  });
  return observe(setSlice(table, turnEffectsModule, { ...slice, controls }), event, context);
}

function unitGone(table: Table, effect: ControlEffect): boolean {
  const members = effect.unit.kind === 'team' ? teamMembers(table, effect.unit.team) : [effect.unit.player];
  return members.every((member) => hasLeft(table, member));
}

/** What the event's turns did to the effects: in the order the turns ended, were skipped and began. */
function observe(table: Table, _event: unknown, context: EventContext): EventOutcome {
  const slice = turnEffectsOf(table);
  if (!slice) return unchanged(table);
  let next = slice;
  for (const turn of turnsOfEvent(table, context)) next = applyTurn(table, next, turn, context.index);
  return next === slice ? unchanged(table) : { table: setSlice(table, turnEffectsModule, next), problems: [] };
}

function applyTurn(table: Table, slice: TurnEffectsSlice, turn: EventTurns, event: number): TurnEffectsSlice {
  const takesPart = (unit: SkipEffect['unit']) => turn.players.some((p) => inUnit(table, unit, p));
  switch (turn.kind) {
    case 'skipped':
      return { ...slice, skips: slice.skips.map((s) => (turn.used.includes(s) ? { ...s, usedAt: event } : s)) };
    case 'ended':
      return {
        skips: slice.skips.map((s) => (isPending(s) && s.inTurn && takesPart(s.unit) ? { ...s, usedAt: event } : s)),
        controls: slice.controls.map((c) =>
          c.beganAt !== undefined && c.endedAt === undefined && takesPart(c.unit) ? { ...c, endedAt: event } : c,
        ),
      };
    case 'began':
      return {
        skips: stepsOfTurn(slice.skips, takesPart, event),
        controls: slice.controls.map((c) =>
          c.beganAt === undefined && c.endedAt === undefined && c.event < event && takesPart(c.unit)
            ? { ...c, beganAt: event }
            : c,
        ),
      };
  }
}

/**
 * A turn that begins has one step of each kind: the first skip of each kind waiting for a
 * player taking part is used (untap, upkeep and draw come first, 501.1) or waits for the
 * turn's end (combat, end), where the events do not say whether the turn has reached them.
 */
function stepsOfTurn(
  skips: readonly SkipEffect[],
  takesPart: (unit: SkipEffect['unit']) => boolean,
  event: number,
): SkipEffect[] {
  const seen = new Set<string>();
  return skips.map((s) => {
    if (!isPending(s) || s.what === 'turn' || s.inTurn || s.event >= event || !takesPart(s.unit)) return s;
    const key = `${s.what}|${unitKey(s.unit)}`;
    if (seen.has(key)) return s;
    seen.add(key);
    return s.what === 'combat' || s.what === 'end' ? { ...s, inTurn: true } : { ...s, usedAt: event };
  });
}
