import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('mtg-judge table', () => {
  it('draws the seats, turn markers, departures and ranges after the events', async () => {
    const run = await runCli(['table', 'scenarios/spec-first-example.yaml']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.slice(2, 6)).toEqual([
      'seat  player  team  role  range',
      '   1  Alex                1      taking a turn · marker 1 (designated for removal, 807.4e)',
      '   2  Bianca              1',
      '   3  Carol               1      left this turn: the seat counts until the next turn (801.2c)',
    ]);
    // 807.4h: Carol's neighbours do not enter each other's range before the next turn.
    expect(lines).toContain('  Bianca  Alex, Bianca');
    expect(lines).toContain('  Dave    Dave, Eve');
  });

  it('shows each object where its controller sits, and its attachment across the seats', async () => {
    const run = await runCli(['table', 'scenarios/own/stays-attached-aura-graft-then-next-turn-2024.yaml']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const from = lines.indexOf('Objects (801.2d: an object is within range where its controller is)');
    expect(lines.slice(from + 1, from + 5)).toEqual([
      "  Dee's Bear       Dee's, seat 3",
      "  Holy Strength    in Alex's graveyard after event 1 (800.4a, 801.2d, 801.8, 801.2c, 704.5m), was attached to Dee's Bear",
      "  Gus's Bear       Gus's, seat 6",
      "  Unholy Strength  Alex's, seat 1 · attached to Gus's Bear (Gus's), 1 seat from Alex",
    ]);
  });

  it('exits 2 with file:line:col for an impossible table', async () => {
    const run = await runCli(['table', 'test/fixtures/refused-tables/split-team-shared-turns.yaml']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^test\/fixtures\/refused-tables\/split-team-shared-turns\.yaml:\d+:\d+ error table\/team-not-together: /,
    );
  });
});
