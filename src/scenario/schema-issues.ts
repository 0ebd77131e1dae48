// Validates file data against the scenario schema and turns each zod issue into a
// diagnostic at the exact key or value: a stable code, one sentence, and a hint. Unions
// are unpacked to the branch the user evidently meant, so that "leave: 3" is reported as a
// bad name, not as "matches none of ten event kinds".
import type * as z from 'zod';
import type { Diagnostic } from '../core/diagnostic.js';
import { didYouMean, quoteList, suggest } from '../core/did-you-mean.js';
import { questionKind } from '../judge/catalogue.js';
import { describePath, describePathCapitalised, isMapping, showValue, valueAt } from './describe.js';
import type { DocPath } from '../core/scenario.js';
import { RANGE_HINT, scenarioSchema, type ScenarioInput } from './schema.js';
import { addKeyHint, valueHint } from './schema-hints.js';
import { missingAlternatives } from './union-branches.js';
import type { SourceMap, Span } from './source-map.js';

type Issue = z.core.$ZodIssue;

interface Context {
  file: string;
  data: unknown;
  sourceMap: SourceMap;
  /** The keys each mapping allows, recorded when zod reports an unknown key in it. */
  knownKeys: WeakMap<object, string[]>;
  /** Each missing and unknown key reported, by its mapping, to pair a misspelling with the key it misspells. */
  keys: { missing: boolean; mapping: string; key: string; diagnostic: Diagnostic }[];
}

export function validateScenarioSchema(
  data: unknown,
  file: string,
  sourceMap: SourceMap,
): { value?: ScenarioInput; diagnostics: Diagnostic[] } {
  const context: Context = { file, data, sourceMap, knownKeys: new WeakMap(), keys: [] };
  const result = scenarioSchema.safeParse(data, {
    reportInput: true,
    error: (issue) => fallbackPhrase(issue, context),
  });
  if (result.success) return { value: result.data, diagnostics: [] };
  const diagnostics = result.error.issues.flatMap((issue) => issueDiagnostics(issue, [], context));
  return { diagnostics: mergeMisspeltKeys(diagnostics, context) };
}

/**
 * "seets" where "seats" is missing is one mistake, not two: the unknown key, which is where
 * the fix goes, says what is missing, and the missing key is not reported apart.
 */
function mergeMisspeltKeys(diagnostics: Diagnostic[], context: Context): Diagnostic[] {
  const merged = new Map<Diagnostic, Diagnostic | undefined>();
  for (const missing of context.keys.filter((k) => k.missing)) {
    const unknown = context.keys.find(
      (k) =>
        !k.missing &&
        k.mapping === missing.mapping &&
        (suggest(k.key, [missing.key]).length > 0 || k.key.startsWith(`${missing.key}:`)),
    );
    if (!unknown || merged.has(unknown.diagnostic)) continue;
    const message = `${unknown.diagnostic.message.slice(0, -1)}, which has no ${showValue(missing.key)}.`;
    const notes = TIGHT_COLON.test(unknown.key)
      ? unknown.diagnostic.notes
      : [`did you mean ${showValue(missing.key)}?`];
    merged.set(unknown.diagnostic, { ...unknown.diagnostic, message, notes });
    merged.set(missing.diagnostic, undefined);
  }
  return diagnostics.flatMap((d) => {
    if (!merged.has(d)) return [d];
    const replacement = merged.get(d);
    return replacement ? [replacement] : [];
  });
}

/** The phrase completing "… must be ___" where a schema sets none; also records known keys. */
function fallbackPhrase(issue: z.core.$ZodRawIssue, context: Context): string | undefined {
  if (issue.code === 'unrecognized_keys' && typeof issue.input === 'object' && issue.input !== null) {
    const def = (issue.inst as z.core.$ZodObject | undefined)?._zod.def;
    if (def && 'shape' in def) context.knownKeys.set(issue.input, Object.keys(def.shape));
  }
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_PHRASES[issue.expected] ?? issue.expected;
    case 'invalid_value':
      return issue.values.length === 1
        ? quoteList(issue.values as string[])
        : `one of ${quoteList(issue.values as string[])}`;
    case 'too_small':
      if (issue.origin === 'array')
        return `a list of at least ${issue.minimum} ${issue.minimum === 1 ? 'entry' : 'entries'}`;
      if (issue.origin === 'string') return 'text that is not empty';
      return `a whole number ≥ ${issue.minimum}`;
    default:
      return undefined;
  }
}

const TYPE_PHRASES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
};

function issueDiagnostics(issue: Issue, base: DocPath, context: Context): Diagnostic[] {
  const path = [...base, ...issue.path.filter((s): s is string | number => typeof s !== 'symbol')];
  const value = valueAt(context.data, path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => unknownKey(path, key, context));
    case 'invalid_union':
      return unionDiagnostics(issue, path, value, context);
    case 'invalid_key':
      return [
        at(
          context,
          'scenario/bad-value',
          `The key ${showValue(path[path.length - 1])} in ${describePath(path.slice(0, -1))} must be ${issue.issues[0]?.message ?? 'valid'}.`,
          keyOf(context, path),
          [path[0] === 'turnMarkers' ? 'number the markers 1, 2, 3 …, as in "1: Alex"' : 'give the entry another key'],
        ),
      ];
    default:
      if (issue.code === 'invalid_type' && value === undefined) return [missingKey(path, context)];
      return [badValue(issue, path, value, context)];
  }
}

function unionDiagnostics(
  issue: z.core.$ZodIssueInvalidUnion,
  path: DocPath,
  value: unknown,
  context: Context,
): Diagnostic[] {
  // Absent, it is a missing key, whichever types the branches want ("player": a name or a list).
  if (value === undefined && path.length > 0) return [missingKey(path, context)];
  if (issue.discriminator !== undefined && issue.errors.length === 0)
    return [unknownQuestion(issue, path, value, context)];
  // A branch whose very type differs from the value (text vs. list) is not what the user meant.
  const branches = issue.errors.filter(
    (errors) => !errors.some((e) => e.path.length === 0 && e.code === 'invalid_type'),
  );
  const fits = branches.filter((errors) => !errors.some((e) => e.path.length === 0 && e.code === 'unrecognized_keys'));
  const chosen = fits.length === 1 ? fits : branches.length === 1 ? branches : undefined;
  if (chosen) return chosen[0]!.flatMap((e) => issueDiagnostics(e, path, context));
  const alternatives = missingAlternatives(branches, value);
  if (alternatives) return [missingOneOf(path, alternatives, context)];
  if (branches.length > 1 && isMapping(value)) return [unknownOneKeyMapping(branches, path, value, context)];
  return [badValue(issue, path, value, context)];
}

function missingOneOf(path: DocPath, keys: string[], context: Context): Diagnostic {
  const span = context.sourceMap.span(path);
  return at(
    context,
    'scenario/missing-key',
    `${describePathCapitalised(path)} has no ${quoteList(keys)}.`,
    span && { start: span.start, end: span.start },
    [`add one of them: ${keys.map((key) => `${key}: …`).join(' or ')}`],
  );
}

/** A mapping that should have one key naming its kind (an event), but whose key names none. */
function unknownOneKeyMapping(
  branches: Issue[][],
  path: DocPath,
  value: Record<string, unknown>,
  context: Context,
): Diagnostic {
  const keys = Object.keys(value);
  const kinds = branches.flatMap((errors) =>
    // Each branch reports its own required key as missing: that key names the kind.
    errors.filter((e) => e.path.length === 1 && !(String(e.path[0]) in value)).map((e) => String(e.path[0])),
  );
  const subject = describePathCapitalised(path);
  if (keys.length !== 1) {
    const message = `${subject} must be a mapping with one key, such as "leave: Carol", but it has ${keys.length === 0 ? 'none' : quoteList(keys, 'and')}.`;
    const hint =
      keys.length === 0
        ? `write an event kind as its key: ${quoteList(kinds)}`
        : `write each as an event of its own: ${keys.map((k) => `"- ${k}: …"`).join(', then ')}`;
    return at(context, 'scenario/bad-value', message, context.sourceMap.span(path), [hint]);
  }
  const key = keys[0]!;
  const notes: [string] = [didYouMean(key, kinds) ?? `known kinds: ${quoteList(kinds)}`];
  return at(
    context,
    'scenario/unknown-event',
    `Unknown event ${showValue(key)} in ${describePath(path)}.`,
    keyOf(context, [...path, key]),
    notes,
  );
}

function unknownQuestion(
  issue: z.core.$ZodIssueInvalidUnion,
  path: DocPath,
  value: unknown,
  context: Context,
): Diagnostic {
  const kinds = ('options' in issue ? (issue.options ?? []) : []).map(String);
  const notes: [string] = [
    didYouMean(typeof value === 'string' ? value : JSON.stringify(value), kinds) ??
      'mtg-judge schema lists every question kind',
  ];
  return at(
    context,
    'scenario/unknown-question',
    `Unknown question kind ${showValue(value)}.`,
    context.sourceMap.span(path),
    notes,
  );
}

const TIGHT_COLON = /^([^:\s]+):(\S.*)$/;

function unknownKey(path: DocPath, key: string, context: Context): Diagnostic {
  const known = context.knownKeys.get(valueAt(context.data, path) as object) ?? [];
  // "{name:Alex}" has one key, "name:Alex": YAML needs the space after the colon.
  const tight = TIGHT_COLON.exec(key);
  const notes: [string] = [
    tight
      ? `write a space after the colon: ${tight[1]}: ${tight[2]}`
      : (didYouMean(key, known) ?? `allowed here: ${quoteList(known, 'and')}`),
  ];
  const diagnostic = at(
    context,
    'scenario/unknown-key',
    `Unknown key ${showValue(key)} in ${describePath(path)}.`,
    keyOf(context, [...path, key]),
    notes,
  );
  context.keys.push({ missing: false, mapping: JSON.stringify(path), key, diagnostic });
  return diagnostic;
}

function missingKey(path: DocPath, context: Context): Diagnostic {
  const parent = path.slice(0, -1);
  const key = String(path[path.length - 1]);
  const message = `${describePathCapitalised(parent)} has no ${showValue(key)}.`;
  const ask = parent[0] === 'questions' && parent.length === 2 ? valueAt(context.data, [...parent, 'ask']) : undefined;
  const param = typeof ask === 'string' ? questionKind(ask)?.params[key] : undefined;
  const hint = param
    ? `"${String(ask)}" needs "${key}": ${param.description}`
    : addKeyHint(parent, key, describePath(parent));
  // The mapping has no place for the key; its first line is where it begins, and is not itself at fault.
  const span = context.sourceMap.span(parent);
  const start = span && { start: span.start, end: span.start };
  const diagnostic = at(context, 'scenario/missing-key', message, start, [hint]);
  context.keys.push({ missing: true, mapping: JSON.stringify(parent), key, diagnostic });
  return diagnostic;
}

function badValue(issue: Issue, path: DocPath, value: unknown, context: Context): Diagnostic {
  const span = context.sourceMap.span(path);
  if (path[path.length - 1] === 'range') {
    return at(context, 'scenario/bad-range', `${showValue(value)} is not a range of influence.`, span, [RANGE_HINT]);
  }
  if (path.length === 1 && path[0] === 'houseRules' && issue.code === 'invalid_value') {
    const known = issue.values.map(String);
    const notes: [string] = [didYouMean(String(value), known) ?? `known house rules: ${quoteList(known)}`];
    return at(context, 'scenario/unknown-house-rules', `Unknown house rules ${showValue(value)}.`, span, notes);
  }
  const message = `${describePathCapitalised(path)} must be ${issue.message}, not ${showValue(value)}.`;
  return at(context, 'scenario/bad-value', message, span, [valueHint(issue, path, value)]);
}

function keyOf(context: Context, path: DocPath): Span | undefined {
  return context.sourceMap.keySpan(path);
}

/** Every diagnostic of the schema says how to fix it: `notes` is never empty. */
function at(
  context: Context,
  code: string,
  message: string,
  span: Span | undefined,
  notes: [string, ...string[]],
): Diagnostic {
  return { code, severity: 'error', message, file: context.file, ...span, notes };
}
