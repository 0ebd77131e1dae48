// Validates data against the exported JSON Schema with ajv, as an editor or a CI step
// would: strict mode (the schema must compile under it) and every error collected.
import { Ajv } from 'ajv';

/** "instancePath: message" for each error, with "$" for the document itself. */
export function jsonSchemaErrors(schema: Record<string, unknown>, value: unknown): string[] {
  const validate = compileStrict(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `$${error.instancePath}: ${error.message ?? error.keyword}`);
}

const compiled = new WeakMap<object, ReturnType<Ajv['compile']>>();

/** The schema compiled under ajv's strict mode; throws where the schema breaks it. */
export function compileStrict(schema: Record<string, unknown>): ReturnType<Ajv['compile']> {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = new Ajv({ strict: true, allErrors: true }).compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}
