// What can-win, can-lose, can-gain-life and can-lose-life share: the player asked about, the
// "can't" effects in force that forbid them (table/cant/), one step for each, and the answer.
// Each kind adds the rules that let a player do it, and what follows when they can't.
import { prohibitionsOn, TEAM_RULE, type Forbidden } from '../../table/cant/prohibitions.js';
import { teamOf } from '../../table/queries.js';
import type { Table } from '../../table/table-model.js';
import { explainProhibitions, VERB } from '../explain-cant.js';
import type { Explainer } from '../explainer.js';
import type { KindResult, QuestionContext } from '../kind.js';
import { isProblem, readPlayerInGame } from '../params.js';

export interface CanSteps {
  /** The rules that let a player do it, cited when nothing forbids it. */
  allowedBy: string[];
  /** Steps after the prohibitions: what follows from them. */
  forbidden(ex: Explainer, table: Table, player: string): void;
}

const DOING: Readonly<Record<Forbidden, string>> = {
  win: 'winning the game',
  lose: 'losing the game',
  'gain-life': 'gaining life',
  'lose-life': 'losing life',
};

export function answerCan(
  context: QuestionContext<{ readonly player: string }>,
  what: Forbidden,
  steps: CanSteps,
): KindResult {
  const player = readPlayerInGame(context, 'player', `so nothing about the game can happen to them any more`);
  if (isProblem(player)) return [player];
  const { table } = context;
  const ex = context.explainer();
  const prohibitions = prohibitionsOn(table, player, what);
  if (prohibitions.length === 0) {
    // In Two-Headed Giant what a teammate can't do, the player can't either (810.8a, 810.9g, 810.9h).
    const team = table.variant === 'two-headed-giant' ? teamOf(table, player) : undefined;
    if (team === undefined) ex.step(`No "can't" effect in force keeps ${player} from ${DOING[what]}`, steps.allowedBy);
    else
      ex.step(
        `No "can't" effect in force keeps ${player} or a teammate from ${DOING[what]}, which team ${team} would share`,
        [...steps.allowedBy, TEAM_RULE[what]],
      );
    return ex.answer(true);
  }
  explainProhibitions(ex, table, player, what, prohibitions);
  ex.step(`So ${player} ${VERB[what]}: the "can't" effect takes precedence`, ['101.2']);
  steps.forbidden(ex, table, player);
  return ex.answer(false);
}
