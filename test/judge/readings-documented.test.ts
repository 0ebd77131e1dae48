// Every reading an answer names (a decision where the rules leave a case open) is
// documented for users in scenarios/READINGS.md, under its name.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findScenarioFiles } from '../../src/io/find-scenario-files.js';
import { evaluate } from '../../src/judge/evaluate.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readings = readFileSync(new URL('../../scenarios/READINGS.md', import.meta.url), 'utf8');

function readingsNamedByScenarios(): Set<string> {
  const names = new Set<string>();
  for (const file of findScenarioFiles(['scenarios'], root).files) {
    const scenario = parseScenario(readFileSync(`${root}/${file}`, 'utf8'), file).value;
    if (!scenario) continue;
    for (const outcome of evaluate(scenario).outcomes) {
      for (const step of outcome.answer?.explanation ?? [])
        for (const name of step.reading?.split(', ') ?? []) names.add(name);
    }
  }
  return names;
}

describe('readings', () => {
  const names = readingsNamedByScenarios();

  it('are named by the answers of the scenario files', () => {
    expect(names.size).toBeGreaterThanOrEqual(10);
  });

  it('are each documented in scenarios/READINGS.md under their name', () => {
    const missing = [...names].filter((name) => !readings.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
