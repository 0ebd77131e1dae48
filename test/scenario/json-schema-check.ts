// A small draft-07 validator for the keywords the scenario schema uses, so the test can
// prove the exported schema accepts and rejects the right files without another package.
// A keyword it does not know fails loudly: the schema grew, and so must this.
type Schema = Record<string, unknown> | boolean;

const ANNOTATIONS = new Set(['$schema', 'title', 'description']);

export function jsonSchemaErrors(schema: Schema, value: unknown, path = '$'): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path}: no value is allowed here`];
  const errors: string[] = [];
  for (const [keyword, argument] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    const check = KEYWORDS[keyword];
    if (!check) throw new Error(`the test validator does not know the keyword "${keyword}"`);
    errors.push(...check(argument, value, path, schema));
  }
  return errors;
}

type Check = (argument: any, value: unknown, path: string, schema: Record<string, unknown>) => string[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const matchesType = (type: string, v: unknown) =>
  type === 'integer' ? Number.isInteger(v) : type === 'object' ? isObject(v) : typeOf(v) === type;
const fail = (ok: boolean, message: string) => (ok ? [] : [message]);

const KEYWORDS: Record<string, Check> = {
  type: (type, v, path) => {
    const types: string[] = Array.isArray(type) ? type : [type];
    return fail(
      types.some((t) => matchesType(t, v)),
      `${path}: expected ${types.join(' or ')}, got ${typeOf(v)}`,
    );
  },
  enum: (values: unknown[], v, path) =>
    fail(
      values.some((e) => e === v),
      `${path}: ${JSON.stringify(v)} is not one of ${JSON.stringify(values)}`,
    ),
  const: (c, v, path) => fail(c === v, `${path}: expected ${JSON.stringify(c)}`),
  minimum: (min, v, path) => fail(typeof v !== 'number' || v >= min, `${path}: ${String(v)} < ${min}`),
  maximum: (max, v, path) => fail(typeof v !== 'number' || v <= max, `${path}: ${String(v)} > ${max}`),
  minLength: (min, v, path) => fail(typeof v !== 'string' || [...v].length >= min, `${path}: shorter than ${min}`),
  minItems: (min, v, path) => fail(!Array.isArray(v) || v.length >= min, `${path}: fewer than ${min} items`),
  pattern: (pattern, v, path) =>
    fail(typeof v !== 'string' || new RegExp(pattern, 'u').test(v), `${path}: does not match ${pattern}`),
  items: (items, v, path) =>
    Array.isArray(v) ? v.flatMap((item, i) => jsonSchemaErrors(items, item, `${path}[${i}]`)) : [],
  required: (keys: string[], v, path) =>
    isObject(v) ? keys.filter((k) => !(k in v)).map((k) => `${path}: missing "${k}"`) : [],
  properties: (properties, v, path) =>
    isObject(v)
      ? Object.entries(properties as Record<string, Schema>).flatMap(([k, s]) =>
          k in v ? jsonSchemaErrors(s, v[k], `${path}.${k}`) : [],
        )
      : [],
  additionalProperties: (extra, v, path, schema) => {
    if (!isObject(v)) return [];
    const known = Object.keys((schema.properties as object | undefined) ?? {});
    return Object.keys(v)
      .filter((k) => !known.includes(k))
      .flatMap((k) =>
        extra === false ? [`${path}: unknown key "${k}"`] : jsonSchemaErrors(extra, v[k], `${path}.${k}`),
      );
  },
  propertyNames: (names, v, path) =>
    isObject(v) ? Object.keys(v).flatMap((k) => jsonSchemaErrors(names, k, `${path} key "${k}"`)) : [],
  anyOf: (options: Schema[], v, path) =>
    fail(
      options.some((s) => jsonSchemaErrors(s, v, path).length === 0),
      `${path}: matches none of anyOf`,
    ),
  oneOf: (options: Schema[], v, path) => {
    const matches = options.filter((s) => jsonSchemaErrors(s, v, path).length === 0).length;
    return fail(matches === 1, `${path}: matches ${matches} of oneOf, not exactly one`);
  },
};
