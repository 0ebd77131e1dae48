// turn-marker-count: the markers the game has after the events, one for each full four
// players still in it (807.4a). A marker designated for removal still sits with a player
// taking a turn until that turn ends (807.4g); it is already left out of the count.
import { designationsOf, markersNeeded } from '../../table/grand-melee/state.js';
import { defineKind } from '../kind.js';
import { isProblem } from '../params.js';
import { MARKER_CITES, markersNow, meleeOrProblem } from './turn-marker-steps.js';
import { isGrandMelee } from '../applies-to.js';

export const turnMarkerCountKind = defineKind({
  ask: 'turn-marker-count',
  summary: 'turn markers in the game after the events (Grand Melee)',
  shape: 'number',
  params: {},
  cites: MARKER_CITES,
  usesTable: true,
  appliesTo: isGrandMelee,
  answer(context) {
    const s = meleeOrProblem(context);
    if (isProblem(s)) return [s];
    const ex = context.explainer();
    const count = markersNeeded(s.inGame);
    const reading = s.inGame < 4 ? 'gm-last-marker' : undefined;
    ex.step(
      `${s.inGame} players are in the game: one turn marker for each full four players, ${count}`,
      ['807.4a'],
      reading,
    );
    for (const [marker, seat] of markersNow(s)) {
      const times = designationsOf(s, marker);
      if (times === 0) continue;
      const holder = s.names[seat]!;
      const more =
        times > 1
          ? `; it was designated ${times} times, so the marker to its right will be designated ${times - 1} more`
          : '';
      ex.step(
        `Marker ${marker} is designated for removal and is not counted: ${holder} is taking a turn and it is removed when that turn ends${more}`,
        ['807.4e', '807.4g'],
      );
    }
    return ex.answer(count);
  },
});
