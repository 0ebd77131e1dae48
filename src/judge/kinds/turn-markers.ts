// turn-markers: marker number → holder after the events. Markers are handed out from the
// starting player (807.4b) or given by the file, passed to the left as turns end (807.4c)
// and removed once designated (807.4g); a marker designated but not yet removed is listed.
import { designationsOf, isGone, markerAt, type MeleeState } from '../../table/grand-melee/state.js';
import type { TraceEntry } from '../../table/grand-melee/trace.js';
import { defineKind } from '../kind.js';
import { isProblem } from '../params.js';
import { explainMarkerOrigin, explainTrace, MARKER_CITES, markersNow, meleeOrProblem } from './turn-marker-steps.js';
import { isGrandMelee } from '../applies-to.js';

const MOVES: ReadonlySet<TraceEntry['kind']> = new Set(['pass', 'left', 'designate', 'remove', 'extra', 'end', 'skip']);

export const turnMarkersKind = defineKind({
  ask: 'turn-markers',
  summary: 'marker number → holder after the events (Grand Melee)',
  shape: 'mapping',
  params: {},
  cites: MARKER_CITES,
  usesTable: true,
  appliesTo: isGrandMelee,
  answer(context) {
    const s = meleeOrProblem(context);
    if (isProblem(s)) return [s];
    const ex = context.explainer();
    explainMarkerOrigin(ex, s);
    explainTrace(ex, s, (entry) => MOVES.has(entry.kind) && (entry.kind !== 'left' || entry.marker !== 0));
    const markers = markersNow(s);
    const value: Record<string, string> = {};
    for (const [marker, seat] of markers) value[String(marker)] = s.names[seat]!;
    const list = markers.map(([marker, seat]) => `${marker} ${s.names[seat]}${notes(s, marker, seat)}`).join(', ');
    ex.step(`After the events the markers are: ${list || 'none'}`, ['807.4c', '807.4g']);
    return ex.answer(value);
  },
});

function notes(s: MeleeState, marker: number, seat: number): string {
  const first = markerAt(s, seat);
  const parts = [
    ...(designationsOf(s, marker) > 0 ? ['designated for removal'] : []),
    ...(isGone(s, seat) ? ['whose turn goes on after leaving'] : []),
    ...(first !== marker ? [`waiting until the turn with marker ${first} is over`] : []),
  ];
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
