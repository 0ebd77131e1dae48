// The README lists every question kind of the catalogue, in its order, each with one
// example question that the scenario schema accepts as a question of that kind.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { QUESTION_KINDS } from '../src/judge/catalogue.js';
import { questionSchema } from '../src/scenario/schema.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('### Question kinds'), readme.indexOf('### `mtg-judge eval FILE`'));
const rows = [...section.matchAll(/^\| `([a-z-]+)` \| (.+?) \| `(.+)` \|$/gm)].map(([, ask, what, example]) => ({
  ask: ask!,
  what: what!,
  example: example!,
}));

describe("the README's list of question kinds", () => {
  it('is the catalogue, in its order', () => {
    expect(rows.map((row) => row.ask)).toEqual(QUESTION_KINDS.map((kind) => kind.ask));
  });

  it.each(rows)('$ask: its example is a question of that kind', ({ ask, example }) => {
    const question = parse(example) as Record<string, unknown>;
    expect(question.ask).toBe(ask);
    expect(questionSchema.safeParse(question).success).toBe(true);
  });
});
