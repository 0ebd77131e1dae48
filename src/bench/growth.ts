// A growth table: the same work at 1,000, 10,000 and 100,000 units, with the time per unit
// and its ratio to the smallest size. Work that grows linearly keeps the ratio near 1.
import { formatMs } from './measure.js';

export interface GrowthRow {
  units: number;
  ms: number;
  /** What was measured, when more than the units: "10,000 players, 100,000 events". */
  label?: string;
}

/** Prints the rows; `goal` marks the size whose total has a limit, e.g. {units: 10_000, ms: 1000}. */
export function printGrowth(unit: string, rows: readonly GrowthRow[], goal?: GrowthRow): void {
  const first = rows[0]!.ms / rows[0]!.units;
  for (const row of rows) {
    const perUnit = row.ms / row.units;
    const meets =
      goal && row.units === goal.units ? `; goal < ${formatMs(goal.ms)}: ${row.ms < goal.ms ? 'meets' : 'misses'}` : '';
    console.log(
      `  ${row.label ?? `${row.units.toLocaleString('en')} ${unit}`}: ${formatMs(row.ms)}, ${(perUnit * 1000).toFixed(2)} µs per ${unit.replace(/s$/, '')} (×${(perUnit / first).toFixed(2)})${meets}`,
    );
  }
}

export const SIZES = [1_000, 10_000, 100_000] as const;

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
