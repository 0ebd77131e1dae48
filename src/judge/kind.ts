// What a question kind module is: the rules it may cite in each edition, and how it
// answers one question from the table. One module per kind, under kinds/.
import type { DocPath, EditionYear, Question, Scenario } from '../core/scenario.js';
import type { Table } from '../table/table-model.js';
import type { Answer, JudgeProblem } from '../core/answer.js';

export interface QuestionContext {
  scenario: Scenario;
  /** The table after the file's events. */
  table: Table;
  question: Question;
  /** ["questions", index]: problems about a parameter append its name. */
  path: DocPath;
}

export type KindResult = Answer | JudgeProblem[];

export interface JudgeKind {
  ask: string;
  /** Every rule number an answer of this kind may cite, per edition. A catalogue test checks them. */
  cites: Readonly<Record<EditionYear, readonly string[]>>;
  /** False when the answer does not depend on the table (seating, skips-first-draw). */
  usesTable: boolean;
  answer(context: QuestionContext): KindResult;
}

export const isProblems = (result: KindResult): result is JudgeProblem[] => Array.isArray(result);

/** The same rules in both editions. */
export const bothEditions = (rules: readonly string[]): Record<EditionYear, readonly string[]> => ({ '2011': rules, '2024': rules });
