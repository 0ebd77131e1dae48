import fc from 'fast-check';
import { runs } from '../property-runs.js';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/judge/evaluate.js';
import type { QuestionOutcome } from '../../src/core/answer.js';
import type { GameEvent, RangeValue, Scenario, Seat, Variant } from '../../src/core/scenario.js';
import { buildScenario, type QuestionInput } from '../table/scenario-builder.js';

const normalise = (outcome: QuestionOutcome): unknown => {
  if (!outcome.answer) return outcome.problems.map((p) => p.code);
  const { value, shape } = outcome.answer;
  if (shape === 'players') return [...(value as string[])].sort();
  if (shape === 'mapping') return Object.entries(value as object).sort(([a], [b]) => a.localeCompare(b));
  return value;
};

describe('range of influence is symmetric when everyone has the same range', () => {
  it('holds with players gone before and during the turn', () => {
    const arb = fc.record({
      n: fc.integer({ min: 3, max: 14 }),
      range: fc.integer({ min: 1, max: 6 }),
      gone: fc.array(fc.constantFrom('before', 'during', 'in'), { minLength: 14, maxLength: 14 }),
    });
    fc.assert(
      fc.property(arb, ({ n, range, gone }) => {
        const seats = Array.from({ length: n }, (_, i) => `P${i}`);
        const left = seats.filter((_, i) => gone[i] === 'before');
        const leaving = seats.filter((_, i) => gone[i] === 'during');
        const stay = seats.filter((_, i) => gone[i] === 'in');
        fc.pre(stay.length > 0);
        const events: GameEvent[] = leaving.length > 0 ? [{ kind: 'leave', players: leaving }] : [];
        const result = evaluate(
          buildScenario({
            seats,
            options: { range },
            left,
            events,
            questions: stay.map((player) => ({ ask: 'range-of-influence', player })),
          }),
        );
        const within = new Map(stay.map((p, i) => [p, result.outcomes[i]!.answer!.value as string[]]));
        for (const a of stay) for (const b of stay) expect(within.get(a)!.includes(b)).toBe(within.get(b)!.includes(a));
      }),
    );
  });
});

// A valid table of one of the variants, built from random numbers.
const arbTable = fc.record({
  variant: fc.constantFrom<Variant | undefined>(
    undefined,
    'free-for-all',
    'grand-melee',
    'team-vs-team',
    'emperor',
    'two-headed-giant',
    'alternating-teams',
  ),
  edition: fc.constantFrom<'2011' | '2024'>('2011', '2024'),
  teams: fc.integer({ min: 2, max: 3 }),
  size: fc.integer({ min: 1, max: 4 }),
  solo: fc.integer({ min: 3, max: 12 }),
  range: fc.constantFrom<RangeValue | undefined>(undefined, 1, 2, 3),
  attack: fc.constantFrom<'left' | 'right' | 'multiple' | undefined>(undefined, 'left', 'right', 'multiple'),
  gone: fc.array(fc.constantFrom('before', 'during', 'in', 'in'), { minLength: 16, maxLength: 16 }),
  picks: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  rotate: fc.nat(),
});
type TableSeed = typeof arbTable extends fc.Arbitrary<infer T> ? T : never;

function seatsFor(seed: TableSeed): Seat[] {
  const { variant, teams, size, solo } = seed;
  const teamNames = ['A', 'B', 'C'].slice(0, teams);
  switch (variant) {
    case undefined:
    case 'free-for-all':
    case 'grand-melee':
    case 'commander': // not drawn: a Commander table is ruled only under an imported edition
      return Array.from({ length: solo }, (_, i) => ({ name: `P${i}` }));
    case 'alternating-teams':
      return Array.from({ length: Math.max(2, size) }, (_, i) =>
        teamNames.map((t) => ({ name: `${t}${i}`, team: t })),
      ).flat();
    case 'emperor':
      return teamNames.flatMap((t) =>
        Array.from({ length: Math.max(3, size) }, (_, i): Seat => ({
          name: `${t}${i}`,
          team: t,
          ...(i === 1 && { role: 'emperor' as const }),
        })),
      );
    case 'two-headed-giant':
      return ['A', 'B'].flatMap((t) =>
        Array.from({ length: Math.max(2, size) }, (_, i) => ({ name: `${t}${i}`, team: t })),
      );
    case 'team-vs-team':
      return teamNames.flatMap((t) => Array.from({ length: size }, (_, i) => ({ name: `${t}${i}`, team: t })));
  }
}

function scenarioFor(seed: TableSeed): Scenario {
  const seats = seatsFor(seed);
  const names = seats.map((s) => s.name);
  const teamsLeaveTogether = seed.variant === 'emperor' || seed.variant === 'two-headed-giant';
  const left = teamsLeaveTogether ? [] : names.filter((_, i) => seed.gone[i] === 'before');
  const leaving = names.filter((_, i) => seed.gone[i] === 'during' && !left.includes(names[i]!));
  const pick = (list: string[], k: number) => list[seed.picks[k]! % list.length]!;
  const stay = names.filter((n) => !left.includes(n));
  const teamOf = (name: string) => seats.find((s) => s.name === name)?.team;
  // startingTeam means something in Team vs. Team, Emperor and with shared team turns only.
  const hasTeams = seed.variant === 'team-vs-team' || teamsLeaveTogether;
  const starter = pick(names, 0);
  const scenario = buildScenario({
    edition: seed.edition,
    ...(seed.variant && { variant: seed.variant }),
    seats,
    options: { ...(seed.range !== undefined && { range: seed.range }), ...(seed.attack && { attack: seed.attack }) },
    left,
    active: stay.length > 0 ? [pick(stay, 1)] : [],
    ...(hasTeams ? { startingTeam: teamOf(starter)! } : { startingPlayer: starter }),
    events: leaving.length > 0 ? [{ kind: 'leave', players: leaving }] : [],
  });
  return {
    ...scenario,
    questions: questionsFor(scenario, names).map((q, index) => ({ index, ask: q.ask, params: q, hasExpect: false })),
  };
}

function questionsFor(scenario: Scenario, names: string[]): QuestionInput[] {
  const perPlayer = names.flatMap((p, i) => {
    const q = names[(i + 2) % names.length]!;
    return [
      { ask: 'range-of-influence', player: p },
      { ask: 'can-attack', player: p },
      { ask: 'chooser', player: p },
      { ask: 'wins', player: p },
      { ask: 'draw', player: p },
      { ask: 'in-range', player: p, of: q },
      { ask: 'information-range', controller: p, about: q },
      { ask: 'hand-review', player: p, of: q },
    ];
  });
  const team = scenario.seats.find((s) => s.team)?.team;
  return [
    ...perPlayer,
    { ask: 'ranges' },
    { ask: 'starting-player' },
    { ask: 'skips-first-draw' },
    ...(team ? [{ ask: 'primary-player', team }] : []),
  ];
}

describe('rotating the seat list changes no answer', () => {
  it('for every kind the judge answers', () => {
    fc.assert(
      fc.property(arbTable, (seed) => {
        const scenario = scenarioFor(seed);
        const k = seed.rotate % scenario.seats.length;
        const rotated = { ...scenario, seats: [...scenario.seats.slice(k), ...scenario.seats.slice(0, k)] };
        const [a, b] = [evaluate(scenario), evaluate(rotated)];
        expect(b.problems.map((p) => p.code).sort()).toEqual(a.problems.map((p) => p.code).sort());
        expect(b.outcomes.map(normalise)).toEqual(a.outcomes.map(normalise));
      }),
      { numRuns: runs(200) },
    );
  });

  it('the generated tables are mostly tables the rules allow', () => {
    const samples = fc.sample(arbTable, { numRuns: 200 });
    const allowed = samples.filter((seed) => evaluate(scenarioFor(seed)).problems.length === 0);
    expect(allowed.length).toBeGreaterThan(100);
  });
});
