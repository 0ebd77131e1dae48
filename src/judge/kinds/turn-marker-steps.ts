// What the Grand Melee kinds share: the rules they may cite, the slice or a problem when
// the game has no turn markers, how the markers stood before the events, and the trace
// of what the events did, as steps.
import type { EditionYear } from '../../core/scenario.js';
import { renderEntry } from '../../table/grand-melee/explain.js';
import { meleeState } from '../../table/grand-melee/module.js';
import { markersNeeded, seatOfMarker, tracedEntries, type MeleeState } from '../../table/grand-melee/state.js';
import type { TraceEntry } from '../../table/grand-melee/trace.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import type { QuestionContext } from '../kind.js';
import type { JudgeProblem } from '../../core/answer.js';
import { notApplicable } from '../problems.js';

const MARKER_RULES = [
  '800.4a',
  '801.2c',
  '807.4',
  '807.4a',
  '807.4b',
  '807.4c',
  '807.4d',
  '807.4e',
  '807.4f',
  '807.4g',
  '807.4i',
  '807.4j',
  '614.10',
];

/**
 * Every rule the turn-marker steps may cite, per edition (a turn goes on after its player leaves:
 * 800.4g in 2011, 800.4j in 2024).
 */
export const MARKER_CITES: Readonly<Record<EditionYear, readonly string[]>> = {
  '2011': [...MARKER_RULES, '800.4g'],
  '2024': [...MARKER_RULES, '800.4j'],
};

export function meleeOrProblem(context: QuestionContext): MeleeState | JudgeProblem {
  return (
    meleeState(context.table) ??
    notApplicable(context, `${context.question.ask}: turn markers are used only in the Grand Melee variant (807.4).`, [
      '807.4',
    ])
  );
}

const markerList = (s: MeleeState, markers: readonly (readonly [number, number])[]): string =>
  markers.length === 0 ? 'none' : markers.map(([marker, seat]) => `${marker} ${s.names[seat]}`).join(', ');

/** How the markers stood before the events: handed out (807.4a, 807.4b) or as the file gives them. */
export function explainMarkerOrigin(ex: Explainer, s: MeleeState): void {
  const { origin } = s;
  if (origin.from === 'file') {
    ex.step(`turnMarkers gives the markers in play before the events: ${markerList(s, origin.markers)}`, ['807.4']);
    return;
  }
  const n = s.names.length;
  ex.step(
    `${n} players began the game: one turn marker for each full four players, ${markersNeeded(n)}`,
    ['807.4a'],
    n < 4 ? 'gm-last-marker' : undefined,
  );
  const first = s.names[origin.starting]!;
  ex.step(
    `${first} took the first turn of the game and got marker 1, and each player four seats further to the left the next one: ${markerList(s, origin.markers)}`,
    ['807.4b'],
  );
}

/** Who was taking a turn before the events, and who waited (807.4d). */
export function explainTurnOrigin(ex: Explainer, s: MeleeState): void {
  const { origin } = s;
  const holders = new Map(origin.markers);
  const taking = listNames(origin.taking.map((marker) => s.names[holders.get(marker)!]!));
  if (origin.listedActive)
    ex.step(`turn.active: ${taking} ${origin.taking.length === 1 ? 'is' : 'are'} taking a turn`, ['807.4']);
  else
    ex.step(
      `turn.active is not given: every holder with no marker in the three seats to their left is taking a turn: ${taking}`,
      ['807.4b', '807.4d'],
      'gm-default-active',
    );
  for (const [seat, blocker] of origin.waits) {
    ex.step(
      `${s.names[seat]} holds a marker but waits: ${s.names[blocker]}, within the three seats to ${s.names[seat]}'s left, holds one`,
      ['807.4d'],
    );
  }
}

/** The events' trace entries that `keep` selects, as steps. */
export function explainTrace(ex: Explainer, s: MeleeState, keep: (entry: TraceEntry) => boolean): number {
  let count = 0;
  for (const entry of tracedEntries(s)) {
    if (!keep(entry)) continue;
    const step = renderEntry(s, entry);
    if (!step) continue;
    ex.step(step.text, step.rules, step.reading);
    count++;
  }
  return count;
}

/** The markers in play now, by number: [marker, seat]. */
export function markersNow(s: MeleeState): [number, number][] {
  const markers: [number, number][] = [];
  for (let marker = 1; marker < s.seatOfMarker.length; marker++) {
    const seat = seatOfMarker(s, marker);
    if (seat >= 0) markers.push([marker, seat]);
  }
  return markers;
}
