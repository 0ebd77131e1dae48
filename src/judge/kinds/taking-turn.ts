// taking-turn: the players whose turn is in progress after the events. A holder waits while
// a marker is within the three seats to their left (807.4d); a player who left during their
// turn is not listed, though that turn goes on (800.4j; 800.4g in 2011).
import { isGone, isTaking } from '../../table/grand-melee/state.js';
import type { TraceEntry } from '../../table/grand-melee/trace.js';
import { turnGoesOnRule } from '../../table/grand-melee/explain.js';
import { listNames } from '../explain-range.js';
import { defineKind } from '../kind.js';
import { isProblem } from '../params.js';
import { explainTrace, explainTurnOrigin, MARKER_CITES, markersNow, meleeOrProblem } from './turn-marker-steps.js';
import { isGrandMelee } from '../applies-to.js';

const TURNS: ReadonlySet<TraceEntry['kind']> = new Set([
  'pass',
  'begin',
  'wait',
  'end',
  'left',
  'remove',
  'extra',
  'no-marker-turn',
]);

export const takingTurnKind = defineKind({
  ask: 'taking-turn',
  summary: 'players taking a turn after the events (Grand Melee)',
  shape: 'players',
  params: {},
  cites: MARKER_CITES,
  usesTable: true,
  appliesTo: isGrandMelee,
  answer(context) {
    const s = meleeOrProblem(context);
    if (isProblem(s)) return [s];
    const ex = context.explainer();
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
  },
});
