// The linear 809.6a search against the plain definition: sort every general of another
// team by distance (then by seat), and take the first ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestOpposingGenerals } from '../../src/table/nearest-generals.js';
import { seatDistance } from '../../src/table/seats.js';

interface Seat {
  name: string;
  team: string;
  general: boolean;
}

const arbSeats = fc
  .array(fc.record({ team: fc.constantFrom('A', 'B', 'C'), general: fc.boolean() }), { minLength: 1, maxLength: 24 })
  .map((seats) => seats.map((seat, i): Seat => ({ ...seat, name: `P${i}` })));

function naive(seats: Seat[], name: string, count: number) {
  const ring = seats.map((seat) => seat.name);
  const own = seats.find((seat) => seat.name === name)!;
  return seats
    .map((seat, i) => ({ seat, i }))
    .filter(({ seat }) => seat.general && seat.team !== own.team)
    .map(({ seat, i }) => ({ name: seat.name, distance: seatDistance(ring, name, seat.name), i }))
    .sort((a, b) => a.distance - b.distance || a.i - b.i)
    .slice(0, count)
    .map(({ name: found, distance }) => ({ name: found, distance }));
}

describe('nearest opposing generals (809.6a)', () => {
  it('finds what sorting every opposing general finds, for one and for two', () => {
    fc.assert(
      fc.property(arbSeats, fc.integer({ min: 1, max: 2 }), (seats, count) => {
        const team = new Map(seats.map((seat) => [seat.name, seat]));
        const found = nearestOpposingGenerals(
          {
            ring: seats.map((seat) => seat.name),
            teamOf: (name) => team.get(name)!.team,
            isGeneral: (name) => team.get(name)!.general,
          },
          () => count,
        );
        for (const seat of seats) expect(found.get(seat.name)).toEqual(naive(seats, seat.name, count));
      }),
    );
  });

  it('gives nothing to a seat that asks for nothing', () => {
    const found = nearestOpposingGenerals(
      { ring: ['A', 'B', 'C'], teamOf: (name) => name, isGeneral: () => true },
      (name) => (name === 'A' ? 1 : 0),
    );
    expect([...found.keys()]).toEqual(['A']);
    expect(found.get('A')).toEqual([{ name: 'B', distance: 1 }]);
  });
});
