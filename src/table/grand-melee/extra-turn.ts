// Who takes an extra turn in Grand Melee, and when (807.4i, 807.4j): for the extra-turn
// question. The answer is the player alone; the steps say whether the marker stays, the
// turn waits for room on the left, or it comes immediately before the player's next turn.
// The steps cite only 801.2c and 807.4–807.4j, the same numbers in 2011 and 2024.
import type { JudgeProblem, Step } from '../../core/answer.js';
import type { Table } from '../table-model.js';
import { renderEntry } from './explain.js';
import { meleeState } from './module.js';
import { designationsOf, isTaking, markerAt, markerWithinThree, tracedEntries, type MeleeState } from './state.js';
import type { TraceEntry } from './trace.js';
import { notSeated } from '../../core/unknown-names.js';

export function grandMeleeExtraTurn(
  table: Table,
  player: string,
): { players: string[]; steps: Step[] } | JudgeProblem[] {
  const s = meleeState(table);
  const seat = s?.seatIndex.get(player);
  if (!s) {
    return [
      {
        code: 'question/not-applicable',
        message: 'Turn markers decide extra turns only in Grand Melee (807.4i, 807.4j).',
        path: ['variant'],
        rules: ['807.4i', '807.4j'],
      },
    ];
  }
  if (seat === undefined) return [notSeated(player, s.names, [])];
  const steps: Step[] = [];
  for (const entry of tracedEntries(s)) {
    if (!concerns(s, entry, seat)) continue;
    const rendered = renderEntry(s, entry);
    if (rendered) steps.push(rendered);
  }
  steps.push(...(steps.length > 0 ? whereItStands(s, seat) : ifGivenNow(s, seat)));
  return { players: [player], steps };
}

/** The trace entries about this player's extra turns and the marker they take them with. */
function concerns(s: MeleeState, entry: TraceEntry, seat: number): boolean {
  switch (entry.kind) {
    case 'extra':
      return entry.seat === seat && entry.outcome !== 'departed';
    case 'begin':
      return entry.seat === seat && entry.turn !== 'normal';
    case 'wait':
      return entry.seat === seat && entry.extra;
    case 'skip':
      return entry.seat === seat && entry.turn === 'extra';
    case 'pass':
      return entry.from === seat && entry.cause === 'extra-right';
    case 'designate':
    case 'remove':
      return entry.seat === seat && s.extra.has(seat);
    default:
      return false;
  }
}

function whereItStands(s: MeleeState, seat: number): Step[] {
  const who = s.names[seat]!;
  switch (s.extra.get(seat)?.state) {
    case 'after-current':
      return [
        {
          text: `${who} takes the extra turn after the current one, unless another marker is within three seats on either side when it ends`,
          rules: ['807.4i'],
        },
      ];
    case 'waiting':
      return [
        {
          text: `${who} keeps the marker and takes the extra turn once no marker is within the three seats to the left`,
          rules: ['807.4i'],
        },
      ];
    case 'before-next':
      return [{ text: `${who} takes the extra turn immediately before their next turn`, rules: ['807.4i', '807.4j'] }];
    case 'in-progress':
    case 'then-normal':
      return [{ text: `${who} is taking the extra turn now`, rules: ['807.4i'] }];
    case undefined:
      return [{ text: `${who} has taken the extra turn`, rules: ['807.4i'] }];
  }
}

/** No extraTurn event for this player: what would happen if an effect gave them one now. */
function ifGivenNow(s: MeleeState, seat: number): Step[] {
  const who = s.names[seat]!;
  const marker = markerAt(s, seat);
  if (marker === 0 || !isTaking(s, marker)) {
    const holding =
      marker === 0 ? `${who} holds no turn marker` : `${who} waits with marker ${marker} and is not taking a turn`;
    return [
      {
        text: `${holding}: an extra turn after the current one comes immediately before ${who}'s next turn instead`,
        rules: ['807.4j'],
      },
    ];
  }
  if (designationsOf(s, marker) > 0) {
    return [
      {
        text: `Marker ${marker} is designated for removal and goes when ${who}'s turn ends, so ${who} has no marker then: an extra turn comes immediately before ${who}'s next turn`,
        rules: ['807.4g', '807.4j'],
      },
    ];
  }
  const right = markerWithinThree(s, seat, 'right').seat;
  const left = markerWithinThree(s, seat, 'left').seat;
  const steps: Step[] = [
    {
      text: `${who} is taking a turn with marker ${marker}: an extra turn after this one keeps the marker unless another is within three seats on either side when this turn ends`,
      rules: ['807.4i'],
    },
  ];
  if (right >= 0)
    steps.push({
      text: `As the markers stand, ${s.names[right]} holds one within three seats on ${who}'s right: ${who} would pass the marker and take the extra turn immediately before their next turn`,
      rules: ['807.4i'],
    });
  else if (left >= 0)
    steps.push({
      text: `As the markers stand, ${s.names[left]} holds one within three seats on ${who}'s left: ${who} would keep the marker and wait with the extra turn`,
      rules: ['807.4i'],
    });
  else
    steps.push({
      text: `As the markers stand, none is within three seats of ${who}: ${who} would keep the marker and take the extra turn right after this one`,
      rules: ['807.4i'],
    });
  return steps;
}
