// Teams as the table shows them: members in seat order, the block a team occupies, and
// the Emperor roles (809.2), with the emperor inferred for a team whose file names none.
import type { Role, Seat } from '../core/scenario.js';
import { seatedTogether, type Ring } from './seats.js';

export interface TeamSeats {
  team: string;
  /** Members in the order they sit, the first being the one first in the file's seats. */
  members: string[];
}

/** Teams in the order their first member sits, from a list of seats. */
export function groupTeams(seats: readonly Seat[]): TeamSeats[] {
  const teams = new Map<string, TeamSeats>();
  for (const seat of seats) {
    if (seat.team === undefined) continue;
    const found = teams.get(seat.team);
    if (found) found.members.push(seat.name);
    else teams.set(seat.team, { team: seat.team, members: [seat.name] });
  }
  return [...teams.values()];
}

/** The seat positions (from 0, in turn order inside the block) where a team's emperor may sit (809.2). */
export function middlePositions(size: number): number[] {
  // Even sizes have two middle seats; 809.6a's example puts the emperor in the first.
  return size % 2 === 1 ? [(size - 1) / 2] : [size / 2 - 1, size / 2];
}

/**
 * Emperor roles: as the file gives them; for a team that names no emperor and has an odd
 * number of players sitting together, the one in the middle seat (809.2).
 */
export function resolveRoles(ring: Ring, seats: readonly Seat[]): Map<string, Role | undefined> {
  const roles = new Map<string, Role | undefined>(seats.map((seat) => [seat.name, seat.role]));
  for (const { members } of groupTeams(seats)) {
    if (members.some((name) => roles.get(name) === 'emperor')) {
      for (const name of members) if (roles.get(name) === undefined) roles.set(name, 'general');
      continue;
    }
    const block = seatedTogether(ring, members);
    if (!block || block.length % 2 === 0 || members.some((name) => roles.get(name) !== undefined)) continue;
    block.forEach((name, i) => roles.set(name, i === (block.length - 1) / 2 ? 'emperor' : 'general'));
  }
  return roles;
}
