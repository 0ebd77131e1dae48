// Emperor at scale (issue 13): three teams of odd size, each an emperor in the middle of
// its generals, so that 809.6a works out every range from the seats; the judge answers
// `ranges`, `seating` and a `range-of-influence`, in-process, at 1,000, 10,000 and 100,000
// seats. Then the same 10,000 seats through `mtg-judge eval`, YAML and all (goal: < 1 s).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Scenario } from '../core/scenario.js';
import { evaluate } from '../judge/evaluate.js';
import { alternate, baseline, importBaseline, verdict } from './baseline.js';
import { median, printGrowth, SIZES } from './growth.js';
import { compareCommands, formatMs, mtgJudge } from './measure.js';

const TEAMS = ['A', 'B', 'C'];

/** Three teams of `size` (odd) players each, seated together. */
function teams(seats: number): Record<string, string[]> {
  const size = Math.floor(seats / 3) % 2 === 1 ? Math.floor(seats / 3) : Math.floor(seats / 3) - 1;
  return Object.fromEntries(TEAMS.map((team) => [team, Array.from({ length: size }, (_, i) => `${team}${i}`)]));
}

function emperorScenario(seats: number): Scenario {
  const byTeam = teams(seats);
  const question = (index: number, ask: string, params: Record<string, unknown>) => ({
    index,
    ask,
    params,
    hasExpect: false,
  });
  return {
    format: 1,
    edition: '2024',
    variant: 'emperor',
    options: {},
    seats: Object.entries(byTeam).flatMap(([team, names]) => names.map((name) => ({ name, team }))),
    startingTeam: 'A',
    turn: { active: [] },
    left: [],
    objects: [],
    events: [],
    questions: [
      question(0, 'ranges', {}),
      question(1, 'seating', { teams: byTeam }),
      question(2, 'range-of-influence', { player: 'A0' }),
    ],
  };
}

function emperorYaml(seats: number): string {
  const byTeam = teams(seats);
  const lines = ['variant: emperor', 'startingTeam: A', 'seats:'];
  for (const [team, names] of Object.entries(byTeam))
    for (const name of names) lines.push(`  - {name: ${name}, team: ${team}}`);
  lines.push(
    'questions:',
    '  - ask: ranges',
    '  - {ask: range-of-influence, player: A0}',
    '  - ask: seating',
    '    teams:',
  );
  for (const [team, names] of Object.entries(byTeam)) lines.push(`      ${team}: [${names.join(', ')}]`);
  return lines.join('\n') + '\n';
}

function judgeOnce(seats: number, judge: typeof evaluate = evaluate): number {
  const scenario = emperorScenario(seats);
  const start = performance.now();
  const { problems } = judge(scenario);
  const ms = performance.now() - start;
  if (problems.length > 0) throw new Error(`emperor bench table refused: ${problems[0]!.message}`);
  return ms;
}

export async function runEmperorBench(rounds: number): Promise<void> {
  console.log('\nEmperor: three odd teams, ranges (809.6a), seating and a range of influence, in-process, median of 3');
  judgeOnce(1_000); // warm-up
  printGrowth(
    'seats',
    SIZES.map((seats) => ({ units: seats, ms: median([0, 1, 2].map(() => judgeOnce(seats))) })),
  );
  const base = baseline();
  if (typeof base === 'string') console.log(`  against before: ${base}`);
  else {
    const before = await importBaseline<{ evaluate: typeof evaluate }>(base, 'dist/judge/evaluate.js');
    const r = alternate(
      7,
      () => judgeOnce(100_000),
      () => judgeOnce(100_000, before.evaluate),
    );
    console.log(
      `  against before (${base.commit}), side by side, 100,000 seats: ${formatMs(r.before)} before, ${formatMs(r.now)} now, median of 7: ${verdict(r.ratio, 1.05)}`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'mtg-judge-emperor-bench-'));
  try {
    const file = join(dir, 'emperor.yaml');
    writeFileSync(file, emperorYaml(10_000));
    const [ms] = compareCommands([{ ...mtgJudge('eval', file), label: 'mtg-judge eval (10,000 seats)' }], rounds).wall;
    console.log(
      `  mtg-judge eval, 10,000 seats, YAML and all: ${formatMs(ms!)} median of ${rounds}; goal < 1 s: ${ms! < 1000 ? 'meets' : 'misses'}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
