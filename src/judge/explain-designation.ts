// The answer of `monarch` and `initiative` (724 and 725 in the 2026 rules): who has the
// designation after the events, a step for each thing that happened to it, and the answer: a
// name, "none", or the players who may have it where 724.4's "the active player" is one of
// several (designation-several-active).
import type { JudgeProblem } from '../core/answer.js';
import type { Designation, DesignationNote, LeavePassing } from '../table/designations/designation-state.js';
import { designationState } from '../table/designations/designations-module.js';
import { sharedTeamTurns } from '../table/queries.js';
import type { Table } from '../table/table-model.js';
import { listNames } from './explain-range.js';
import type { Explainer } from './explainer.js';
import type { KindResult, QuestionContext } from './kind.js';
import { DESIGNATION_RULES } from './rules-2026.js';

export const DESIGNATION_READINGS = {
  trigger: 'designation-trigger-resolves',
  several: 'designation-several-active',
  next: 'designation-next-in-turn-order',
} as const;

/** The plain rules the steps cite besides 724 and 725: who the active players are (805.4a, 807.4). */
export const DESIGNATION_CITES = ['805.4a', '807.4'] as const;

interface Words {
  /** "the monarch", "the player with the initiative". */
  holder: string;
  /** "become the monarch", "becomes the monarch". */
  takes: string;
  takes3: string;
  /** "is the monarch", "was the monarch". */
  has: string;
  had: string;
  /** "no longer is", "no longer has it". */
  lost: string;
}

const WORDS: Record<Designation, Words> = {
  monarch: {
    holder: 'the monarch',
    takes: 'become the monarch',
    takes3: 'becomes the monarch',
    has: 'is the monarch',
    had: 'was the monarch',
    lost: 'no longer is',
  },
  initiative: {
    holder: 'the player with the initiative',
    takes: 'take the initiative',
    takes3: 'takes the initiative',
    has: 'has the initiative',
    had: 'had the initiative',
    lost: 'no longer has it',
  },
};

export function answerDesignation(context: QuestionContext, designation: Designation): KindResult {
  const { table } = context;
  const state = designationState(table, designation);
  const rules = DESIGNATION_RULES[designation];
  const words = WORDS[designation];
  if (state.unknown) return [turnUnknown(context, designation, state.unknown.event)];
  const ex = context.explainer();
  for (const note of state.notes) explainNote(ex, table, designation, note);
  const holders = state.holders;
  if (holders.length === 0) {
    const never = state.notes.length === 0;
    ex.step(
      never
        ? `Nobody ${words.has}: no effect has made a player ${designation === 'monarch' ? 'the monarch' : 'take the initiative'}`
        : `Nobody ${words.has} after the events`,
      [never ? rules.none : rules.leaves],
    );
    return ex.answer('none');
  }
  if (holders.length === 1) {
    ex.step(`${holders[0]} ${words.has} after the events`, [rules.one]);
    return ex.answer(holders[0]);
  }
  ex.step(
    `One of ${listNames(holders)} ${words.has} after the events: the file does not say which of the active players it went to`,
    [rules.leaves],
    DESIGNATION_READINGS.several,
  );
  return ex.answer([...holders]);
}

function explainNote(ex: Explainer, table: Table, designation: Designation, note: DesignationNote): void {
  const rules = DESIGNATION_RULES[designation];
  const words = WORDS[designation];
  switch (note.kind) {
    case 'file':
      ex.step(`${note.holder} ${words.has} as the turn begins (${designation} in the file)`, [rules.one]);
      return;
    case 'became': {
      const [again, rule]: [string, string] =
        designation === 'initiative'
          ? [
              'takes the initiative again: there is still one initiative, and it stays with them',
              DESIGNATION_RULES.initiative.again,
            ]
          : ['becomes the monarch again: there is still one monarch, and it stays with them', rules.one];
      const event = `Event ${note.event + 1}: ${note.player}`;
      const others = note.before.filter((player) => player !== note.player);
      if (note.again) ex.step(`${event} ${again}`, [rule]);
      else if (others.length === 0) ex.step(`${event} ${words.takes3}`, [rules.one]);
      else
        ex.step(
          `${event} ${words.takes3}, and ${listNames(others)} ${words.lost}: only one player ${words.has} at a time`,
          [rules.one],
        );
      return;
    }
    case 'combat':
      ex.step(
        `Event ${note.event + 1}: ${note.creature} deals combat damage to ${note.player}${ifHeld(note.before, note.player, words)}: its controller ${note.controller} ${words.takes3} (the inherent triggered ability, taken to resolve at once)`,
        [rules.combat],
        DESIGNATION_READINGS.trigger,
      );
      return;
    case 'left':
      explainLeaving(ex, table, designation, note);
  }
}

/** ", the monarch" where that player had it, " (if Alex was the monarch)" where one of several may have. */
function ifHeld(before: readonly string[], player: string, words: Words): string {
  return before.length === 1 ? `, ${words.holder}` : ` (if ${player} ${words.had})`;
}

function explainLeaving(
  ex: Explainer,
  table: Table,
  designation: Designation,
  note: DesignationNote & { kind: 'left' },
): void {
  const rules = DESIGNATION_RULES[designation];
  const words = WORDS[designation];
  const sure = note.before.length === 1;
  const who = sure ? `${note.players[0]}, ${words.holder},` : listNames(note.players);
  const leaves = `Event ${note.event + 1}: ${who} ${note.players.length === 1 ? 'leaves' : 'leave'} the game${sure ? '' : ` (if ${listNames(note.players)} ${words.had})`}`;
  const passed: LeavePassing = note.passed;
  switch (passed.how) {
    case 'active':
      if (passed.takers.length === 1) {
        ex.step(`${leaves}: the active player, ${passed.takers[0]}, ${words.takes3} at the same time`, [rules.leaves]);
        return;
      }
      ex.step(
        `${leaves}: "the active player" ${words.takes3} at the same time, and ${listNames(passed.takers)} are each an active player, ${activeWhy(table)}: any of them may ${words.takes}`,
        [rules.leaves, activeRule(table)],
        DESIGNATION_READINGS.several,
      );
      return;
    case 'next': {
      const none = passed.after.every((player) => note.players.includes(player))
        ? `the active player ${passed.after.length === 1 ? 'is' : 'are'} leaving`
        : 'no active player is left in the game';
      ex.step(
        `${leaves}, and ${none}: the next player in turn order after ${listNames(passed.after)} still in the game, ${listNames(passed.takers)}, ${passed.takers.length === 1 ? words.takes3 : `may ${words.takes}`}`,
        [rules.leaves],
        DESIGNATION_READINGS.next,
      );
      return;
    }
    case 'nobody':
      ex.step(`${leaves}, and no player still in the game can ${words.takes}`, [rules.leaves]);
      return;
    case 'turn-unknown':
      return;
  }
}

/** Who the active players are: the active team's (805.4a), the turn-marker holders' (807.4). */
const activeRule = (table: Table): string => (sharedTeamTurns(table) ? '805.4a' : '807.4');

const activeWhy = (table: Table): string =>
  sharedTeamTurns(table) ? 'a player of the active team' : 'taking a turn with a turn marker';

/** question/turn-unknown: the holder left, and the file does not say whose turn it was. */
function turnUnknown(context: QuestionContext, designation: Designation, event: number): JudgeProblem {
  const words = WORDS[designation];
  return {
    code: 'question/turn-unknown',
    message: `${context.question.ask}: ${words.holder} leaves in event ${event + 1}, and the file does not say whose turn it is: the active player ${words.takes3} then, or the next player in turn order.`,
    path: context.path,
    notes: ['name the player taking the current turn in turn.active'],
    rules: [DESIGNATION_RULES[designation].leaves],
  };
}
