import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getInt, intTrie, intTrieFrom, setInt } from '../../src/table/grand-melee/int-trie.js';
import { buildTable } from '../../src/table/build-table.js';
import { meleeState } from '../../src/table/grand-melee/module.js';
import { leftOf, rightOf, threeSeats } from '../../src/table/grand-melee/state.js';
import { seatAt } from '../../src/table/seats.js';
import { buildScenario } from './scenario-builder.js';
import {
  addSeat,
  emptySeatSet,
  hasSeat,
  nextRound,
  nextSeat,
  previousRound,
  previousSeat,
  removeSeat,
  seatsIn,
} from '../../src/table/grand-melee/seat-set.js';

describe('the persistent integer trie', () => {
  it('reads back what was written, and earlier versions keep their values', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -5, max: 5 })), { maxLength: 60 }),
        (length, writes) => {
          const reference = new Array<number>(length).fill(0);
          let trie = intTrie(length);
          const versions: [typeof trie, number[]][] = [[trie, [...reference]]];
          for (const [at, value] of writes) {
            trie = setInt(trie, at % length, value);
            reference[at % length] = value;
            versions.push([trie, [...reference]]);
          }
          for (const [version, values] of versions) {
            for (let i = 0; i < length; i += Math.max(1, Math.floor(length / 50)))
              expect(getInt(version, i)).toBe(values[i]);
          }
        },
      ),
    );
  });

  it('builds from values, and returns the same trie when a write changes nothing', () => {
    const trie = intTrieFrom([0, 4, 0, 7]);
    expect([0, 1, 2, 3].map((i) => getInt(trie, i))).toEqual([0, 4, 0, 7]);
    expect(setInt(trie, 1, 4)).toBe(trie);
    expect(() => getInt(trie, 4)).toThrow();
  });
});

describe('the persistent seat set', () => {
  const naiveNext = (members: Set<number>, size: number, from: number) => {
    for (let i = Math.max(from, 0); i < size; i++) if (members.has(i)) return i;
    return -1;
  };
  const naivePrevious = (members: Set<number>, size: number, from: number) => {
    for (let i = Math.min(from, size - 1); i >= 0; i--) if (members.has(i)) return i;
    return -1;
  };

  it('finds the next and previous member like a linear scan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 80 }),
        fc.array(fc.integer({ min: -2, max: 5002 }), { maxLength: 20 }),
        (size, ops, probes) => {
          let set = emptySeatSet(size);
          const members = new Set<number>();
          for (const [add, at] of ops) {
            const seat = at % size;
            set = add ? addSeat(set, seat) : removeSeat(set, seat);
            if (add) members.add(seat);
            else members.delete(seat);
          }
          expect(set.count).toBe(members.size);
          expect(seatsIn(set)).toEqual([...members].sort((a, b) => a - b));
          for (const probe of probes) {
            expect(nextSeat(set, probe)).toBe(naiveNext(members, size, probe));
            expect(previousSeat(set, probe)).toBe(naivePrevious(members, size, probe));
            if (probe >= 0 && probe < size) expect(hasSeat(set, probe)).toBe(members.has(probe));
          }
        },
      ),
    );
  });

  it('goes round the table', () => {
    const set = [2, 5, 9].reduce(addSeat, emptySeatSet(10));
    expect([nextRound(set, 9), nextRound(set, 5), previousRound(set, 2), previousRound(set, 5)]).toEqual([2, 9, 9, 2]);
    expect(nextRound(emptySeatSet(10), 3)).toBe(-1);
    expect(previousRound(addSeat(emptySeatSet(10), 4), 4)).toBe(4);
  });
});

describe('the marker ring agrees with seats.ts', () => {
  it('left and right neighbours and the three seats on either side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 60 }),
        fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
        (n, gone) => {
          const names = Array.from({ length: n }, (_, i) => `P${i}`);
          const left = names.filter((_, i) => gone[i] && i > 0);
          const s = meleeState(buildTable(buildScenario({ variant: 'grand-melee', seats: names, left })).table)!;
          const ring = names.filter((name) => !left.includes(name));
          for (const name of ring) {
            const seat = s.seatIndex.get(name)!;
            expect(s.names[leftOf(s, seat)]).toBe(ring.length < 2 ? name : seatAt(ring, name, 1));
            expect(s.names[rightOf(s, seat)]).toBe(ring.length < 2 ? name : seatAt(ring, name, -1));
            const count = Math.min(3, ring.length - 1);
            expect(threeSeats(s, seat, 'left').seats.map((i) => s.names[i])).toEqual(
              Array.from({ length: count }, (_, k) => seatAt(ring, name, k + 1)),
            );
            expect(threeSeats(s, seat, 'right').seats.map((i) => s.names[i])).toEqual(
              Array.from({ length: count }, (_, k) => seatAt(ring, name, -(k + 1))),
            );
          }
        },
      ),
    );
  });
});
