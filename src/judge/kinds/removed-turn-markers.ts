// removed-turn-markers: the markers the events removed or designated for removal, in
// ascending order (807.4e–g): departures that reduce the count designate the marker
// immediately to the right; a waiting holder's goes at once, a turn's when it ends.
import { getInt } from '../../table/grand-melee/int-trie.js';
import { TOUCHED } from '../../table/grand-melee/state.js';
import type { TraceEntry } from '../../table/grand-melee/trace.js';
import { defineKind } from '../kind.js';
import { isProblem } from '../params.js';
import { explainTrace, MARKER_CITES, meleeOrProblem } from './turn-marker-steps.js';
import { isGrandMelee } from '../applies-to.js';

const REMOVALS: ReadonlySet<TraceEntry['kind']> = new Set(['left', 'count', 'designate', 'remove']);

export const removedTurnMarkersKind = defineKind({
  ask: 'removed-turn-markers',
  summary: 'markers the events removed or designated for removal (Grand Melee)',
  shape: 'numbers',
  params: {},
  cites: MARKER_CITES,
  usesTable: true,
  appliesTo: isGrandMelee,
  answer(context) {
    const s = meleeOrProblem(context);
    if (isProblem(s)) return [s];
    const ex = context.explainer();
    const steps = explainTrace(ex, s, (entry) => REMOVALS.has(entry.kind));
    const removed: number[] = [];
    for (let marker = 1; marker < s.flags.length; marker++) if (getInt(s.flags, marker) & TOUCHED) removed.push(marker);
    if (steps === 0)
      ex.step('No player left the game during the events, so no marker was designated for removal', ['807.4e']);
    ex.step(
      removed.length === 0
        ? 'No marker was removed or designated for removal'
        : `Removed or designated for removal: ${removed.join(', ')}`,
      ['807.4e', '807.4g'],
    );
    return ex.answer(removed);
  },
});
