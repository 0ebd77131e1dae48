// What the judge returns: answers that cite rules by number, and problems found while
// answering (an undecided option, an impossible table) located by a path into the file.
import type { DocPath } from './scenario.js';

/** How an answer is compared with `expect` (scenario-format.md, "How an answer is compared"). */
export type AnswerShape =
  | 'players' // a set of names, order ignored
  | 'objects' // a set of object names, order ignored
  | 'names' // a set of player and object names, order ignored
  | 'seating' // an ordered list, compared from any starting seat, in the direction written
  | 'numbers' // an ascending list of numbers, compared in order
  | 'number'
  | 'boolean'
  | 'name' // a player's name
  | 'player-or-team' // a player's name, or a team's where a team takes the turn
  | 'mapping' // compared key by key
  | 'holder'; // who has a designation: a player's name, "none", or the set of players who may (compared as a set)

/** One step of reasoning, e.g. "Bianca sits 1 seat from Alex" resting on 801.2. */
export interface Step {
  text: string;
  /** Rule numbers in the scenario's edition. */
  rules: string[];
  /** Set when a documented reading of an open rule was applied (see the user documentation). */
  reading?: string;
}

export interface Answer {
  value: unknown;
  shape: AnswerShape;
  /** Every rule number the answer rests on, in the scenario's edition, in order of first use. */
  citations: string[];
  explanation: Step[];
  /**
   * Under an imported edition: the number in the 2024 rules → the number in that edition,
   * for each rule the answer cites that moved (724.1 → 726.1).
   */
  renumbered?: Record<string, string>;
}

export interface JudgeProblem {
  /** Stable code, e.g. "judge/undecided-option", "table/markers-too-close". */
  code: string;
  message: string;
  /** Where in the file the problem lies. */
  path: DocPath;
  notes?: string[];
  /** Rules the message rests on. */
  rules?: string[];
}

export interface QuestionOutcome {
  index: number;
  id?: string;
  ask: string;
  answer?: Answer;
  problems: JudgeProblem[];
  /** Set when the question was refused because the table or an event is one the rules do not allow. */
  byTable?: boolean;
}
