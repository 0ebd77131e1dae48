// The Grand Melee trace as explanation steps, with names and marker numbers. Each step
// cites the rule that moved the marker, and names the reading of scenarios/READINGS.md it relied on.
import type { Step } from '../../core/answer.js';
import type { MeleeState } from './state.js';
import type { Designation, TraceEntry } from './trace.js';

export type Namer = (seat: number) => string;

const step = (text: string, rules: string[], readings: readonly string[] = []): Step =>
  readings.length > 0 ? { text, rules, reading: readings.join(', ') } : { text, rules };

/** 800.4j in 2024, 800.4g in 2011: a turn goes on after its player leaves. */
export const turnGoesOnRule = (s: MeleeState): string => (s.edition === '2011' ? '800.4g' : '800.4j');

const gap = (acrossGap: boolean): string[] => (acrossGap ? ['gm-marker-seats'] : []);

export function renderEntry(s: MeleeState, entry: TraceEntry): Step | undefined {
  const name: Namer = (seat) => s.names[seat]!;
  switch (entry.kind) {
    case 'pass':
      return renderPass(s, entry, name);
    case 'begin':
      return renderBegin(s, entry, name);
    case 'wait': {
      const why = `${name(entry.blocker)}, within the three seats to ${name(entry.seat)}'s left, holds a marker`;
      if (entry.extra)
        return step(
          `${name(entry.seat)} keeps marker ${entry.marker} but waits for the extra turn: ${why}`,
          ['807.4i', '807.4d'],
          gap(entry.acrossGap),
        );
      return step(
        `${name(entry.seat)} holds marker ${entry.marker} but can't begin a turn yet: ${why}`,
        ['807.4d'],
        gap(entry.acrossGap),
      );
    }
    case 'end':
      return entry.departed
        ? step(`${name(entry.seat)}'s turn, which went on after ${name(entry.seat)} left, ends`, [turnGoesOnRule(s)])
        : undefined;
    case 'left':
      return renderLeft(s, entry, name);
    case 'count':
      return renderCount(entry);
    case 'designate':
      return renderDesignation(entry, name);
    case 'remove':
      if (entry.timing === 'end-of-turn')
        return step(
          `${name(entry.seat)}'s turn ends: marker ${entry.marker}, designated for removal, is removed instead of passed`,
          ['807.4g'],
        );
      return step(
        `${name(entry.seat)} is not taking a turn, so marker ${entry.marker}, designated for removal, is removed at once`,
        ['807.4g'],
      );
    case 'extra':
      return renderExtra(entry, name);
    case 'skip': {
      const which =
        entry.turn === 'normal'
          ? 'a turn'
          : entry.turn === 'extra'
            ? 'the extra turn'
            : 'the turn after the extra turn';
      return step(
        `${name(entry.seat)} would begin ${which} with marker ${entry.marker}, but an effect makes ${name(entry.seat)} skip their next turn: it is skipped`,
        ['614.10'],
        ['gm-skip-passes-marker'],
      );
    }
    case 'no-marker-turn':
      return step(
        `newTurn: ${name(entry.seat)} holds no turn marker, and in Grand Melee only a marker holder takes a turn: the event has ranges determined again and nothing more`,
        ['807.4', '801.2c'],
        ['gm-new-turn-without-marker'],
      );
  }
}

function renderPass(s: MeleeState, entry: TraceEntry & { kind: 'pass' }, name: Namer): Step {
  const { marker, from, to } = entry;
  const readings = entry.held !== 0 ? ['gm-two-markers'] : [];
  const waits =
    entry.held !== 0
      ? `; ${name(to)} already holds marker ${entry.held}, and marker ${marker} waits with ${name(to)} until the turn with marker ${entry.held} is over`
      : '';
  switch (entry.cause) {
    case 'end':
      return step(
        `${name(from)} ends their turn and passes marker ${marker} to ${name(to)}, on the left${waits}`,
        ['807.4c'],
        readings,
      );
    case 'left-waiting':
      return step(
        `${name(from)} left before the turn with marker ${marker} began: ${name(to)}, on the left, takes it at once${waits}`,
        ['807.4c'],
        readings,
      );
    case 'left-during':
      return step(
        `${name(to)}, on the left, takes marker ${marker} now that the turn ${name(from)} left during has ended${waits}`,
        ['807.4c', turnGoesOnRule(s)],
        readings,
      );
    case 'extra-right':
      return step(
        `${name(from)} passes marker ${marker} to ${name(to)}, on the left, instead of keeping it for the extra turn${waits}`,
        ['807.4i'],
        readings,
      );
    case 'skipped':
      return step(
        `The skipped turn is passed over as though it didn't exist: ${name(from)} passes marker ${marker} to ${name(to)}, on the left${waits}`,
        ['614.10', '807.4c'],
        readings,
      );
  }
}

function renderBegin(s: MeleeState, entry: TraceEntry & { kind: 'begin' }, name: Namer): Step {
  const begun = besideDeparted(s, entry, name, beginText(entry, name));
  if (!entry.newRanges) return begun;
  // 801.2c: ranges are determined as each turn begins, whoever's turn it is.
  const text = `${begun.text}; as this turn begins, ranges of influence are determined again without the seats of the players who left`;
  const readings = [...(begun.reading ? [begun.reading] : []), 'gm-ranges-any-turn'];
  return step(text, [...begun.rules, '801.2c'], readings);
}

/**
 * 807.4d looks only at the three seats to the left, and its wait ends when the player four
 * seats to the left takes the other marker, which a marker on the right never does. So a
 * turn may begin beside a departed player's turn that goes on (gm-departed-turn-beside).
 */
function besideDeparted(s: MeleeState, entry: TraceEntry & { kind: 'begin' }, name: Namer, begun: Step): Step {
  if (entry.besideDeparted < 0) return begun;
  const departed = name(entry.besideDeparted);
  const text = `${begun.text}. ${departed}'s turn, which goes on after ${departed} left, is within three seats on the right, but a turn is held back only by a marker on the left`;
  return step(
    text,
    [...begun.rules, turnGoesOnRule(s)],
    [...(begun.reading ? [begun.reading] : []), 'gm-departed-turn-beside'],
  );
}

function beginText(entry: TraceEntry & { kind: 'begin' }, name: Namer): Step {
  const who = name(entry.seat);
  const marker = `marker ${entry.marker}`;
  const gaps = gap(entry.acrossGap);
  if (entry.turn === 'after-extra') {
    return step(
      `${who}'s extra turn came immediately before their next turn, which begins now with ${marker}`,
      ['807.4i', '807.4j'],
      ['gm-postponed-extra-turn'],
    );
  }
  const which = entry.turn === 'extra' ? 'the extra turn' : 'a turn';
  switch (entry.cause) {
    case 'received':
      return step(
        `No marker is within the three seats to ${who}'s left: ${who} begins ${which} with ${marker}`,
        entry.turn === 'extra' ? ['807.4d', '807.4j'] : ['807.4d'],
        gaps,
      );
    case 'woken':
      return step(
        `No marker is within the three seats to ${who}'s left any more: ${who}, waiting with ${marker}, begins ${which}`,
        entry.turn === 'extra' ? ['807.4d', '807.4i'] : ['807.4d'],
        ['gm-waiting-ends', ...gaps],
      );
    case 'kept':
      return step(`${who} keeps ${marker} and begins the extra turn`, ['807.4i'], gaps);
    case 'new-turn':
      return step(
        `newTurn: ${who} begins a turn with ${marker}; no marker is within the three seats to ${who}'s left`,
        ['807.4d'],
        gaps,
      );
  }
}

function renderLeft(s: MeleeState, entry: TraceEntry & { kind: 'left' }, name: Namer): Step {
  const who = name(entry.seat);
  if (entry.marker === 0) return step(`${who} leaves the game`, ['800.4a']);
  if (entry.taking) {
    return step(
      `${who} leaves the game during their turn with marker ${entry.marker}: the turn goes on without an active player, and the player to the left takes the marker when it ends`,
      [turnGoesOnRule(s), '807.4c'],
    );
  }
  return step(`${who} leaves the game while waiting with marker ${entry.marker}`, ['800.4a', '807.4c']);
}

function renderCount(entry: TraceEntry & { kind: 'count' }): Step {
  const markers = (n: number) => (n === 1 ? '1 marker' : `${n} markers`);
  const last = entry.inGame < 4 ? ['gm-last-marker'] : [];
  const need = `${entry.inGame} players are in the game: ${markers(entry.need)} (807.4a)`;
  const kept = `${markers(entry.undesignated)} not designated for removal (807.4f)`;
  if (entry.reduce === 0)
    return step(
      `${need}; there ${entry.undesignated === 1 ? 'is' : 'are'} ${kept}, so no marker is designated`,
      ['807.4a', '807.4e', '807.4f'],
      last,
    );
  return step(
    `${need}; there are ${kept}, so ${markers(entry.reduce)} must be designated for removal`,
    ['807.4a', '807.4e', '807.4f'],
    last,
  );
}

function renderDesignation(entry: TraceEntry & { kind: 'designate' }, name: Namer): Step {
  const holder = name(entry.seat);
  const times = entry.total > 1 ? ` (designated ${entry.total} times now)` : '';
  const cause: Designation = entry.cause;
  if (cause.by === 'removal') {
    return step(
      `Marker ${cause.removed} had been designated more than once: the marker to its right, marker ${entry.marker} (${holder}), is designated ${entry.times === 1 ? 'once' : `${entry.times} times`} more${times}`,
      ['807.4g'],
    );
  }
  const departed = cause.departed.map(name).join(' and ');
  const choice =
    cause.candidates.length > 1
      ? `; of the markers immediately to the right of the players who left (${cause.candidates.join(', ')}), the lowest number goes first`
      : '';
  const again = entry.times > 1 ? `, ${entry.times} times` : '';
  return step(
    `Marker ${entry.marker}, held by ${holder}, is the marker immediately to ${departed}'s right${choice}: it is designated for removal${again}${times}`,
    ['807.4e'],
    entry.readings,
  );
}

function renderExtra(entry: TraceEntry & { kind: 'extra' }, name: Namer): Step {
  const who = name(entry.seat);
  switch (entry.outcome) {
    case 'granted':
      return step(
        `An effect gives ${who} an extra turn after the current one; ${who} has a marker and is taking a turn, so the markers nearby when it ends decide`,
        ['807.4i'],
      );
    case 'no-marker':
      return step(
        `An effect gives ${who} an extra turn, but ${who} has no marker for a turn after the current one: ${who} takes it immediately before their next turn`,
        ['807.4j'],
        ['gm-extra-turn-without-marker'],
      );
    case 'marker-removed':
      return step(
        `${who}'s marker was removed, so ${who} has none at the start of the extra turn: it comes immediately before ${who}'s next turn, the next time ${who} receives a marker`,
        ['807.4j'],
      );
    case 'keeps':
      return step(
        `No other marker is within three seats of ${who} on either side: ${who} keeps the marker and takes the extra turn now`,
        ['807.4i'],
      );
    case 'waits-left':
      return step(
        `${name(entry.other)}, within three seats on ${who}'s left, has a marker: ${who} keeps the marker, and the extra turn waits until the player four seats to ${who}'s left takes the other marker`,
        ['807.4i'],
      );
    case 'passes-right': {
      const both =
        entry.alsoLeft >= 0
          ? ` (${name(entry.alsoLeft)}, on the left, has one too: the rule for the right applies)`
          : '';
      return step(
        `${name(entry.other)}, within three seats on ${who}'s right, has a marker${both}: ${who} passes the marker on and takes the extra turn immediately before their next turn`,
        ['807.4i'],
        entry.alsoLeft >= 0 ? ['gm-extra-turn-both-sides'] : [],
      );
    }
    case 'departed':
      return step(`${who} left the game and takes no extra turn`, ['800.4a']);
  }
}
