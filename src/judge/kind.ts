// What a question kind is: one module that declares its name, its typed parameters, the
// shape of its answer, the rules it may cite in each edition, and how it answers. The
// catalogue (catalogue.ts) lists them; validation, the schema, `ask` and the README's list
// all read it.
import type { AnswerShape, Answer, JudgeProblem } from '../core/answer.js';
import type { DocPath, EditionYear, Question, Scenario } from '../core/scenario.js';
import type { Table } from '../table/table-model.js';
import type { Explainer } from './explainer.js';
import type { ParamDefs, ParamsOf } from './param-types.js';

export interface QuestionContext<P = object> {
  scenario: Scenario;
  /** The table after the file's events. */
  table: Table;
  question: Question;
  /** The question's parameters, checked against the kind's schemas. */
  params: P;
  /** ["questions", index]: problems about a parameter append its name. */
  path: DocPath;
  /** Collects the answer's steps, checking each cited rule against the kind's `cites`. */
  explainer(): Explainer;
}

export type KindResult = Answer | JudgeProblem[];

export interface QuestionKind<D extends ParamDefs = ParamDefs> {
  ask: string;
  /** One line for `ask`, the schema and the README. */
  summary: string;
  params: D;
  /** How the answer is compared with `expect`. */
  shape: AnswerShape;
  /** Every rule number an answer of this kind may cite, per edition. A catalogue test checks them. */
  cites: Readonly<Record<EditionYear, readonly string[]>>;
  /** False when the answer does not depend on the table (seating, skips-first-draw). */
  usesTable: boolean;
  /** Whether `ask` offers the kind at this table: where the variant and options make it meaningful. Absent: always. */
  offered?: (table: Table) => boolean;
  answer(context: QuestionContext<ParamsOf<D>>): KindResult;
}

/** Declares a kind, so that its answer function reads its parameters typed. */
export const defineKind = <D extends ParamDefs>(kind: QuestionKind<D>): QuestionKind<D> => kind;

export const isProblems = (result: KindResult): result is JudgeProblem[] => Array.isArray(result);

/** The same rules in both editions. */
export const bothEditions = (rules: readonly string[]): Record<EditionYear, readonly string[]> => ({
  '2011': rules,
  '2024': rules,
});
