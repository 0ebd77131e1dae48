// What the turn-order kinds share outside Grand Melee: the rules they may cite, the slice
// or a refusal when the file does not say whose turn it is, and the events' notes as steps.
import type { EditionYear } from '../../core/scenario.js';
import type { JudgeProblem } from '../../core/answer.js';
import { houseRuleName } from '../../table/house-rules.js';
import { sharedTeamTurns, teamOf } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import {
  turnNotes,
  turnOrderOf,
  type CurrentTurn,
  type ExtraTurn,
  type TurnNote,
  type TurnOrderSlice,
} from '../../table/turns/turn-state.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import type { QuestionContext } from '../kind.js';
import { explainSkippedTurn } from './turn-skip-steps.js';

const COMMON = ['101.4', '102.1', '500.7', '805.4', '805.4a', '805.8', '614.10', '614.10a'];

/** Every rule the turn-order steps may cite, per edition. */
export const TURN_ORDER_CITES: Readonly<Record<EditionYear, readonly string[]>> = {
  '2011': [...COMMON, '800.4g'],
  '2024': [...COMMON, '800.4j', '800.4k'],
};

/** The turn order, or a refusal when neither the file nor an event says whose turn it is. */
export function turnOrderOrProblem(context: QuestionContext): TurnOrderSlice | JudgeProblem {
  const slice = turnOrderOf(context.table);
  if (slice?.current) return slice;
  return {
    code: 'question/turn-unknown',
    message: `${context.question.ask}: the file does not say whose turn it is: it lists no turn.active, and no event begins a turn.`,
    path: context.path,
    notes: ['name the player taking the current turn in turn.active'],
  };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const verb = (names: readonly string[], one: string, many: string): string => (names.length === 1 ? one : many);

/** Who takes a turn: "team Sun (Ann and Ben)" under shared team turns, else the player. */
function whose(table: Table, takers: readonly string[]): string {
  const team = takers[0] === undefined ? undefined : teamOf(table, takers[0]);
  if (!sharedTeamTurns(table) || team === undefined) return listNames(takers);
  return `team ${team} (${listNames(takers)})`;
}

/** Whom turn order goes on from: the player, or their team under shared team turns. */
export function anchorName(table: Table, anchor: string): string {
  const team = sharedTeamTurns(table) ? teamOf(table, anchor) : undefined;
  return team === undefined ? anchor : `team ${team}`;
}

function turnName(table: Table, turn: CurrentTurn): string {
  if (turn.kind === 'extra' && turn.extra) {
    const team =
      turn.extra.team !== undefined && !turn.extra.alone ? `team ${turn.extra.team}'s` : `${turn.extra.player}'s`;
    return `${team} extra turn`;
  }
  const team = sharedTeamTurns(table) ? teamOf(table, turn.anchor) : undefined;
  return team === undefined ? `${turn.anchor}'s turn` : `team ${team}'s turn`;
}

const goesOn = (edition: EditionYear): string => (edition === '2024' ? '800.4j' : '800.4g');

/** 800.4k (2024): a turn that a player who has left would begin doesn't begin; in 2011 a reading. */
function noTurnForLeft(ex: Explainer, text: string): void {
  if (ex.edition === '2024') ex.step(`${text} (800.4k)`, ['800.4k']);
  else
    ex.step(
      `${text}: a player who has left is no longer one of the players in the game (102.1)`,
      ['102.1'],
      'left-players-take-no-turns',
    );
}

/** An extra turn that doesn't begin: everyone who would take it has left. */
export function explainSkipped(ex: Explainer, turn: ExtraTurn): void {
  noTurnForLeft(
    ex,
    `Everyone who would take the extra turn an effect gave ${turn.player} has left the game, so it doesn't begin`,
  );
}

/** Players passed over in turn order: they have left. */
export function explainPassedOver(ex: Explainer, players: readonly string[]): void {
  noTurnForLeft(
    ex,
    `${listNames(players)} ${verb(players, 'has', 'have')} left the game, so ${verb(players, 'that player’s turn doesn’t', 'their turns don’t')} begin`,
  );
}

/** How the turn stood before the events. */
export function explainTurnStart(ex: Explainer, table: Table, active: readonly string[]): void {
  if (active.length === 0) return;
  if (sharedTeamTurns(table))
    ex.step(`turn.active: ${whose(table, active)} ${verb(active, 'is', 'are')} taking the turn`, ['805.4', '805.4a']);
  else ex.step(`turn.active: ${listNames(active)} is the active player, the player whose turn it is`, ['102.1']);
}

function explainExtra(ex: Explainer, turn: ExtraTurn): void {
  const after = 'added directly after the current turn';
  if (turn.alone) {
    ex.step(
      `An effect gives ${turn.player} an extra turn, ${after}; ${houseRuleName(turn.alone)}: ${turn.player} takes it alone, where the official rule ${turn.alone.replaces.join(', ')} gives it to team ${turn.team}`,
      ['500.7', ...turn.alone.replaces],
    );
  } else if (turn.team !== undefined)
    ex.step(`An effect gives ${turn.player} an extra turn, ${after}: ${turn.player}'s team ${turn.team} takes it`, [
      '500.7',
      '805.8',
    ]);
  else ex.step(`An effect gives ${turn.player} an extra turn, ${after}`, ['500.7']);
}

function explainBegan(
  ex: Explainer,
  table: Table,
  note: Extract<TurnNote, { kind: 'began' }>,
  ended: CurrentTurn | undefined,
): void {
  const { turn, takers } = note;
  if (takers.length === 0) {
    ex.step('No one is left in the game to take a turn', ['102.1']);
    return;
  }
  if (note.by === 'new-turn' && turn.kind === 'regular') {
    ex.step(
      `${whose(table, takers)} ${verb(takers, 'begins', 'begin')} a turn`,
      sharedTeamTurns(table) ? ['805.4'] : ['102.1'],
    );
    return;
  }
  if (turn.kind === 'extra' && turn.extra) {
    const extra = turn.extra;
    const rules = extra.alone
      ? ['500.7', ...extra.alone.replaces]
      : extra.team !== undefined
        ? ['500.7', '805.8']
        : ['500.7'];
    const given = extra.team !== undefined && !extra.alone ? `, the one an effect gave ${extra.player},` : '';
    ex.step(
      `${capitalise(turnName(table, turn))} begins${given} the most recently created extra turn waiting: ${listNames(takers)} ${verb(takers, 'takes', 'take')} it`,
      rules,
      teamTurnAfterLeaving(extra, takers),
    );
    return;
  }
  const rules = sharedTeamTurns(table) ? ['101.4', '805.4'] : ['101.4'];
  const from =
    ended?.kind === 'extra'
      ? `After the extra turns, turn order goes on from ${anchorName(table, ended.anchor)}, whose regular turn they followed`
      : 'Turn order goes on to the left';
  ex.step(
    `${from}: ${whose(table, takers)} ${verb(takers, 'takes', 'take')} the next turn`,
    ended?.kind === 'extra' ? ['500.7', ...rules] : rules,
  );
}

/** The reading when a team takes an extra turn given to a player of it who has since left. */
export function teamTurnAfterLeaving(extra: ExtraTurn, takers: readonly string[]): string | undefined {
  return extra.team !== undefined && !extra.alone && !takers.includes(extra.player)
    ? 'team-extra-turn-after-leaving'
    : undefined;
}

/** The events' notes as steps. */
export function explainTurnNotes(ex: Explainer, table: Table, slice: TurnOrderSlice): void {
  let ended: CurrentTurn | undefined;
  for (const note of turnNotes(slice)) {
    if (note.kind === 'ended') ended = note.turn;
    switch (note.kind) {
      case 'extra-given':
        explainExtra(ex, note.turn);
        break;
      case 'ended':
        explainEnded(ex, table, note);
        break;
      case 'skipped':
        explainSkipped(ex, note.turn);
        break;
      case 'turn-skipped':
        explainSkippedTurn(ex, table, note);
        break;
      case 'passed-over':
        explainPassedOver(ex, note.players);
        break;
      case 'began':
        explainBegan(ex, table, note, note.by === 'end' ? ended : undefined);
        break;
      case 'left-during':
        ex.step(
          `${listNames(note.players)} ${verb(note.players, 'leaves', 'leave')} the game during the turn, which goes on without them`,
          [goesOn(ex.edition)],
        );
        break;
    }
  }
}

function explainEnded(ex: Explainer, table: Table, note: Extract<TurnNote, { kind: 'ended' }>): void {
  ex.step(
    `${capitalise(turnName(table, note.turn))} ends (endTurn: ${note.player})`,
    note.turn.kind === 'extra' ? ['500.7'] : [],
  );
}
