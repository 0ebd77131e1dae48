// What the range-of-influence kinds of 801 share (can-target, can-activate, triggers,
// stays-attached, affected, can-deploy): reading a player or an object from the table,
// refusing a question asked for a player who has left, and one step saying whether a
// player, or an object through its controller (801.2d), is within a player's range, with
// the range that decides it. Without limited range every player is (801.1).
import type { JudgeProblem } from '../../core/answer.js';
import type { EditionYear, GameObject } from '../../core/scenario.js';
import { findObject } from '../../table/objects.js';
import {
  permanentState,
  stateReading,
  withinRange,
  type PermanentState,
} from '../../table/permanents/permanent-state.js';
import { uniquenessRules } from '../../table/permanents/uniqueness.js';
import { findPlayer, hasLeft, limitedRangeInUse, playerNames } from '../../table/queries.js';
import { rangeOfInfluence } from '../../table/range-of-influence.js';
import type { Table } from '../../table/table-model.js';
import { notSeatedNorObject } from '../../core/unknown-names.js';
import { explainRangeBrief, explainRangeSource, RANGE_CITES } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import type { QuestionContext } from '../kind.js';
import { playerHasLeft } from '../params.js';

/** The rules the steps below may cite, per edition; each kind adds its own. */
export const REACH_CITES: Readonly<Record<EditionYear, readonly string[]>> = {
  '2011': [
    ...RANGE_CITES,
    '109.2',
    '800.4a',
    '800.4b',
    '801.2d',
    '704.5n',
    '704.5p',
    '801.8',
    '801.9',
    ...uniquenessRules('2011').flatMap((rule) => rule.rules),
  ],
  '2024': [
    ...RANGE_CITES,
    '109.2',
    '800.4a',
    '800.4b',
    '800.4c',
    '801.2d',
    '704.5m',
    '704.5n',
    '801.8',
    '801.9',
    ...uniquenessRules('2024').flatMap((rule) => rule.rules),
  ],
};

export type Thing = { kind: 'player'; name: string } | { kind: 'object'; name: string; object: GameObject };

/** A parameter that names a player or an object of the file. */
export function readThing(
  context: QuestionContext,
  name: string,
  value: string,
  at: (string | number)[],
): Thing | JudgeProblem {
  if (findPlayer(context.table, value)) return { kind: 'player', name: value };
  const object = findObject(context.table, value);
  if (object) return { kind: 'object', name: value, object };
  const known = [...playerNames(context.table), ...context.table.objects.map((o) => o.name)];
  return notSeatedNorObject(value, known, [...context.path, name, ...at]);
}

/** A parameter that names an object of the file. */
export function readObject(context: QuestionContext, name: string, value: string): GameObject | JudgeProblem {
  const object = findObject(context.table, value);
  if (object) return object;
  const known = context.table.objects.map((o) => o.name);
  return { ...notSeatedNorObject(value, known, [...context.path, name]), code: 'scenario/unknown-object' };
}

/**
 * The object's controller now, if it is still on the battlefield; undefined (with a step)
 * when it left the game or went to a graveyard.
 */
export function controllerNow(ex: Explainer, table: Table, object: GameObject): string | undefined {
  const state = permanentState(table, object);
  ex.step(state.why, state.rules, stateReading(state));
  return state.present ? state.controller : undefined;
}

/**
 * Whether `whose` (a player) is within `player`'s range, with the steps that decide it:
 * where the range comes from and who is within it this turn (801.2, 801.2c), or that the
 * option is not in use (801.1).
 */
export function explainWithin(
  ex: Explainer,
  table: Table,
  player: string,
  whose: string,
  subject = whose,
  explained: Set<string> = new Set(),
): boolean {
  if (hasLeft(table, whose)) {
    ex.step(`${whose} has left the game and is in no one's range`, ['800.4a']);
    return false;
  }
  if (!limitedRangeInUse(table)) {
    if (!explained.has(player))
      ex.step(
        `The limited range of influence option is not in use, so every player still in the game is within ${player}'s range`,
        ['801.1'],
      );
    explained.add(player);
    return true;
  }
  // The range is said once for a player, however many things an answer checks against it.
  if (!explained.has(player)) {
    explainRangeSource(ex, table, player);
    explainRangeBrief(ex, rangeOfInfluence(table, player));
    explained.add(player);
  }
  const within = withinRange(table, player, whose);
  ex.step(
    `${subject} ${within ? 'is' : 'is not'} within ${player}'s range of influence`,
    subject === whose ? ['801.2'] : ['801.2d'],
  );
  return within;
}

/**
 * Where the object stands as a permanent (permanentState): on the battlefield with its
 * controller, or in a graveyard or another zone; or question/player-has-left when it left with
 * its owner, or was exiled with its controller (800.4a): the question was asked for a player
 * who has left.
 */
export function presentOrRefused(
  context: QuestionContext,
  name: string,
  object: GameObject,
): PermanentState | JudgeProblem {
  const state = permanentState(context.table, object);
  if (state.present || state.gone === 'graveyard' || state.gone === 'elsewhere') return state;
  const who = hasLeft(context.table, object.owner) ? object.owner : (object.controller ?? object.owner);
  return playerHasLeft(context, name, who, `so ${object.name} left the game too`);
}
