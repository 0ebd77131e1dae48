// Text → plain data with source positions. Everything that can go wrong before the
// scenario's own keys are looked at is caught here and returned as a diagnostic: binary
// or non-UTF-8 input, YAML syntax, duplicate keys, alias bombs, an empty file, a top
// level that is not a mapping.
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  LineCounter,
  parseDocument,
  visit,
  type Alias,
  type Document,
  type Node,
  type Scalar,
} from 'yaml';
import type { Diagnostic, Position } from '../core/diagnostic.js';
import { createSourceMap, fixedSourceMap, type SourceMap } from './source-map.js';
import { kindOf, showValue } from './describe.js';

/**
 * How many times aliases may be expanded in one file. A scenario reuses an anchor a few
 * times at most; "billion laughs" files need thousands.
 */
export const MAX_ALIAS_COUNT = 100;

export interface YamlSource {
  /** The file's data when it is a readable YAML mapping. */
  data?: Record<string, unknown>;
  sourceMap: SourceMap;
  diagnostics: Diagnostic[];
}

export function parseYamlSource(text: string, file: string): YamlSource {
  const binary = findBinary(text, file);
  if (binary) return { sourceMap: fixedSourceMap(binary.start), diagnostics: [binary] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  const sourceMap = createSourceMap(doc, lineCounter);
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const diagnostics = yamlDiagnostics(doc, file, at);
  // Duplicate keys leave the document's shape intact, so its other problems are still worth finding.
  if (diagnostics.some((d) => d.severity === 'error' && d.code !== 'yaml/duplicate-key'))
    return { sourceMap, diagnostics };
  const fail = (d: Diagnostic): YamlSource => ({ sourceMap, diagnostics: [...diagnostics, d] });
  if (doc.contents === null) return fail(emptyFile(text, file));
  const aliases = collectAliases(doc);
  const unresolved = aliases.find((alias) => !alias.resolve(doc));
  if (unresolved)
    return fail(
      aliasDiagnostic(
        unresolved,
        'yaml/unknown-alias',
        `The alias "*${unresolved.source}" has no anchor "&${unresolved.source}" before it.`,
        file,
        at,
      ),
    );
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError) || !/alias count/i.test(error.message)) throw error;
    const message = `The file expands YAML aliases more than ${MAX_ALIAS_COUNT} times, which looks like an alias bomb ("billion laughs").`;
    return fail({
      ...aliasDiagnostic(aliases[0]!, 'scenario/alias-bomb', message, file, at),
      notes: ['write the values out instead of nesting aliases'],
    });
  }
  if (!isMap(doc.contents)) return fail(notAMapping(doc.contents as Node, data, file, at));
  return { data: data as Record<string, unknown>, sourceMap, diagnostics };
}

/** NUL bytes, or the replacement characters that a lossy UTF-8 decoding leaves: not a text file. */
function findBinary(text: string, file: string): Diagnostic | undefined {
  const nul = text.indexOf('\u0000');
  const bad = nul >= 0 ? nul : text.indexOf('\ufffd');
  if (bad < 0) return undefined;
  const message =
    nul >= 0 ? 'This is a binary file, not YAML text: it contains NUL bytes.' : 'This file is not valid UTF-8 text.';
  return {
    code: 'scenario/binary',
    severity: 'error',
    message,
    file,
    start: offsetToPosition(text, bad),
    notes: ['a scenario file is YAML saved as UTF-8 text'],
  };
}

function offsetToPosition(text: string, offset: number): Position {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

function yamlDiagnostics(doc: Document, file: string, at: (offset: number) => Position): Diagnostic[] {
  const errors = doc.errors.map((error): Diagnostic => {
    const base = { severity: 'error' as const, file, start: at(error.pos[0]), end: at(error.pos[1]) };
    if (error.code === 'DUPLICATE_KEY') {
      const key = keyAt(doc, error.pos[0]);
      const message = key
        ? `The key ${showValue(key.value)} appears twice in the same mapping.`
        : 'This key appears twice in the same mapping.';
      const span = key?.range && { end: at(key.range[1]) };
      return {
        ...base,
        ...span,
        code: 'yaml/duplicate-key',
        message,
        notes: ['each key may appear once; remove or merge the repeated one'],
      };
    }
    if (error.code === 'MULTIPLE_DOCS') {
      const notes = ['remove the second "---" line, or put each scenario in a file of its own'];
      return {
        ...base,
        code: 'yaml/multiple-documents',
        message: 'A scenario file holds one YAML document, but this one holds several.',
        notes,
      };
    }
    if (error.code === 'RESOURCE_EXHAUSTION') {
      return {
        ...base,
        code: 'scenario/too-deep',
        message: 'The file nests lists or mappings too deeply to be read.',
        notes: ['a scenario needs only a few levels of nesting'],
      };
    }
    const notes = error.code === 'TAB_AS_INDENT' ? ['indent with spaces'] : undefined;
    return { ...base, code: 'yaml/syntax', message: sentence(error.message), ...(notes && { notes }) };
  });
  const warnings = doc.warnings.map((warning): Diagnostic => ({
    code: 'yaml/warning',
    severity: 'warning',
    message: sentence(warning.message),
    file,
    start: at(warning.pos[0]),
    end: at(warning.pos[1]),
  }));
  // Running out of stack is reported once, however many nodes it cut short.
  const once = errors.filter(
    (d, i) => d.code !== 'scenario/too-deep' || errors.findIndex((e) => e.code === d.code) === i,
  );
  return [...once, ...warnings].sort((a, b) => a.start!.line - b.start!.line || a.start!.column - b.start!.column);
}

/** yaml's messages are phrases; ours are sentences. */
function sentence(message: string): string {
  const first = message.split('\n')[0]!.trim();
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

function keyAt(doc: Document, offset: number): Scalar | undefined {
  let key: Scalar | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.range?.[0] === offset) {
        key = pair.key;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return key;
}

function collectAliases(doc: Document): Alias[] {
  const aliases: Alias[] = [];
  visit(doc, {
    Alias(_, node) {
      if (isAlias(node)) aliases.push(node);
    },
  });
  return aliases;
}

function aliasDiagnostic(
  alias: Alias,
  code: string,
  message: string,
  file: string,
  at: (offset: number) => Position,
): Diagnostic {
  const range = alias.range;
  return { code, severity: 'error', message, file, ...(range && { start: at(range[0]), end: at(range[1]) }) };
}

function emptyFile(text: string, file: string): Diagnostic {
  const message = text.trim() === '' ? 'The file is empty.' : 'The file holds only comments.';
  return {
    code: 'scenario/empty',
    severity: 'error',
    message,
    file,
    start: { line: 1, column: 1 },
    notes: ['a scenario needs at least "seats" and "questions"'],
  };
}

function notAMapping(node: Node, data: unknown, file: string, at: (offset: number) => Position): Diagnostic {
  const range = node.range;
  const hint = Array.isArray(data)
    ? 'remove the "- " before each top-level key, so that each starts at the beginning of its line'
    : 'begin each line of the top level with a key, such as "seats: [Alex, Bianca]"';
  return {
    code: 'scenario/not-a-mapping',
    severity: 'error',
    message: `The top level of a scenario must be a mapping of keys such as "seats" and "questions", not ${kindOf(data)}.`,
    file,
    ...(range && { start: at(range[0]), end: at(range[1]) }),
    notes: [hint],
  };
}
