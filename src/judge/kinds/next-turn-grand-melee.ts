// The Grand Melee part of next-turn: several turns are in progress at once (807.4), so for
// each marker the answer says who would take the next turn with it if only its holder's
// turn ended now (table/grand-melee/next-turns.ts), and the answer is all of them.
import { renderEntry } from '../../table/grand-melee/explain.js';
import { nextTurnsByMarker, type MarkerNextTurn } from '../../table/grand-melee/next-turns.js';
import { isGone, type MeleeState } from '../../table/grand-melee/state.js';
import type { Table } from '../../table/table-model.js';
import { turnSkipsBySeat } from '../../table/turns/turn-skips.js';
import { listNames } from '../explain-range.js';
import type { Explainer } from '../explainer.js';
import type { KindResult } from '../kind.js';
import { explainTrace, explainTurnOrigin } from './turn-marker-steps.js';

export function nextTurnGrandMelee(ex: Explainer, table: Table, s: MeleeState): KindResult {
  explainTurnOrigin(ex, s);
  explainTrace(ex, s, (entry) => entry.kind !== 'count' && (entry.kind !== 'left' || entry.marker !== 0));
  ex.step(
    'Several turns are in progress at once; for each turn marker, the next turn with it is worked out as if only its holder ended their turn now',
    ['807.4'],
    'gm-next-turn-per-marker',
  );
  const players = new Set<string>();
  for (const next of nextTurnsByMarker(s, turnSkipsBySeat(table, s.seatIndex))) {
    explainMarker(ex, s, next);
    if (next.next >= 0) players.add(s.names[next.next]!);
  }
  const answer = s.names.filter((name) => players.has(name));
  ex.step(`The next turns, one with each marker: ${answer.length > 0 ? listNames(answer) : 'none'}`, ['807.4']);
  return ex.answer(answer);
}

function explainMarker(ex: Explainer, s: MeleeState, next: MarkerNextTurn): void {
  const holder = s.names[next.holder]!;
  const { marker } = next;
  if (next.how === 'waits') {
    ex.step(`${holder} holds marker ${marker} and waits to begin a turn: ${holder} takes the next turn with it`, [
      '807.4d',
    ]);
    return;
  }
  const ending = isGone(s, next.holder) ? `the turn ${holder} left during` : `${holder}'s turn`;
  const intro =
    next.how === 'second'
      ? `${holder} holds marker ${marker} behind the marker of the turn in progress; suppose ${ending} ended now`
      : next.how === 'skips'
        ? `${holder} waits with marker ${marker} but is to skip their next turn; suppose it would begin now`
        : `Marker ${marker}, held by ${holder}: suppose ${ending} ended now, the other turns going on`;
  ex.step(intro, next.how === 'skips' ? ['614.10'] : ['807.4c'], next.how === 'second' ? 'gm-two-markers' : undefined);
  // What happens to this marker; other holders woken by it are another marker's story.
  for (const entry of next.entries) {
    const about = 'marker' in entry ? entry.marker === marker : entry.kind === 'extra' && entry.seat === next.holder;
    const step = about ? renderEntry(s, entry) : undefined;
    if (step) ex.step(step.text, step.rules, step.reading);
  }
  if (next.next < 0) ex.step(`Marker ${marker} is removed: no one takes a turn with it`, ['807.4g']);
  else ex.step(`With marker ${marker}, the next turn is ${s.names[next.next]}'s`, ['807.4c']);
}
