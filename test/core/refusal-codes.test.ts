// The codes a scenario may pin with `expect: {error: CODE}` are every code the table and
// the judge refuse with: read from the source, so that a new refusal can't be left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalCode, CODE_ALIASES, REFUSAL_CODES, sameRefusal } from '../../src/core/refusal-codes.js';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

function codesInSource(): Set<string> {
  const codes = new Set<string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('refusal-codes.ts')) continue;
    if (!/^(table|judge|core)[/\\]/.test(file)) continue;
    for (const match of readFileSync(join(src, file), 'utf8').matchAll(/'((?:table|question|judge)\/[a-z-]+)'/g))
      codes.add(match[1]!);
  }
  return codes;
}

describe('refusal codes', () => {
  it('lists every code the table and the judge refuse with', () => {
    expect([...codesInSource()].filter((code) => !REFUSAL_CODES.includes(code))).toEqual([]);
  });

  it('lists the codes of the scenario format', () => {
    const spec = [
      'table/player-has-left',
      'table/already-left',
      'table/not-taking-turn',
      'table/team-not-together',
      'question/player-has-left',
      'question/too-many-mulligans',
      'question/not-in-edition',
      'question/not-an-attachment',
      'question/not-applicable',
      'table/game-over',
      'table/duplicate-player',
    ];
    expect(spec.filter((code) => !REFUSAL_CODES.includes(code))).toEqual([]);
  });

  it('understands the old names', () => {
    expect(canonicalCode('judge/player-left')).toBe('question/player-has-left');
    expect(sameRefusal('question/not-applicable', 'judge/not-applicable')).toBe(true);
    expect(sameRefusal('table/team-not-together', 'scenario/split-team')).toBe(true);
    expect(sameRefusal('table/game-over', 'table/already-left')).toBe(false);
    expect(Object.values(CODE_ALIASES).filter((code) => !REFUSAL_CODES.includes(code))).toEqual([]);
  });
});
