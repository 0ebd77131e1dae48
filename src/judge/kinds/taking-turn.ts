// taking-turn: the players whose turn is in progress after the events, in every variant.
// Grand Melee: the marker holders whose turn has begun (a holder waits while a marker is
// within the three seats to their left, 807.4d). Elsewhere: the active player, or the
// active team's players under shared team turns (805.4), or whoever takes the extra turn
// (500.7, 805.8). A player who left during their turn is not listed, though that turn goes
// on (800.4j; 800.4g in 2011).
import { isGone, isTaking } from '../../table/grand-melee/state.js';
import type { TraceEntry } from '../../table/grand-melee/trace.js';
import { turnGoesOnRule } from '../../table/grand-melee/explain.js';
import { meleeState } from '../../table/grand-melee/slice.js';
import { activePlayers, sharedTeamTurns } from '../../table/queries.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import { defineKind, type KindResult, type QuestionContext } from '../kind.js';
import { isProblem } from '../params.js';
import { explainTrace, explainTurnOrigin, MARKER_CITES, markersNow } from './turn-marker-steps.js';
import { explainTurnNotes, explainTurnStart, TURN_ORDER_CITES, turnOrderOrProblem } from './turn-order-steps.js';
import type { MeleeState } from '../../table/grand-melee/state.js';

const TURNS: ReadonlySet<TraceEntry['kind']> = new Set([
  'pass',
  'begin',
  'wait',
  'end',
  'left',
  'remove',
  'extra',
  'no-marker-turn',
  'skip',
]);

export const takingTurnKind = defineKind({
  ask: 'taking-turn',
  summary: 'players taking a turn after the events',
  shape: 'players',
  params: {},
  cites: {
    '2011': [...new Set([...MARKER_CITES['2011'], ...TURN_ORDER_CITES['2011']])],
    '2024': [...new Set([...MARKER_CITES['2024'], ...TURN_ORDER_CITES['2024']])],
  },
  usesTable: true,
  answer(context) {
    const s = meleeState(context.table);
    return s ? grandMelee(context.explainer(), s) : turnOrder(context);
  },
});

function turnOrder(context: QuestionContext): KindResult {
  const slice = turnOrderOrProblem(context);
  if (isProblem(slice)) return [slice];
  const { table } = context;
  const ex = context.explainer();
  explainTurnStart(ex, table, context.scenario.turn.active);
  explainTurnNotes(ex, table, slice);
  const players = activePlayers(table);
  if (players.length === 0)
    ex.step('No one is taking a turn: the turn goes on without an active player', [
      ex.edition === '2024' ? '800.4j' : '800.4g',
    ]);
  else ex.step(`Taking a turn after the events: ${listNames(players)}`, sharedTeamTurns(table) ? ['805.4'] : ['102.1']);
  return ex.answer(players);
}

function grandMelee(ex: Explainer, s: MeleeState): KindResult {
  explainTurnOrigin(ex, s);
  explainTrace(ex, s, (entry) => TURNS.has(entry.kind) && (entry.kind !== 'left' || entry.marker !== 0));
  const taking = markersNow(s).filter(([marker]) => isTaking(s, marker));
  const players = taking.filter(([, seat]) => !isGone(s, seat)).map(([, seat]) => s.names[seat]!);
  for (const [marker, seat] of taking.filter(([, at]) => isGone(s, at))) {
    ex.step(
      `${s.names[seat]} has left the game; the turn with marker ${marker} goes on without an active player and ${s.names[seat]} is not listed`,
      [turnGoesOnRule(s)],
    );
  }
  ex.step(`Taking a turn after the events: ${listNames(players)}`, ['807.4', '807.4d']);
  return ex.answer(players);
}
