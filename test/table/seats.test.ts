import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areNeighbours,
  firstToTheLeft,
  firstToTheRight,
  fromSeat,
  leftNeighbour,
  nextInTurnOrder,
  rightNeighbour,
  seatDistance,
  seatedTogether,
  seatsToTheLeft,
  withinSeats,
} from '../../src/table/seats.js';

const RING = ['Alex', 'Bianca', 'Carol', 'Dave', 'Eve', 'Fay'];

describe('seat arithmetic', () => {
  it.each([
    ['Alex', 'Alex', 0],
    ['Alex', 'Bianca', 1],
    ['Alex', 'Fay', 1],
    ['Alex', 'Carol', 2],
    ['Alex', 'Dave', 3],
    ['Bianca', 'Fay', 2],
    ['Eve', 'Bianca', 3],
  ])('distance %s–%s is %i', (a, b, d) => {
    expect(seatDistance(RING, a, b)).toBe(d);
    expect(seatDistance(RING, b, a)).toBe(d);
  });

  it('left is the next in the list, right the previous, round the table', () => {
    expect(leftNeighbour(RING, 'Alex')).toBe('Bianca');
    expect(rightNeighbour(RING, 'Alex')).toBe('Fay');
    expect(leftNeighbour(RING, 'Fay')).toBe('Alex');
    expect(seatsToTheLeft(RING, 'Eve', 'Alex')).toBe(2);
    expect(leftNeighbour(['Solo'], 'Solo')).toBeUndefined();
  });

  it('finds players going left and right', () => {
    const gone = new Set(['Bianca', 'Carol']);
    expect(nextInTurnOrder(RING, 'Alex', (p) => !gone.has(p))).toBe('Dave');
    expect(firstToTheRight(RING, 'Dave', (p) => !gone.has(p))).toBe('Alex');
    expect(firstToTheLeft(RING, 'Alex', () => false)).toBeUndefined();
    expect(fromSeat(RING, 'Eve')).toEqual(['Eve', 'Fay', 'Alex', 'Bianca', 'Carol', 'Dave']);
  });

  it('lists the players within n seats', () => {
    expect(withinSeats(RING, 'Alex', 1)).toEqual(['Alex', 'Bianca', 'Fay']);
    expect(withinSeats(RING, 'Alex', 2)).toEqual(['Alex', 'Bianca', 'Carol', 'Eve', 'Fay']);
    expect(withinSeats(RING, 'Alex', 'unlimited')).toEqual(RING);
  });

  it('reads a team block from its rightmost seat, also across the end of the list', () => {
    expect(seatedTogether(RING, ['Fay', 'Alex'])).toEqual(['Fay', 'Alex']);
    expect(seatedTogether(RING, ['Dave', 'Carol'])).toEqual(['Carol', 'Dave']);
    expect(seatedTogether(RING, ['Alex', 'Carol'])).toBeUndefined();
    expect(seatedTogether(RING, RING)).toEqual(RING);
  });

  it('throws for a name without a seat: callers check names first', () => {
    expect(() => seatDistance(RING, 'Alex', 'Zed')).toThrow();
  });
});

// A naive reference: walk the table one seat at a time.
const naive = {
  distance(ring: string[], a: string, b: string): number {
    let left = 0;
    for (let i = ring.indexOf(a); ring[i] !== b; i = (i + 1) % ring.length) left++;
    let right = 0;
    for (let i = ring.indexOf(a); ring[i] !== b; i = (i - 1 + ring.length) % ring.length) right++;
    return Math.min(left, right);
  },
  next(ring: string[], from: string, accept: (p: string) => boolean): string | undefined {
    for (let step = 1; step < ring.length; step++) {
      const p = ring[(ring.indexOf(from) + step) % ring.length]!;
      if (accept(p)) return p;
    }
    return undefined;
  },
  together(ring: string[], members: string[]): string[] | undefined {
    for (let start = 0; start < ring.length; start++) {
      const rotated = [...ring.slice(start), ...ring.slice(0, start)];
      const prefix = rotated.slice(0, members.length);
      if (prefix.every((p) => members.includes(p)) && !members.includes(rotated[rotated.length - 1]!)) return prefix;
    }
    return members.length === ring.length ? [...ring] : undefined;
  },
};

const table = fc.integer({ min: 1, max: 14 }).chain((n) =>
  fc.record({
    ring: fc.shuffledSubarray(
      Array.from({ length: n }, (_, i) => `P${i}`),
      { minLength: n, maxLength: n },
    ),
    a: fc.nat(n - 1),
    b: fc.nat(n - 1),
    picks: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    range: fc.integer({ min: 1, max: 8 }),
  }),
);

describe('seat arithmetic against a naive reference', () => {
  it('distance, neighbours and within-range agree', () => {
    fc.assert(
      fc.property(table, ({ ring, a, b, range }) => {
        const [pa, pb] = [ring[a]!, ring[b]!];
        expect(seatDistance(ring, pa, pb)).toBe(naive.distance(ring, pa, pb));
        expect(areNeighbours(ring, pa, pb)).toBe(pa !== pb && naive.distance(ring, pa, pb) === 1);
        expect(withinSeats(ring, pa, range)).toEqual(ring.filter((p) => naive.distance(ring, pa, p) <= range));
      }),
    );
  });

  it('the next player still in the game agrees', () => {
    fc.assert(
      fc.property(table, ({ ring, a, picks }) => {
        const stillIn = (p: string) => picks[ring.indexOf(p)]!;
        expect(nextInTurnOrder(ring, ring[a]!, stillIn)).toBe(naive.next(ring, ring[a]!, stillIn));
      }),
    );
  });

  it('team blocks agree', () => {
    fc.assert(
      fc.property(table, ({ ring, picks }) => {
        const members = ring.filter((_, i) => picks[i]);
        fc.pre(members.length > 0);
        expect(seatedTogether(ring, members)).toEqual(naive.together(ring, members));
      }),
    );
  });
});
