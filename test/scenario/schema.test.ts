import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { QUESTION_KINDS } from '../../src/judge/catalogue.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';
import { scenarioJsonSchema } from '../../src/scenario/schema.js';
import { jsonSchemaErrors } from './json-schema-check.js';

const schema = scenarioJsonSchema();

/** Every *.yaml file below a folder of the repository (tests run from its root). */
function yamlFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(folder, name));
}

// The first example of the scenario format, kept once as a fixture.
const FIRST_EXAMPLE = readFileSync(new URL('../fixtures/good-scenarios/first-example.yaml', import.meta.url), 'utf8');

describe('scenarioJsonSchema', () => {
  it('is draft-07 with a title and descriptions', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.title).toBe('mtg-judge scenario');
    expect(JSON.stringify(schema)).toContain('"description":"the players in turn order"');
    // Serialisable as it is: `mtg-judge schema` prints it.
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });

  it('offers every question kind of the catalogue as an enum', () => {
    const questions = (schema.properties as any).questions.items;
    expect(questions.properties.ask.enum).toEqual(QUESTION_KINDS.map((kind) => kind.ask));
    expect(questions.oneOf).toHaveLength(QUESTION_KINDS.length);
  });

  it('accepts the first example of the format', () => {
    expect(jsonSchemaErrors(schema, parse(FIRST_EXAMPLE))).toEqual([]);
  });

  it.each([
    ['an unknown top-level key', FIRST_EXAMPLE.replace('variant:', 'varaint:'), '$: unknown key "varaint"'],
    [
      'a negative range',
      FIRST_EXAMPLE.replace('format: 1', 'options: {range: -1}'),
      '$.options.range: matches none of anyOf',
    ],
    [
      'an unknown question kind',
      FIRST_EXAMPLE.replace('turn-marker-count', 'turn-marker-cnt'),
      '$.questions[0]: matches 0 of oneOf, not exactly one',
    ],
    [
      'a question without its parameter',
      FIRST_EXAMPLE.replace('    player: Bianca\n', ''),
      '$.questions[2]: matches 0 of oneOf, not exactly one',
    ],
    [
      'a wrong type',
      FIRST_EXAMPLE.replace('format: 1', 'options: {deploy: "yes"}'),
      '$.options.deploy: expected boolean, got string',
    ],
    ['no seats', FIRST_EXAMPLE.replace(/^seats:.*\n/m, ''), '$: missing "seats"'],
  ])('rejects %s', (_what, text, error) => {
    expect(jsonSchemaErrors(schema, parse(text))).toContain(error);
  });

  it('agrees with the loader: every scenario it accepts, the schema accepts too', () => {
    const files = [...yamlFiles('test/fixtures/good-scenarios'), ...yamlFiles('scenarios')];
    const accepted = files.filter((file) => parseScenario(readFileSync(file, 'utf8'), file).value);
    expect(accepted.length).toBeGreaterThanOrEqual(4);
    for (const file of accepted) expect(jsonSchemaErrors(schema, parse(readFileSync(file, 'utf8'))), file).toEqual([]);
  });

  it('rejects the fixtures whose fault is one of structure', () => {
    for (const name of [
      'unknown-top-level-key',
      'wrong-type',
      'negative-range',
      'zero-range',
      'unknown-question',
      'missing-param',
      'bad-events',
      'bad-expect',
    ]) {
      const file = `test/fixtures/bad-scenarios/${name}.yaml`;
      expect(jsonSchemaErrors(schema, parse(readFileSync(file, 'utf8'))), file).not.toEqual([]);
    }
  });
});
