import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { QUESTION_KINDS } from '../../src/judge/catalogue.js';
import { parseScenario } from '../../src/scenario/parse-scenario.js';
import { scenarioJsonSchema } from '../../src/scenario/schema.js';
import { compileStrict, jsonSchemaErrors } from './json-schema-check.js';
import { runCli } from '../cli/run-cli.js';

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
    [
      'an unknown top-level key',
      FIRST_EXAMPLE.replace('variant:', 'varaint:'),
      '$: must NOT have additional properties',
    ],
    [
      'a negative range',
      FIRST_EXAMPLE.replace('format: 1', 'options: {range: -1}'),
      '$/options/range: must match a schema in anyOf',
    ],
    [
      'an unknown question kind',
      FIRST_EXAMPLE.replace('turn-marker-count', 'turn-marker-cnt'),
      '$/questions/0/ask: must be equal to one of the allowed values',
    ],
    [
      'a question without its parameter',
      FIRST_EXAMPLE.replace('    player: Bianca\n', ''),
      '$/questions/2: must match exactly one schema in oneOf',
    ],
    [
      'a wrong type',
      FIRST_EXAMPLE.replace('format: 1', 'options: {deploy: "yes"}'),
      '$/options/deploy: must be boolean',
    ],
    ['no seats', FIRST_EXAMPLE.replace(/^seats:.*\n/m, ''), "$: must have required property 'seats'"],
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

describe('the schema for editors', () => {
  it('compiles under ajv strict mode', () => {
    expect(() => compileStrict(schema)).not.toThrow();
  });

  it('has a stable $id', () => {
    expect(schema.$id).toBe('urn:mtg-judge:scenario-format-1');
  });

  it('is shipped as scenarios/scenario.schema.json, the same as mtg-judge schema prints', async () => {
    const printed = (await runCli(['schema'])).stdout;
    expect(readFileSync('scenarios/scenario.schema.json', 'utf8')).toBe(printed);
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(packageJson.files).toContain('scenarios/scenario.schema.json');
  });

  it('accepts every shipped scenario file as the yaml package reads it', () => {
    const files = yamlFiles('scenarios');
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) expect(jsonSchemaErrors(schema, parse(readFileSync(file, 'utf8'))), file).toEqual([]);
  });

  it('accepts the integer keys other YAML parsers give ({2: Eve}) wherever a shipped file has them', () => {
    // ajv sees text keys only, so each integer key of a shipped file is checked as a number
    // against every rule for keys the schema has, as PyYAML-based validators check it.
    const integerKeys = new Set<number>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (/^-?\d+$/.test(key)) integerKeys.add(Number(key));
          collect(inner);
        }
    };
    for (const file of yamlFiles('scenarios')) collect(parse(readFileSync(file, 'utf8')));
    expect([...integerKeys].length).toBeGreaterThan(0);
    const keyRules = propertyNameSchemas(schema);
    expect(keyRules.length).toBeGreaterThan(0);
    for (const rules of keyRules) {
      const validate = new Ajv({ strict: false }).compile(rules);
      for (const key of integerKeys) expect(validate(key), `${JSON.stringify(rules)} for ${key}`).toBe(true);
    }
  });
});

/** Every `propertyNames` schema in the document. */
function propertyNameSchemas(node: unknown): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap(propertyNameSchemas);
  if (!node || typeof node !== 'object') return [];
  const own = (node as Record<string, unknown>).propertyNames;
  const here = own && typeof own === 'object' ? [own as Record<string, unknown>] : [];
  return [...here, ...Object.values(node).flatMap(propertyNameSchemas)];
}
