// How many times a property test draws: its usual count, times MTG_JUDGE_PROPERTY_RUNS
// (`npm run test:properties` sets 100). fast-check draws a fresh seed on every run and
// prints it when a property fails, so a failure can be replayed: never pin one here.
import fc from 'fast-check';

const factor = Math.max(1, Number(process.env.MTG_JUDGE_PROPERTY_RUNS ?? 1) || 1);

/** numRuns for a property whose usual count is `usual`. */
export const runs = (usual: number): number => usual * factor;

// Properties that set no count of their own draw fast-check's 100, times the factor too.
fc.configureGlobal({ numRuns: runs(100) });
